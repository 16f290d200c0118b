// The catalogue of websocket events (spec §7 "Realtime socket"), read by both sides: the ws function
// validates what clients send against it and types what it pushes; the SPA's socket client
// (web/src/lib/socket-client.ts) validates what arrives and types `subscribe`. On the wire a client sends
// `{ "action": <client event>, ...payload }` and receives `{ "event": <server event>, "data", "timestamp" }`.
//
// Spec §7 names the events but shows few payloads; the shapes below follow the entities of spec §3
// (chat room, message, staff status, notification) and are what the chat, presence, ticket and
// notification capabilities build on. `live` says whether the server does something with it today.
import * as z from 'zod';

const Id = z.string().min(1).max(64);
const Time = z.string().max(40);
const Text = (max: number) => z.string().max(max);

/** Who receives a server event; for a client event, `server`. */
export type Audience =
  /** Client → server: the ws function handles it. */
  | 'server'
  /** Only the socket the event is about (the answer to its own message, its session ending). */
  | 'connection'
  /** Every open socket of one user (all their tabs and devices). */
  | 'user'
  /** The members of one chat: its student or guest and the staff in it. */
  | 'chat'
  /** Staff who can take chats (online, whatever their availability). */
  | 'staff'
  /** A ticket's creator and the staff assigned to it. */
  | 'ticket';

interface EventSpec<P extends z.ZodType> {
  payload: P;
  audience: Audience;
  /** What it means, in one sentence. */
  about: string;
  /** Spec §7, or added by the product (say why). */
  source: 'spec' | 'product';
  /** Whether the server acts on it (client events) or sends it (server events) today. */
  live: boolean;
  /**
   * Also sent as `<name>.<chat id>` (spec §7: "per-chat variants with the chat id as suffix"): that form to the sockets
   * following the chat (`join-chat`, `join-guest-chat`), the plain one to its members' other sockets; each socket once.
   */
  perChat?: boolean;
  /**
   * A client action served by a domain's function rather than the ws function: API Gateway routes a message by its
   * `action` (the route selection expression `$request.body.action`), so the chat function answers chat actions.
   */
  servedBy?: 'chat';
}

const event = <const S extends EventSpec<z.ZodType>>(spec: S) => spec;

// ---- Shapes from spec §3 ----

export const ChatStatus = z.enum(['pending', 'active', 'transferred', 'ended']);

/** Spec §3 message content: message_type, body, sender_type, file, metadata read/read_at/sent_at. */
export const ChatMessage = z.object({
  id: Id,
  chat_id: Id,
  message_type: z.enum(['system', 'file', 'text']),
  body: Text(5000),
  sender_type: z.enum(['user', 'guest', 'system']),
  sender_id: Id.optional(),
  /** Who sent it, as the other side sees them (added: the spec's message has no name). */
  sender_name: Text(200).optional(),
  /** The sender's own reference for it (added): a message sent again after a dropped socket is stored once. */
  client_id: Id.optional(),
  file: z.object({ id: Id, name: Text(255), size: z.number().int().nonnegative(), content_type: Text(100) }).optional(),
  metadata: z.object({ read: z.boolean(), read_at: Time.optional(), sent_at: Time }),
});

/** Spec §3 chat room: id, status, guest_email, created_at (messages come through history). */
export const ChatRoom = z.object({
  id: Id,
  status: ChatStatus,
  guest_email: z.string().max(254).optional(),
  staff_role: Text(100).optional(),
  created_at: Time,
});

/** Spec §3 staff status, with its field names as written there. */
export const StaffStatus = z.object({
  userId: Id,
  isOnline: z.boolean(),
  role: Text(100),
  availableForChat: z.boolean(),
});

/** Spec §3 notification: id, user_id, read, trash (other fields not shown). */
export const Notification = z.object({
  id: Id,
  user_id: Id,
  read: z.boolean(),
  trash: z.boolean(),
  title: Text(200).optional(),
  body: Text(2000).optional(),
  /** What it is about, and the page to open (added: a bell shows and links it). */
  type: Text(50).optional(),
  link: Text(500).optional(),
  created_at: Time.optional(),
});

/** Why the server ended a socket's session; the SPA says it and signs out locally. */
export const SESSION_END_REASONS = ['signed-out', 'password-changed', 'password-reset', 'account-deleted', 'expired'] as const;
export type SessionEndReason = (typeof SESSION_END_REASONS)[number];

