// Reads a frame the server pushed (`{ "event": <server event>, "data", "timestamp" }`) against the event catalogue, for
// the SPA's socket client (web/src/lib/socket-client.ts) and the suites that listen on a socket. A per-chat variant
// (`<name>.<chat id>`, event-names.ts) is read as its event with the chat's id beside it.
import { isServerEventName, SERVER_EVENTS, type ServerData, type ServerEventName } from './event-catalogue';

/** A server message checked against the catalogue: its event (per-chat variants resolved) and data. */
export type ServerMessage = { [N in ServerEventName]: { event: N; chatId?: string; data: ServerData<N>; timestamp: string } }[ServerEventName];

/** Reads a server message; undefined for anything the catalogue does not describe. */
export const parseServerMessage = (raw: string): ServerMessage | undefined => {
  let message: { event?: unknown; data?: unknown; timestamp?: unknown };
  try {
    message = JSON.parse(raw);
  } catch {
    return undefined;
  }
  if (typeof message !== 'object' || message === null || typeof message.event !== 'string') return undefined;
  const name = message.event;
  let event: ServerEventName | undefined = isServerEventName(name) ? name : undefined;
  let chatId: string | undefined;
  if (!event) {
    const base = (Object.keys(SERVER_EVENTS) as ServerEventName[])
      .filter((n) => 'perChat' in SERVER_EVENTS[n] && name.startsWith(`${n}.`))
      .sort((a, b) => b.length - a.length)[0];
    if (!base) return undefined;
    event = base;
    chatId = name.slice(base.length + 1);
  }
  const data = SERVER_EVENTS[event].payload.safeParse(message.data);
  if (!data.success) return undefined;
  return { event, ...(chatId ? { chatId } : {}), data: data.data, timestamp: String(message.timestamp ?? '') } as ServerMessage;
};
