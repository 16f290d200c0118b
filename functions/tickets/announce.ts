// What a ticket's change tells the people involved: an audit entry and a notification each, pushed
// live as `ticket-status` to whoever is connected, and a mail to the requester for what they must know.
// Internal notes reach staff only, and no event, notification or mail carries a note's text.
import type { ServerData } from '@shared/realtime/event-catalogue';
import { GUEST_ACTOR, record, toLiveNotification } from '@functions/platform/audit';
import { appLink, sendLimitedMail } from '@functions/platform/mail';
import { pushToUser } from '@functions/platform/realtime';
import type { Party } from './access';
import { guestTicketPath, issuePass } from './guest-pass';
import type { Ticket } from './ticket-store';

export type TicketEvent = ServerData<'ticket-status'>['status'];

export interface Announcement {
  event: TicketEvent;
  /** A sentence for the history and the notification: "Sam Lee closed the ticket." */
  summary: string;
  /** Who hears of it besides the history (the caller never notifies themself). */
  to: readonly string[];
  /** A mail to the requester (an account's address or a guest's), when they must know. */
  mail?: { subject: string; paragraphs: string[] };
}

export const ticketLink = (ticket: Ticket) => `/tickets/${ticket.id}`;

/** The requester and the assignees: the people a ticket's change concerns. */
export const peopleOn = (ticket: Ticket): string[] => [...(ticket.requesterId ? [ticket.requesterId] : []), ...ticket.assigneeIds];

/** The link a mail to the requester carries: the ticket's page, or for a guest a fresh pass to it. */
const requesterLink = async (ticket: Ticket) =>
  appLink(ticket.requesterId ? ticketLink(ticket) : guestTicketPath(ticket.id, await issuePass(ticket.id)));

/** Who acted: a party to the ticket (named by `name`) or a caller (by their account). */
type TicketActor = Pick<Party, 'userId'> & { name?: string; user?: { name: string } };

export const announce = async (ticket: Ticket, actor: TicketActor, { event, summary, to, mail }: Announcement): Promise<void> => {
  const name = actor.user?.name ?? actor.name;
  const { notifications } = await record({
    // A guest has no account: their entries name them by their part. Anyone else's keep their name as they acted.
    actor: actor.userId ? { userId: actor.userId, ...(name ? { user: { name } } : {}) } : GUEST_ACTOR,
    record: { type: 'ticket', id: ticket.id },
    action: `ticket.${event}`,
    summary,
    notify: {
      userIds: to.filter((id) => id !== actor.userId),
      type: 'ticket-status',
      title: `${ticket.subject}: ${summary}`,
      link: ticketLink(ticket),
      // Spec §4: the ticket's own event carries the notification.
      live: false,
    },
  });
  await Promise.all(
    notifications.map((n) => pushToUser(n.userId, 'ticket-status', { ticket_id: ticket.id, status: event, notification: toLiveNotification(n) })),
  );
  // A guest's own actions mail them nothing (they are on the page); staff's and the system's do.
  const byRequester = ticket.requesterId ? actor.userId === ticket.requesterId : actor.userId === '';
  if (mail && ticket.requesterEmail && !byRequester) {
    // Throttled per address like every mail; the notification and the page keep what a held-back mail would say.
    await sendLimitedMail({ to: ticket.requesterEmail, subject: mail.subject, paragraphs: [...mail.paragraphs, await requesterLink(ticket)] });
  }
};
