// The dashboard of one caller, composed of the parts each domain offers for it (functions/<domain>/dashboard-parts.ts):
// every part the caller may see. The parts made of kept counts name theirs and one batch reads them all; what is live
// for the caller (functions/platform/own-feed.ts) is one Query whatever the domain; a part the caller may not see is
// left out of the answer. Only the live queue (chats waiting, staff online) and the recent activity are read as they
// are, being a handful of items.
import { ROLE } from '@shared/permissions';
import type { DashboardView, OwnDashboard } from '@shared/schemas/dashboard';
import { chatFigures } from '@functions/chat/chat';
import { agentStudents, dueIn, familyFigures, ownStages, recentForms } from '@functions/forms/forms';
import { recentActivity } from '@functions/platform/audit';
import { readCounts } from '@functions/platform/list-counts';
import { readOwnFeed } from '@functions/platform/own-feed';
import type { Caller } from '@functions/platform/session';
import { userFigures } from '@functions/users/users';
import { orderFigures, upcomingSessionsIn } from '@functions/short-courses/short-courses';
import { openTicketsIn, ticketFigures } from '@functions/tickets/tickets';

const RECENT_ACTIVITY = 15;

/** The figures made of kept counts that the caller may see, with the caller's own forms by stage, read in one batch. */
const countedFigures = async (caller: Caller) => {
  const counted = { forms: familyFigures(caller), tickets: ticketFigures(caller), orders: orderFigures(caller), users: await userFigures(caller) };
  const own = ownStages(caller);
  const count = await readCounts([own, ...Object.values(counted)].flatMap((part) => part?.keys ?? []));
  return {
    ownForms: own.build(count),
    built: Object.fromEntries(Object.entries(counted).flatMap(([name, part]) => (part ? [[name, part.build(count)]] : []))),
  };
};

/** The caller's newest forms, read only when their counts say they have forms at all. */
const newestForms = async (caller: Caller, stages: OwnDashboard['forms']): Promise<OwnDashboard['recent_forms']> =>
  Object.values(stages).some((n) => n > 0) ? recentForms(caller.userId) : [];

/**
 * Every part of the dashboard the caller may see, in two steps: the kept counts in one batch beside the reads that
 * need none of them (what is live for the caller, their students, the chats, the recent activity), then what the
 * counts say is there to read (the caller's own forms: for most staff, none).
 */
export const dashboardOf = async (caller: Caller): Promise<DashboardView> => {
  const [{ ownForms: stages, built }, live, agent_students, chats, activity] = await Promise.all([
    countedFigures(caller),
    readOwnFeed(caller.userId),
    caller.role === ROLE.agent ? agentStudents(caller.userId) : undefined,
    chatFigures(caller),
    caller.role === ROLE.superadmin ? recentActivity(RECENT_ACTIVITY) : undefined,
  ]);
  const recent_forms = await newestForms(caller, stages);
  const rest = Object.fromEntries(Object.entries({ agent_students, chats, activity }).filter(([, part]) => part !== undefined));
  return {
    own: { forms: stages, recent_forms, due: dueIn(live), open_tickets: openTicketsIn(live), upcoming_sessions: upcomingSessionsIn(live) },
    ...built,
    ...rest,
  };
};
