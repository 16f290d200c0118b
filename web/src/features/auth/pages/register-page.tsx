import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { Link } from 'react-router-dom';
import { RegisterBody } from '@shared/schemas/auth';
import { FormRootError } from '@web/components/form-root-error';
import { NewPasswordFields } from '@web/components/new-password-fields';
import { useServerForm } from '@web/lib/use-server-form';
import { AuthCard } from '../components/auth-card';
import { AuthOutcome } from '../components/auth-outcome';
import { registerMutation } from '../api/register';

export function RegisterPage() {
  const {
    form,
    onSubmit,
    mutation: registration,
  } = useServerForm({
    schema: RegisterBody,
    defaultValues: { name: '', email: '', password: '', password_confirmation: '' },
    mutation: registerMutation,
  });
  const {
    register,
    getValues,
    formState: { errors, isSubmitting },
  } = form;

  if (registration.isSuccess) {
    return (
      <AuthOutcome title="Check your e-mail" color="green" notice={registration.data.message}>
        <Text size="sm">
          We sent an e-mail to <strong>{getValues('email')}</strong>. Open the link in it to verify your address; you can sign in meanwhile. If you
          already had an account with this address, the e-mail says how to sign in.
        </Text>
        <Button component={Link} to="/login">
          Go to sign in
        </Button>
      </AuthOutcome>
    );
  }

  return (
    <AuthCard title="Create an account" description="Students create their own account; staff and agent accounts are set up by the college.">
      <form onSubmit={onSubmit} noValidate aria-label="Create an account">
        <Stack gap="md">
          <FormRootError errors={errors} />
          <TextInput label="Full name" autoComplete="name" required {...register('name')} error={errors.name?.message} />
          <TextInput label="E-mail" type="email" autoComplete="email" required {...register('email')} error={errors.email?.message} />
          <NewPasswordFields register={register} errors={errors} />
          <Button type="submit" loading={isSubmitting} fullWidth size="md">
            Create account
          </Button>
          <Anchor component={Link} to="/login" size="sm" ta="center">
            Already have an account? Sign in
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  );
}
