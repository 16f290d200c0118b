import { Alert, Button, Paper, Stack, Text } from '@mantine/core';
import { FormProvider } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { SetPasswordBody } from '@shared/schemas/auth';
import { whyCannotManageUser } from '@shared/user-rules';
import { FormRootError } from '@web/components/form-root-error';
import { PageHeader } from '@web/components/page-layout';
import { PageLoader } from '@web/components/page-loader';
import { FormActions } from '@web/components/form-actions';
import { useServerForm } from '@web/lib/use-server-form';
import { useSession } from '@web/lib/session';
import { changeUserPasswordMutation } from '../api/change-user-password';
import { useUser } from '@web/lib/queries/get-user';
import { PasswordFields } from '../components/password-fields';

/** An administrator sets a new password for someone else (their own lives on the profile page). */
export const UserPasswordPage = () => {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const user = useUser(id);
  const { role } = useSession();
  const refusal = user.data ? whyCannotManageUser(role, user.data) : undefined;
  const { form, onSubmit } = useServerForm({
    schema: SetPasswordBody,
    defaultValues: { password: '', password_confirmation: '' },
    mutation: changeUserPasswordMutation,
    toVariables: (body) => ({ id, body }),
    onSuccess: () => navigate(`/users/update/${id}`),
  });

  return (
    <Stack gap="md">
      <PageHeader
        title="Change password"
        description={user.data ? `Set a new password for ${user.data.name} (${user.data.email}).` : 'Set a new password for this user.'}
      />
      {!user.data ? (
        // No form until the account is known: a made-up or deleted user's page says so instead of offering one.
        <PageLoader query={user} what="this user" />
      ) : refusal ? (
        // The heading sits in the body: Mantine's light alert titles fall short of AA contrast.
        <Alert color="blue" variant="light" maw={720}>
          <Stack gap="sm" align="flex-start">
            <div>
              <Text size="sm" fw={700}>
                You cannot change this password
              </Text>
              <Text size="sm">{refusal.message}</Text>
            </div>
            <Button component={Link} to={`/users/update/${id}`} variant="default" size="xs">
              Back to the user
            </Button>
          </Stack>
        </Alert>
      ) : (
        <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" maw={720}>
          <FormProvider {...form}>
            <form onSubmit={onSubmit} noValidate aria-label="Change password">
              <Stack gap="md">
                <FormRootError errors={form.formState.errors} title="Please check the form" />
                {/* Tells password managers whose password this is, so they do not overwrite the administrator's own. */}
                <input type="text" name="username" autoComplete="username" value={user.data?.email ?? ''} readOnly hidden />
                <PasswordFields label="New password" />
                <FormActions cancelTo={`/users/update/${id}`} submitLabel="Set password" submitting={form.formState.isSubmitting} />
              </Stack>
            </form>
          </FormProvider>
        </Paper>
      )}
    </Stack>
  );
};
