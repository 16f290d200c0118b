import type { guestChatApi } from '@shared/api/chat';
import { GUEST_CHAT_CALLS } from '@shared/api/guest-chat-calls';
import { routeRef } from '@shared/api/route-def';
import { api } from '@web/lib/api-client';
import type { GuestChat } from '../hooks/use-guest-chat';
import { withPass } from './guest-chat-pass';

// By its path only: a guest's chat loads no schema.
const messageCall = routeRef<typeof guestChatApi.message>(GUEST_CHAT_CALLS.message);

/**
 * Sends a guest's message through the call, under its reference: the fallback when their socket is down or quiet
 * (use-live-conversation.ts); no hook of its own, as the conversation sends it.
 */
export const sendGuestMessage = (chat: GuestChat, content: string, clientId: string) =>
  api
    .call(messageCall, {
      params: { id: chat.id },
      body: { content, guest_email: chat.email, client_id: clientId },
      headers: withPass(chat.token),
    })
    .then((r) => r.data);
