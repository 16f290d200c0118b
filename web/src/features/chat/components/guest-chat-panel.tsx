// A visitor's chat with the college, with only an e-mail address: start one (seeing whether anyone is online), wait
// with their place in the queue, talk live (files too), end it; when nobody is there, leave a message that becomes
// a ticket answered by e-mail. The same panel is the `/chat/guest` page and the widget on every public page.
import { Alert, Anchor, Button, Group, SegmentedControl, Select, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { ChatView } from '@shared/schemas/chat';
import { CHAT_MESSAGE_MAX } from '@shared/schemas/chat-rules';
import { fieldErrorsOf } from '@web/lib/form-errors';
import { useEndGuestChat } from '../api/end-guest-chat';
import { useGuestAvailability } from '../api/get-guest-availability';
import { useGuestHistory } from '../api/get-guest-history';
import { useGuestTicketCategories } from '../api/get-guest-ticket-categories';
import { useSendGuestFiles } from '../api/send-guest-files';
import { useSendOfflineMessage } from '../api/send-offline-message';
import { useStartGuestChat } from '../api/start-guest-chat';
import { useGuestChat, type GuestChat } from '../hooks/use-guest-chat';
import { useGuestConversation } from '../hooks/use-guest-conversation';
import { useGuestSocket } from '../hooks/use-guest-socket';
import { Conversation } from './conversation';

const ordinal = (n: number) => {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th');
  return `${n}${suffix}`;
};

/** Where the chat stands, in a line: waiting (and the place in the queue), with whom, or ended. */
const standing = (chat: ChatView | undefined): string => {
  if (!chat) return 'Connecting…';
  if (chat.status === 'ended') return 'This chat has ended. We e-mailed you the conversation.';
  if (chat.status === 'pending') {
    const place = chat.queue_position;
    return place === 1
      ? 'You are next: someone will be with you shortly.'
      : place
        ? `You are ${ordinal(place)} in the queue.`
        : 'Waiting for someone to answer…';
  }
  return `You are chatting with ${chat.assignee?.name ?? chat.staff_role}.`;
};

const GuestConversation = ({ chat, onForget }: { chat: GuestChat; onForget: () => void }) => {
  const { socket, down } = useGuestSocket(chat);
  const history = useGuestHistory(chat, down);
  const live = useGuestConversation(chat, socket);
  const sendFiles = useSendGuestFiles(chat);
  const end = useEndGuestChat(chat);
  const state = history.data?.chat;
  const ended = state?.status === 'ended';
  if (history.isError) {
    return (
      <Alert variant="default" title="This chat is no longer open">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">Its link lasts a day, in this browser tab only. We e-mailed you the conversation when it ended.</Text>
          <Button size="xs" variant="default" onClick={onForget}>
            Start a new chat
          </Button>
        </Stack>
      </Alert>
    );
  }
  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Text size="sm" role="status">
          {standing(state)}
        </Text>
        <Button size="xs" variant="default" style={{ flexShrink: 0 }} loading={end.isPending} onClick={() => (ended ? onForget() : end.mutate())}>
          {ended ? 'Start another chat' : 'End chat'}
        </Button>
      </Group>
      <Conversation
        messages={live.messagesWith(history.data?.data)}
        pending={live.pending}
        activity={live.activity}
        onTyped={live.typed}
        mine={(m) => m.sender_type === 'guest'}
        open={!ended}
        canWrite
        onSend={live.send}
        onAttach={(files) => {
          const upload = live.uploading(files);
          sendFiles.mutate({ files, uploadId: upload.uploadId }, { onError: upload.failed });
        }}
        attaching={sendFiles.isPending}
      />
    </Stack>
  );
};

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
        <Select
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
  const availability = useGuestAvailability();
  const start = useStartGuestChat();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [team, setTeam] = useState<string | null>(null);
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
            start.mutate(
              { email, name: name || undefined, department: team, message },
              { onSuccess: (data) => onStarted({ id: data.chat.id, token: data.guest_token, email: email.trim().toLowerCase() }) },
            );
          }}
        >
          <Stack gap="sm">
            <ContactFields email={email} name={name} nameRequired={false} errors={errors} onEmail={setEmail} onName={setName} />
            <Select
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
      {chat ? <GuestConversation key={chat.id} chat={chat} onForget={() => remember(null)} /> : <StartChat onStarted={remember} />}
    </Stack>
  );
};
