// The chats' side of the chaos run, its clients behaving as the SPA's do. A socket that drops opens again, 5 attempts
// 1 s apart and then one every 30 s (web/src/lib/socket-client.ts), and its side then fetches the chat's history: what
// it missed meanwhile, it has. A message goes out on the socket and, when neither its echo nor a refusal comes within
// 4 s, or a refusal comes, or the socket is not open, by the call under the same reference, tried again as the SPA
// tries a call (web/src/features/chat/hooks/use-live-conversation.ts, spa-retries.ts). A staff socket's `user-activity`
// goes out only while it is open, and must be answered: `pong`, or an error event saying why, never silence.
import WebSocket from 'ws';
import { CHAT_PASS_HEADER } from '@shared/api/guest-chat-calls';
import { DOWN_RETRY_MS, RECONNECT_ATTEMPTS, RECONNECT_DELAY_MS } from '@web/lib/socket-client';
import { nextHeard, openSocket, send, webSocketBase, withinPace, type Heard, type Listened, type RoomSockets, type Tally } from '../bench/chat-bench';
import type { ListedMessage, MessageLedger, Side } from './chat-traffic';
import type { HttpCall } from './http-call';
import { callAsTheSpa, type FailedCall } from './spa-retries';

/** How long a message sent on the socket waits for its echo before the call sends it (use-live-conversation.ts). */
const ECHO_WAIT_MS = 4_000;
/**
 * How long a ping waits for its answer (it takes a store read and a push: well under a second, a few at the busiest):
 * past it, with its socket still open, it was left without one.
 */
const ANSWER_WAIT_MS = 5_000;

export interface ChaosChat {
  /** The portal's origin, as the load's clients name it. */
  gateway: string;
  rooms: readonly RoomSockets[];
  ledger: MessageLedger;
  call: HttpCall;
  failures: FailedCall[];
  tally: Tally;
  /** Each room's guest's address (the guest's calls name it beside their chat pass). */
  guestEmail: (room: number) => string;
}

export interface SocketFigures {
  /** Sockets opened again after a drop. */
  reconnects: number;
  /**
   * Staff `user-activity`: answered `pong`, answered with an error event, not sent (the socket was reopening), gone with
   * its socket (it dropped before the answer could come), unanswered.
   */
  pings: { pong: number; refused: number; notSent: number; droppedWithSocket: number; unanswered: number };
  /** When each unanswered ping was sent (performance.now()): which fault left it so. */
  unansweredAt: number[];
  /** The error events the sockets heard, by their code. */
  errorCodes: Record<string, number>;
}

const isEchoOf = (ref: string) => (heard: Heard) =>
  (heard.event === 'chat.message' || heard.event.startsWith('chat.message.') || heard.event === 'error') && heard.data.client_id === ref;

/** The first thing the socket hears that `wanted` accepts, whichever socket it is on by then; undefined past `within`. */
const heardNext = async (listened: Listened, wanted: (heard: Heard) => boolean, within: number) => (await nextHeard(listened, wanted, within))?.heard;

const isOpen = (listened: Listened) => listened.socket.readyState === WebSocket.OPEN;

/** What each side's calls need: the staff member's session, or the guest's chat pass and address. */
const asSide = (chat: ChaosChat, index: number, side: Side) => {
  const room = chat.rooms[index]!;
  if (side === 'staff') {
    return {
      history: { name: 'Load staff GET /api/chat/{id}/history', path: `/api/chat/${room.chatId}/history`, options: { token: room.member.token } },
      message: { name: 'Load staff POST /api/chat/{id}/message', path: `/api/chat/${room.chatId}/message`, options: { token: room.member.token } },
      body: {},
    };
  }
  const email = chat.guestEmail(index);
  const pass = { headers: { [CHAT_PASS_HEADER]: room.guestToken } };
  return {
    history: {
      name: 'Guest GET /api/chat/guest/{id}/history',
      path: `/api/chat/guest/${room.chatId}/history?email=${encodeURIComponent(email)}`,
      options: pass,
    },
    message: { name: 'Guest POST /api/chat/guest/{id}/message', path: `/api/chat/guest/${room.chatId}/message`, options: pass },
    body: { guest_email: email },
  };
};

/** A side's view after its socket came back: the chat's history, as the SPA fetches it then. */
const fetchHistory = async (chat: ChaosChat, index: number, side: Side) => {
  const { history } = asSide(chat, index, side);
  const reply = await callAsTheSpa<{ data: ListedMessage[] }>(chat.call, history.name, 'GET', history.path, history.options, chat.failures);
  if (reply.status === 200) chat.ledger.fetched(index, side, reply.body.data);
};

/**
 * Keeps every room's two sockets open as the SPA keeps its own: a socket that drops opens again and its side fetches
 * the history. Answers the figures so far, and what stops it (the load's end closes the sockets on purpose).
 */
