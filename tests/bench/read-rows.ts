// The floors on their own (a GetItem, a Query of one page, a bare WebSocket echo with a socket per client); the
// single reads, each beside the GetItem it cannot beat; and a whole enrolment as a PDF.
import { bareServer, expectStatus, openSocket } from './chat-bench';
import type { Bench } from './bench-clients';
import { figures, type Figures } from './figures';
import {
  COURSE_READ,
  FORM_READ,
  FORM_READ_FLOOR,
  GET_USER,
  measured,
  ORDER_READ,
  PDF,
  RAW_ECHO,
  RAW_GET,
  RAW_QUERY,
  TICKET_READ,
  USER_READ,
} from './selection';
import { recordedReads, type StoreRecorder } from './store-recorder';
import { compare, drive, echoOn, measureAlone, ms, type RawRow, type Row } from './timing';

export const rawBaselineRows = async ({ clients, userKey, usersPage }: Bench): Promise<RawRow[]> => {
  if (![RAW_GET, RAW_QUERY, RAW_ECHO].some(measured)) return [];
  console.log('Raw baselines on their own (ms), at 1 and 50 concurrent clients:\n');
  const echo = await bareServer(false);
  const sockets = await Promise.all(Array.from({ length: 50 }, () => openSocket(echo.url)));
  const rows = await measureAlone([
    [RAW_GET, clients.getItem(userKey)],
    [RAW_QUERY, usersPage.query],
    [RAW_ECHO, echoOn(sockets)],
  ]);
  for (const socket of sockets) socket.close();
  await echo.close();
  return rows;
};

export const readRows = async ({ clients, api, superadmin, userKey, college }: Bench, recorder: StoreRecorder): Promise<Row[]> => {
  const { getItem, batchGet, signIn, apiAs } = clients;
  const db = { ...(await import('@functions/platform/db')), ...(await import('@functions/platform/identity-records')) };
  const rows: Row[] = [
    ...(await compare(GET_USER, api('POST', '/api/get-user'), 'GetItem (a user)', getItem(userKey))),
    ...(await compare(USER_READ, api('GET', `/api/users/${superadmin.id}`), 'GetItem (a user)', getItem(userKey))),
  ];
  if (college.sampleForms) {
    const forms = await import('@functions/forms/form-db');
    const formId = college.sampleForms.sampleIds[3]!;
    const formKey = db.keyOf(forms.FormEntity.get({ id: formId }));
    const { hashToken } = await import('@functions/platform/secrets');
    const { fileListKey } = await import('@functions/platform/attachments');
    const formReadKeys = [
      db.keyOf(db.SessionEntity.get({ tokenHash: hashToken(superadmin.token) })),
      userKey,
      // The roles' revision rides in a function's batch once a second only (revision-memory.ts), so not here.
      formKey,
      fileListKey({ area: 'forms', id: formId }),
    ];
    rows.push(
      ...(await compare(FORM_READ, api('GET', `/api/form/${formId}`), 'GetItem (a form)', getItem(formKey))),
      // Not an API call: what that call reads, in its one BatchGetItem, with nothing else. DynamoDB Local reads a
      // batch's items one by one, so this is the floor of the call's ratio here (on AWS they are read in parallel).
      ...(await compare(FORM_READ_FLOOR, batchGet(formReadKeys), 'GetItem (a form)', getItem(formKey))),
    );
  }
  // A student opening their own ticket (a generated one, signed in with the demo password all of them share).
  const { sampleTicket } = college;
  if (sampleTicket && measured(TICKET_READ)) {
    const requester = await signIn(sampleTicket.requesterEmail);
    const read = apiAs(requester.access_token, 'GET', `/api/tickets/${sampleTicket.id}`);
    // The ticket page shows the conversation with the ticket: beside the raw reads of both (the ticket and its files
    // in one batch, its messages' Query at the same time), as a dashboard is beside its reads.
    const raw = await recordedReads(recorder, clients.dynamo, read, { token: requester.access_token, id: requester.user.id });
    rows.push(...(await compare(TICKET_READ, read, raw.name, raw.call)));
  }
  // The booking office opening an order.
  const { sampleOrderId } = college;
  if (sampleOrderId) {
    const shortCourses = await import('@functions/short-courses/short-course-store');
    const orderKey = db.keyOf(shortCourses.OrderEntity.get({ id: sampleOrderId }));
    rows.push(...(await compare(ORDER_READ, api('GET', `/api/short-course-orders/${sampleOrderId}`), 'GetItem (the order)', getItem(orderKey))));
  }
  // A course of the catalogue, as the courses screen opens it.
  const catalogue = await import('@functions/courses/catalogue-db');
  const courseKey = db.keyOf(catalogue.CourseEntity.get({ id: college.courseId }));
  rows.push(...(await compare(COURSE_READ, api('GET', `/api/course/${college.courseId}`), 'GetItem (the course)', getItem(courseKey))));
  return rows;
};

/** An enrolment's id (every step answered), and its PDF timed warm (issue 8: ≤ 150 ms) as the pdf function renders it. */
export const timeEnrolmentPdf = async ({ clients, api, superadmin }: Bench): Promise<{ enrolmentId: string; render?: Figures }> => {
  const enrolment = await clients.call<{ data: { id: string }[] }>('GET', '/api/form?form_type=enrolment&pagination=1', { token: superadmin.token });
  const enrolmentId = expectStatus('GET /api/form', 200, enrolment).data[0]!.id;
  if (!measured(PDF)) return { enrolmentId };
  const pdf = api('GET', `/api/form/${enrolmentId}/pdf`);
  await drive(pdf, 1, 20);
  const render = figures(await drive(pdf, 1, 100));
  console.log(`\n${PDF} (an enrolment), warm, one client: p50 ${ms(render.p50)} ms, p95 ${ms(render.p95)} ms`);
  return { enrolmentId, render };
};
