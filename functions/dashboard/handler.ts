import { dashboardApi } from '@shared/api/dashboard';
import type { DashboardView } from '@shared/schemas/dashboard';
import { FileAnswer, implement, serve } from '@functions/platform/http';
import type { Caller } from '@functions/platform/session';
import { ROLE } from '@shared/permissions';
import { readCounts } from '@functions/platform/list-counts';
import { orderFigures } from '@functions/short-courses/short-courses';
import { ticketFigures } from '@functions/tickets/tickets';
import { chatFigures } from '@functions/chat/chat';
import { activityFigures, familyFigures, ownStages, userFigures } from './figures';
import { agentStudents, ownRecords } from './own';
import { timelineCsv, timelineOf } from './timeline';

/**
 * Every part the caller may see, read at once: the parts made of kept counts name theirs and one batch reads them
 * all; a part the caller may not see is left out of the answer.
 */
const dashboardOf = async (caller: Caller): Promise<DashboardView> => {
  const [users, records, agent_students, chats, activity] = await Promise.all([
    userFigures(caller),
    ownRecords(caller),
    caller.role === ROLE.agent ? agentStudents(caller.userId) : undefined,
    chatFigures(caller),
    activityFigures(caller),
  ]);
  const counted = { forms: familyFigures(caller), tickets: ticketFigures(caller), orders: orderFigures(caller), users };
  const own = ownStages(caller);
  const count = await readCounts([own, ...Object.values(counted)].flatMap((part) => part?.keys ?? []));
  const built = Object.fromEntries(Object.entries(counted).flatMap(([name, part]) => (part ? [[name, part.build(count)]] : [])));
  const rest = Object.fromEntries(Object.entries({ agent_students, chats, activity }).filter(([, part]) => part !== undefined));
  return { own: { forms: own.build(count), ...records }, ...built, ...rest };
};

export const handler = serve(
  'dashboard',
  implement(dashboardApi, {
    show: async ({ caller }) => ({ data: await dashboardOf(caller) }),
    timeline: async ({ caller, params, query }) => ({ data: await timelineOf(caller, params.id, query) }),
    exportTimeline: async ({ caller, params, query }) => {
      const { bytes, filename } = timelineCsv(await timelineOf(caller, params.id, query));
      return new FileAnswer(bytes, 'text/csv; charset=utf-8', filename);
    },
  }),
);
