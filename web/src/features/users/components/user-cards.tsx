import { Card, Group, Stack, Text } from '@mantine/core';
import type { UserView } from '@shared/schemas/users';
import { formatDate } from './format-date';
import { UserActionsMenu } from './user-actions-menu';
import { VerifiedBadge } from './verified-badge';

/** The users list on a phone: one card per user instead of a table wider than the screen. */
export const UserCards = ({ users }: { users: UserView[] }) => (
  <Stack gap="sm" component="ul" aria-label="Portal users" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
    {users.map((user) => (
      <Card key={user.id} component="li" withBorder padding="md" radius="md">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <div style={{ minWidth: 0 }}>
            <Text fw={600}>{user.name}</Text>
            <Text size="sm" c="dimmed" style={{ wordBreak: 'break-all' }}>
              {user.email}
            </Text>
          </div>
          <UserActionsMenu user={user} />
        </Group>
        <Group gap="xs" mt="sm">
          <VerifiedBadge verified={user.verified} />
          <Text size="sm">{user.roles.map((role) => role.name).join(', ')}</Text>
          <Text size="xs" c="dimmed" ml="auto">
            Created {formatDate(user.created_at)}
          </Text>
        </Group>
      </Card>
    ))}
  </Stack>
);
