import { SimpleGrid, TextInput } from '@mantine/core';
import { useFormContext } from 'react-hook-form';
import { FormSelect } from '@web/components/form-select';
import { useRoleOptions } from '../api/get-role-options';

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

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <TextInput label="Full name" autoComplete="name" required {...register('name')} error={errors.name?.message} />
      <TextInput
        label="E-mail"
        type="email"
        autoComplete="email"
        required
        {...register('email')}
        error={errors.email?.message}
      />
      <TextInput
        label="Phone"
        type="tel"
        autoComplete="tel"
        {...register('phone')}
        error={errors.phone?.message}
      />
      <FormSelect
        control={control}
        name="role_id"
        label="Role"
        placeholder={roles.isPending ? 'Loading roles…' : 'Choose a role'}
        required
        data={(roles.data ?? []).map((role) => ({ value: role.id, label: role.name }))}
        searchable
      />
    </SimpleGrid>
  );
};
