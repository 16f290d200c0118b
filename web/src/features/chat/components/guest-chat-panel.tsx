// A visitor's chat with the college, with only an e-mail address: start one (seeing whether anyone is online), wait
// with their place in the queue, talk live (files too), end it; when nobody is there, leave a message that becomes
// a ticket answered by e-mail. The same panel is the `/chat/guest` page and the widget on every public page.
import { Alert, Anchor, Button, Group, SegmentedControl, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { lazy, Suspense, useState, type ComponentProps } from 'react';
import { Link } from 'react-router-dom';
import { CHAT_MESSAGE_MAX } from '@shared/schemas/chat-rules';
import { DeferredSelect } from '@web/components/deferred-select';
import { fieldErrorsOf } from '@web/lib/form-errors';
import { useGuestAvailability } from '../api/get-guest-availability';
import { useGuestTicketCategories } from '../api/get-guest-ticket-categories';
import { useSendOfflineMessage } from '../api/send-offline-message';
import { useStartGuestChat } from '../api/start-guest-chat';
import { useGuestChat, type GuestChat } from '../hooks/use-guest-chat';

// The conversation (its socket, the messages, files, and TanStack Query that keeps them, shared with staff's chat)
// loads once there is a chat: a visitor deciding whether to start one loads none of it. Asked for as the chat starts,
// it is there when the start's answer is.
const loadConversation = () => Promise.all([import('./guest-conversation'), import('@web/lib/query-provider')]);
const GuestConversation = lazy(() =>
  loadConversation().then(([{ GuestConversation: Conversation }, { QueryProvider }]) => ({
    default: (props: ComponentProps<typeof Conversation>) => (
      <QueryProvider>
        <Conversation {...props} />
      </QueryProvider>
    ),
  })),
);

/** Who the visitor is: the e-mail the college answers and the name it greets (the chat's and the message's alike). */
const ContactFields = ({
  email,
  name,
  nameRequired,
  errors,
  onEmail,
  onName,
}: {
  email: string;
  name: string;
  nameRequired: boolean;
  errors: Record<string, string | undefined>;
  onEmail: (value: string) => void;
  onName: (value: string) => void;
}) => (
  <Group grow>
    <TextInput label="Your e-mail" type="email" required value={email} onChange={(e) => onEmail(e.currentTarget.value)} error={errors.email} />
    <TextInput label="Your name" required={nameRequired} value={name} onChange={(e) => onName(e.currentTarget.value)} error={errors.name} />
  </Group>
);

/** Nobody online: the visitor's question goes to the college as a ticket, and the reply comes by e-mail. */
const OfflineMessageForm = ({ email, name, message, onSent }: { email: string; name: string; message: string; onSent: () => void }) => {
  const categories = useGuestTicketCategories(true);
  const send = useSendOfflineMessage();
  const [fields, setFields] = useState({ email, name, message, subject: '', category_id: null as string | null });
  const set = (key: keyof typeof fields) => (value: string | null) => setFields((f) => ({ ...f, [key]: value }));
  if (send.isSuccess) {
    return (
      <Alert variant="default" title="Message sent">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">We will answer by e-mail. A link to follow your message is on its way to {fields.email}.</Text>
          <Button size="xs" variant="default" onClick={onSent}>
            Done
          </Button>
        </Stack>
      </Alert>
    );
  }
  const errors = fieldErrorsOf(send.error);
  return (
    <form
      aria-label="Leave us a message"
      onSubmit={(event) => {
        event.preventDefault();
        if (!fields.category_id) return;
        send.mutate({
          email: fields.email,
          name: fields.name,
          subject: fields.subject || fields.message.slice(0, 80),
          category_id: fields.category_id,
          priority: 'normal',
          message: fields.message,
        });
      }}
    >
      <Stack gap="sm">
        <ContactFields email={fields.email} name={fields.name} nameRequired errors={errors} onEmail={set('email')} onName={set('name')} />
        <DeferredSelect
          label="What is it about?"
          placeholder="Choose a topic"
          data={(categories.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
          value={fields.category_id}
          onChange={set('category_id')}
          required
          error={errors.category_id}
        />
        <TextInput
          label="Subject"
          placeholder="In a few words"
          maxLength={200}
          value={fields.subject}
          onChange={(e) => set('subject')(e.currentTarget.value)}
          error={errors.subject}
        />
        <Textarea
          label="Your message"
          autosize
          minRows={3}
          required
          value={fields.message}
          onChange={(e) => set('message')(e.currentTarget.value)}
          error={errors.message}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={send.isPending} disabled={!fields.category_id || !fields.message.trim() || !fields.email || !fields.name}>
            Send message
          </Button>
        </Group>
      </Stack>
    </form>
  );
};

const StartChat = ({ onStarted }: { onStarted: (chat: GuestChat) => void }) => {
  const [team, setTeam] = useState<string | null>(null);
  const availability = useGuestAvailability(team ?? undefined);
  const start = useStartGuestChat();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [message, setMessage] = useState('');
  const [mode, setMode] = useState<'chat' | 'message'>('chat');
  const online = availability.data?.available_staff ?? [];
  const nobody = availability.data !== undefined && online.length === 0;
  const errors = fieldErrorsOf(start.error);
  return (
    <Stack gap="sm">
      {nobody ? (
        <Alert variant="default" title="Nobody is online just now">
          <Text size="sm">Start a chat and wait for someone, or leave us a message and we will answer by e-mail.</Text>
        </Alert>
      ) : (
        availability.data && <Text size="sm">{online.length === 1 ? 'One person is' : `${online.length} people are`} online to help.</Text>
      )}
      {nobody && (
        <SegmentedControl
          aria-label="Chat or leave a message"
          value={mode}
          onChange={(value) => setMode(value as 'chat' | 'message')}
          data={[
            { value: 'chat', label: 'Start a chat and wait' },
            { value: 'message', label: 'Leave a message' },
          ]}
        />
      )}
      {nobody && mode === 'message' ? (
        <OfflineMessageForm email={email} name={name} message={message} onSent={() => setMode('chat')} />
      ) : (
        <form
          aria-label="Start a chat"
          onSubmit={(event) => {
            event.preventDefault();
            if (!team) return;
            void loadConversation();
            start.mutate(
              { email, name: name || undefined, department: team, message },
              { onSuccess: (data) => onStarted({ id: data.chat.id, token: data.guest_token, email: email.trim().toLowerCase() }) },
            );
          }}
        >
          <Stack gap="sm">
            <ContactFields email={email} name={name} nameRequired={false} errors={errors} onEmail={setEmail} onName={setName} />
            <DeferredSelect
              label="Who would you like to talk to?"
              placeholder="Choose a team"
              data={availability.data?.roles ?? []}
              value={team}
              onChange={setTeam}
              required
              error={errors.department}
            />
            <Textarea
              label="Your question"
              autosize
              minRows={3}
              maxLength={CHAT_MESSAGE_MAX}
              required
              value={message}
              onChange={(e) => setMessage(e.currentTarget.value)}
              error={errors.message}
            />
            <Text size="xs" c="dimmed">
              We e-mail you the conversation when it ends. Have an account?{' '}
              <Anchor component={Link} to="/login" size="xs">
                Sign in
              </Anchor>{' '}
              to chat from the portal.
            </Text>
            <Group justify="flex-end">
              <Button type="submit" loading={start.isPending} disabled={!email || !team || !message.trim()}>
                Start chat
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Stack>
  );
};

/** The visitor's chat: the one of this tab, or the way to start one. */
export const GuestChatPanel = ({ heading = true }: { heading?: boolean }) => {
  const [chat, remember] = useGuestChat();
  return (
    <Stack gap="sm">
      {heading && (
        <Title order={2} size="h4">
          {chat ? 'Your chat' : 'Chat with us'}
        </Title>
      )}
      {chat ? (
        // What the conversation says first, until it is there.
        <Suspense fallback={<Text size="sm">Connecting…</Text>}>
          <GuestConversation key={chat.id} chat={chat} onForget={() => remember(null)} />
        </Suspense>
      ) : (
        <StartChat onStarted={remember} />
      )}
    </Stack>
  );
};
