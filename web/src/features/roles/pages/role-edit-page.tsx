import { Alert, Button, Group, Paper, Stack, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { PERMISSION_CATALOGUE, ROLE } from '@shared/permissions';
import { RoleUpdateBody, type RoleView } from '@shared/schemas/roles';
import { FormRootError } from '@web/components/form-root-error';
import { PageHeader } from '@web/components/page-layout';
import { PageLoader } from '@web/components/page-loader';
import { formValues } from '@web/lib/form-values';
import { useServerForm } from '@web/lib/use-server-form';
import { useUnsavedChangesGuard } from '@web/lib/use-unsaved-changes-guard';
import { useRole } from '../api/get-role';
import { saveRoleMutation } from '../api/save-role';
import { PermissionPicker } from '../components/permission-picker';

/** `/roles/new` creates a role; `/roles/edit/:id` edits one. */
export const RoleEditPage = () => {
  const { id } = useParams();
  const role = useRole(id);

  return (
    <Stack gap="md">
      <PageHeader
        title={id ? `Edit role${role.data ? `: ${role.data.name}` : ''}` : 'New role'}
        description="Pick what people with this role may see and do. Changes reach signed-in users within a minute."
      />
      {!id ? <RoleForm /> : role.data ? <RoleForm key={role.data.id} role={role.data} /> : <PageLoader query={role} what="this role" />}
    </Stack>
  );
};

const RoleForm = ({ role }: { role?: RoleView }) => {
  const navigate = useNavigate();
  const isSuperadmin = role?.name === ROLE.superadmin;
  const { form, onSubmit, conflictNotice } = useServerForm({
    schema: RoleUpdateBody,
    defaultValues: formValues(RoleUpdateBody, role),
    mutation: saveRoleMutation,
    toVariables: (body) => ({ id: role?.id, body }),
    onSuccess: () => navigate('/roles'),
    recordValues: role && ((current: RoleView) => formValues(RoleUpdateBody, current)),
    conflictLabels: { name: 'Role name' },
    conflictDescribe: {
      permissions: (value) => {
        const count = (value as string[]).length;
        return count === 1 ? '1 permission' : `${count} permissions`;
      },
    },
  });
  const { errors, isSubmitting } = form.formState;
  useUnsavedChangesGuard(form.formState);

  return (
    <form onSubmit={onSubmit} noValidate aria-label={role ? `Role ${role.name}` : 'New role'}>
      <Stack gap="md">
        <FormRootError errors={errors} title="Please check the form" />
        <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
          <TextInput
            label="Role name"
            required
            maw={420}
            // Rules elsewhere refer to shipped roles by name, so their names are fixed. Read-only rather than
            // disabled: react-hook-form leaves disabled fields out of the submitted values.
            readOnly={role?.system}
            variant={role?.system ? 'filled' : 'default'}
            description={role?.system ? 'Roles the portal ships with keep their name.' : undefined}
            {...form.register('name')}
            error={errors.name?.message}
          />
        </Paper>
        {isSuperadmin && (
          <Alert variant="light" color="blue" title="Superadmin holds every permission">
            Its permissions cannot be changed, so that someone can always manage the portal.
          </Alert>
        )}
        <Controller
          control={form.control}
          name="permissions"
          render={({ field, fieldState }) => (
            <PermissionPicker
              catalogue={PERMISSION_CATALOGUE}
              value={field.value ?? []}
              onChange={field.onChange}
              disabled={isSuperadmin}
              error={fieldState.error?.message}
            />
          )}
        />
        <Group justify="flex-end" gap="sm" pos="sticky" bottom={0} py="sm" bg="var(--mantine-color-body)" style={{ zIndex: 1 }}>
          <Button variant="default" component={Link} to="/roles">
            Cancel
          </Button>
          {!isSuperadmin && (
            <Button type="submit" loading={isSubmitting}>
              {role ? 'Save role' : 'Create role'}
            </Button>
          )}
        </Group>
      </Stack>
      {conflictNotice}
    </form>
  );
};
