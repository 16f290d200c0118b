// Live chat's live updates: every change of a chat the socket hears refreshes the lists; messages join the open
// conversation as they are heard (use-live-conversation.ts); while the socket is down (its reconnect attempts
// spent, spec §9) the lists and the open chat poll instead.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { ServerEventName } from '@shared/realtime/event-catalogue';
import { queryKeys } from '@web/lib/query-keys';
import { useSocket } from '@web/lib/session';

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
