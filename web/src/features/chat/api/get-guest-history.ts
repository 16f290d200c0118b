import { queryOptions, useQuery } from '@tanstack/react-query';
import type { guestChatApi } from '@shared/api/chat';
import { GUEST_CHAT_CALLS } from '@shared/api/guest-chat-calls';
import { routeRef } from '@shared/api/route-def';
import type { ChatMessageView, ChatView } from '@shared/schemas/chat';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';
import type { GuestChat } from '../hooks/use-guest-chat';
import { withPass } from './guest-chat-pass';

// By its path only: a guest's chat loads no schema.
const historyCall = routeRef<typeof guestChatApi.history>(GUEST_CHAT_CALLS.history);

/** The history's pace while the socket is down, and while the chat waits (its place in the queue moves). */
const DOWN_POLL_MS = 3_000;
const QUEUE_POLL_MS = 10_000;

export interface GuestHistory {
  data: ChatMessageView[];
  chat: ChatView;
}

export const guestHistoryKey = (id: string) => [...queryKeys.chat.all, 'guest-history', id] as const;

export const getGuestHistory = (chat: GuestChat): Promise<GuestHistory> =>
  api.call(historyCall, { params: { id: chat.id }, query: { email: chat.email }, headers: withPass(chat.token), quiet: true });

// The history is polled only while the socket is down (spec §9), or while the chat waits in the queue.
export const guestHistoryQueryOptions = (chat: GuestChat | null, socketDown: boolean) =>
  queryOptions({
    queryKey: guestHistoryKey(chat?.id ?? ''),
    queryFn: () => getGuestHistory(chat!),
    enabled: Boolean(chat),
    // An expired pass or a chat gone is answered once, not asked again.
    retry: false,
    refetchInterval: (query) => (socketDown ? DOWN_POLL_MS : query.state.data?.chat.status === 'pending' ? QUEUE_POLL_MS : false),
  });

export const useGuestHistory = (chat: GuestChat | null, socketDown: boolean) => useQuery(guestHistoryQueryOptions(chat, socketDown));