const Empty = z.object({});
const ChatRef = z.object({ chat_id: Id });
/** A client's reference for a message: sending it again (after a dropped socket) stores it once. */
export const ClientRef = z
  .string()
  .min(8, 'Use 8 to 64 letters, digits, - or _')
  .max(64, 'Use 8 to 64 letters, digits, - or _')
  .regex(/^[A-Za-z0-9_-]+$/, 'Use 8 to 64 letters, digits, - or _');
const Upload = z.object({ chat_id: Id, upload_id: Id });

// ---- Client → server ----

export const CLIENT_EVENTS = {
  authenticate: event({
    payload: z.object({ token: Text(200) }),
    audience: 'server',
    about: 'Says who the socket is; the portal takes the session token at connect (`?token=`), so this is not needed.',
    source: 'spec',
    live: false,
  }),
  'authenticate-guest': event({
    payload: z.object({ guest_token: Text(200) }),
    audience: 'server',
    about: 'A chat guest identifies with their guest token.',
    source: 'spec',
    live: false,
  }),
  'join-room': event({
    payload: z.object({ room: Text(100) }),
    audience: 'server',
    about:
      'Joins a named room. Not taken: every audience the portal pushes to is derived from the record (a user, a chat’s members, a ticket’s people), so there is no free-named room a socket could listen in on.',
    source: 'spec',
    live: false,
  }),
  'join-chat': event({
    payload: ChatRef,
    audience: 'server',
    about:
      'A student or staff member follows a chat they may see (an admin watching, staff looking at a waiting one): its events reach this socket too. Answered with `chat-status`.',
    source: 'spec',
    live: true,
    servedBy: 'chat',
  }),
  'join-guest-chat': event({
    payload: ChatRef.extend({ guest_email: z.string().max(254) }),
    audience: 'server',
    about: 'A guest follows their chat (their socket opened with its pass). Answered with `chat-status`.',
    source: 'spec',
    live: true,
    servedBy: 'chat',
  }),
  'leave-chat': event({ payload: ChatRef, audience: 'server', about: 'Stops following a chat.', source: 'spec', live: true, servedBy: 'chat' }),
  'chat.message': event({
    payload: ChatRef.extend({ body: Text(5000), client_id: ClientRef.optional() }),
    audience: 'server',
    about: 'Sends a text message to a chat; with `client_id`, sending it again stores it once. The chat’s members hear `chat.message`.',
    source: 'spec',
    live: true,
    servedBy: 'chat',
  }),
  'chat-status': event({
    payload: ChatRef.extend({ status: ChatStatus }),
    audience: 'server',
    about: 'Changes a chat’s status: `active` accepts a waiting chat, `ended` ends it (a transfer names its staff member: use the call).',
    source: 'spec',
    live: true,
    servedBy: 'chat',
  }),
  typing: event({
    payload: ChatRef.extend({ typing: z.boolean() }),
    audience: 'server',
    about: 'The sender is typing in a chat, or stopped (sent at most every few seconds while typing). The other members hear `chat.typing`.',
    source: 'product',
    live: true,
    servedBy: 'chat',
  }),
  'user-activity': event({
    payload: Empty,
    audience: 'server',
    about: 'The tab is in use (every 30 s, spec §9); keeps the socket and presence alive. Answered with `pong`.',
    source: 'spec',
    live: true,
  }),
  'user-logout': event({ payload: Empty, audience: 'server', about: 'The user signs out: staff go offline.', source: 'spec', live: true }),
  'toggle-staff-availability': event({
    payload: z.object({ available: z.boolean() }),
    audience: 'server',
    about: 'Staff mark themselves available for chat, or not.',
    source: 'spec',
    live: true,
  }),
  'attachment-upload-progress': event({
    payload: Upload.extend({ percent: z.number().min(0).max(100), file_name: Text(255).optional(), error: Text(300).optional() }),
    audience: 'server',
    about:
      'How far a chat attachment’s upload has come (with `error` when it failed), for the other side: they hear `attachment-upload-started` or `attachment-upload-error`.',
    source: 'spec',
    live: true,
    servedBy: 'chat',
  }),
  ping: event({ payload: Empty, audience: 'server', about: 'Is the socket alive? Answered with `pong`.', source: 'product', live: true }),
} as const;

