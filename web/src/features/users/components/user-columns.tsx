import { Group, Text } from '@mantine/core';
import type { UserView } from '@shared/schemas/users';
import type { ListColumn } from '@web/components/list-table';
import { PersonLink } from '@web/components/person-link';
import type { UserSortField } from '../api/get-users';
import { formatDate } from './format-date';
import { DeactivatedBadge, VerifiedBadge } from './verified-badge';

const roleNames = (user: UserView) => user.roles.map((role) => role.name).join(', ') || '—';

/** The users list's columns on a tablet or desktop. */
export const USER_COLUMNS: readonly ListColumn<UserView, UserSortField>[] = [
  {
    header: 'Name',
    sortField: 'name',
    cell: (user) => (
      <>
        <Text fw={500} size="sm">
          <PersonLink id={user.id} name={user.name} fw={500} />
        </Text>
        {user.phone && (
          <Text size="xs" c="dimmed">
            {user.phone}
          </Text>
        )}
      </>
    ),
  },
  {
    header: 'E-mail',
    sortField: 'email',
    cell: (user) => (
      <Text size="sm" style={{ wordBreak: 'break-all' }}>
        {user.email}
      </Text>
    ),
  },
  { header: 'Role', cell: roleNames },
  {
    header: 'Status',
    cell: (user) => (
      <Group gap={4} wrap="nowrap">
        <VerifiedBadge verified={user.verified} />
        <DeactivatedBadge user={user} />
      </Group>
    ),
  },
  { header: 'Created', sortField: 'created_at', cell: (user) => formatDate(user.created_at) },
];
