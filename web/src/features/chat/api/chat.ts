// Live chat's calls for the SPA, and the live updates: every chat event the socket hears refreshes what the page
// shows; while the socket is down (its reconnect attempts spent, spec §9) the lists and the open chat poll instead.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { chatApi, presenceApi } from '@shared/api/chat';
import type { ServerEventName } from '@shared/realtime/events';
import type { StudentStartBody } from '@shared/schemas/chat';
import { api, attachmentParts, saveFile } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';
import { useSocket } from '@web/lib/session';

/** The REST fallback's pace while the socket is down. */
const POLL_MS = 5_000;

const CHAT_EVENTS: ServerEventName[] = [
  'chat.message',
  'chat-status',
  'new.chat',
  'chat.accepted',
  'chat.ended',
  'chat.transferred',
  'chat.staff.joined',
  'chat.staff.left',
  'staff.status.update',
  'staff.availability.changed',
];

/** Keeps the chat queries fresh from the socket; answers the refetch interval to use (polling while it is down). */
export const useLiveChat = (): number | false => {
  const socket = useSocket();
  const client = useQueryClient();
  const [down, setDown] = useState(false);
  useEffect(() => {
    if (!socket) return undefined;
    const refresh = () => void client.invalidateQueries({ queryKey: queryKeys.chat.all });
    const stops = [
      ...CHAT_EVENTS.map((event) => socket.subscribe(event, refresh)),
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

export const useActiveChats = (poll: number | false) =>
  useQuery({ queryKey: queryKeys.chat.active(), queryFn: () => api.call(chatApi.active).then((r) => r.data), refetchInterval: poll });

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
export const useSend = (id: string) => useChatChange((content: string) => api.call(chatApi.message, { params: { id }, body: { content } }));
export const useSendFiles = (id: string) =>
  useChatChange((files: File[]) => api.call(chatApi.upload, { params: { id }, body: {}, files: attachmentParts(files) }));
export const useEndChat = () => useChatChange((id: string) => api.call(chatApi.end, { params: { id } }));
export const useTransfer = (id: string) =>
  useChatChange((staffId: string) => api.call(chatApi.transfer, { params: { id }, body: { staff_id: staffId } }));
export const useMarkRead = () => useMutation({ mutationFn: (id: string) => api.call(chatApi.read, { params: { id }, quiet: true }) });
export const useToggleAvailability = () => useChatChange((available: boolean) => api.call(presenceApi.toggleAvailability, { body: { available } }));

/** Saves a file sent in a chat to the device. */
export const downloadChatFile = async (messageId: string, fileId: string) => {
  try {
    saveFile(await api.download(chatApi.download, { params: { id: messageId, fileId } }));
  } catch {
    // The client has toasted why.
  }
};
