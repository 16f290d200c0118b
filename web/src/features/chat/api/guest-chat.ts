// A guest's chat: started with an e-mail address; its pass (answered by the start) lives in this tab's session
// storage and rides in `x-chat-pass` on every call. The conversation polls every few seconds.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { guestChatApi } from '@shared/api/chat';
import { CHAT_PASS_HEADER, type GuestStartBody } from '@shared/schemas/chat';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

const STORAGE_KEY = 'portal.guest-chat';
const POLL_MS = 3_000;

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

/** The guest's chat of this tab, and a way to forget it (ended, or expired). */
export const useGuestChat = () => {
  const [chat, setChat] = useState<GuestChat | null>(stored);
  const remember = (next: GuestChat | null) => {
    if (next) window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(next));
    else window.sessionStorage.removeItem(STORAGE_KEY);
    setChat(next);
  };
  return [chat, remember] as const;
};

const withPass = (token: string) => ({ [CHAT_PASS_HEADER]: token });

export const useGuestAvailability = () =>
  useQuery({ queryKey: [...queryKeys.chat.availability(), 'guest'], queryFn: () => api.call(guestChatApi.availableStaff), refetchInterval: 30_000 });

export const useGuestStart = () =>
  useMutation({ mutationFn: (body: GuestStartBody) => api.call(guestChatApi.start, { body }).then((res) => res.data) });

export const useGuestHistory = (chat: GuestChat | null) =>
  useQuery({
    queryKey: queryKeys.chat.history(chat?.id ?? ''),
    queryFn: () =>
      api.call(guestChatApi.history, { params: { id: chat!.id }, query: { email: chat!.email }, headers: withPass(chat!.token) }).then((r) => r.data),
    enabled: Boolean(chat),
    refetchInterval: POLL_MS,
  });

export const useGuestSend = (chat: GuestChat) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (content: string) =>
      api.call(guestChatApi.message, { params: { id: chat.id }, body: { content, guest_email: chat.email }, headers: withPass(chat.token) }),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.chat.history(chat.id) }),
  });
};

export const useGuestEnd = (chat: GuestChat) =>
  useMutation({
    mutationFn: () => api.call(guestChatApi.end, { params: { id: chat.id }, body: { guest_email: chat.email }, headers: withPass(chat.token) }),
  });