export const keepSocketsOpen = (chat: ChaosChat, figures: SocketFigures) => {
  let stopped = false;
  const urlOf = (room: RoomSockets, side: Side) =>
    side === 'guest'
      ? `${webSocketBase(chat.gateway)}?chat_id=${room.chatId}&guest_token=${encodeURIComponent(room.guestToken)}`
      : `${webSocketBase(chat.gateway)}?token=${encodeURIComponent(room.member.token)}`;

  const watch = (index: number, side: Side, socket: WebSocket) => {
    // A dropped connection is said by 'close'; its error would otherwise be thrown.
    socket.on('error', () => undefined);
    socket.once('close', () => void reopen(index, side, 0));
  };

  const reopen = async (index: number, side: Side, failed: number): Promise<void> => {
    await new Promise((resolve) => setTimeout(resolve, failed < RECONNECT_ATTEMPTS ? RECONNECT_DELAY_MS : DOWN_RETRY_MS));
    if (stopped) return;
    const room = chat.rooms[index]!;
    const listened = room[side];
    let socket: WebSocket;
    try {
      socket = await openSocket(urlOf(room, side));
    } catch {
      return reopen(index, side, failed + 1);
    }
    if (stopped) return void socket.close();
    listened.socket = socket;
    socket.on('message', (raw) => {
      const at = performance.now();
      const heard = JSON.parse(String(raw)) as Heard;
      chat.tally.note(heard);
      for (const waiter of listened.waiters) if (waiter(heard, at)) listened.waiters.delete(waiter);
    });
    watch(index, side, socket);
    figures.reconnects++;
    await fetchHistory(chat, index, side);
  };

  chat.rooms.forEach((room, index) => {
    for (const side of ['guest', 'staff'] as const) {
      watch(index, side, room[side].socket);
      // The waiters outlive the socket they were added on: every socket the side opens is heard through them.
      room[side].waiters.add((heard) => {
        if (heard.event === 'error') {
          const code = String(heard.data.code ?? 'none');
          figures.errorCodes[code] = (figures.errorCodes[code] ?? 0) + 1;
        }
        return false;
      });
    }
  });
  return () => {
    stopped = true;
  };
};

/** A message as the SPA sends it: on the socket, and by the call when no echo comes or the socket refuses or is down. */
export const sayAsTheSpa = async (chat: ChaosChat, index: number, from: Side, ref: string, measured: boolean): Promise<void> => {
  const sender = chat.rooms[index]![from];
  const payload = { chat_id: chat.rooms[index]!.chatId, body: `Load message ${ref}`, client_id: ref };
  chat.ledger.sent(ref, index, from, measured);
  if (isOpen(sender)) {
    const answer = heardNext(sender, isEchoOf(ref), ECHO_WAIT_MS);
    send(sender, 'chat.message', payload);
    const heard = await answer;
    if (heard && heard.event !== 'error') return;
  }
  chat.ledger.sentAgainByCall();
  const { message, body } = asSide(chat, index, from);
  await callAsTheSpa(
    chat.call,
    message.name,
    'POST',
    message.path,
    { ...message.options, body: { content: payload.body, client_id: ref, ...body } },
    chat.failures,
  );
};

/** A staff socket's `user-activity`, sent only while it is open, as the SPA sends it; its answer noted in `figures`. */
export const pingAsTheSpa = async (staff: Listened, figures: SocketFigures): Promise<void> => {
  await withinPace(staff);
  if (!isOpen(staff)) {
    figures.pings.notSent++;
    return;
  }
  // A refused message's error names its reference; the ping's would not.
  const answer = heardNext(
    staff,
    (heard) => heard.event === 'pong' || (heard.event === 'error' && heard.data.client_id === undefined),
    ANSWER_WAIT_MS,
  );
  const sentAt = performance.now();
  const sentOn = staff.socket;
  send(staff, 'user-activity');
  const heard = await answer;
  if (!heard && sentOn.readyState !== WebSocket.OPEN) figures.pings.droppedWithSocket++;
  else if (!heard) {
    figures.pings.unanswered++;
    figures.unansweredAt.push(sentAt);
  } else if (heard.event === 'pong') figures.pings.pong++;
  else figures.pings.refused++;
};

/** Each room's history after the load, read by its member of staff: what the store holds of the chat. */
export const storedHistories = async (chat: ChaosChat): Promise<Map<number, ListedMessage[]>> => {
  const stored = new Map<number, ListedMessage[]>();
  for (const [index] of chat.rooms.entries()) {
    const { history } = asSide(chat, index, 'staff');
    const reply = await callAsTheSpa<{ data: ListedMessage[] }>(chat.call, history.name, 'GET', history.path, history.options, chat.failures);
    if (reply.status !== 200) throw new Error(`${history.name} after the load: HTTP ${reply.status}`);
    stored.set(index, reply.body.data);
  }
  return stored;
};
