// What each server event carries, read by hand (value-readers.ts): the twin of the catalogue's payload schemas
// (event-catalogue.ts, with the shapes in shared/schemas/), which the server writes with. The SPA's socket client reads
// every frame with these (server-message.ts), so a page with a socket loads no zod; server-event-readers.test.ts holds
// each reader to its schema's verdicts.
import { CHAT_STATUSES } from '../schemas/chat-rules';
import { ACCESS_CHANGE_REASONS, SESSION_END_REASONS } from '../schemas/session-end';
import type { PerChatEventName, ServerData, ServerEventName } from './event-catalogue';
import { array, bool, number, object, oneOf, optional, record, text, type Reader } from './value-readers';

/** `LooseId` (common.ts): bounded like a record id, not checked for its form. */
const looseId = text(64, 1);
/** `TimeText` (common.ts). */
const time = text(40);

const chatRef = { chat_id: looseId };
const chatStatus = oneOf(CHAT_STATUSES);

const chatMessage = object({
  id: looseId,
  chat_id: looseId,
  message_type: oneOf(['system', 'file', 'text']),
  body: text(5000),
  sender_type: oneOf(['user', 'guest', 'system']),
  sender_id: optional(looseId),
  sender_name: optional(text(200)),
  client_id: optional(looseId),
  file: optional(object({ id: looseId, name: text(255), size: number({ int: true, min: 0 }), content_type: text(100) })),
  metadata: object({ read: bool, read_at: optional(time), sent_at: time }),
});

const notification = object({
  id: looseId,
  user_id: looseId,
  read: bool,
  trash: bool,
  title: optional(text(200)),
  body: optional(text(2000)),
  type: optional(text(50)),
  link: optional(text(500)),
  created_at: optional(time),
});

const uploadRef = { chat_id: looseId, upload_id: looseId };
const percent = number({ min: 0, max: 100 });

/** Each server event's reader, typed by the catalogue: a reader that lets through what the schema's type has not fails to compile. */
export const SERVER_EVENT_READERS: { [N in ServerEventName]: Reader<ServerData<N>> } = {
  'staff.availability.changed': object({ user_id: looseId, available_for_chat: bool }),
  'staff.status.update': object({ userId: looseId, isOnline: bool, role: text(100), availableForChat: bool }),
  'chat.message': chatMessage,
  'chat-status': object({ ...chatRef, status: chatStatus }),
  'new.chat': object({ id: looseId, status: chatStatus, guest_email: optional(text(254)), staff_role: optional(text(100)), created_at: time }),
  'chat.staff.joined': object({ ...chatRef, staff_id: looseId, name: optional(text(200)) }),
  'chat.staff.left': object({ ...chatRef, staff_id: looseId }),
  'chat.ended': object({ ...chatRef, ended_by: optional(looseId) }),
  'chat.transferred': object({ ...chatRef, from_staff_id: optional(looseId), staff_id: looseId }),
  'chat.accepted': object({ ...chatRef, staff_id: looseId }),
  'user-status-changed': object({ user_id: looseId, is_online: bool }),
  'ticket-status': object({
    ticket_id: looseId,
    status: oneOf(['created', 'assigned', 'unassigned', 'closed', 'reopened', 'replied', 'rated']),
    notification,
  }),
  'attachment-upload-started': object({ ...uploadRef, file_name: text(255), percent: optional(percent) }),
  'attachment-upload-completed': object({ ...uploadRef, message: chatMessage }),
  'attachment-upload-error': object({ ...uploadRef, message: text(300) }),
  'chat.typing': object({ ...chatRef, sender_type: oneOf(['user', 'guest']), sender_id: optional(looseId), name: text(200), typing: bool }),
  'notification.created': object({ notification }),
  pong: object({}),
  error: object({
    message: text(300),
    action: optional(text(50)),
    chat_id: optional(looseId),
    client_id: optional(looseId),
    code: optional(text(100)),
    errors: optional(record(array(text(300)))),
    retry_after: optional(number({ int: true, min: 1 })),
  }),
  'session.ended': object({ reason: oneOf(SESSION_END_REASONS) }),
  'access.changed': object({ reason: oneOf(ACCESS_CHANGE_REASONS) }),
};

/** The events also sent per chat, as `<name>.<chat id>` (the catalogue's `perChat`), longest name first. */
export const PER_CHAT_EVENTS: readonly PerChatEventName[] = (
  [
    'chat.message',
    'chat-status',
    'chat.staff.joined',
    'chat.staff.left',
    'chat.ended',
    'chat.transferred',
    'chat.accepted',
    'attachment-upload-started',
    'attachment-upload-completed',
    'attachment-upload-error',
    'chat.typing',
  ] satisfies PerChatEventName[]
).sort((a, b) => b.length - a.length);

// Own keys only: a name off the wire such as `__proto__` or `toString` is no event.
/** Whether a name is a server event (a per-chat variant is not: see server-message.ts). */
export const isServerEventName = (name: string): name is ServerEventName => Object.hasOwn(SERVER_EVENT_READERS, name);
