import { Alert, Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { FormProvider } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { ROLE, primaryRole } from '@shared/permissions';
import { UpdateUserBody, type UserView } from '@shared/schemas/users';
import { whyCannotManageUser } from '@shared/user-rules';
import { FormRootError } from '@web/components/form-root-error';
import { PageHeader } from '@web/components/page-layout';
import { FormActions } from '@web/components/form-actions';
import { PageLoader } from '@web/components/page-loader';
import { useServerForm } from '@web/lib/use-server-form';
import { useUnsavedChangesGuard } from '@web/lib/use-unsaved-changes-guard';
import { useRoleOptions } from '@web/lib/queries/get-role-options';
import { useSession } from '@web/lib/session';
import { useUser } from '@web/lib/queries/get-user';
import { updateUserMutation } from '../api/update-user';
import { useVerifyUser } from '../api/verify-user';
import { formatDate } from '../components/format-date';
import { UserDetailsFields } from '../components/user-details-fields';
import { UserDetailsSummary } from '../components/user-details-summary';
import { AccountActivation } from '../components/account-activation';
import { VerifiedBadge } from '../components/verified-badge';

export const EditUserPage = () => {
  const { id = '' } = useParams();
  const user = useUser(id);
  const session = useSession();
  // Holders of update-user who may not manage this account (a Superadmin's) see it read-only, and why.
  const refusal = user.data && session.can('update-user') ? whyCannotManageUser(session.role, user.data) : undefined;
  const canUpdate = session.can('update-user') && !refusal;

  return (
    <Stack gap="md">
      <PageHeader
        title={canUpdate ? 'Edit user' : 'User details'}
        description={user.data ? `${user.data.name} · created ${formatDate(user.data.created_at)}` : undefined}
      />
      {refusal && (
        // The heading sits in the body: Mantine's light alert titles fall short of AA contrast.
        <Alert color="blue" variant="light">
          <Text size="sm" fw={700}>
            You can view this account but not change it
          </Text>
          <Text size="sm">{refusal.message}</Text>
        </Alert>
      )}
      {/* The form is keyed by id so its defaults come from the user that was loaded, never a stale one. */}
      {!user.data ? (
        <PageLoader query={user} what="this user" />
      ) : canUpdate ? (
        <EditUserForm key={user.data.id} user={user.data} />
      ) : (
        <UserDetailsSummary user={user.data} />
      )}
    </Stack>
  );
};

/** The form's values from an account as the API answers it; its role is the first it holds. */
const valuesOf = (user: UserView) => ({
  name: user.name,
  email: user.email,
  phone: user.phone ?? '',
  role_id: user.roles[0]?.id ?? '',
  revision: user.revision,
});

const EditUserForm = ({ user }: { user: UserView }) => {
  const navigate = useNavigate();
  const verify = useVerifyUser();
  const roles = useRoleOptions();
  const { form, onSubmit, conflictNotice } = useServerForm({
    schema: UpdateUserBody,
    defaultValues: valuesOf(user),
    mutation: updateUserMutation,
    toVariables: (body) => ({ id: user.id, body }),
    onSuccess: () => navigate('/users'),
    recordValues: valuesOf,
    conflictLabels: { email: 'E-mail', role_id: 'Role' },
    conflictDescribe: { role_id: (value) => roles.data?.find((r) => r.id === value)?.name ?? '(another role)' },
  });
  const isTrainer = primaryRole(user.roles) === ROLE.trainer;
  useUnsavedChangesGuard(form.formState);

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
      <FormProvider {...form}>
        <form onSubmit={onSubmit} noValidate aria-label={`Details of ${user.name}`}>
          <Stack gap="md">
            <FormRootError errors={form.formState.errors} title="Please check the form" />
            <UserDetailsFields />
            <Group gap="sm" wrap="wrap">
              <Text size="sm" fw={500}>
                E-mail status
              </Text>
              <VerifiedBadge verified={user.verified} />
              <Button
                variant="subtle"
                size="compact-sm"
                loading={verify.isPending}
                onClick={() => verify.mutate({ id: user.id, verify: !user.verified })}
              >
                {user.verified ? 'Mark as unverified' : 'Mark as verified'}
              </Button>
            </Group>
            <AccountActivation user={user} />
          </Stack>
          <Group justify="space-between" gap="sm" mt="lg" wrap="wrap">
            <Group gap="md">
              <Anchor component={Link} to={`/users/change-password/${user.id}`} size="sm">
                Change password
              </Anchor>
              {isTrainer && (
                <Anchor component={Link} to={`/users/update-trainer/${user.id}`} size="sm">
                  Trainer profile
                </Anchor>
              )}
            </Group>
            <FormActions cancelTo="/users" submitLabel="Save changes" submitting={form.formState.isSubmitting} />
          </Group>
        </form>
        {conflictNotice}
      </FormProvider>
    </Paper>
  );
};
