// Ticket categories (docs/decisions.md, "Categories and departments"): what students and agents file a ticket under, which department answers it,
// in what time, and the department's canned replies. A bounded list: read whole and paged in memory.
import { ROLE, hasPermission } from '@shared/permissions';
import type { ListResponse } from '@shared/schemas/common';
import {
  TicketCategoryFields,
  type Department,
  type TicketCategoryBody,
  type TicketCategoryUpdateBody,
  type TicketCategoryListQuery,
  type TicketCategoryView,
} from '@shared/schemas/tickets';
import type { Role } from '@functions/platform/identity-records';
import { ConflictError, ValidationError } from '@functions/platform/errors';
import { paginate } from '@functions/platform/list';
import type { Actor } from '@functions/platform/audit';
import { assertNotOvertaken, recordRevision } from '@functions/platform/record-revisions';
import { newId } from '@functions/platform/secrets';
import { allRoles, type Caller } from '@functions/platform/session';
import * as Store from './category-store';

/** Roles that are no department: the people who raise tickets. */
const NOT_DEPARTMENTS: readonly string[] = [ROLE.student, ROLE.agent];

/** Staff who answer tickets see the canned replies; whoever only raises tickets does not. */
const answersTickets = (caller: Caller) =>
  hasPermission(caller.role, caller.permissions, 'list-ticket-category') || hasPermission(caller.role, caller.permissions, 'update-ticket');

const toView = (category: Store.TicketCategory, roles: Map<string, Role>, withReplies: boolean): TicketCategoryView => {
  const { escalation_email, ...fields } = TicketCategoryFields.view(category);
  return {
    id: category.id,
    ...fields,
    department: { id: category.departmentRoleId, name: roles.get(category.departmentRoleId)?.name ?? 'A former department' },
    ...(withReplies && { canned_replies: category.cannedReplies.map(({ title, body }) => ({ title, body })), escalation_email }),
    created_at: category.createdAt,
    updated_at: category.updatedAt,
    revision: recordRevision(category),
  };
};

const rolesById = async () => new Map((await allRoles()).map((r) => [r.id, r]));

const isDepartment = (role: Role) => !NOT_DEPARTMENTS.includes(role.name);

/** `GET /api/ticket-departments`: every role but the applicants', by name. */
export const listDepartments = async (): Promise<Department[]> =>
  (await allRoles())
    .filter(isDepartment)
    .map((r) => ({ id: r.id, name: r.name }))
    .sort((a, b) => a.name.localeCompare(b.name));

export const listCategories = async (caller: Caller, query: TicketCategoryListQuery): Promise<ListResponse<TicketCategoryView>> => {
  const [categories, roles] = await Promise.all([Store.allCategories(), rolesById()]);
  const views = categories.map((c) => toView(c, roles, answersTickets(caller)));
  return paginate(views, query, {
    searchIn: (c) => [c.name, c.description, c.department.name],
    sortKeys: { name: (c) => c.name.toLowerCase(), department: (c) => c.department.name.toLowerCase(), created_at: (c) => c.created_at },
  });
};

/** What a guest files a ticket under: every category by name, without the department's canned replies. */
export const guestCategories = async (): Promise<TicketCategoryView[]> => {
  const [categories, roles] = await Promise.all([Store.allCategories(), rolesById()]);
  return categories.map((c) => toView(c, roles, false)).sort((a, b) => a.name.localeCompare(b.name));
};

/** The record's fields from a checked body, its department a role that exists and is no applicant's role. */
const fieldsOf = async (body: TicketCategoryBody) => {
  const roles = await rolesById();
  const department = roles.get(body.department_role_id);
  if (!department || !isDepartment(department)) {
    throw new ValidationError({ department_role_id: ['Choose the staff department that answers these tickets.'] });
  }
  const fields: Store.CategoryFields = {
    ...TicketCategoryFields.record(body),
    departmentRoleId: department.id,
    cannedReplies: body.canned_replies,
  };
  return { roles, fields, emptied: TicketCategoryFields.emptied(body) };
};

export const createCategory = async (body: TicketCategoryBody): Promise<TicketCategoryView> => {
  const { fields, roles } = await fieldsOf(body);
  // A soft limit (two creates at once may pass it by one): it keeps the list one read, not a rule people race on.
  if ((await Store.allCategories()).length >= Store.MAX_CATEGORIES) {
    throw new ConflictError(
      'ticket_category.limit',
      `There are already ${Store.MAX_CATEGORIES} ticket categories. Remove one you no longer use first.`,
    );
  }
  return toView(await Store.createCategory(newId(), fields), roles, true);
};

export const updateCategory = async (id: string, { revision, ...body }: TicketCategoryUpdateBody, actor: Actor): Promise<TicketCategoryView> => {
  const current = await Store.getCategory(id);
  const { fields, emptied, roles } = await fieldsOf(body);
  const view = (category: Store.TicketCategory) => toView(category, roles, true);
  await assertNotOvertaken(revision, current, async () => view(current));
  return view(await Store.updateCategory(current, fields, emptied, actor, view));
};

export const deleteCategory = async (id: string): Promise<void> => {
  await Store.deleteCategory(await Store.getCategory(id));
};
