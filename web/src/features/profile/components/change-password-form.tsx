import { PasswordInput } from '@mantine/core';
import type { z } from 'zod';
import { ChangeOwnPasswordBody } from '@shared/schemas/auth';
import { FormRootError } from '@web/components/form-root-error';
import { NewPasswordFields } from '@web/components/new-password-fields';
import { useServerForm } from '@web/lib/use-server-form';
import { changePasswordMutation } from '../api/change-password';
import { FormCard } from './form-card';

type PasswordInputValues = z.input<typeof ChangeOwnPasswordBody>;
const EMPTY: PasswordInputValues = { current_password: '', password: '', password_confirmation: '' };

export function ChangePasswordForm() {
  const { form, onSubmit } = useServerForm({
    schema: ChangeOwnPasswordBody,
    defaultValues: EMPTY,
    mutation: changePasswordMutation,
    onSuccess: (_data, _values, saved) => saved.reset(EMPTY),
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;

  return (
    <FormCard headingId="password-heading" title="Change password" onSubmit={onSubmit} submitLabel="Change password" submitting={isSubmitting}>
      <FormRootError errors={errors} />
      <PasswordInput
        label="Current password"
        autoComplete="current-password"
        required
        {...register('current_password')}
        error={errors.current_password?.message}
      />
      <NewPasswordFields register={register} errors={errors} />
    </FormCard>
  );
}
