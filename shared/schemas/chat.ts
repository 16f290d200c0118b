// Live chat (docs/decisions.md, "Live chat"): the payloads of the chat calls and socket events of spec §7. Spec §3 names a chat room (id,
// status, guest_email, created_at, messages), a message (message_type, body, sender_type, file, metadata read/read_at/
// sent_at) and a staff status (userId, isOnline, role, availableForChat); the rest is what a help desk needs. Which
// event carries which payload, and who hears it, is the event catalogue's (shared/realtime/event-catalogue.ts).
import * as z from 'zod';
import { Email, PersonName } from './auth';
import { CHAT_MESSAGE_MAX, CHAT_STATUSES } from './chat-rules';
import { Id, LooseId, TimeText } from './common';

export const ChatStatus = z.enum(CHAT_STATUSES);
export type ChatStatus = z.infer<typeof ChatStatus>;

/** Spec §3 message content: message_type, body, sender_type, file, metadata read/read_at/sent_at. */
export const ChatMessage = z.object({
  id: LooseId,
  chat_id: LooseId,
  message_type: z.enum(['system', 'file', 'text']),
  body: z.string().max(5000),
  sender_type: z.enum(['user', 'guest', 'system']),
  sender_id: LooseId.optional(),
  /** Who sent it, as the other side sees them (added: the spec's message has no name). */
  sender_name: z.string().max(200).optional(),
  /** The sender's own reference for it (added): a message sent again after a dropped socket is stored once. */
  client_id: LooseId.optional(),
  file: z.object({ id: LooseId, name: z.string().max(255), size: z.number().int().nonnegative(), content_type: z.string().max(100) }).optional(),
  metadata: z.object({ read: z.boolean(), read_at: TimeText.optional(), sent_at: TimeText }),
});
export type ChatMessage = z.infer<typeof ChatMessage>;

/** Spec §3 chat room: id, status, guest_email, created_at (messages come through history). */
export const ChatRoom = z.object({
  id: LooseId,
  status: ChatStatus,
  guest_email: z.string().max(254).optional(),
  staff_role: z.string().max(100).optional(),
  created_at: TimeText,
});
export type ChatRoom = z.infer<typeof ChatRoom>;

/** A client's reference for a message: sending it again (after a dropped socket) stores it once. */
export const ClientRef = z
  .string()
  .min(8, 'Use 8 to 64 letters, digits, - or _')
  .max(64, 'Use 8 to 64 letters, digits, - or _')
  .regex(/^[A-Za-z0-9_-]+$/, 'Use 8 to 64 letters, digits, - or _');
export type ClientRef = z.infer<typeof ClientRef>;

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

/** A message as the chat calls answer it: the very shape the socket pushes, under the name the views go by. */
export const ChatMessageView = ChatMessage;
export type ChatMessageView = ChatMessage;

/** `GET /api/chat/guest/{id}/history`: the conversation and the chat itself (its status and place in the queue). */
export const GuestHistory = z.strictObject({ message: z.string().optional(), data: z.array(ChatMessage), chat: ChatView });

/** A guest's chat as it starts: the chat and the pass for its calls and socket (kept in the tab, never mailed). */
export const GuestChatStart = z.strictObject({ chat: ChatView, guest_token: z.string() });

/** `GET /api/chat/check-availability` and `/chat/guest/available-staff`: whether anyone of this team (`staff_role`), or of any team, is there. */
export const AvailabilityQuery = z.object({ staff_role: StaffRole.optional() });
export type AvailabilityQuery = z.infer<typeof AvailabilityQuery>;

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

/** A guest's chat pass lasts a day: a chat is minutes long, the transcript is mailed at its end. */
export const CHAT_PASS_SECONDS = 24 * 60 * 60;

// ---- The socket (spec §7 "Realtime socket"): what chat actions carry and what chat events tell ----

/** The chat an action or event is about. */
export const ChatRef = z.object({ chat_id: LooseId });
export type ChatRef = z.infer<typeof ChatRef>;

/** `authenticate-guest`: a guest's chat pass (not taken: a guest's socket opens with it, `?guest_token=`). */
export const AuthenticateGuest = z.object({ guest_token: z.string().max(200) });
export type AuthenticateGuest = z.infer<typeof AuthenticateGuest>;

