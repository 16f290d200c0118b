import { Alert, Anchor, Badge, Button, Card, Grid, Group, Select, Stack, Switch, Text, Textarea, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { ChatView } from '@shared/schemas/chat';
import { EmptyState } from '@web/components/empty-state';
import { PageHeader } from '@web/components/page-layout';
import { formatDateTime } from '@web/lib/format';
import { useSession } from '@web/lib/session';
import { useAcceptChat } from '../api/accept-chat';
import { useEndChat } from '../api/end-chat';
import { useActiveChats } from '../api/get-active-chats';
import { useAvailability } from '../api/get-availability';
import { useChatHistory } from '../api/get-chat-history';
import { useEndedChats } from '../api/get-ended-chats';
import { useRoster } from '../api/get-roster';
import { useUnassignedChats } from '../api/get-unassigned-chats';
import { useJoinChat } from '../api/join-chat';
import { useLeaveChat } from '../api/leave-chat';
import { useStartChat } from '../api/start-chat';
import { useToggleAvailability } from '../api/toggle-availability';
import { useTransferChat } from '../api/transfer-chat';
import { useLiveChat } from '../hooks/use-live-chat';
import { ChatConversation } from '../components/chat-conversation';
import { TicketFromChat } from '../components/ticket-from-chat';
import { useWaitingSound } from '../components/use-waiting-sound';

const who = (chat: ChatView) => chat.student?.name ?? chat.guest_name ?? chat.guest_email ?? 'A visitor';

/** A waiting student's line: their team and place in its queue. */
const waitingLine = (chat: ChatView) => {
  const place = chat.queue_position;
  return place === 1 ? 'You are next in the queue.' : place ? `You are number ${place} in the queue.` : '';
};

/** A student (or agent) asks a team for a chat, or carries on the one they have open. */
const StudentChat = () => {
  const { user } = useSession();
  const poll = useLiveChat();
  const active = useActiveChats(poll);
  const [team, setTeam] = useState<string | null>(null);
  const availability = useAvailability(team ?? undefined);
  const start = useStartChat();
  const end = useEndChat();
  const [message, setMessage] = useState('');
  const chat = active.data?.[0];
  if (chat && user) {
    return (
      <Card withBorder radius="md" padding="md">
        <Stack gap="sm">
          <Group justify="space-between">
            <Title order={2} size="h4">
              {chat.status === 'pending' ? `Waiting for ${chat.staff_role}…` : `Chatting with ${chat.assignee?.name ?? chat.staff_role}`}
            </Title>
            <Button variant="default" loading={end.isPending} onClick={() => end.mutate(chat.id)}>
              End chat
            </Button>
          </Group>
          {chat.status === 'pending' && (
            <Text size="sm" role="status">
              {waitingLine(chat)}
            </Text>
          )}
          <ChatConversation chat={chat} userId={user.id} poll={poll} canWrite />
        </Stack>
      </Card>
    );
  }
  const online = availability.data?.available_staff ?? [];
  const teams = availability.data?.roles ?? [];
  const nobody = availability.data !== undefined && online.length === 0;
  return (
    <Card withBorder radius="md" padding="md" maw={640}>
      <form
        aria-label="Start a chat"
        onSubmit={(event) => {
          event.preventDefault();
          if (team && message.trim()) start.mutate({ staff_role: team, message }, { onSuccess: () => setMessage('') });
        }}
      >
        <Stack gap="sm">
          {nobody ? (
            <Alert variant="default" title="Nobody is online just now">
              You can still start a chat and someone will answer when they are back, or{' '}
              <Anchor component={Link} to="/tickets/new">
                raise a support ticket
              </Anchor>{' '}
              and we will reply by e-mail.
            </Alert>
          ) : (
            availability.data && <Text size="sm">{online.length === 1 ? 'One person is' : `${online.length} people are`} online to help.</Text>
          )}
          <Select label="Who would you like to talk to?" placeholder="Choose a team" data={teams} value={team} onChange={setTeam} required />
          <Textarea
            label="Your question"
            autosize
            minRows={3}
            maxLength={5000}
            value={message}
            onChange={(event) => setMessage(event.currentTarget.value)}
            required
          />
          <Group justify="flex-end">
            <Button type="submit" loading={start.isPending} disabled={!team || !message.trim()}>
              Start chat
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
};

const ChatCard = ({ chat, selected, onOpen, action }: { chat: ChatView; selected: boolean; onOpen: () => void; action?: React.ReactNode }) => (
  <Card
    withBorder
    radius="md"
    padding="sm"
    component="article"
    aria-label={`Chat with ${who(chat)}`}
    bg={selected ? 'var(--mantine-color-blue-0)' : undefined}
  >
    <Stack gap={4}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text fw={600} size="sm" truncate>
          {who(chat)}
        </Text>
        <Badge variant="outline" color="gray.8" size="sm">
          {chat.staff_role}
        </Badge>
      </Group>
      <Text size="sm" lineClamp={2}>
        {chat.preview}
      </Text>
      <Text size="xs" c="dimmed">
        {chat.ended_at ? `Ended ${formatDateTime(chat.ended_at)}` : formatDateTime(chat.created_at)}
        {chat.assignee && chat.status !== 'pending' ? ` · ${chat.assignee.name}` : ''}
      </Text>
      <Group gap="xs">
        <Button size="xs" variant="default" onClick={onOpen}>
          Open
        </Button>
        {action}
      </Group>
    </Stack>
  </Card>
);

/** Staff: their availability, the waiting chats of their team with a sound as one arrives, and their own chats. */
const StaffConsole = () => {
  const { user, can } = useSession();
  const poll = useLiveChat();
  const queue = useUnassignedChats(poll);
  const mine = useActiveChats(poll);
  const ended = useEndedChats(true);
  const roster = useRoster(true);
  const accept = useAcceptChat();
  const end = useEndChat();
  const join = useJoinChat();
  const leave = useLeaveChat();
  const toggle = useToggleAvailability();
  const sound = useWaitingSound(queue.data?.length);
  const [openId, setOpenId] = useState<string>();
  // An accepted chat leaves the queue with the button that took it: the keyboard's focus goes to the chat now open.
  const openHeading = useRef<HTMLHeadingElement>(null);
  const [focusOpened, setFocusOpened] = useState(false);
  // The chat open stays open when it ends (it moves to the ended list): its conversation can still be read. The one
  // on screen is remembered (`shown`), also when it opened by itself (the first of "My chats"), so that it stays while
  // it is between lists (out of "My chats", not yet in "Recently ended").
  const [shown, setShown] = useState<ChatView>();
  const chats = [...(queue.data ?? []), ...(mine.data ?? []), ...(ended.data ?? [])];
  const chosenId = openId ?? shown?.id;
  const open = (chosenId ? (chats.find((c) => c.id === chosenId) ?? (shown?.id === chosenId ? shown : undefined)) : undefined) ?? mine.data?.[0];
  useEffect(() => {
    if (open && open !== shown) setShown(open);
  }, [open, shown]);
  const close = () => {
    setOpenId(undefined);
    setShown(undefined);
  };
  const transfer = useTransferChat(open?.id ?? '');
  const history = useChatHistory(open?.id, poll);
  const me = roster.data?.find((s) => s.id === user?.id);
  const others = (roster.data ?? []).filter((s) => s.id !== user?.id && s.is_online);
  const onIt = (c: ChatView) => c.assignee?.id === user?.id || c.participants.some((p) => p.id === user?.id);
  const helping = (c: ChatView) => c.participants.some((p) => p.id === user?.id);
  const isTaken = (c: ChatView) => c.status === 'active' || c.status === 'transferred';
  useEffect(() => {
    if (!focusOpened || open?.id !== openId) return;
    openHeading.current?.focus();
    setFocusOpened(false);
  }, [focusOpened, open?.id, openId]);
  return (
    <Stack gap="md">
      <Group gap="lg">
        <Switch
          label="Available for chats"
          checked={me?.available_for_chat ?? true}
          onChange={(event) => toggle.mutate(event.currentTarget.checked)}
        />
        <Switch label="Sound when a chat is waiting" checked={sound.on} onChange={(event) => sound.toggle(event.currentTarget.checked)} />
      </Group>
      <Grid gutter="md">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="sm">
            <Title order={2} size="h5">
              Waiting ({queue.data?.length ?? 0})
            </Title>
            {queue.data?.length === 0 && (
              <Text size="sm" c="dimmed">
                Nobody is waiting.
              </Text>
            )}
            {queue.data?.map((c) => (
              <ChatCard
                key={c.id}
                chat={c}
                selected={open?.id === c.id}
                onOpen={() => setOpenId(c.id)}
                action={
                  <Button
                    size="xs"
                    loading={accept.isPending && accept.variables === c.id}
                    onClick={() =>
                      accept.mutate(c.id, {
                        onSuccess: () => {
                          setOpenId(c.id);
                          setFocusOpened(true);
                        },
                      })
                    }
                  >
                    Accept
                  </Button>
                }
              />
            ))}
            <Title order={2} size="h5" mt="sm">
              My chats ({mine.data?.length ?? 0})
            </Title>
            {mine.data?.map((c) => (
              <ChatCard key={c.id} chat={c} selected={open?.id === c.id} onOpen={() => setOpenId(c.id)} />
            ))}
            <Title order={2} size="h5" mt="sm">
              Other staff online ({others.length})
            </Title>
            {others.length === 0 ? (
              <Text size="sm" c="dimmed">
                Nobody else is online.
              </Text>
            ) : (
              <Stack gap={2} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {others.map((s) => (
                  <Text component="li" key={s.id} size="sm">
                    {s.name} · {s.role}
                    {s.available_for_chat ? '' : ' (away)'}
                  </Text>
                ))}
              </Stack>
            )}
            <Title order={2} size="h5" mt="sm">
              Recently ended
            </Title>
            {ended.data?.length === 0 && (
              <Text size="sm" c="dimmed">
                No chats have ended yet.
              </Text>
            )}
            {ended.data?.slice(0, 10).map((c) => (
              <ChatCard key={c.id} chat={c} selected={open?.id === c.id} onOpen={() => setOpenId(c.id)} />
            ))}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          {!open || !user ? (
            <EmptyState title="No chat open" description="Accept a waiting chat, or open one of yours." />
          ) : (
            <Card withBorder radius="md" padding="md">
              <Stack gap="sm">
                <Group justify="space-between" wrap="wrap" gap="xs">
                  <Title order={2} size="h4" ref={openHeading} tabIndex={-1}>
                    {who(open)}
                  </Title>
                  {!onIt(open) && isTaken(open) && (
                    <Button variant="default" loading={join.isPending} onClick={() => join.mutate(open.id)}>
                      Join to help
                    </Button>
                  )}
                  {helping(open) && isTaken(open) && (
                    <Button variant="default" loading={leave.isPending} onClick={() => leave.mutate(open.id)}>
                      Leave chat
                    </Button>
                  )}
                  {open.status === 'ended' && open.assignee?.id === user.id && can('update-ticket') && (
                    <TicketFromChat chat={open} messages={history.data} />
                  )}
                  {onIt(open) && !helping(open) && open.status !== 'ended' && (
                    <Group gap="xs">
                      <Select
                        aria-label="Transfer to"
                        placeholder="Transfer to…"
                        data={others.map((s) => ({ value: s.id, label: `${s.name} (${s.role})` }))}
                        onChange={(id) => id && transfer.mutate(id, { onSuccess: close })}
                        value={null}
                        size="sm"
                        w={220}
                      />
                      {can('update-ticket') && <TicketFromChat chat={open} messages={history.data} />}
                      <Button variant="default" loading={end.isPending} onClick={() => end.mutate(open.id)}>
                        End chat
                      </Button>
                    </Group>
                  )}
                </Group>
                {open.student?.email || open.guest_email ? (
                  <Text size="sm" c="dimmed">
                    {open.student ? (
                      <>
                        Student · {open.student.email}
                        {can('show-user') && (
                          <>
                            {' · '}
                            <Anchor component={Link} to={`/users/${open.student.id}/record`} size="sm" underline="always">
                              Their record
                            </Anchor>
                          </>
                        )}
                      </>
                    ) : (
                      `Guest · ${open.guest_email}`
                    )}
                  </Text>
                ) : null}
                {/* Its own conversation per chat: nothing on its way in one (a message, typing) can land in another. */}
                <ChatConversation key={open.id} chat={open} userId={user.id} poll={poll} canWrite={onIt(open)} staff />
              </Stack>
            </Card>
          )}
        </Grid.Col>
      </Grid>
    </Stack>
  );
};

/** `/chat` (and `/chat/chatbox`): staff who take chats get the console; everyone else their chat with us. */
export const ChatPage = () => {
  const { can } = useSession();
  const staff = can('take-chat');
  return (
    <Stack gap="md">
      <PageHeader
        title="Live chat"
        description={staff ? 'Chats waiting for your team, and the ones you are in.' : 'Talk to Student Support or Admissions now.'}
      />
      {staff ? <StaffConsole /> : <StudentChat />}
    </Stack>
  );
};
