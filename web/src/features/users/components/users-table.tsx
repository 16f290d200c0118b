import { Table, Text } from '@mantine/core';
import type { UserView } from '@shared/schemas/users';
import { ListTable } from '@web/components/list-table';
import type { SortOrder, UserSortField } from '../api/get-users';
import { formatDate } from './format-date';
import { SortableHeader } from '@web/components/sortable-header';
import { UserActionsMenu } from './user-actions-menu';
import { VerifiedBadge } from './verified-badge';

export interface UsersViewProps {
  users: UserView[];
  sortedBy: UserSortField;
  order: SortOrder;
  onSort: (field: UserSortField, order: SortOrder) => void;
}

const roleNames = (user: UserView) => user.roles.map((role) => role.name).join(', ') || '—';

/** The users list on a tablet or desktop. */
export const UsersTable = ({ users, sortedBy, order, onSort }: UsersViewProps) => {
  const sortProps = { sortedBy, order, onSort };
  return (
    <ListTable
      label="Portal users"
      minWidth={760}
      columns={
        <>
          <SortableHeader field="name" label="Name" {...sortProps} />
          <SortableHeader field="email" label="E-mail" {...sortProps} />
          <Table.Th>Role</Table.Th>
          <Table.Th>Status</Table.Th>
          <SortableHeader field="created_at" label="Created" {...sortProps} />
        </>
      }
    >
      {users.map((user) => (
        <Table.Tr key={user.id}>
          <Table.Td>
            <Text fw={500} size="sm">
              {user.name}
            </Text>
            {user.phone && (
              <Text size="xs" c="dimmed">
                {user.phone}
              </Text>
            )}
          </Table.Td>
          <Table.Td>
            <Text size="sm" style={{ wordBreak: 'break-all' }}>
              {user.email}
            </Text>
          </Table.Td>
          <Table.Td>{roleNames(user)}</Table.Td>
          <Table.Td>
            <VerifiedBadge verified={user.verified} />
          </Table.Td>
          <Table.Td>{formatDate(user.created_at)}</Table.Td>
          <Table.Td ta="right">
            <UserActionsMenu user={user} />
          </Table.Td>
        </Table.Tr>
      ))}
    </ListTable>
  );
};
