import { TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { UpdateProfileBody, type UserView } from '@shared/schemas/users';
import { FormRootError } from '@web/components/form-root-error';
import { applyServerErrors } from '@web/lib/form-errors';
import { useUnsavedChangesGuard } from '@web/lib/use-unsaved-changes-guard';
import { useUpdateProfile } from '../api/update-profile';
import { FormCard } from './form-card';

type DetailsInput = z.input<typeof UpdateProfileBody>;

export function ProfileDetailsForm({ profile }: { profile: UserView }) {
  const update = useUpdateProfile();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<DetailsInput, unknown, z.output<typeof UpdateProfileBody>>({
    resolver: zodResolver(UpdateProfileBody),
    defaultValues: { name: profile.name, phone: profile.phone ?? '' },
  });
  useUnsavedChangesGuard({ isDirty, isSubmitting });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await update.mutateAsync({ name: values.name, phone: values.phone });
      reset({ name: values.name, phone: values.phone ?? '' });
    } catch (error) {
      applyServerErrors(setError, error);
    }
  });

  return (
    <FormCard
      headingId="details-heading"
      title="Your details"
      onSubmit={onSubmit}
      submitLabel="Save details"
      submitting={isSubmitting}
      submitDisabled={!isDirty}
    >
      <FormRootError errors={errors} />
      <TextInput label="Full name" autoComplete="name" required {...register('name')} error={errors.name?.message} />
      <TextInput label="Phone" type="tel" autoComplete="tel" {...register('phone')} error={errors.phone?.message} />
      <TextInput
        label="E-mail"
        value={profile.email}
        readOnly
        description="Your sign-in address. Ask the college to change it."
        styles={{ input: { color: 'var(--mantine-color-dimmed)' } }}
      />
    </FormCard>
  );
}
