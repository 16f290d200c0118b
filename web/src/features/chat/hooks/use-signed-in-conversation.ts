import type { ChatView } from '@shared/schemas/chat';
import { queryKeys } from '@web/lib/query-keys';
import { useSocket } from '@web/lib/session';
import { sendChatMessage } from '../api/send-chat-message';
import { useLiveConversation } from './use-live-conversation';

/** A signed-in reader's conversation, live through the tab's socket. */
export const useSignedInConversation = (chat: ChatView, userId: string) =>
  useLiveConversation({
    socket: useSocket(),
    chatId: chat.id,
    historyKey: queryKeys.chat.history(chat.id),
    follow: (socket) => socket.join('join-chat', { chat_id: chat.id }),
    post: (content, clientId) => sendChatMessage(chat.id, content, clientId),
    isReader: (sender) => sender.sender_id === userId,
  });
