import { useRef, useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, Checkbox, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { ENTER_EMAIL, ENTER_PASSWORD } from '@shared/schemas/auth-messages';
import { ApiError, isToastedError } from '@web/lib/api-client';
import { fieldErrorsOf } from '@web/lib/form-errors';
import { useSession } from '@web/lib/session';
import { loginMutation } from '../api/login';

interface LoginFormProps {
  /** Signing in again to the same account: its e-mail is fixed and its "remember me" choice kept. */
  account?: { email: string; remember: boolean };
  onSignedIn?: () => void;
}

type Field = 'email' | 'password';

// Plain state, not react-hook-form and the zod schema: the sign-in page is the first many people load. The two
// checks made here word their messages as the schema (LoginBody) does; the server parses the body with it and its
// 422 lands on the fields it names, as with every other form (use-server-form.ts).
const problemsOf = ({ email, password }: Record<Field, string>): Partial<Record<Field, string>> => ({
  ...(/^[^\s@]+@[^\s@]+$/.test(email.trim()) ? {} : { email: ENTER_EMAIL }),
  ...(password ? {} : { password: ENTER_PASSWORD }),
});

/** Signs in; where to go next is the page's business (useSignedInRedirect) or the caller's (onSignedIn). */
export function LoginForm({ account, onSignedIn }: LoginFormProps = {}) {
  const { signIn } = useSession();
  const [values, setValues] = useState({ email: account?.email ?? '', password: '' });
  const [remember, setRemember] = useState(account?.remember ?? false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [refusal, setRefusal] = useState<string>();
  const [submitted, setSubmitted] = useState(false);
  const inputs = { email: useRef<HTMLInputElement>(null), password: useRef<HTMLInputElement>(null) };
  // This form shows the errors: the cache's policy (query-client.ts) must not toast them a second time.
  const mutation = useMutation({ ...loginMutation, meta: { errorsShownBy: 'form' } });

  const change = (field: Field, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // Once the person has tried to sign in, each field's message follows what they type, as before.
    if (submitted) setErrors(problemsOf(next));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setRefusal(undefined);
    const problems = problemsOf(values);
    setErrors(problems);
    const first = (['email', 'password'] as const).find((field) => problems[field]);
    if (first) {
      inputs[first].current?.focus();
      return;
    }
    try {
      signIn(await mutation.mutateAsync({ email: values.email.trim().toLowerCase(), password: values.password, remember }), remember);
    } catch (error) {
      // The API client has toasted what no field can show; a 422 goes on its fields, any other refusal (a
      // wrong password, 429) above the form.
      if (!(error instanceof ApiError) || isToastedError(error)) return;
      const fieldErrors = fieldErrorsOf(error);
      if (fieldErrors.email || fieldErrors.password) setErrors({ email: fieldErrors.email, password: fieldErrors.password });
      else setRefusal(error.message);
      return;
    }
    onSignedIn?.();
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Sign in">
      <Stack gap="md">
        {refusal && (
          <Alert color="red" variant="light" role="alert">
            {refusal}
          </Alert>
        )}
        <TextInput
          ref={inputs.email}
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
          ref={inputs.password}
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
        <Button type="submit" loading={mutation.isPending} fullWidth size="md">
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
