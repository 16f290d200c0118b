// A guest's chat: started with an e-mail address; its pass (answered by the start) lives in this tab's session
// storage and rides in `x-chat-pass` on every call and opens the guest's own socket, which brings the conversation
// live (the history is polled only while the socket is down, spec §9).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { guestChatApi } from '@shared/api/chat';
import { guestTicketApi } from '@shared/api/tickets';
import { CHAT_PASS_HEADER, type ChatMessageView, type ChatView, type GuestStartBody } from '@shared/schemas/chat';
import type { GuestTicketBody } from '@shared/schemas/tickets';
import { api, attachmentParts } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';
import { SocketClient, realtimeUrl } from '@web/lib/socket-client';
import { useLiveConversation } from './live-conversation';

const STORAGE_KEY = 'portal.guest-chat';
/** The history's pace while the socket is down, and while the chat waits (its place in the queue moves). */
const DOWN_POLL_MS = 3_000;
const QUEUE_POLL_MS = 10_000;

export interface GuestChat {
  id: string;
  token: string;
  email: string;
}

const stored = (): GuestChat | null => {
  try {
    return JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? 'null') as GuestChat | null;
  } catch {
    return null;
  }
};

/** The guest's chat of this tab, and a way to forget it (ended, or expired). Every holder in the tab hears a change. */
export const useGuestChat = () => {
  const [chat, setChat] = useState<GuestChat | null>(stored);
  useEffect(() => {
    const sync = () => setChat(stored());
    window.addEventListener(STORAGE_KEY, sync);
    return () => window.removeEventListener(STORAGE_KEY, sync);
  }, []);
  const remember = (next: GuestChat | null) => {
    if (next) window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(next));
    else window.sessionStorage.removeItem(STORAGE_KEY);
    setChat(next);
    window.dispatchEvent(new Event(STORAGE_KEY));
  };
  return [chat, remember] as const;
};

const withPass = (token: string) => ({ [CHAT_PASS_HEADER]: token });

/** The guest's own socket, opened with their chat's pass while the chat is theirs; its status decides polling. */
export const useGuestSocket = (chat: GuestChat | null) => {
  const [socket, setSocket] = useState<SocketClient | null>(null);
  const [down, setDown] = useState(false);
  const id = chat?.id;
  const token = chat?.token;
  useEffect(() => {
    if (!id || !token) return undefined;
    const client = new SocketClient({ url: realtimeUrl, credentials: () => ({ chat_id: id, guest_token: token }) });
    const stop = client.onStatus((status) => setDown(status === 'down' || status === 'closed'));
    setSocket(client);
    client.connect();
    return () => {
      stop();
      client.close();
      setSocket(null);
    };
  }, [id, token]);
  return { socket, down: !socket || down };
};

export interface GuestHistory {
  data: ChatMessageView[];
  chat: ChatView;
}

const guestHistoryKey = (id: string) => [...queryKeys.chat.all, 'guest-history', id] as const;

export const useGuestAvailability = () =>
  useQuery({ queryKey: [...queryKeys.chat.availability(), 'guest'], queryFn: () => api.call(guestChatApi.availableStaff), refetchInterval: 30_000 });

export const useGuestStart = () =>
  useMutation({ mutationFn: (body: GuestStartBody) => api.call(guestChatApi.start, { body }).then((res) => res.data) });

export const useGuestHistory = (chat: GuestChat | null, socketDown: boolean) =>
  useQuery({
    queryKey: guestHistoryKey(chat?.id ?? ''),
    queryFn: (): Promise<GuestHistory> =>
      api.call(guestChatApi.history, { params: { id: chat!.id }, query: { email: chat!.email }, headers: withPass(chat!.token), quiet: true }),
    enabled: Boolean(chat),
    // An expired pass or a chat gone is answered once, not asked again.
    retry: false,
    refetchInterval: (query) => (socketDown ? DOWN_POLL_MS : query.state.data?.chat.status === 'pending' ? QUEUE_POLL_MS : false),
  });

/** The guest's conversation, live through their socket. */
export const useGuestConversation = (chat: GuestChat, socket: SocketClient | null) =>
  useLiveConversation({
    socket,
    chatId: chat.id,
    historyKey: guestHistoryKey(chat.id),
    follow: (s) => s.join('join-guest-chat', { chat_id: chat.id, guest_email: chat.email }),
    post: (content, clientId) =>
      api
        .call(guestChatApi.message, {
          params: { id: chat.id },
          body: { content, guest_email: chat.email, client_id: clientId },
          headers: withPass(chat.token),
        })
        .then((r) => r.data),
    isReader: (sender) => sender.sender_type === 'guest',
  });

export const useGuestSendFiles = (chat: GuestChat) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ files, uploadId }: { files: File[]; uploadId: string }) =>
      api.call(guestChatApi.upload, {
        params: { id: chat.id },
        body: { guest_email: chat.email, upload_id: uploadId },
        files: attachmentParts(files),
        headers: withPass(chat.token),
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: guestHistoryKey(chat.id) }),
  });
};

export const useGuestEnd = (chat: GuestChat) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.call(guestChatApi.end, { params: { id: chat.id }, body: { guest_email: chat.email }, headers: withPass(chat.token) }),
    onSuccess: () => client.invalidateQueries({ queryKey: guestHistoryKey(chat.id) }),
  });
};

/** The categories a visitor's message can be filed under. */
export const useTicketCategories = (enabled: boolean) =>
  useQuery({
    queryKey: [...queryKeys.chat.all, 'ticket-categories'],
    queryFn: () => api.call(guestTicketApi.categories).then((r) => r.data),
    enabled,
    staleTime: 5 * 60_000,
  });

/** When nobody is there to chat: the visitor's message becomes a ticket, answered by e-mail (its link mailed to them). */
export const useOfflineMessage = () => useMutation({ mutationFn: (body: GuestTicketBody) => api.call(guestTicketApi.raise, { body, files: [] }) });
