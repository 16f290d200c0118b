import { Group, Text } from '@mantine/core';
import { PersonLink } from '@web/components/person-link';
import type { UserView } from '@shared/schemas/users';
import { formatDate } from './format-date';
import { UserActionsMenu } from './user-actions-menu';
import { DeactivatedBadge, VerifiedBadge } from './verified-badge';

/** A user on a phone: a card instead of a table row wider than the screen. */
export const UserCard = ({ user }: { user: UserView }) => (
  <>
    <Group justify="space-between" align="flex-start" wrap="nowrap">
      <div style={{ minWidth: 0 }}>
        <Text fw={600}>
          <PersonLink id={user.id} name={user.name} size="md" fw={600} />
        </Text>
        <Text size="sm" c="dimmed" style={{ wordBreak: 'break-all' }}>
          {user.email}
        </Text>
      </div>
      <UserActionsMenu user={user} />
    </Group>
    <Group gap="xs" mt="sm">
      <VerifiedBadge verified={user.verified} />
      <DeactivatedBadge user={user} />
      <Text size="sm">{user.roles.map((role) => role.name).join(', ')}</Text>
      <Text size="xs" c="dimmed" ml="auto">
        Created {formatDate(user.created_at)}
      </Text>
    </Group>
  </>
);
