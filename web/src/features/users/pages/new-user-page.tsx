import { Paper, Stack, Switch } from '@mantine/core';
import { Controller, FormProvider } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { CreateUserBody } from '@shared/schemas/users';
import { FormRootError } from '@web/components/form-root-error';
import { PageHeader } from '@web/components/page-layout';
import { FormActions } from '@web/components/form-actions';
import { useServerForm } from '@web/lib/use-server-form';
import { useUnsavedChangesGuard } from '@web/lib/use-unsaved-changes-guard';
import { createUserMutation } from '../api/create-user';
import { PasswordFields } from '../components/password-fields';
import { UserDetailsFields } from '../components/user-details-fields';

export const NewUserPage = () => {
  const navigate = useNavigate();
  const { form, onSubmit } = useServerForm({
    schema: CreateUserBody,
    defaultValues: { name: '', email: '', phone: '', role_id: '', password: '', password_confirmation: '', verified: true },
    mutation: createUserMutation,
    onSuccess: () => navigate('/users'),
  });
  useUnsavedChangesGuard(form.formState);

  return (
    <Stack gap="md">
      <PageHeader title="New user" description="The person can sign in with this e-mail and password straight away." />
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
        <FormProvider {...form}>
          <form onSubmit={onSubmit} noValidate aria-label="New user">
            <Stack gap="md">
              <FormRootError errors={form.formState.errors} title="Please check the form" />
              <UserDetailsFields />
              <PasswordFields />
              <Controller
                control={form.control}
                name="verified"
                render={({ field }) => (
                  <Switch
                    label="E-mail address already verified"
                    description="Turn off when the person still has to confirm their address."
                    checked={field.value ?? true}
                    onChange={(event) => field.onChange(event.currentTarget.checked)}
                    onBlur={field.onBlur}
                    ref={field.ref}
                    name={field.name}
                  />
                )}
              />
              <FormActions cancelTo="/users" submitLabel="Create user" submitting={form.formState.isSubmitting} />
            </Stack>
          </form>
        </FormProvider>
      </Paper>
    </Stack>
  );
};
