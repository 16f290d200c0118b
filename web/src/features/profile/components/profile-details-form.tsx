import { TextInput } from '@mantine/core';
import { UpdateProfileBody, type UserView } from '@shared/schemas/users';
import { FormRootError } from '@web/components/form-root-error';
import { useServerForm } from '@web/lib/use-server-form';
import { useUnsavedChangesGuard } from '@web/lib/use-unsaved-changes-guard';
import { updateProfileMutation } from '../api/update-profile';
import { FormCard } from './form-card';

/** The form's values from the account as the API answers it. */
const valuesOf = (profile: UserView) => ({ name: profile.name, phone: profile.phone ?? '', revision: profile.revision });

export function ProfileDetailsForm({ profile }: { profile: UserView }) {
  const { form, onSubmit, conflictNotice } = useServerForm({
    schema: UpdateProfileBody,
    defaultValues: valuesOf(profile),
    mutation: updateProfileMutation,
    // Only what this form edits: the picture is the avatar card's.
    toVariables: (values) => ({ name: values.name, phone: values.phone, revision: values.revision }),
    onSuccess: (saved, _values, savedForm) => savedForm.reset(valuesOf(saved.data)),
    recordValues: valuesOf,
    conflictLabels: { name: 'Full name' },
  });
  const {
    register,
    formState: { errors, isSubmitting, isDirty },
  } = form;
  useUnsavedChangesGuard({ isDirty, isSubmitting });

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
      {conflictNotice}
    </FormCard>
  );
}
