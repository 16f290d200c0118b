// Staff answering a chat start a message from a canned reply, as on a ticket: the departments' replies, grouped by
// ticket category, the placeholders filled in from the chat (shared/tickets/canned-replies.ts). Loaded with the staff's
// chat console only: the guest's chat never carries it.
import { Select } from '@mantine/core';
import type { ChatView } from '@shared/schemas/chat';
import { fillCannedReply } from '@shared/tickets/canned-replies';
import { useTicketCategories } from '@web/lib/queries/get-ticket-categories';

/** Who the chat is with, by name (a guest without one by e-mail, whom the reply then greets as "there"). */
const nameIn = (chat: ChatView) => chat.student?.name ?? chat.guest_name ?? chat.guest_email ?? '';

export const ChatCannedReplies = ({ chat, insert }: { chat: ChatView; insert: (text: string) => void }) => {
  const categories = useTicketCategories();
  const groups = (categories.data ?? [])
    .filter((c) => c.canned_replies?.length)
    .map((c) => ({ group: c.name, items: c.canned_replies!.map((r) => ({ value: `${c.id}\u0000${r.title}`, label: r.title })) }));
  if (groups.length === 0) return null;
  return (
    <Select
      label="Insert a canned reply"
      placeholder="Choose one to start from"
      data={groups}
      value={null}
      searchable
      onChange={(value) => {
        const [categoryId, title] = (value ?? '').split('\u0000');
        const reply = categories.data?.find((c) => c.id === categoryId)?.canned_replies?.find((r) => r.title === title);
        // A chat has no subject: its first message is the question.
        if (reply) insert(fillCannedReply(reply.body, { subject: 'your question', requester: { name: nameIn(chat) } }));
      }}
      size="xs"
      mb={6}
      style={{ maxWidth: '24rem' }}
    />
  );
};
