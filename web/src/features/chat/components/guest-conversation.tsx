// A visitor's chat once started: where it stands (waiting and the place in the queue, with whom, or ended), the live
// conversation (files too) and the way to end it. Loaded by the panel (guest-chat-panel.tsx) once there is a chat.
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { ChatView } from '@shared/schemas/chat';
import { useEndGuestChat } from '../api/end-guest-chat';
import { useGuestHistory } from '../api/get-guest-history';
import { useSendGuestFiles } from '../api/send-guest-files';
import type { GuestChat } from '../hooks/use-guest-chat';
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

export const GuestConversation = ({ chat, onForget }: { chat: GuestChat; onForget: () => void }) => {
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
