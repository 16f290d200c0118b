import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import type { z } from 'zod';
import { ForgotPasswordBody } from '@shared/schemas/auth';
import { FormRootError } from '@web/components/form-root-error';
import { applyServerErrors } from '@web/lib/form-errors';
import { AuthCard } from '../components/auth-card';
import { useForgotPassword } from '../api/forgot-password';

export function ForgotPasswordPage() {
  const forgot = useForgotPassword();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof ForgotPasswordBody>, unknown, z.output<typeof ForgotPasswordBody>>({
    resolver: zodResolver(ForgotPasswordBody),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await forgot.mutateAsync(values);
    } catch (error) {
      applyServerErrors(setError, error);
    }
  });

  return (
    <AuthCard title="Forgot your password?" description="Enter your e-mail address and we will send you a link to choose a new password.">
      {forgot.isSuccess ? (
        <Alert color="green" variant="light" role="status">
          {forgot.data.message}
        </Alert>
      ) : (
        <form onSubmit={onSubmit} noValidate aria-label="Request a password reset link">
          <Stack gap="md">
            <FormRootError errors={errors} />
            <TextInput label="E-mail" type="email" autoComplete="email" required {...register('email')} error={errors.email?.message} />
            <Button type="submit" loading={isSubmitting} fullWidth size="md">
              Send the reset link
            </Button>
          </Stack>
        </form>
      )}
      <Anchor component={Link} to="/login" size="sm" ta="center">
        Back to sign in
      </Anchor>
    </AuthCard>
  );
}
