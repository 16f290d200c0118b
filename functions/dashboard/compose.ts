// The dashboard of one caller, composed of the parts each domain offers for it (functions/<domain>/dashboard-parts.ts):
// every part the caller may see, read at once. The parts made of kept counts name theirs and one batch reads them
// all; a part the caller may not see is left out of the answer. Only the live queue (chats waiting, staff online)
// and the recent activity are read as they are, being a handful of items.
import { ROLE } from '@shared/permissions';
import type { DashboardView, OwnDashboard } from '@shared/schemas/dashboard';
import { chatFigures } from '@functions/chat/chat';
import { agentStudents, dueOf, familyFigures, ownStages, recentForms } from '@functions/forms/forms';
import { recentActivity } from '@functions/platform/audit';
import { readCounts } from '@functions/platform/list-counts';
import { readOwnFeed } from '@functions/platform/own-feed';
import type { Caller } from '@functions/platform/session';
import { userFigures } from '@functions/users/users';
import { orderFigures, upcomingSessionsIn } from '@functions/short-courses/short-courses';
import { openTicketsOf, ticketFigures } from '@functions/tickets/tickets';

const RECENT_ACTIVITY = 15;

/** The caller's own records (their forms' counts by stage come with the dashboard's other counts). */
const ownRecords = async (caller: Caller): Promise<Omit<OwnDashboard, 'forms'>> => {
  const [recent_forms, due, open_tickets, feed] = await Promise.all([
    recentForms(caller.userId),
    dueOf(caller.userId),
    openTicketsOf(caller.userId),
    readOwnFeed(caller.userId),
  ]);
  return { recent_forms, due, open_tickets, upcoming_sessions: upcomingSessionsIn(feed) };
};

/** Every part of the dashboard the caller may see. */
export const dashboardOf = async (caller: Caller): Promise<DashboardView> => {
  const [users, records, agent_students, chats, activity] = await Promise.all([
    userFigures(caller),
    ownRecords(caller),
    caller.role === ROLE.agent ? agentStudents(caller.userId) : undefined,
    chatFigures(caller),
    caller.role === ROLE.superadmin ? recentActivity(RECENT_ACTIVITY) : undefined,
  ]);
  const counted = { forms: familyFigures(caller), tickets: ticketFigures(caller), orders: orderFigures(caller), users };
  const own = ownStages(caller);
  const count = await readCounts([own, ...Object.values(counted)].flatMap((part) => part?.keys ?? []));
  const built = Object.fromEntries(Object.entries(counted).flatMap(([name, part]) => (part ? [[name, part.build(count)]] : [])));
  const rest = Object.fromEntries(Object.entries({ agent_students, chats, activity }).filter(([, part]) => part !== undefined));
  return { own: { forms: own.build(count), ...records }, ...built, ...rest };
};
