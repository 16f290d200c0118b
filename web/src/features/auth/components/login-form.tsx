import { Anchor, Button, Checkbox, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { Link } from 'react-router-dom';
import { LoginBody } from '@shared/schemas/auth';
import { FormRootError } from '@web/components/form-root-error';
import { useSession } from '@web/lib/session';
import { useServerForm } from '@web/lib/use-server-form';
import { loginMutation } from '../api/login';

interface LoginFormProps {
  /** Signing in again to the same account: its e-mail is fixed and its "remember me" choice kept. */
  account?: { email: string; remember: boolean };
  onSignedIn?: () => void;
}

/** Signs in; where to go next is the page's business (useSignedInRedirect) or the caller's (onSignedIn). */
export function LoginForm({ account, onSignedIn }: LoginFormProps = {}) {
  const { signIn } = useSession();
  const { form, onSubmit } = useServerForm({
    schema: LoginBody,
    defaultValues: { email: account?.email ?? '', password: '', remember: account?.remember ?? false },
    mutation: loginMutation,
    onSuccess: (response, values) => {
      signIn(response, values.remember);
      onSignedIn?.();
    },
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Sign in">
      <Stack gap="md">
        <FormRootError errors={errors} />
        <TextInput
          label="E-mail"
          type="email"
          autoComplete="username"
          required
          readOnly={account !== undefined}
          {...register('email')}
          error={errors.email?.message}
        />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          required
          data-autofocus={account !== undefined || undefined}
          {...register('password')}
          error={errors.password?.message}
        />
        {/* Signing in again keeps the page: links away from it would drop what the person was doing. */}
        {!account && (
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Checkbox label="Remember me on this device" {...register('remember')} />
            <Anchor component={Link} to="/forgot-password" size="sm">
              Forgot your password?
            </Anchor>
          </Group>
        )}
        <Button type="submit" loading={isSubmitting} fullWidth size="md">
          Sign in
        </Button>
        {!account && (
          <Anchor component={Link} to="/register" size="sm" ta="center">
            New to the college? Create an account
          </Anchor>
        )}
      </Stack>
    </form>
  );
}
