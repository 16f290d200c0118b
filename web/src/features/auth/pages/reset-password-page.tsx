import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import { Link, useSearchParams } from 'react-router-dom';
import { ResetPasswordBody } from '@shared/schemas/auth';
import { FormRootError } from '@web/components/form-root-error';
import { NewPasswordFields } from '@web/components/new-password-fields';
import { useServerForm } from '@web/lib/use-server-form';
import { AuthCard } from '../components/auth-card';
import { AuthOutcome } from '../components/auth-outcome';
import { resetPasswordMutation } from '../api/reset-password';

/** Reached from the reset mail: `/reset-password?token=...&email=...`. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const email = params.get('email') ?? '';
  const {
    form,
    onSubmit,
    mutation: reset,
  } = useServerForm({
    schema: ResetPasswordBody,
    defaultValues: { email, token, password: '', password_confirmation: '' },
    mutation: resetPasswordMutation,
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;

  if (!token || !email) {
    return (
      <AuthOutcome
        title="This reset link is incomplete"
        color="orange"
        notice="The link should carry a token and your e-mail address. Open it again from the e-mail, or ask for a new one."
      >
        <Button component={Link} to="/forgot-password">
          Ask for a new link
        </Button>
      </AuthOutcome>
    );
  }

  if (reset.isSuccess) {
    return (
      <AuthOutcome title="Your password is changed" color="green" role="status" notice={reset.data.message}>
        <Button component={Link} to="/login">
          Sign in with the new password
        </Button>
      </AuthOutcome>
    );
  }

  return (
    <AuthCard title="Choose a new password">
      <form onSubmit={onSubmit} noValidate aria-label="Choose a new password">
        <Stack gap="md">
          <FormRootError errors={errors} />
          {errors.token && (
            <Alert color="red" variant="light" role="alert">
              {errors.token.message}{' '}
              <Anchor component={Link} to="/forgot-password" underline="always">
                Ask for a new link
              </Anchor>
              .
            </Alert>
          )}
          <TextInput label="E-mail" type="email" readOnly autoComplete="username" {...register('email')} error={errors.email?.message} />
          <NewPasswordFields register={register} errors={errors} />
          <Button type="submit" loading={isSubmitting} fullWidth size="md">
            Save the new password
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
