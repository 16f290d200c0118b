// The hot lists, each beside the raw Query of the page it shows (15 items, as the screens ask): the users page, the
// enrolments page, a student's tickets, a department's open tickets, the tickets assigned to a member of staff, the
// orders page and the courses page; and four dashboards, each beside the raw reads it makes (recordedReads: the kept
// counts' batch and the queries beside it).
import type { Bench, Desk } from './bench-clients';
import {
  AGENT_DASHBOARD,
  ASSIGNED_LIST,
  CHAT_STAFF_DASHBOARD,
  COURSES_LIST,
  DASHBOARD,
  ENROLMENTS_LIST,
  measured,
  ORDERS_LIST,
  OWN_TICKETS,
  STUDENT_DASHBOARD,
  TICKET_LIST,
  USERS_LIST,
} from './selection';
import { recordedReads, type StoreRecorder } from './store-recorder';
import { compare, LIST_LEVELS, type Call, type Row } from './timing';

const PAGE = 15;

/** Someone signed in, by their token and user id. */
export interface SignedIn {
  token: string;
  id: string;
}

/** Who the lists and dashboards are read by. */
export interface Readers {
  student: SignedIn;
  agent: SignedIn;
  /** Student Support: its department's open tickets, the tickets assigned to it, and the dashboard of staff who take chats. */
  support: Desk;
}

export const listRows = async ({ clients, api, usersPage }: Bench, { student, support }: Readers): Promise<Row[]> => {
  const { query, apiAs } = clients;
  const page = (params: Parameters<typeof query>[0]) => query(params, PAGE);
  const [forms, tickets, shortCourses, catalogue, { FORM_TYPES }] = await Promise.all([
    import('@functions/forms/form-db'),
    import('@functions/tickets/ticket-store'),
    import('@functions/short-courses/short-course-store'),
    import('@functions/courses/catalogue-db'),
    import('@shared/forms/catalogue'),
  ]);
  const enrolment = FORM_TYPES.find((t) => t.slug === 'enrolment')!.id;
  const newestFirst = { order: 'desc' as const };
  return [
    ...(await compare(USERS_LIST, api('GET', usersPage.path), 'Query (that page: 15 by name)', usersPage.query)),
    ...(await compare(
      ENROLMENTS_LIST,
      api('GET', `/api/form?form_type=enrolment&pagination=${PAGE}`),
      'Query (that page of the family)',
      page(forms.FormEntity.query.byType({ formTypeId: enrolment }).params(newestFirst)),
    )),
    ...(await compare(
      OWN_TICKETS,
      apiAs(student.token, 'GET', `/api/tickets?pagination=${PAGE}`),
      'Query (that page of theirs)',
      page(tickets.TicketEntity.query.byRequester({ requesterId: student.id }).params(newestFirst)),
    )),
    ...(await compare(
      TICKET_LIST,
      apiAs(support.token, 'GET', `/api/tickets?status=open&pagination=${PAGE}`),
      "Query (that page of the department's)",
      page(tickets.TicketEntity.query.byDepartmentStatus({ departmentRoleId: support.roleId, status: 'open' }).params(newestFirst)),
    )),
    ...(await compare(
      ASSIGNED_LIST,
      apiAs(support.token, 'GET', `/api/tickets?assignee=me&pagination=${PAGE}`),
      "Query (that page of the assignee's copies)",
      page(tickets.AssignedTicketEntity.query.byAssignee({ assigneeId: support.id }).params(newestFirst)),
    )),
    ...(await compare(
      ORDERS_LIST,
      api('GET', `/api/short-course-orders?pagination=${PAGE}`),
      'Query (that page of the orders)',
      page(shortCourses.OrderEntity.query.all({}).params(newestFirst)),
    )),
    ...(await compare(
      COURSES_LIST,
      api('GET', `/api/course?pagination=${PAGE}`),
      'Query (that page of the courses)',
      page(catalogue.CourseEntity.query.all({}).params()),
    )),
  ];
};

/** Each caller's dashboard beside the raw reads it makes, recorded from one warm request and replayed. */
export const dashboardRows = async (
  { clients, superadmin }: Bench,
  { student, agent, support }: Readers,
  recorder: StoreRecorder,
): Promise<Row[]> => {
  const { apiAs } = clients;
  const { countSlaBreaches } = await import('@functions/tickets/sla-breaches');
  // The breached tickets counted first, as the jobs would.
  await countSlaBreaches();
  const rows: Row[] = [];
  for (const [name, caller] of [
    [DASHBOARD, superadmin],
    [STUDENT_DASHBOARD, student],
    [CHAT_STAFF_DASHBOARD, support],
    [AGENT_DASHBOARD, agent],
  ] as const) {
    if (!measured(name)) continue;
    const dashboard: Call = apiAs(caller.token, 'GET', '/api/dashboard');
    const raw = await recordedReads(recorder, clients.dynamo, dashboard, caller);
    rows.push(...(await compare(name, dashboard, raw.name, raw.call, LIST_LEVELS)));
  }
  return rows;
};
