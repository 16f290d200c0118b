// A chat and its messages as the API answers them (snake_case, spec §3's names).
import type { ChatMessageView, ChatView } from '@shared/schemas/chat';
import type { Chat, ChatMessage } from './chat-store';

export const toChatView = (c: Chat): ChatView => ({
  id: c.id,
  status: c.status,
  student: c.studentId ? { id: c.studentId, name: c.studentName ?? '', email: c.studentEmail ?? '' } : null,
  guest_email: c.guestEmail || null,
  guest_name: c.guestName ?? null,
  staff_role: c.staffRole,
  assignee: c.assigneeId ? { id: c.assigneeId, name: c.assigneeName ?? '' } : null,
  participants: c.participants.map((p) => ({ id: p.id, name: p.name })),
  created_at: c.createdAt,
  // A chat taken back to waiting (its taker was over their limit) keeps an accept time that no longer holds.
  accepted_at: c.status === 'pending' ? null : (c.acceptedAt ?? null),
  ended_at: c.endedAt ?? null,
  last_message_at: c.lastMessageAt,
  preview: c.preview,
  queue_position: null,
});

/** A message, read once the other side's read time has passed it (the customer's by staff, staff's by the customer). */
export const toMessageView = (m: ChatMessage, chat: Chat): ChatMessageView => {
  const readAt =
    m.senderType === 'user' && m.senderId !== chat.studentId ? chat.customerReadAt : m.senderType === 'system' ? undefined : chat.staffReadAt;
  const read = Boolean(readAt && readAt >= m.sentAt);
  return {
    id: m.id,
    chat_id: m.chatId,
    message_type: m.messageType,
    body: m.body,
    sender_type: m.senderType,
    ...(m.senderId ? { sender_id: m.senderId } : {}),
    ...(m.senderName ? { sender_name: m.senderName } : {}),
    ...(m.clientId ? { client_id: m.clientId } : {}),
    ...(m.file ? { file: { id: m.file.id, name: m.file.name, size: m.file.size, content_type: m.file.contentType } } : {}),
    metadata: { read, ...(read ? { read_at: readAt } : {}), sent_at: m.sentAt },
  };
};
