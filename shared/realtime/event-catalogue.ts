// The catalogue of websocket events (spec §7 "Realtime socket"), read by both sides: each event's direction, payload,
// audience, and whether the server takes or sends it today. On the wire a client sends `{ "action": <client event>,
// ...payload }` and receives `{ "event": <server event>, "data", "timestamp" }`. The ws function and the chat function
// read what clients send with client-message.ts; the SPA's socket client (web/src/lib/socket-client.ts) reads what
// arrives with server-message.ts and types `subscribe` and `send` from here.
//
// Spec §7 names the events but shows few payloads; the shapes follow the entities of spec §3 (chat room, message, staff
// status, notification) and live with their domains' schemas (shared/schemas/chat.ts, tickets.ts, notifications.ts,
// auth.ts) or, for the socket's own (`ping`, `error`), shared/schemas/ws.ts.
import type * as z from 'zod';
import { SessionEnded } from '../schemas/auth';
import {
  AttachmentUploadCompleted,
  AttachmentUploadError,
  AttachmentUploadProgress,
  AttachmentUploadStarted,
  AuthenticateGuest,
  ChatAccepted,
  ChatEnded,
  ChatMessage,
  ChatRef,
  ChatRoom,
  ChatStaffJoined,
  ChatStaffLeft,
  ChatStatusChange,
  ChatTransferred,
  ChatTyping,
  JoinGuestChat,
  SendChatMessage,
  StaffAvailabilityChanged,
  StaffStatus,
  ToggleStaffAvailability,
  Typing,
  UserStatusChanged,
} from '../schemas/chat';
import { NotificationCreated } from '../schemas/notifications';
import { TicketStatusChanged } from '../schemas/tickets';
import { AccessChanged, Authenticate, JoinRoom, NoPayload, SocketError } from '../schemas/ws';

/** Who receives a server event; for a client event, `server`. */
export type Audience =
  /** Client → server: the ws function handles it, or the function it is `servedBy`. */
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

// ---- Client → server ----

export const CLIENT_EVENTS = {
  authenticate: event({
    payload: Authenticate,
    audience: 'server',
    about: 'Says who the socket is; the portal takes the session token at connect (`?token=`), so this is not needed.',
    source: 'spec',
    live: false,
  }),
  'authenticate-guest': event({
    payload: AuthenticateGuest,
    audience: 'server',
    about: 'A chat guest identifies with their guest token.',
    source: 'spec',
    live: false,
  }),
  'join-room': event({
    payload: JoinRoom,
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
    payload: JoinGuestChat,
    audience: 'server',
    about: 'A guest follows their chat (their socket opened with its pass). Answered with `chat-status`.',
    source: 'spec',
    live: true,
    servedBy: 'chat',
  }),
  'leave-chat': event({ payload: ChatRef, audience: 'server', about: 'Stops following a chat.', source: 'spec', live: true, servedBy: 'chat' }),
  'chat.message': event({
    payload: SendChatMessage,
    audience: 'server',
    about: 'Sends a text message to a chat; with `client_id`, sending it again stores it once. The chat’s members hear `chat.message`.',
    source: 'spec',
    live: true,
    servedBy: 'chat',
  }),
  'chat-status': event({
    payload: ChatStatusChange,
    audience: 'server',
    about: 'Changes a chat’s status: `active` accepts a waiting chat, `ended` ends it (a transfer names its staff member: use the call).',
    source: 'spec',
    live: true,
    servedBy: 'chat',
  }),
  typing: event({
    payload: Typing,
    audience: 'server',
    about: 'The sender is typing in a chat, or stopped (sent at most every few seconds while typing). The other members hear `chat.typing`.',
    source: 'product',
    live: true,
    servedBy: 'chat',
  }),
  'user-activity': event({
    payload: NoPayload,
    audience: 'server',
    about: 'The tab is in use (every 30 s, spec §9); keeps the socket and presence alive. Answered with `pong`.',
    source: 'spec',
    live: true,
  }),
  'user-logout': event({ payload: NoPayload, audience: 'server', about: 'The user signs out: staff go offline.', source: 'spec', live: true }),
  'toggle-staff-availability': event({
    payload: ToggleStaffAvailability,
    audience: 'server',
    about: 'Staff mark themselves available for chat, or not.',
    source: 'spec',
    live: true,
  }),
  'attachment-upload-progress': event({
    payload: AttachmentUploadProgress,
    audience: 'server',
    about:
      'How far a chat attachment’s upload has come (with `error` when it failed), for the other side: they hear `attachment-upload-started` or `attachment-upload-error`.',
    source: 'spec',
    live: true,
    servedBy: 'chat',
  }),
  ping: event({ payload: NoPayload, audience: 'server', about: 'Is the socket alive? Answered with `pong`.', source: 'product', live: true }),
} as const;

// ---- Server → client ----

