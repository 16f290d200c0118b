// The parts of the dashboard about the college's lists, each for those who may open the list behind it. Figures are
// the lists' kept counts (list-counts.ts: moved in the transaction of every write): each part names the counts it
// needs, and the dashboard reads all of them in one batch. Only the live queue (chats waiting, staff online) and
// the recent activity are read as they are, being a handful of items.
import type { DashboardView } from '@shared/schemas/dashboard';
import { FORM_TYPES } from '@shared/forms/catalogue';
import { FORM_STAGES } from '@shared/forms/stages';
import { ROLE } from '@shared/permissions';
import { recentActivity } from '@functions/platform/audit';
import { seesFamily } from '@functions/platform/form-access';
import { FORMS_LIST, ownerStageScope, typeStageScope } from '@functions/platform/form-db';
import type { Count, Counted } from '@functions/platform/list-counts';
import { allRoles, type Caller } from '@functions/platform/session';
import { ALL_USERS, USERS_LIST, roleScope } from '@functions/platform/user-store';

const RECENT_ACTIVITY = 15;

const stageCounts = (count: Count, scopeOf: (stage: (typeof FORM_STAGES)[number]) => string) =>
  Object.fromEntries(FORM_STAGES.map((stage) => [stage, count(FORMS_LIST, scopeOf(stage))])) as Record<(typeof FORM_STAGES)[number], number>;

/** The caller's own forms by stage. */
export const ownStages = (caller: Caller): Counted<DashboardView['own']['forms']> => ({
  keys: FORM_STAGES.map((stage) => ({ list: FORMS_LIST, scope: ownerStageScope(caller.userId, stage) })),
  build: (count) => stageCounts(count, (stage) => ownerStageScope(caller.userId, stage)),
});

/** Each family the caller works on (staff of it), by stage. */
export const familyFigures = (caller: Caller): Counted<DashboardView['forms']> | undefined => {
  const families = FORM_TYPES.filter((type) => seesFamily(caller, type));
  if (families.length === 0) return undefined;
  return {
    keys: families.flatMap((type) => FORM_STAGES.map((stage) => ({ list: FORMS_LIST, scope: typeStageScope(type.id, stage) }))),
    build: (count) =>
      families.map((type) => ({ form_type_id: type.id, form_type: type.name, ...stageCounts(count, (stage) => typeStageScope(type.id, stage)) })),
  };
};

/** Users by role (every role, largest first) and in all: the Superadmin's. Reads the roles first. */
export const userFigures = async (caller: Caller): Promise<Counted<DashboardView['users']> | undefined> => {
  if (caller.role !== ROLE.superadmin) return undefined;
  const roles = await allRoles();
  return {
    keys: [ALL_USERS, ...roles.map((r) => roleScope(r.id))].map((scope) => ({ list: USERS_LIST, scope })),
    build: (count) => ({
      total: count(USERS_LIST, ALL_USERS),
      by_role: roles.map((r) => ({ role_id: r.id, role: r.name, count: count(USERS_LIST, roleScope(r.id)) })).sort((a, b) => b.count - a.count),
    }),
  };
};

/** What happened lately across the portal: the Superadmin's. */
export const activityFigures = async (caller: Caller): Promise<DashboardView['activity']> =>
  caller.role === ROLE.superadmin ? recentActivity(RECENT_ACTIVITY) : undefined;
