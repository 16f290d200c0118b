import { useState } from 'react';
import { Anchor, Button, Checkbox, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { Link } from 'react-router-dom';
import { ENTER_PASSWORD } from '@shared/schemas/person-rules';
import { FormRefusal } from '@web/components/form-refusal';
import { emailCheck } from '@web/lib/field-checks';
import { useSession } from '@web/lib/session';
import { useCheckedForm } from '@web/lib/use-checked-form';
import { loginMutation } from '../api/login';

interface LoginFormProps {
  /** Signing in again to the same account: its e-mail is fixed and its "remember me" choice kept. */
  account?: { email: string; remember: boolean };
  onSignedIn?: () => void;
}

type Field = 'email' | 'password';

// Plain state, not react-hook-form and the zod schema: the sign-in page is the first many people load. The two
// checks made here word their messages as the schema (LoginBody) does; the server parses the body with it.
const problemsOf = ({ email, password }: Record<Field, string>) => ({ email: emailCheck(email), password: password ? undefined : ENTER_PASSWORD });

/** Signs in; where to go next is the page's business (useSignedInRedirect) or the caller's (onSignedIn). */
export function LoginForm({ account, onSignedIn }: LoginFormProps = {}) {
  const { signIn } = useSession();
  const [values, setValues] = useState({ email: account?.email ?? '', password: '' });
  const [remember, setRemember] = useState(account?.remember ?? false);
  const form = useCheckedForm({
    check: problemsOf,
    mutation: loginMutation,
    toVariables: ({ email, password }: Record<Field, string>) => ({ email: email.trim().toLowerCase(), password, remember }),
    onSuccess: (response) => {
      signIn(response, remember);
      onSignedIn?.();
    },
  });
  const { errors } = form;

  const change = (field: Field, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    form.recheck(next, field);
  };

  return (
    <form onSubmit={form.onSubmit(values)} noValidate aria-label="Sign in">
      <Stack gap="md">
        <FormRefusal message={form.refusal} />
        <TextInput
          label="E-mail"
          type="email"
          name="email"
          autoComplete="username"
          required
          readOnly={account !== undefined}
          value={values.email}
          onChange={(event) => change('email', event.currentTarget.value)}
          error={errors.email}
        />
        <PasswordInput
          label="Password"
          name="password"
          autoComplete="current-password"
          required
          data-autofocus={account !== undefined || undefined}
          value={values.password}
          onChange={(event) => change('password', event.currentTarget.value)}
          error={errors.password}
        />
        {/* Signing in again keeps the page: links away from it would drop what the person was doing. */}
        {!account && (
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Checkbox
              label="Remember me on this device"
              name="remember"
              checked={remember}
              onChange={(event) => setRemember(event.currentTarget.checked)}
            />
            <Anchor component={Link} to="/forgot-password" size="sm">
              Forgot your password?
            </Anchor>
          </Group>
        )}
        <Button type="submit" loading={form.mutation.isPending} fullWidth size="md">
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
