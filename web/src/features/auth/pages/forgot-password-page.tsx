import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import { Link } from 'react-router-dom';
import { ForgotPasswordBody } from '@shared/schemas/auth';
import { FormRootError } from '@web/components/form-root-error';
import { useServerForm } from '@web/lib/use-server-form';
import { AuthCard } from '../components/auth-card';
import { forgotPasswordMutation } from '../api/forgot-password';

export function ForgotPasswordPage() {
  const {
    form,
    onSubmit,
    mutation: forgot,
  } = useServerForm({
    schema: ForgotPasswordBody,
    defaultValues: { email: '' },
    mutation: forgotPasswordMutation,
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;

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
