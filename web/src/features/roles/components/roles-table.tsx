import { Badge, Button, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router-dom';
import { ALL_PERMISSIONS, ROLE } from '@shared/permissions';
import type { RoleView } from '@shared/schemas/roles';
import { DeleteRoleButton } from './delete-role-button';

const permissionSummary = (role: RoleView) =>
  role.name === ROLE.superadmin ? 'All (fixed)' : `${role.permissions.length} of ${ALL_PERMISSIONS.length}`;

export const RolesTable = ({ roles }: { roles: RoleView[] }) => (
  <Table.ScrollContainer minWidth={520}>
    <Table striped highlightOnHover verticalSpacing="sm" aria-label="Roles">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Role</Table.Th>
          <Table.Th>Permissions</Table.Th>
          <Table.Th>Users</Table.Th>
          <Table.Th>
            <VisuallyHidden>Actions</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {roles.map((role) => (
          <Table.Tr key={role.id}>
            <Table.Td>
              <Group gap="xs" wrap="nowrap">
                <Text fw={500} size="sm">
                  {role.name}
                </Text>
                {role.system && (
                  <Badge size="sm" variant="light" color="gray" title="Shipped with the portal: cannot be renamed or deleted">
                    Shipped
                  </Badge>
                )}
              </Group>
            </Table.Td>
            <Table.Td>{permissionSummary(role)}</Table.Td>
            <Table.Td>{role.users_count}</Table.Td>
            <Table.Td>
              <Group gap="xs" justify="flex-end" wrap="nowrap">
                <Button component={Link} to={`/roles/edit/${role.id}`} variant="light" size="xs" aria-label={`Edit ${role.name}`}>
                  Edit
                </Button>
                <DeleteRoleButton role={role} />
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  </Table.ScrollContainer>
);
