import { Select } from '@mantine/core';
import type { TicketView } from '@shared/schemas/tickets';
import { fillCannedReply } from '@shared/tickets/canned-replies';
import { useTicketCategories } from '@web/lib/queries/get-ticket-categories';

/**
 * Staff on a ticket start their reply from one of its category's canned replies, its placeholders filled in from the
 * ticket (shared/tickets/canned-replies.ts); nobody else is offered any.
 */
export const CannedReplyPicker = ({ ticket, onPick }: { ticket: TicketView; onPick: (body: string) => void }) => {
  // Canned replies are staff's: nobody else asks for them.
  const categories = useTicketCategories(ticket.can.note);
  const replies = (categories.data ?? []).find((c) => c.id === ticket.category.id)?.canned_replies ?? [];
  if (!ticket.can.note || replies.length === 0) return null;
  return (
    <Select
      label="Insert a canned reply"
      placeholder="Choose one to start from"
      data={replies.map((r) => ({ value: r.title, label: r.title }))}
      value={null}
      onChange={(title) => {
        const reply = replies.find((r) => r.title === title);
        if (reply) onPick(fillCannedReply(reply.body, ticket));
      }}
      style={{ maxWidth: '24rem' }}
    />
  );
};
