// The bench's rows by name, and which of them this run measures. `BENCH_ONLY=form npm run bench` measures only the
// rows whose name contains that text (and generates only the parts of the college those rows read), prints them and
// leaves docs/bench.md alone: for trying a change, not for publishing.
import { CHAT_MESSAGE, CHAT_PRESENCE } from './chat-bench';

export const RAW_GET = 'raw GetItem (a user)';
export const RAW_QUERY = 'raw Query (a page: 15 users by name)';
export const RAW_ECHO = 'raw WebSocket echo (a bare server, a socket per client)';
export const GET_USER = 'POST /api/get-user';
export const USER_READ = 'GET /api/users/{id}';
export const FORM_READ = 'GET /api/form/{id}';
export const FORM_READ_FLOOR = 'BatchGetItem: the 5 items GET /api/form/{id} reads';
export const TICKET_READ = 'GET /api/tickets/{id} (its requester)';
export const ORDER_READ = 'GET /api/short-course-orders/{id}';
export const USERS_LIST = 'GET /api/users (the first page, 15 by name)';
export const COURSE_LIST = 'GET /api/course';
export const FAMILY_LIST = 'GET /api/form (family, searched)';
export const TICKET_LIST = 'GET /api/tickets (department, open)';
export const TICKET_REPLY = 'POST /api/tickets/{id}/messages → ticket-status at the assignee';
export const ORDER_BOARD = 'GET /api/short-course-orders (a board column)';
export const BOOKING_RACE = 'booking race';
export const DASHBOARD = 'GET /api/dashboard (Superadmin: every part)';
export const PDF = 'GET /api/form/{id}/pdf';
export const FUNCTION_BUNDLES = 'function bundles';
export const SPA = 'the SPA (sign-in route, lazy chunks)';

/** BENCH_ONLY, lower-cased: set, the run measures only the rows it names and writes no report. */
export const ONLY = process.env.BENCH_ONLY?.toLowerCase();
export const measured = (call: string) => !ONLY || call.toLowerCase().includes(ONLY);

// The generated college (issue 13), part by part, with the rows that read each. BENCH_ONLY generates a part when
// it names the part (`BENCH_ONLY=people`; "data set" names them all) or one of the part's rows.
export const DATA_SET: Record<string, string[]> = {
  people: [USERS_LIST, TICKET_READ, DASHBOARD],
  forms: [FORM_READ, FORM_READ_FLOOR, FAMILY_LIST, DASHBOARD],
  tickets: [TICKET_READ, TICKET_LIST, TICKET_REPLY, DASHBOARD],
  orders: [ORDER_READ, ORDER_BOARD, DASHBOARD],
  chats: [DASHBOARD, CHAT_MESSAGE, CHAT_PRESENCE],
};
export const generates = (part: string) => measured(`data set: ${part}`) || DATA_SET[part]!.some(measured);
