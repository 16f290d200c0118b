import { useMutation, useQueryClient } from '@tanstack/react-query';
import { guestChatApi } from '@shared/api/chat';
import { api } from '@web/lib/api-client';
import type { GuestChat } from '../hooks/use-guest-chat';
import { guestHistoryKey } from './get-guest-history';
import { withPass } from './guest-chat-pass';

export const endGuestChat = (chat: GuestChat) =>
  api.call(guestChatApi.end, { params: { id: chat.id }, body: { guest_email: chat.email }, headers: withPass(chat.token) });

export const useEndGuestChat = (chat: GuestChat) => {
  const client = useQueryClient();
  return useMutation({ mutationFn: () => endGuestChat(chat), onSuccess: () => client.invalidateQueries({ queryKey: guestHistoryKey(chat.id) }) });
};
