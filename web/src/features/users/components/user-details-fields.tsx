import { SimpleGrid, TextInput } from '@mantine/core';
import { useFormContext } from 'react-hook-form';
import { whyCannotGiveRole } from '@shared/user-rules';
import { FormSelect } from '@web/components/form-select';
import { useSession } from '@web/lib/session';
import { useRoleOptions } from '@web/lib/queries/get-role-options';

/** The fields a new user and an edited user share; the form around them is provided by `FormProvider`. */
export interface UserDetailsFieldValues {
  name: string;
  email: string;
  phone?: string;
  role_id: string;
}

export const UserDetailsFields = () => {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<UserDetailsFieldValues>();
  const roles = useRoleOptions();
  const { role: actorRole } = useSession();
  // Roles the server would refuse to give are left out, and the field says why. (Mantine marks a disabled option
  // only visually, not for screen readers, so leaving it out and saying so serves everyone.)
  const options = (roles.data ?? []).map((role) => ({ role, refusal: whyCannotGiveRole(actorRole, role.name) }));
  const refused = options.find((option) => option.refusal)?.refusal;

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <TextInput label="Full name" autoComplete="name" required {...register('name')} error={errors.name?.message} />
      <TextInput label="E-mail" type="email" autoComplete="email" required {...register('email')} error={errors.email?.message} />
      <TextInput label="Phone" type="tel" autoComplete="tel" {...register('phone')} error={errors.phone?.message} />
      <FormSelect
        control={control}
        name="role_id"
        label="Role"
        placeholder={roles.isPending ? 'Loading roles…' : 'Choose a role'}
        required
        data={options.filter(({ refusal }) => !refusal).map(({ role }) => ({ value: role.id, label: role.name }))}
        description={refused?.message}
        searchable
      />
    </SimpleGrid>
  );
};
