import { Anchor, Badge, Button, Group, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { ALL_PERMISSIONS, ROLE } from '@shared/permissions';
import type { RoleView } from '@shared/schemas/roles';
import { plural } from '@shared/text';
import type { ListColumn } from '@web/components/list-table';
import { DeleteRoleButton } from './delete-role-button';

const permissionSummary = (role: RoleView) =>
  role.name === ROLE.superadmin ? 'All (fixed)' : `${role.permissions.length} of ${ALL_PERMISSIONS.length}`;

export const ROLE_COLUMNS: readonly ListColumn<RoleView>[] = [
  {
    header: 'Role',
    cell: (role) => (
      <Group gap={6} wrap="wrap">
        <Text fw={500} size="sm">
          {role.name}
        </Text>
        {role.system && (
          <Badge size="sm" variant="outline" color="gray.7" title="Shipped with the portal: cannot be renamed or deleted">
            Built in
          </Badge>
        )}
      </Group>
    ),
  },
  // Phones drop the count so the actions fit; the edit page shows the permissions anyway.
  { header: 'Permissions', visibleFrom: 'xs', cell: permissionSummary },
  {
    header: 'Users',
    cell: (role) =>
      role.users_count > 0 ? (
        <Anchor
          component={Link}
          to={`/users?role=${encodeURIComponent(role.name)}`}
          aria-label={`${plural(role.users_count, 'user')} with the role ${role.name}`}
        >
          {role.users_count}
        </Anchor>
      ) : (
        0
      ),
  },
];

/** Edit and Delete; on a phone the two buttons stack rather than push the table wider than the screen. */
export const RoleRowActions = ({ role }: { role: RoleView }) => (
  <Group gap={4} justify="flex-end" wrap="wrap">
    <Button component={Link} to={`/roles/edit/${role.id}`} variant="light" size="xs" aria-label={`Edit ${role.name}`}>
      Edit
    </Button>
    <DeleteRoleButton role={role} />
  </Group>
);
