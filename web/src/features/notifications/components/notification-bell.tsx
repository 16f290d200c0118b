// The header's bell: how many notifications are unread, and the newest in a panel, each opening its record (and
// read by that); "See all" opens the notification centre. It also keeps the list live (useLiveNotifications).
import { ActionIcon, Anchor, Button, Group, Indicator, Popover, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Icon } from '@web/components/icons';
import { formatDateTime } from '@web/lib/format';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { useNotifications } from '../api/get-notifications';
import { useLiveNotifications } from '../hooks/use-live-notifications';

const SHOWN = 5;

export const NotificationBell = () => {
  useLiveNotifications();
  const list = useNotifications();
  const markRead = useMarkNotificationRead();
  const navigate = useNavigate();
  const [opened, setOpened] = useState(false);
  const unread = list.data?.unread_count ?? 0;
  const open = (id: string, link: string | undefined) => {
    markRead.mutate(id);
    setOpened(false);
    // Not awaited: a page that fails to load shows on the router's error route, and navigate rejects only an
    // external link, which the server's in-app links never are.
    if (link) void navigate(link);
  };
  return (
    <>
      {/* Said to a screen reader as it changes: the count on the bell is only seen. */}
      <VisuallyHidden aria-live="polite">{unread ? `${unread} unread notification${unread === 1 ? '' : 's'}` : ''}</VisuallyHidden>
      <Indicator label={unread > 99 ? '99+' : unread} size={18} color="red.9" disabled={unread === 0} offset={4}>
        <Popover opened={opened} onChange={setOpened} position="bottom-end" width={340} shadow="md">
          <Popover.Target>
            <ActionIcon
              variant="subtle"
              color="gray.8"
              size="lg"
              onClick={() => setOpened((o) => !o)}
              aria-label={unread ? `Notifications, ${unread} unread` : 'Notifications'}
            >
              <Icon name="bell" />
            </ActionIcon>
          </Popover.Target>
          <Popover.Dropdown aria-label="Notifications">
            <Stack gap="xs">
              <Text fw={600} size="sm">
                Notifications
              </Text>
              {list.data?.data.length === 0 && (
                <Text size="sm" c="dimmed">
                  You are all caught up.
                </Text>
              )}
              {list.data?.data.slice(0, SHOWN).map((n) => (
                <UnstyledButton key={n.id} onClick={() => open(n.id, n.link)} p={6} style={{ borderRadius: 'var(--mantine-radius-sm)' }}>
                  <Text size="sm" fw={500} lineClamp={2}>
                    {n.title}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {formatDateTime(n.created_at)}
                  </Text>
                </UnstyledButton>
              ))}
              <Group justify="space-between">
                <Anchor component={Link} to="/notifications" size="sm" onClick={() => setOpened(false)}>
                  See all
                </Anchor>
                {unread > SHOWN && (
                  <Button size="compact-xs" variant="subtle" component={Link} to="/notifications" onClick={() => setOpened(false)}>
                    {unread - SHOWN} more
                  </Button>
                )}
              </Group>
            </Stack>
          </Popover.Dropdown>
        </Popover>
      </Indicator>
    </>
  );
};
