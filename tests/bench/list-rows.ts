// The big lists, each beside the Query it reads: the users screen's first page, the course catalogue, a searched form
// family, a department's open tickets, a column of the booking office's board, and the Superadmin's dashboard.
import type { Bench, Desk } from './bench-clients';
import { COURSE_LIST, DASHBOARD, FAMILY_LIST, measured, ORDER_BOARD, TICKET_LIST, USERS_LIST } from './selection';
import { compare, LIST_LEVELS, type Call, type Row } from './timing';

/** The raw call a list is measured beside, and how the report names it. */
interface Baseline {
  label: string;
  query: Call;
}

/** A list that reads many items, at the lists' lighter levels (LIST_LEVELS). */
const listRow = (name: string, call: Call, { label, query }: Baseline) => compare(name, call, label, query, LIST_LEVELS);

export const listRows = async ({ clients, api, usersPage, college }: Bench, support: Desk): Promise<Row[]> => {
  const { query, queryAll, apiAs } = clients;
  const catalogue = await import('@functions/courses/catalogue-db');
  const rows: Row[] = [
    ...(await compare(USERS_LIST, api('GET', usersPage.path), 'Query (that page: 15 by name)', usersPage.query)),
    ...(await compare(COURSE_LIST, api('GET', '/api/course'), 'Query (all courses)', queryAll(catalogue.CourseEntity.query.all({}).params()))),
  ];
  if (college.sampleForms) {
    // A family of about 1,200 of the 20,000: searched by a surname and filtered to the verified ones.
    const forms = await import('@functions/forms/form-db');
    const family = { label: 'Query (the family)', query: queryAll(forms.FormEntity.query.byType({ formTypeId: 1 }).params()) };
    rows.push(...(await listRow(FAMILY_LIST, api('GET', '/api/form?form_type=application&search=chen&verified=true'), family)));
  }

  // Issue 9: the help desk. Student Support lists its department's open tickets among 5,000.
  const tickets = await import('@functions/tickets/ticket-store');
  const openTickets = {
    label: 'Query (a page of them)',
    query: query(tickets.TicketEntity.query.byDepartmentStatus({ departmentRoleId: support.roleId, status: 'open' }).params({ order: 'desc' }), 15),
  };
  rows.push(...(await listRow(TICKET_LIST, apiAs(support.token, 'GET', '/api/tickets?status=open'), openTickets)));

  // Issue 10: the booking office's board over 2,000 orders, a column read as the board reads it.
  const shortCourses = await import('@functions/short-courses/short-course-store');
  const orderColumn = {
    label: 'Query (a page of the column)',
    query: query(shortCourses.OrderEntity.query.byStatus({ status: 'progressing' }).params({ order: 'desc' }), 30),
  };
  if (college.sampleOrderId)
    rows.push(...(await listRow(ORDER_BOARD, api('GET', '/api/short-course-orders?status=progressing&pagination=30'), orderColumn)));

  // Issue 12: the Superadmin's dashboard (every part: forms by family and stage, tickets, chats, orders, users,
  // activity) over the generated college, its breached tickets counted first as the jobs would; beside the board
  // column's Query.
  if (measured(DASHBOARD)) {
    const { countSlaBreaches } = await import('@functions/tickets/sla-breaches');
    await countSlaBreaches();
    rows.push(...(await listRow(DASHBOARD, api('GET', '/api/dashboard'), orderColumn)));
  }
  return rows;
};
