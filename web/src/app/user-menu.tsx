import { Badge, Group, Menu, Stack, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router-dom';
import { UserAvatar } from '@web/components/user-avatar';
import { useSession } from '@web/lib/session';
import { Icon } from '@web/components/icons';

export function UserMenu() {
  const { user, role } = useSession();
  if (!user) return null;
  return (
    <Menu position="bottom-end" width={220} shadow="md">
      <Menu.Target>
        <UnstyledButton aria-label={`Account menu for ${user.name}`} p={4} style={{ borderRadius: 'var(--mantine-radius-md)' }}>
          <Group gap="xs" wrap="nowrap">
            <UserAvatar name={user.name} src={user.avatarUrl} size={34} />
            <Stack gap={0} visibleFrom="sm">
              <Text size="sm" fw={600} lh={1.2}>
                {user.name}
              </Text>
              <Text size="xs" c="dimmed" lh={1.2}>
                {role}
              </Text>
            </Stack>
            <Icon name="chevron" size={16} />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="xs" truncate>
            {user.email}
          </Text>
          {role && (
            <Badge size="xs" variant="light" mt={4} hiddenFrom="sm">
              {role}
            </Badge>
          )}
        </Menu.Label>
        <Menu.Item component={Link} to="/profile" leftSection={<Icon name="profile" size={16} />}>
          My profile
        </Menu.Item>
        <Menu.Item component={Link} to="/notifications" leftSection={<Icon name="bell" size={16} />}>
          Notifications
        </Menu.Item>
        <Menu.Item component={Link} to="/timeline" leftSection={<Icon name="timeline" size={16} />}>
          My timeline
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item component={Link} to="/logout" color="red" leftSection={<Icon name="logout" size={16} />}>
          Sign out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
