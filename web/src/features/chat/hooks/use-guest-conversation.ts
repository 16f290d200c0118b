import type { SocketClient } from '@web/lib/socket-client';
import { guestHistoryKey } from '../api/get-guest-history';
import { sendGuestMessage } from '../api/send-guest-message';
import type { GuestChat } from './use-guest-chat';
import { useLiveConversation } from './use-live-conversation';

/** The guest's conversation, live through their socket. */
export const useGuestConversation = (chat: GuestChat, socket: SocketClient | null) =>
  useLiveConversation({
    socket,
    chatId: chat.id,
    historyKey: guestHistoryKey(chat.id),
    follow: (s) => s.join('join-guest-chat', { chat_id: chat.id, guest_email: chat.email }),
    post: (content, clientId) => sendGuestMessage(chat, content, clientId),
    isReader: (sender) => sender.sender_type === 'guest',
  });