// ---- Server → client ----

export const SERVER_EVENTS = {
  'staff.availability.changed': event({
    payload: z.object({ user_id: Id, available_for_chat: z.boolean() }),
    audience: 'staff',
    about: 'A staff member became available for chat, or stopped.',
    source: 'spec',
    live: true,
  }),
  'staff.status.update': event({
    payload: StaffStatus,
    audience: 'staff',
    about: 'A staff member came online or went offline.',
    source: 'spec',
    live: true,
  }),
  'chat.message': event({
    payload: ChatMessage,
    audience: 'chat',
    about: 'A message arrived in a chat.',
    source: 'spec',
    live: true,
    perChat: true,
  }),
  'chat-status': event({
    payload: ChatRef.extend({ status: ChatStatus }),
    audience: 'chat',
    about: 'A chat’s status changed.',
    source: 'spec',
    live: true,
    perChat: true,
  }),
  'new.chat': event({ payload: ChatRoom, audience: 'staff', about: 'A student or guest asks for a chat.', source: 'spec', live: true }),
  'chat.staff.joined': event({
    payload: ChatRef.extend({ staff_id: Id, name: Text(200).optional() }),
    audience: 'chat',
    about: 'A staff member joined a chat.',
    source: 'spec',
    live: true,
    perChat: true,
  }),
  'chat.staff.left': event({
    payload: ChatRef.extend({ staff_id: Id }),
    audience: 'chat',
    about: 'A staff member left a chat.',
    source: 'spec',
    live: true,
    perChat: true,
  }),
  'chat.ended': event({
    payload: ChatRef.extend({ ended_by: Id.optional() }),
    audience: 'chat',
    about: 'A chat ended.',
    source: 'spec',
    live: true,
    perChat: true,
  }),
  'chat.transferred': event({
    payload: ChatRef.extend({ from_staff_id: Id.optional(), staff_id: Id }),
    audience: 'chat',
    about: 'A chat moved to another staff member.',
    source: 'spec',
    live: true,
    perChat: true,
  }),
  'chat.accepted': event({
    payload: ChatRef.extend({ staff_id: Id }),
    audience: 'chat',
    about: 'A staff member accepted a pending chat.',
    source: 'spec',
    live: true,
    perChat: true,
  }),
  'user-status-changed': event({
    payload: z.object({ user_id: Id, is_online: z.boolean() }),
    audience: 'staff',
    about: 'Someone came online or went offline.',
    source: 'spec',
    live: false,
  }),
  'ticket-status': event({
    payload: z.object({
      ticket_id: Id,
      // Spec §4's transitions, and `replied` and `rated` (issue 9: every reply, and the requester's rating, are announced too).
      status: z.enum(['created', 'assigned', 'unassigned', 'closed', 'reopened', 'replied', 'rated']),
      notification: Notification,
    }),
    audience: 'ticket',
    about: 'A ticket changed status; `notification` is the one added for the receiver (spec §4).',
    source: 'spec',
    live: true,
  }),
  'attachment-upload-started': event({
    payload: Upload.extend({ file_name: Text(255), percent: z.number().min(0).max(100).optional() }),
    audience: 'chat',
    about: 'The other side is uploading a chat attachment (sent again as it progresses).',
    source: 'spec',
    live: true,
    perChat: true,
  }),
  'attachment-upload-completed': event({
    payload: Upload.extend({ message: ChatMessage }),
    audience: 'chat',
    about: 'A chat attachment arrived, with the message that carries it.',
    source: 'spec',
    live: true,
    perChat: true,
  }),
  'attachment-upload-error': event({
    payload: Upload.extend({ message: Text(300) }),
    audience: 'chat',
    about: 'A chat attachment’s upload failed.',
    source: 'spec',
    live: true,
    perChat: true,
  }),
  'chat.typing': event({
    payload: ChatRef.extend({ sender_type: z.enum(['user', 'guest']), sender_id: Id.optional(), name: Text(200), typing: z.boolean() }),
    audience: 'chat',
    about: 'Someone in the chat is typing, or stopped (added: a help desk shows it).',
    source: 'product',
    live: true,
    perChat: true,
  }),
  'notification.created': event({
    payload: z.object({ notification: Notification }),
    audience: 'user',
    about:
      'A notification was added for the receiver (anything but a ticket’s, which comes with `ticket-status`). Added: the bell counts it at once.',
    source: 'product',
    live: true,
  }),
  pong: event({ payload: Empty, audience: 'connection', about: 'The answer to `ping` and `user-activity`.', source: 'product', live: true }),
  error: event({
    payload: z.object({
      message: Text(300),
      /** The action refused, its chat and message reference, and the API's error code (added: the client can tell what failed). */
      action: Text(50).optional(),
      chat_id: Id.optional(),
      client_id: Id.optional(),
      code: Text(100).optional(),
      errors: z.record(z.string(), z.array(Text(300))).optional(),
    }),
    audience: 'connection',
    about: 'The socket’s last message was not understood.',
    source: 'product',
    live: true,
  }),
  'session.ended': event({
    payload: z.object({ reason: z.enum(SESSION_END_REASONS) }),
    audience: 'connection',
    about:
      'The session that opened the socket ended (signed out in another tab, password changed or reset, account deleted, expired); the socket closes next. Added so the SPA signs out at once instead of at its next call.',
    source: 'product',
    live: true,
  }),
} as const;