/** `join-guest-chat`: a guest follows their chat, naming its address as every guest call does. */
export const JoinGuestChat = ChatRef.extend({ guest_email: z.string().max(254) });
export type JoinGuestChat = z.infer<typeof JoinGuestChat>;

/** `chat.message` from a client; the chat's members then hear the stored `ChatMessage`. */
export const SendChatMessage = ChatRef.extend({ body: z.string().max(5000), client_id: ClientRef.optional() });
export type SendChatMessage = z.infer<typeof SendChatMessage>;

/** `chat-status`, both ways: a client accepts or ends a chat with it, and its members hear the change. */
export const ChatStatusChange = ChatRef.extend({ status: ChatStatus });
export type ChatStatusChange = z.infer<typeof ChatStatusChange>;

/** `typing`: the sender is typing in a chat, or stopped. */
export const Typing = ChatRef.extend({ typing: z.boolean() });
export type Typing = z.infer<typeof Typing>;

/** `chat.typing`: who is typing in the chat, or stopped, as the other members hear it. */
export const ChatTyping = ChatRef.extend({
  sender_type: z.enum(['user', 'guest']),
  sender_id: LooseId.optional(),
  name: z.string().max(200),
  typing: z.boolean(),
});
export type ChatTyping = z.infer<typeof ChatTyping>;

export const ChatStaffJoined = ChatRef.extend({ staff_id: LooseId, name: z.string().max(200).optional() });
export type ChatStaffJoined = z.infer<typeof ChatStaffJoined>;

export const ChatStaffLeft = ChatRef.extend({ staff_id: LooseId });
export type ChatStaffLeft = z.infer<typeof ChatStaffLeft>;

export const ChatAccepted = ChatRef.extend({ staff_id: LooseId });
export type ChatAccepted = z.infer<typeof ChatAccepted>;

export const ChatTransferred = ChatRef.extend({ from_staff_id: LooseId.optional(), staff_id: LooseId });
export type ChatTransferred = z.infer<typeof ChatTransferred>;

export const ChatEnded = ChatRef.extend({ ended_by: LooseId.optional() });
export type ChatEnded = z.infer<typeof ChatEnded>;

/** An attachment on its way: the chat and the sender's own name for the upload. */
const UploadRef = z.object({ chat_id: LooseId, upload_id: LooseId });

/** `attachment-upload-progress`: how far the sender's upload has come, with `error` when it failed. */
export const AttachmentUploadProgress = UploadRef.extend({
  percent: z.number().min(0).max(100),
  file_name: z.string().max(255).optional(),
  error: z.string().max(300).optional(),
});
export type AttachmentUploadProgress = z.infer<typeof AttachmentUploadProgress>;

export const AttachmentUploadStarted = UploadRef.extend({ file_name: z.string().max(255), percent: z.number().min(0).max(100).optional() });
export type AttachmentUploadStarted = z.infer<typeof AttachmentUploadStarted>;

/** The upload arrived, with the message that carries it. */
export const AttachmentUploadCompleted = UploadRef.extend({ message: ChatMessage });
export type AttachmentUploadCompleted = z.infer<typeof AttachmentUploadCompleted>;

export const AttachmentUploadError = UploadRef.extend({ message: z.string().max(300) });
export type AttachmentUploadError = z.infer<typeof AttachmentUploadError>;

// ---- Staff presence (spec §4): who takes chats now ----

/** Spec §3 staff status, with its field names as written there. */
export const StaffStatus = z.object({
  userId: LooseId,
  isOnline: z.boolean(),
  role: z.string().max(100),
  availableForChat: z.boolean(),
});
export type StaffStatus = z.infer<typeof StaffStatus>;

/** `toggle-staff-availability`: a staff member's own switch (the call's twin is `AvailabilityBody`). */
export const ToggleStaffAvailability = z.object({ available: z.boolean() });
export type ToggleStaffAvailability = z.infer<typeof ToggleStaffAvailability>;

export const StaffAvailabilityChanged = z.object({ user_id: LooseId, available_for_chat: z.boolean() });
export type StaffAvailabilityChanged = z.infer<typeof StaffAvailabilityChanged>;

export const UserStatusChanged = z.object({ user_id: LooseId, is_online: z.boolean() });
export type UserStatusChanged = z.infer<typeof UserStatusChanged>;
