import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { guestChatApi } from '@shared/api/chat';
import { GUEST_CHAT_CALLS } from '@shared/api/guest-chat-calls';
import { routeRef } from '@shared/api/route-def';
import { api } from '@web/lib/api-client';
import type { GuestChat } from '../hooks/use-guest-chat';
import { guestHistoryKey } from './get-guest-history';
import { withPass } from './guest-chat-pass';

// By its path only: a guest's chat loads no schema.
const endCall = routeRef<typeof guestChatApi.end>(GUEST_CHAT_CALLS.end);

export const endGuestChat = (chat: GuestChat) =>
  api.call(endCall, { params: { id: chat.id }, body: { guest_email: chat.email }, headers: withPass(chat.token) });

export const useEndGuestChat = (chat: GuestChat) => {
  const client = useQueryClient();
  return useMutation({ mutationFn: () => endGuestChat(chat), onSuccess: () => client.invalidateQueries({ queryKey: guestHistoryKey(chat.id) }) });
};
