// `/notifications`: the notification centre (spec §2): a person's unread notifications, newest first, each opening
// its record or marked read where it is; select some or all and delete them for good.
import { Anchor, Button, Card, Checkbox, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { EmptyState } from '@web/components/empty-state';
import { PageHeader } from '@web/components/page-layout';
import { formatDateTime } from '@web/lib/format';
import { useDeleteNotifications } from '../api/delete-notifications';
import { useNotifications } from '../api/get-notifications';
import { useMarkNotificationRead } from '../api/mark-notification-read';

export const NotificationsPage = () => {
  const list = useNotifications();
  const markRead = useMarkNotificationRead();
  const remove = useDeleteNotifications();
  const [selected, setSelected] = useState<string[]>([]);
  const items = list.data?.data ?? [];
  const shown = new Set(items.map((n) => n.id));
  const chosen = selected.filter((id) => shown.has(id));
  const allChosen = items.length > 0 && chosen.length === items.length;
  const toggle = (id: string, on: boolean) => setSelected((now) => (on ? [...now, id] : now.filter((x) => x !== id)));
  return (
    <Stack gap="md" maw="56rem">
      <PageHeader title="Notifications" description="What changed on your forms, tickets, chats and bookings. Read ones leave this list." />
      {list.isError && <Text c="red.9">Your notifications could not be loaded. Reload the page to try again.</Text>}
      {list.data && items.length === 0 ? (
        <EmptyState title="You are all caught up" description="New notifications show here and on the bell at the top." />
      ) : (
        <Card withBorder radius="md" padding="md">
          <Stack gap="sm">
            <Group justify="space-between">
              <Checkbox
                label="Select all"
                checked={allChosen}
                indeterminate={chosen.length > 0 && !allChosen}
                onChange={(event) => setSelected(event.currentTarget.checked ? items.map((n) => n.id) : [])}
              />
              <Button
                variant="default"
                disabled={chosen.length === 0}
                loading={remove.isPending}
                onClick={() => remove.mutate(chosen, { onSuccess: () => setSelected([]) })}
              >
                {chosen.length ? `Delete ${chosen.length} selected` : 'Delete selected'}
              </Button>
            </Group>
            <Stack gap={0} component="ul" aria-label="Unread notifications" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {items.map((n) => (
                <Group
                  component="li"
                  key={n.id}
                  wrap="nowrap"
                  align="flex-start"
                  gap="sm"
                  py="sm"
                  style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
                >
                  <Checkbox
                    aria-label={`Select: ${n.title}`}
                    checked={chosen.includes(n.id)}
                    onChange={(event) => toggle(n.id, event.currentTarget.checked)}
                    mt={2}
                  />
                  <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                    {n.link ? (
                      <Anchor component={Link} to={n.link} fw={500} size="sm" onClick={() => markRead.mutate(n.id)}>
                        {n.title}
                      </Anchor>
                    ) : (
                      <Text fw={500} size="sm">
                        {n.title}
                      </Text>
                    )}
                    {n.body && (
                      <Text size="sm" c="dimmed">
                        {n.body}
                      </Text>
                    )}
                    <Text size="xs" c="dimmed">
                      {formatDateTime(n.created_at)}
                    </Text>
                  </Stack>
                  <Button size="compact-sm" variant="subtle" onClick={() => markRead.mutate(n.id)} aria-label={`Mark read: ${n.title}`}>
                    Mark read
                  </Button>
                </Group>
              ))}
            </Stack>
          </Stack>
        </Card>
      )}
    </Stack>
  );
};
