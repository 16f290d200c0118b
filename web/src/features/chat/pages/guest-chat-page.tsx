import { Alert, Anchor, Button, Card, Group, Select, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { PageHeader } from '@web/components/page-layout';
import { useGuestAvailability, useGuestChat, useGuestEnd, useGuestHistory, useGuestSend, useGuestStart, type GuestChat } from '../api/guest-chat';
import { Conversation } from '../components/conversation';

const GuestConversation = ({ chat, onEnded }: { chat: GuestChat; onEnded: () => void }) => {
  const history = useGuestHistory(chat);
  const send = useGuestSend(chat);
  const end = useGuestEnd(chat);
  const ended = history.data?.some((m) => m.message_type === 'system' && / ended the chat\.$/.test(m.body)) ?? false;
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4">
            Your chat
          </Title>
          <Button variant="default" loading={end.isPending} onClick={() => (ended ? onEnded() : end.mutate(undefined, { onSuccess: onEnded }))}>
            {ended ? 'Start another chat' : 'End chat'}
          </Button>
        </Group>
        {history.isError && (
          <Alert variant="default" title="This chat is no longer open">
            <Button size="xs" variant="default" onClick={onEnded}>
              Start a new chat
            </Button>
          </Alert>
        )}
        <Conversation
          messages={history.data}
          mine={(m) => m.sender_type === 'guest'}
          open={!ended}
          canWrite
          onSend={(content, sent) => send.mutate(content, { onSuccess: sent })}
          sending={send.isPending}
        />
      </Stack>
    </Card>
  );
};

/**
 * `/chat/guest`: a visitor chats with the college with only an e-mail address. The chat's pass stays in this tab;
 * when nobody is online they are offered a message that becomes a ticket instead.
 */
export const GuestChatPage = () => {
  const [chat, remember] = useGuestChat();
  const availability = useGuestAvailability();
  const start = useGuestStart();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [team, setTeam] = useState<string | null>(null);
  const [message, setMessage] = useState('');
  const nobody = availability.data !== undefined && availability.data.available_staff.length === 0;
  return (
    <Stack gap="md" maw="48rem" mx="auto">
      <PageHeader title="Chat with us" description="Ask Student Support or Admissions: no account needed." />
      {chat ? (
        <GuestConversation chat={chat} onEnded={() => remember(null)} />
      ) : (
        <Card withBorder radius="md" padding="md">
          <form
            aria-label="Start a chat"
            onSubmit={(event) => {
              event.preventDefault();
              if (!team) return;
              start.mutate(
                { email, name: name || undefined, department: team, message },
                { onSuccess: (data) => remember({ id: data.chat.id, token: data.guest_token, email: email.trim().toLowerCase() }) },
              );
            }}
          >
            <Stack gap="sm">
              {nobody && (
                <Alert variant="default" title="Nobody is online just now">
                  <Text size="sm">
                    You can start a chat and wait, or{' '}
                    <Anchor component={Link} to="/tickets/guest">
                      leave us a message
                    </Anchor>{' '}
                    and we will answer by e-mail.
                  </Text>
                </Alert>
              )}
              <Group grow>
                <TextInput label="Your e-mail" type="email" required value={email} onChange={(e) => setEmail(e.currentTarget.value)} />
                <TextInput label="Your name" value={name} onChange={(e) => setName(e.currentTarget.value)} />
              </Group>
              <Select
                label="Who would you like to talk to?"
                placeholder="Choose a team"
                data={availability.data?.roles ?? []}
                value={team}
                onChange={setTeam}
                required
              />
              <Textarea
                label="Your question"
                autosize
                minRows={3}
                maxLength={5000}
                required
                value={message}
                onChange={(e) => setMessage(e.currentTarget.value)}
              />
              <Text size="xs" c="dimmed">
                We e-mail you the conversation when it ends.
              </Text>
              <Group justify="flex-end">
                <Button type="submit" loading={start.isPending} disabled={!email || !team || !message.trim()}>
                  Start chat
                </Button>
              </Group>
            </Stack>
          </form>
        </Card>
      )}
    </Stack>
  );
};
