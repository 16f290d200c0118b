// Live chat (issue 11): the payloads of the chat calls of spec §7. Spec §3 names a chat room (id, status,
// guest_email, created_at, messages), a message (message_type, body, sender_type, file, metadata read/read_at/
// sent_at) and a staff status (userId, isOnline, role, availableForChat); the rest is what a help desk needs.
import * as z from 'zod';
import { ChatMessage, ChatStatus, ClientRef } from '../realtime/events';
import { Email, PersonName } from './auth';
import { Id } from './common';

export const CHAT_STATUSES = ChatStatus.options;
export type ChatStatus = z.infer<typeof ChatStatus>;

/** The longest message, in characters (the socket's own limit is larger). */
export const CHAT_MESSAGE_MAX = 5000;

const Content = z
  .string({ message: 'Write a message' })
  .trim()
  .min(1, 'Write a message')
  .max(CHAT_MESSAGE_MAX, `Use at most ${CHAT_MESSAGE_MAX} characters`);

/** The staff role a chat asks for (spec §5: "a chat request names a staff role or department"), by name. */
const StaffRole = z.string({ message: 'Choose who to chat with' }).trim().min(1, 'Choose who to chat with').max(100);

/** `POST /api/chat/student/start`: a signed-in student asks a staff role for a chat, with their first message. */
export const StudentStartBody = z.object({ staff_role: StaffRole, message: Content });
export type StudentStartBody = z.infer<typeof StudentStartBody>;

/** `POST /api/chat/guest/start`: a visitor, known by e-mail only, asks a department for a chat. */
export const GuestStartBody = z.object({
  email: Email,
  name: PersonName.optional(),
  department: StaffRole,
  message: Content,
});
export type GuestStartBody = z.infer<typeof GuestStartBody>;

/** `POST /api/chat/{id}/message` (spec: `{content, is_guest, guest_email}`; the guest's own call is separate). */
export const ChatMessageBody = z.object({
  content: Content,
  /** The sender's reference for the message: sent again (a retry after a dropped connection), it is stored once. */
  client_id: ClientRef.optional(),
  is_guest: z.boolean().optional(),
  guest_email: Email.optional(),
});
export type ChatMessageBody = z.infer<typeof ChatMessageBody>;

export const TransferBody = z.object({ staff_id: Id('Choose who takes the chat over') });
export type TransferBody = z.infer<typeof TransferBody>;

/** A guest's calls name their address as well as carrying their chat pass (`x-chat-pass`). */
export const GuestEmailQuery = z.object({ email: Email });
export const GuestEndBody = z.object({ guest_email: Email, is_guest: z.boolean().optional() });
/** The rest of a guest's upload (a multipart body), beside its files. */
export const GuestUploadBody = z.object({ guest_email: Email, upload_id: ClientRef.optional() });
/** The rest of a signed-in upload: the client's name for it, echoed in `attachment-upload-completed`. */
export const UploadBody = z.object({ upload_id: ClientRef.optional() });
export const GuestMessageBody = z.object({ content: Content, guest_email: Email, is_guest: z.boolean().optional(), client_id: ClientRef.optional() });
export type GuestMessageBody = z.infer<typeof GuestMessageBody>;

/** `POST /api/user/toggle-chat-availability`. */
export const AvailabilityBody = z.object({ available: z.boolean({ message: 'Say whether you are available' }) });

const Person = z.strictObject({ id: z.string(), name: z.string() });

export const ChatView = z.strictObject({
  id: z.string(),
  status: ChatStatus,
  /** The student who asked, or null for a guest. */
  student: Person.extend({ email: z.string() }).nullable(),
  guest_email: z.string().nullable(),
  guest_name: z.string().nullable(),
  staff_role: z.string(),
  /** The staff member who has it (accepted, or was transferred it). */
  assignee: Person.nullable(),
  /** Staff who joined to help, besides the assignee. */
  participants: z.array(Person),
  created_at: z.string(),
  accepted_at: z.string().nullable(),
  ended_at: z.string().nullable(),
  last_message_at: z.string(),
  /** The first message, for the waiting list. */
  preview: z.string(),
  /** While it waits: its place in its team's queue (1 is next), for the student or guest waiting. */
  queue_position: z.number().int().positive().nullable(),
});
export type ChatView = z.infer<typeof ChatView>;

export { ChatMessage as ChatMessageView };
export type ChatMessageView = z.infer<typeof ChatMessage>;

/** `GET /api/chat/guest/{id}/history`: the conversation and the chat itself (its status and place in the queue). */
export const GuestHistory = z.strictObject({ message: z.string().optional(), data: z.array(ChatMessage), chat: ChatView });

/** A guest's chat as it starts: the chat and the pass for its calls and socket (kept in the tab, never mailed). */
export const GuestChatStart = z.strictObject({ chat: ChatView, guest_token: z.string() });

/** `GET /api/chat/check-availability` and `/chat/guest/available-staff` (spec §7: `available_staff[{id, role, available_for_chat}]`). */
export const AvailableStaff = z.strictObject({
  available_staff: z.array(z.strictObject({ id: z.string(), role: z.string(), available_for_chat: z.boolean() })),
  /** The staff roles someone can chat with now: what a start names. */
  roles: z.array(z.string()),
});

/** `GET /api/chat/staff-roles` (spec §7: `staff[{id, is_online, role, available_for_chat}]`), for staff. */
export const StaffRoster = z.strictObject({
  staff: z.array(z.strictObject({ id: z.string(), name: z.string(), is_online: z.boolean(), role: z.string(), available_for_chat: z.boolean() })),
});

/** The most chats one staff member has open at once: new chats are not routed to them past it, nor accepted. */
export const MAX_OPEN_CHATS = 5;

/** The header a guest's calls carry their chat pass in. */
export const CHAT_PASS_HEADER = 'x-chat-pass';
/** A guest's chat pass lasts a day: a chat is minutes long, the transcript is mailed at its end. */
export const CHAT_PASS_SECONDS = 24 * 60 * 60;