export const SERVER_EVENTS = {
  'staff.availability.changed': event({
    payload: StaffAvailabilityChanged,
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
    payload: ChatStatusChange,
    audience: 'chat',
    about: 'A chat’s status changed.',
    source: 'spec',
    live: true,
    perChat: true,
  }),
  'new.chat': event({ payload: ChatRoom, audience: 'staff', about: 'A student or guest asks for a chat.', source: 'spec', live: true }),
  'chat.staff.joined': event({
    payload: ChatStaffJoined,
    audience: 'chat',
    about: 'A staff member joined a chat.',
    source: 'spec',
    live: true,
    perChat: true,
  }),
  'chat.staff.left': event({
    payload: ChatStaffLeft,
    audience: 'chat',
    about: 'A staff member left a chat.',
    source: 'spec',
    live: true,
    perChat: true,
  }),
  'chat.ended': event({
    payload: ChatEnded,
    audience: 'chat',
    about: 'A chat ended.',
    source: 'spec',
    live: true,
    perChat: true,
  }),
  'chat.transferred': event({
    payload: ChatTransferred,
    audience: 'chat',
    about: 'A chat moved to another staff member.',
    source: 'spec',
    live: true,
    perChat: true,
  }),
  'chat.accepted': event({
    payload: ChatAccepted,
    audience: 'chat',
    about: 'A staff member accepted a pending chat.',
    source: 'spec',
    live: true,
    perChat: true,
  }),
  'user-status-changed': event({
    payload: UserStatusChanged,
    audience: 'staff',
    about: 'Someone came online or went offline.',
    source: 'spec',
    live: false,
  }),
  'ticket-status': event({
    payload: TicketStatusChanged,
    audience: 'ticket',
    about: 'A ticket changed status; `notification` is the one added for the receiver (spec §4).',
    source: 'spec',
    live: true,
  }),
  'attachment-upload-started': event({
    payload: AttachmentUploadStarted,
    audience: 'chat',
    about: 'The other side is uploading a chat attachment (sent again as it progresses).',
    source: 'spec',
    live: true,
    perChat: true,
  }),
  'attachment-upload-completed': event({
    payload: AttachmentUploadCompleted,
    audience: 'chat',
    about: 'A chat attachment arrived, with the message that carries it.',
    source: 'spec',
    live: true,
    perChat: true,
  }),
  'attachment-upload-error': event({
    payload: AttachmentUploadError,
    audience: 'chat',
    about: 'A chat attachment’s upload failed.',
    source: 'spec',
    live: true,
    perChat: true,
  }),
  'chat.typing': event({
    payload: ChatTyping,
    audience: 'chat',
    about: 'Someone in the chat is typing, or stopped (added: a help desk shows it).',
    source: 'product',
    live: true,
    perChat: true,
  }),
  'notification.created': event({
    payload: NotificationCreated,
    audience: 'user',
    about:
      'A notification was added for the receiver (anything but a ticket’s, which comes with `ticket-status`). Added: the bell counts it at once.',
    source: 'product',
    live: true,
  }),
  pong: event({ payload: NoPayload, audience: 'connection', about: 'The answer to `ping` and `user-activity`.', source: 'product', live: true }),
  error: event({
    payload: SocketError,
    audience: 'connection',
    about: 'The socket’s last message was not understood.',
    source: 'product',
    live: true,
  }),
  'access.changed': event({
    payload: AccessChanged,
    audience: 'connection',
    about:
      'The person’s role, or their role’s permissions, changed: the socket closes next, and the page reads who they are again and reconnects, hearing only what they may now (added: permissions are live).',
    source: 'product',
    live: true,
  }),
  'session.ended': event({
    payload: SessionEnded,
    audience: 'connection',
    about:
      'The session that opened the socket ended (signed out in another tab, password changed or reset, account deleted, expired); the socket closes next. Added so the SPA signs out at once instead of at its next call.',
    source: 'product',
    live: true,
  }),
} as const;

type ClientEvents = typeof CLIENT_EVENTS;
type ServerEvents = typeof SERVER_EVENTS;

export type ClientEventName = keyof ClientEvents;
export type ServerEventName = keyof ServerEvents;

/** What a client sends with an action (before defaults). */
export type ClientPayload<N extends ClientEventName> = z.input<ClientEvents[N]['payload']>;
/** What a client action carries once checked. */
export type ClientData<N extends ClientEventName> = z.output<ClientEvents[N]['payload']>;
/** What a server event carries. */
export type ServerData<N extends ServerEventName> = z.output<ServerEvents[N]['payload']>;

/** The server events that also come per chat, as `<name>.<chat id>` (spelt by `perChatEventName`, event-names.ts). */
export type PerChatEventName = { [N in ServerEventName]: ServerEvents[N] extends { perChat: true } ? N : never }[ServerEventName];

// Own keys only: a name off the wire such as `__proto__` or `toString` is no event. (A server event's name is read by
// server-event-readers.ts, which the SPA's socket client loads without this catalogue.)
/** Whether a client's `action` names a client event of the catalogue. */
export const isClientEventName = (name: string): name is ClientEventName => Object.hasOwn(CLIENT_EVENTS, name);

/** The functions that serve client actions besides the ws function. */
export type ActionServer = NonNullable<EventSpec<z.ZodType>['servedBy']>;

/** The client actions a function serves (its WebSocket API routes); the rest go to the ws function (`$default`). */
export const actionsServedBy = (server: ActionServer): ClientEventName[] =>
  (Object.keys(CLIENT_EVENTS) as ClientEventName[]).filter((name) => (CLIENT_EVENTS[name] as { servedBy?: string }).servedBy === server);

/** Which function serves an action, as API Gateway's route selection (`$request.body.action`) picks it. */
export const serverOfAction = (action: string): ActionServer | undefined =>
  isClientEventName(action) ? (CLIENT_EVENTS[action] as { servedBy?: ActionServer }).servedBy : undefined;
