import { PasswordInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ChangeOwnPasswordBody } from '@shared/schemas/auth';
import { FormRootError } from '@web/components/form-root-error';
import { NewPasswordFields } from '@web/components/new-password-fields';
import { applyServerErrors } from '@web/lib/form-errors';
import { useChangePassword } from '../api/change-password';
import { FormCard } from './form-card';

type PasswordInputValues = z.input<typeof ChangeOwnPasswordBody>;
const EMPTY: PasswordInputValues = { current_password: '', password: '', password_confirmation: '' };

export function ChangePasswordForm() {
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<PasswordInputValues, unknown, z.output<typeof ChangeOwnPasswordBody>>({
    resolver: zodResolver(ChangeOwnPasswordBody),
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await change.mutateAsync(values);
      reset(EMPTY);
    } catch (error) {
      applyServerErrors(setError, error);
    }
  });

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
