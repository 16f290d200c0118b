// The dashboard of one caller, composed of the parts each domain offers for it (functions/<domain>/dashboard-parts.ts):
// every part the caller may see. The caller's own forms by stage are kept counts read beside their session (the
// route's read-ahead); the other parts made of kept counts name theirs and one batch reads them all; what is live for
// the caller (functions/platform/own-feed.ts) is one Query whatever the domain; a part the caller may not see is left
// out of the answer. Only the recent activity (a handful of entries), an agent's first students and the newest forms of
// a caller who fills forms in are read as they are.
import { ROLE } from '@shared/permissions';
import type { DashboardView, OwnDashboard } from '@shared/schemas/dashboard';
import { chatFigures } from '@functions/chat/chat';
import { agentStudents, dueIn, familyFigures, ownStages, recentForms } from '@functions/forms/forms';
import { recentActivity } from '@functions/platform/audit';
import type { ReadItems } from '@functions/platform/http';
import { readCounts, readCountsBeside } from '@functions/platform/list-counts';
import { readOwnFeed } from '@functions/platform/own-feed';
import type { Caller } from '@functions/platform/session';
import { userFigures } from '@functions/users/users';
import { orderFigures, upcomingSessionsIn } from '@functions/short-courses/short-courses';
import { openTicketsIn, ticketFigures } from '@functions/tickets/tickets';

const RECENT_ACTIVITY = 15;

/** A person's own forms by stage, as read beside their session. */
export interface OwnFormsAhead {
  userId: string;
  stages: OwnDashboard['forms'];
}

/**
 * The read-ahead: the own forms by stage of the user the token names, in the session's round trip. Every caller has
 * them, whatever their role, so they need not wait for the caller to be known; the session is that user's or none.
 */
export const ownFormsAhead = async (userId: string | undefined, items: ReadItems): Promise<OwnFormsAhead | undefined> => {
  if (!userId) return undefined;
  const own = ownStages(userId);
  return { userId, stages: own.build(await readCountsBeside(own.keys, items)) };
};

/** The caller's own forms by stage: as read ahead, or read now (a call that did not read them ahead). */
const ownFormsOf = async (caller: Caller, ahead: OwnFormsAhead | undefined): Promise<OwnDashboard['forms']> => {
  if (ahead?.userId === caller.userId) return ahead.stages;
  const own = ownStages(caller.userId);
  return own.build(await readCounts(own.keys));
};

/** The figures made of kept counts that the caller may see, read in one batch (none read when they see none). */
const countedFigures = async (caller: Caller) => {
  const counted = {
    forms: familyFigures(caller),
    tickets: ticketFigures(caller),
    orders: orderFigures(caller),
    chats: chatFigures(caller),
    users: await userFigures(caller),
  };
  const count = await readCounts(Object.values(counted).flatMap((part) => part?.keys ?? []));
  return Object.fromEntries(Object.entries(counted).flatMap(([name, part]) => (part ? [[name, part.build(count)]] : [])));
};

/**
 * The caller's newest forms, read only when their counts say they have forms at all, and only for those who fill forms
 * in rather than check them: staff who see the college's forms by family have their own by stage, each figure a link
 * to their timeline, which keeps a Superadmin's dashboard within its four store calls.
 */
const newestForms = async (caller: Caller, stages: OwnDashboard['forms']): Promise<OwnDashboard['recent_forms']> =>
  Object.values(stages).some((n) => n > 0) && !familyFigures(caller) ? recentForms(caller.userId) : [];

/**
 * Every part of the dashboard the caller may see: with the own forms by stage read beside the session, the rest at
 * once (the kept counts in one batch, what is live for the caller, an agent's students, the newest forms when the
 * counts say there are any, the recent activity).
 */
export const dashboardOf = async (caller: Caller, ahead?: OwnFormsAhead): Promise<DashboardView> => {
  const stages = await ownFormsOf(caller, ahead);
  const [built, live, agent_students, recent_forms, activity] = await Promise.all([
    countedFigures(caller),
    readOwnFeed(caller.userId),
    caller.role === ROLE.agent ? agentStudents(caller.userId) : undefined,
    newestForms(caller, stages),
    caller.role === ROLE.superadmin ? recentActivity(RECENT_ACTIVITY) : undefined,
  ]);
  const rest = Object.fromEntries(Object.entries({ agent_students, activity }).filter(([, part]) => part !== undefined));
  return {
    own: { forms: stages, recent_forms, due: dueIn(live), open_tickets: openTicketsIn(live), upcoming_sessions: upcomingSessionsIn(live) },
    ...built,
    ...rest,
  };
};
