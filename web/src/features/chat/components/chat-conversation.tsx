// A signed-in person's chat (a student's, staff's): the conversation (conversation.tsx) over the signed-in calls.
import type { ChatView } from '@shared/schemas/chat';
import { downloadChatFile } from '../api/download-chat-file';
import { useChatHistory } from '../api/get-chat-history';
import { useMarkChatRead } from '../api/mark-chat-read';
import { useSendChatFiles } from '../api/send-chat-files';
import { useSignedInConversation } from '../hooks/use-signed-in-conversation';
import { ChatCannedReplies } from './chat-canned-replies';
import { Conversation } from './conversation';

/** A signed-in person's chat: its history from the API (live through the socket), sending, and read receipts. */
interface ChatConversationProps {
  chat: ChatView;
  userId: string;
  poll: number | false;
  canWrite: boolean;
  /** Staff answering it: canned replies over the message box. */
  staff?: boolean;
}

export const ChatConversation = ({ chat, userId, poll, canWrite, staff = false }: ChatConversationProps) => {
  const history = useChatHistory(chat.id, poll);
  const live = useSignedInConversation(chat, userId);
  const read = useMarkChatRead();
  const sendFiles = useSendChatFiles(chat.id);
  return (
    <Conversation
      onAttach={(files) => {
        const upload = live.uploading(files);
        sendFiles.mutate({ files, uploadId: upload.uploadId }, { onError: upload.failed });
      }}
      onOpenFile={(m) => m.file && void downloadChatFile(m.id, m.file.id)}
      attaching={sendFiles.isPending}
      messages={live.messagesWith(history.data)}
      pending={live.pending}
      activity={live.activity}
      onTyped={live.typed}
      mine={(m) => m.sender_id === userId}
      open={chat.status !== 'ended'}
      canWrite={canWrite}
      onSend={live.send}
      onSeen={() => read.mutate(chat.id)}
      composerTools={staff ? (insert) => <ChatCannedReplies chat={chat} insert={insert} /> : undefined}
    />
  );
};