type ClientEvents = typeof CLIENT_EVENTS;

/** The functions that serve client actions besides the ws function. */
export type ActionServer = NonNullable<EventSpec<z.ZodType>['servedBy']>;

/** The client actions a function serves (its WebSocket API routes); the rest go to the ws function (`$default`). */
export const actionsServedBy = (server: ActionServer): ClientEventName[] =>
  (Object.keys(CLIENT_EVENTS) as ClientEventName[]).filter((name) => (CLIENT_EVENTS[name] as { servedBy?: string }).servedBy === server);

/** Which function serves an action, as API Gateway's route selection (`$request.body.action`) picks it. */
export const serverOfAction = (action: string): ActionServer | undefined =>
  own(CLIENT_EVENTS, action) ? (CLIENT_EVENTS[action] as { servedBy?: ActionServer }).servedBy : undefined;

type ServerEvents = typeof SERVER_EVENTS;

export type ClientEventName = keyof ClientEvents;
export type ServerEventName = keyof ServerEvents;

/** What a client sends with an action (before defaults). */
export type ClientPayload<N extends ClientEventName> = z.input<ClientEvents[N]['payload']>;
/** What a client action carries once checked. */
export type ClientData<N extends ClientEventName> = z.output<ClientEvents[N]['payload']>;
/** What a server event carries. */
export type ServerData<N extends ServerEventName> = z.output<ServerEvents[N]['payload']>;

/** The server events that also come per chat, as `<name>.<chat id>`. */
export type PerChatEventName = { [N in ServerEventName]: ServerEvents[N] extends { perChat: true } ? N : never }[ServerEventName];

export { perChatEventName } from './event-names';

const own = <T extends object>(table: T, key: string): key is Extract<keyof T, string> => Object.hasOwn(table, key);

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
  let event: ServerEventName | undefined = own(SERVER_EVENTS, name) ? name : undefined;
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

/** A client message checked against the catalogue; `error` says what was wrong, for the `error` event. */
export type ClientMessage = { [N in ClientEventName]: { action: N; data: ClientData<N> } }[ClientEventName];

/** Reads a client message (`{ action, ...payload }`). */
export const parseClientMessage = (raw: string | undefined): ClientMessage | { error: string } => {
  let message: unknown;
  try {
    message = JSON.parse(raw ?? '');
  } catch {
    return { error: 'Send JSON: { "action": ..., ... }' };
  }
  if (typeof message !== 'object' || message === null || Array.isArray(message)) return { error: 'Send JSON: { "action": ..., ... }' };
  const { action, ...payload } = message as { action?: unknown };
  if (typeof action !== 'string' || !own(CLIENT_EVENTS, action)) return { error: `Unknown action: ${String(action ?? '(none)').slice(0, 100)}` };
  const data = CLIENT_EVENTS[action].payload.safeParse(payload);
  if (!data.success)
    return {
      error: `Invalid ${action}: ${data.error.issues
        .map((i) => [i.path.join('.'), i.message].filter(Boolean).join(' '))
        .join('; ')
        .slice(0, 200)}`,
    };
  return { action, data: data.data } as ClientMessage;
};
