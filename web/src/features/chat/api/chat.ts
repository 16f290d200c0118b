// Live chat's calls for the SPA, and the live updates: every change of a chat the socket hears refreshes the lists;
// messages join the open conversation as they are heard (live-conversation.ts); while the socket is down (its
// reconnect attempts spent, spec §9) the lists and the open chat poll instead.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { chatApi, presenceApi } from '@shared/api/chat';
import type { ServerEventName } from '@shared/realtime/event-catalogue';
import type { ChatView, StudentStartBody } from '@shared/schemas/chat';
import { api, attachmentParts, saveFile } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';
import { useSocket } from '@web/lib/session';
import { useLiveConversation } from './live-conversation';

/** The REST fallback's pace while the socket is down. */
const POLL_MS = 5_000;

// Not `chat.message`: the open conversation takes its messages itself, and the lists do not change with them.
const CHAT_EVENTS: ServerEventName[] = [
  'chat-status',
  'new.chat',
  'chat.accepted',
  'chat.ended',
  'chat.transferred',
  'chat.staff.joined',
  'chat.staff.left',
];

// Who is online changes the roster and the availability only: no chat's history need be read again for it.
const PRESENCE_EVENTS: ServerEventName[] = ['staff.status.update', 'staff.availability.changed'];

/** Keeps the chat queries fresh from the socket; answers the refetch interval to use (polling while it is down). */
export const useLiveChat = (): number | false => {
  const socket = useSocket();
  const client = useQueryClient();
  const [down, setDown] = useState(false);
  useEffect(() => {
    if (!socket) return undefined;
    const refresh = () => void client.invalidateQueries({ queryKey: queryKeys.chat.all });
    const refreshPresence = () => {
      void client.invalidateQueries({ queryKey: queryKeys.chat.roster() });
      void client.invalidateQueries({ queryKey: queryKeys.chat.availability() });
    };
    const stops = [
      ...CHAT_EVENTS.map((event) => socket.subscribe(event, refresh)),
      ...PRESENCE_EVENTS.map((event) => socket.subscribe(event, refreshPresence)),
      socket.onReconnect(refresh),
      socket.onStatus((status) => setDown(status === 'down')),
    ];
    setDown(socket.status === 'down');
    return () => stops.forEach((stop) => stop());
  }, [socket, client]);
  return !socket || down ? POLL_MS : false;
};

export const useAvailability = () =>
  useQuery({ queryKey: queryKeys.chat.availability(), queryFn: () => api.call(chatApi.checkAvailability), refetchInterval: 30_000 });

export const useRoster = (enabled: boolean) =>
  useQuery({ queryKey: queryKeys.chat.roster(), queryFn: () => api.call(chatApi.staffRoles).then((r) => r.staff), enabled });

export const useUnassigned = (poll: number | false, enabled = true) =>
  useQuery({
    queryKey: queryKeys.chat.unassigned(),
    queryFn: () => api.call(chatApi.unassigned).then((r) => r.data),
    refetchInterval: poll,
    enabled,
  });

/** While a chat waits, its place in the queue moves as others are taken: that is asked again every few seconds. */
const QUEUE_POLL_MS = 10_000;

export const useActiveChats = (poll: number | false) =>
  useQuery({
    queryKey: queryKeys.chat.active(),
    queryFn: () => api.call(chatApi.active).then((r) => r.data),
    refetchInterval: (query) => poll || (query.state.data?.some((c) => c.status === 'pending' && c.student) ? QUEUE_POLL_MS : false),
  });

export const useEndedChats = (enabled: boolean) =>
  useQuery({ queryKey: queryKeys.chat.ended(), queryFn: () => api.call(chatApi.ended).then((r) => r.data), enabled });

export const useChatHistory = (id: string | undefined, poll: number | false) =>
  useQuery({
    queryKey: queryKeys.chat.history(id ?? ''),
    queryFn: () => api.call(chatApi.history, { params: { id: id! } }).then((r) => r.data),
    enabled: Boolean(id),
    refetchInterval: poll,
  });

const useChatChange = <V>(call: (variables: V) => Promise<unknown>) => {
  const client = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.chat.all }) });
};

export const useStartChat = () => useChatChange((body: StudentStartBody) => api.call(chatApi.start, { body }));
export const useAccept = () => useChatChange((id: string) => api.call(chatApi.accept, { params: { id } }));
export const useSendFiles = (id: string) =>
  useChatChange(({ files, uploadId }: { files: File[]; uploadId: string }) =>
    api.call(chatApi.upload, { params: { id }, body: { upload_id: uploadId }, files: attachmentParts(files) }),
  );
export const useJoin = () => useChatChange((id: string) => api.call(chatApi.join, { params: { id } }));
export const useLeave = () => useChatChange((id: string) => api.call(chatApi.leave, { params: { id } }));
export const useEndChat = () => useChatChange((id: string) => api.call(chatApi.end, { params: { id } }));
export const useTransfer = (id: string) =>
  useChatChange((staffId: string) => api.call(chatApi.transfer, { params: { id }, body: { staff_id: staffId } }));
export const useMarkRead = () => useMutation({ mutationFn: (id: string) => api.call(chatApi.read, { params: { id }, quiet: true }) });
export const useToggleAvailability = () => useChatChange((available: boolean) => api.call(presenceApi.toggleAvailability, { body: { available } }));

/** A signed-in reader's conversation, live through the tab's socket. */
export const useSignedInConversation = (chat: ChatView, userId: string) =>
  useLiveConversation({
    socket: useSocket(),
    chatId: chat.id,
    historyKey: queryKeys.chat.history(chat.id),
    follow: (socket) => socket.join('join-chat', { chat_id: chat.id }),
    post: (content, clientId) => api.call(chatApi.message, { params: { id: chat.id }, body: { content, client_id: clientId } }).then((r) => r.data),
    isReader: (sender) => sender.sender_id === userId,
  });

/** Saves a file sent in a chat to the device. */
export const downloadChatFile = async (messageId: string, fileId: string) => {
  try {
    saveFile(await api.download(chatApi.download, { params: { id: messageId, fileId } }));
  } catch {
    // The client has toasted why.
  }
};
