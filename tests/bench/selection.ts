// The bench's rows by name, and which of them this run measures. `BENCH_ONLY=form npm run bench` measures only the
// rows whose name contains that text, or one of several texts split by `|` (and generates only the parts of the college
// those rows read), prints them and leaves docs/bench.md alone: for trying a change, not for publishing.
import { CHAT_MESSAGE, CHAT_PRESENCE } from './chat-bench';

export const RAW_GET = 'raw GetItem (a user)';
export const RAW_QUERY = 'raw Query (a page: 15 users by name)';
export const RAW_ECHO = 'raw WebSocket echo (a bare server, a socket per client)';
// The hot routes, as the store-call budget test names them (tests/integration/store-call-budget.test.ts).
export const GET_USER = 'POST /api/get-user (who am I)';
export const USER_READ = 'GET /api/users/{id} (a user)';
export const TICKET_READ = 'GET /api/tickets/{id} (by its requester)';
export const FORM_READ = 'GET /api/form/{id} (a form)';
export const FORM_READ_FLOOR = 'BatchGetItem: the 4 items GET /api/form/{id} reads';
export const ORDER_READ = 'GET /api/short-course-orders/{id} (an order)';
export const COURSE_READ = 'GET /api/course/{id} (a course)';
export const USERS_LIST = 'GET /api/users (the users page, 15 by name)';
export const ENROLMENTS_LIST = 'GET /api/form (the enrolments page)';
export const OWN_TICKETS = "GET /api/tickets (a student's tickets)";
export const TICKET_LIST = "GET /api/tickets (a department's open tickets)";
export const ASSIGNED_LIST = 'GET /api/tickets (assigned to me)';
export const ORDERS_LIST = 'GET /api/short-course-orders (the orders page)';
export const COURSES_LIST = 'GET /api/course (the courses page)';
export const DASHBOARD = 'GET /api/dashboard (Superadmin)';
export const STUDENT_DASHBOARD = 'GET /api/dashboard (a student)';
export const CHAT_STAFF_DASHBOARD = 'GET /api/dashboard (staff who take chats)';
export const AGENT_DASHBOARD = 'GET /api/dashboard (an agent)';
export const TICKET_REPLY = 'POST /api/tickets/{id}/messages → ticket-status at the assignee';
export const BOOKING_RACE = 'booking race';
export const PDF = 'GET /api/form/{id}/pdf';
export const FUNCTION_BUNDLES = 'function bundles';
export const SPA = 'the SPA (sign-in route, lazy chunks)';

/** BENCH_ONLY, lower-cased: set, the run measures only the rows it names and writes no report. */
export const ONLY = process.env.BENCH_ONLY?.toLowerCase();
const onlyTexts = ONLY?.split('|').filter(Boolean) ?? [];
export const measured = (call: string) => !ONLY || onlyTexts.some((text) => call.toLowerCase().includes(text));

// The generated college (issue 13), part by part, with the rows that read each. BENCH_ONLY generates a part when
// it names the part (`BENCH_ONLY=people`; "data set" names them all) or one of the part's rows.
const DASHBOARDS = [DASHBOARD, STUDENT_DASHBOARD, CHAT_STAFF_DASHBOARD, AGENT_DASHBOARD];
export const DATA_SET: Record<string, string[]> = {
  // The generated tickets are raised by generated people, whose accounts the run signs in as: every tickets row needs them.
  people: [USERS_LIST, TICKET_READ, OWN_TICKETS, TICKET_LIST, ASSIGNED_LIST, TICKET_REPLY, ...DASHBOARDS],
  forms: [FORM_READ, FORM_READ_FLOOR, ENROLMENTS_LIST, ...DASHBOARDS],
  tickets: [TICKET_READ, OWN_TICKETS, TICKET_LIST, ASSIGNED_LIST, TICKET_REPLY, ...DASHBOARDS],
  orders: [ORDER_READ, ORDERS_LIST, ...DASHBOARDS],
  chats: [...DASHBOARDS, CHAT_MESSAGE, CHAT_PRESENCE],
};

/** What each row's ratio to its raw baseline is held to (report.ts): the kind of route and its bound. */
export const RATIO_TARGETS: { kind: string; bound: number; rows: string[] }[] = [
  { kind: 'a single read ≤ 2× its raw GetItem', bound: 2, rows: [GET_USER, USER_READ, TICKET_READ, FORM_READ, ORDER_READ, COURSE_READ] },
  {
    kind: 'a list ≤ 3× the raw Query of the page it shows',
    bound: 3,
    rows: [USERS_LIST, ENROLMENTS_LIST, OWN_TICKETS, TICKET_LIST, ASSIGNED_LIST, ORDERS_LIST, COURSES_LIST],
  },
  { kind: 'a dashboard ≤ 3× its raw reads', bound: 3, rows: DASHBOARDS },
];
export const generates = (part: string) => measured(`data set: ${part}`) || DATA_SET[part]!.some(measured);
