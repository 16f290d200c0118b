// The kept counts' audit (tools/audit-counts/audit.ts, `npm run audit:counts`), on a table of its own so that no other
// file's writes are counted or repaired: the demo data as seeded holds no drift; records made through the HTTP API (an
// account, forms, a ticket assigned and closed, a public booking, a chat taken) leave none; a count changed behind the
// API's back (a lost write) is named with what it holds and what its records make, and a repair sets it right, though
// never over a count the portal moved since the audit read it.
import { execFile } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ROLE } from '@shared/permissions';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../infra/local/demo-accounts';
import { freePort } from '../../infra/local/ports';
import { uniqueEmail } from '../support/api';
import { shippedRoleId, uniqueTag } from '../support/fixtures';
import { formType, multipartBody } from '../support/forms';
import { useFreshTable } from '../support/fresh-table';
import { booking } from '../support/short-courses';

type Audit = typeof import('../../tools/audit-counts/audit');
type Gateway = Awaited<ReturnType<typeof import('@infra/local/gateway').startGateway>>;

let tableName: string;
let gatewayUrl: string;
let gateway: Gateway | undefined;
let audit: Audit;

beforeAll(async () => {
  // The functions serving this file's gateway, the seed and the audit all read the new table: imported after it is set.
  const port = await freePort();
  gatewayUrl = `http://localhost:${port}`;
  tableName = await useFreshTable('audit-counts');
  Object.assign(process.env, { APP_URL: gatewayUrl, WS_MANAGEMENT_ENDPOINT: `${gatewayUrl}/_ws`, LAMBDA_ENDPOINT: `${gatewayUrl}/_lambda` });
  const { seedDemoData } = await import('@infra/local/seed');
  await seedDemoData();
  const { startGateway } = await import('@infra/local/gateway');
  gateway = await startGateway({ port, filesOrigin: inject('cloudEnv').S3_ENDPOINT!, spa: 'none', log: () => undefined });
  audit = await import('../../tools/audit-counts/audit');
}, 120_000);

afterAll(async () => {
  await gateway?.close();
});

/** A call to this file's gateway, as `token` (anonymous without): a JSON body, or a multipart one of form fields. */
const api = async (
  method: string,
  path: string,
  { token, json, fields }: { token?: string; json?: unknown; fields?: Record<string, string> } = {},
) => {
  const multipart = fields && multipartBody(fields);
  const res = await fetch(`${gatewayUrl}${path}`, {
    method,
    headers: {
      accept: 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(json !== undefined ? { 'content-type': 'application/json' } : multipart ? { 'content-type': multipart.contentType } : {}),
    },
    body: json !== undefined ? JSON.stringify(json) : multipart?.body,
  });
  const body: any = await res.json().catch(() => undefined);
  if (res.status >= 300) throw new Error(`${method} ${path} answered ${res.status}: ${JSON.stringify(body)}`);
  return body;
};

/** A person signed in on this file's gateway: their id and token. */
const signIn = async (email: string, password = DEMO_PASSWORD) => {
  const body = await api('POST', '/api/login', { json: { email, password } });
  return { id: body.user.id as string, token: body.access_token as string };
};

const signInAs = (role: string) => signIn(DEMO_ACCOUNTS.find((account) => account.role === role)!.email);

/** Records of every domain that keeps counts, made through the API as people make them. */
const makeRecordsThroughTheApi = async () => {
  const [superadmin, admin, support, agent] = await Promise.all([ROLE.superadmin, ROLE.admin, ROLE.studentSupport, ROLE.agent].map(signInAs));
  // An account, which counts among all users and under its role.
  const email = uniqueEmail('audited');
  const password = 'Audited-pass-1';
  await api('POST', '/api/users', {
    token: superadmin!.token,
    json: {
      name: `Audited Student ${uniqueTag()}`,
      email,
      role_id: shippedRoleId(ROLE.student),
      password,
      password_confirmation: password,
      verified: true,
    },
  });
  const student = await signIn(email, password);
  // Forms: the student's own draft, and an agent's for a student of theirs (the agent's list and its counts).
  const application = String(formType('application').id);
  await api('POST', '/api/form', { token: student.token, fields: { 'form[form_type_id]': application, 'form[firstname]': 'Ada' } });
  await api('POST', '/api/form', {
    token: agent!.token,
    fields: { 'form[form_type_id]': application, 'form[firstname]': 'Bo', 'form[email]': uniqueEmail('agents-student') },
  });
  // A ticket, taken by the help desk and closed: its department's counts by status, the assignee's copy, the trends.
  const categories = (await api('GET', '/api/ticket-categories?pagination=1000', { token: admin!.token })).data as { id: string; name: string }[];
  const raised = await api('POST', '/api/tickets', {
    token: student.token,
    fields: { subject: 'My invoice', category_id: categories.find((c) => c.name === 'Fees and payments')!.id, message: 'It shows the wrong amount.' },
  });
  const ticket = raised.data as { id: string; department: { id: string } };
  await api('POST', `/api/tickets/${ticket.id}/assign`, { token: support!.token, json: { user_ids: [support!.id] } });
  await api('POST', `/api/tickets/${ticket.id}/close`, { token: support!.token });
  // A booking on the public page: the orders' counts, its session's seats taken, its unconfirmed seats per holder.
  const courses = (await api('GET', '/api/short-courses?pagination=100', { token: admin!.token })).data as { id: string }[];
  const bookable = await api('GET', `/api/short-course-book/${courses[0]!.id}`);
  const session = (bookable.data.sessions as { id: string; state: string }[]).find((s) => s.state === 'open')!;
  await api('POST', `/api/short-course-book/${courses[0]!.id}`, { json: booking(session.id, uniqueEmail('audited-customer'), 2) });
  // A chat the help desk takes: its team's waiting count in and out, the taker's open chats.
  const chat = await api('POST', '/api/chat/student/start', { token: student.token, json: { staff_role: ROLE.studentSupport, message: 'Hello?' } });
  await api('POST', `/api/chat/${chat.data.id}/accept`, { token: support!.token });
  return { ticket, session };
};

let made: Awaited<ReturnType<typeof makeRecordsThroughTheApi>>;

/** The store's own modules on this file's table, to change a count behind the API's back. */
const store = async () => {
  const [{ listCountEntity }, { SessionEntity, getSession }] = await Promise.all([
    import('@functions/platform/list-counts'),
    import('@functions/short-courses/short-course-store'),
  ]);
  return { listCounts: listCountEntity(), SessionEntity, getSession };
};

describe('auditing the kept counts', () => {
  it('finds no drift in the demo data as seeded, and knows every list of counts it holds', async () => {
    // Prepare: the demo data, seeded before the file's tests
    // Act
    const seeded = await audit.auditCounts();
    // Assess
    expect(seeded.table).toBe(tableName);
    expect(seeded.drifts).toEqual([]);
    expect(seeded.unsettled).toEqual([]);
    expect(seeded.unaudited).toEqual([]);
    expect(seeded.compared).toBeGreaterThan(50);
  });

  it('finds no drift after records of every domain are made through the API', async () => {
    // Prepare
    made = await makeRecordsThroughTheApi();
    // Act
    const after = await audit.auditCounts();
    // Assess
    expect(after.drifts).toEqual([]);
    expect(after.unsettled).toEqual([]);
  });

  it.each([
    {
      what: 'a list count that lost a write (a ticket closed, its department’s count of closed ones not moved)',
      change: async () => {
        const { listCounts } = await store();
        const scope = `department:${made.ticket.department.id}:closed`;
        await listCounts.update({ list: 'tickets', scope }).add({ count: -1 }).go();
        // The one ticket closed in its department, made through the API.
        return { counter: 'tickets', key: scope, kept: 0, counted: 1 };
      },
    },
    {
      what: 'a count kept on a record (a session’s seats taken, three too many)',
      change: async () => {
        const { SessionEntity, getSession } = await store();
        const { seatsTaken } = (await getSession(made.session.id))!;
        await SessionEntity.patch({ id: made.session.id }).add({ seatsTaken: 3 }).go();
        return { counter: 'shortCourseSession.seatsTaken', key: made.session.id, kept: seatsTaken + 3, counted: seatsTaken };
      },
    },
  ])('names $what with what it holds and what its records make, and a repair sets it right', async ({ change }) => {
    // Prepare
    const changed = await change();
    // Act
    const found = await audit.auditCounts();
    const repaired = await audit.auditCounts({ repair: true });
    const again = await audit.auditCounts();
    // Assess
    expect(found.drifts.map(({ counter, key, kept, counted }) => ({ counter, key, kept, counted }))).toEqual([changed]);
    expect(repaired.drifts).toEqual([expect.objectContaining({ ...changed, repair: { repaired: true } })]);
    expect(again.drifts).toEqual([]);
  });

  it.each([
    {
      what: 'a list count (every user)',
      count: async () => {
        const { listCounts } = await store();
        return {
          counter: 'users',
          key: 'all',
          read: async () => (await listCounts.get({ list: 'users', scope: 'all' }).go({ consistent: true })).data!.count,
          move: () => listCounts.update({ list: 'users', scope: 'all' }).add({ count: 1 }).go(),
        };
      },
    },
    {
      what: 'a count kept on a record (a session’s seats taken)',
      count: async () => {
        const { SessionEntity, getSession } = await store();
        return {
          counter: 'shortCourseSession.seatsTaken',
          key: made.session.id,
          read: async () => (await getSession(made.session.id))!.seatsTaken,
          move: () => SessionEntity.patch({ id: made.session.id }).add({ seatsTaken: 1 }).go(),
        };
      },
    },
  ])('leaves $what the portal moved after the audit read it, and says it did not repair it', async ({ count }) => {
    // Prepare: a lost write found by an audit, then the count moved by someone else before the repair
    const { counter, key, read, move } = await count();
    const counted = await read();
    await move();
    const found = await audit.auditCounts();
    await move();
    // Act
    const attempts = await audit.repairDrifts(found.drifts);
    // Assess
    expect(attempts).toEqual([
      expect.objectContaining({ counter, key, kept: counted + 1, counted, repair: expect.objectContaining({ repaired: false }) }),
    ]);
    expect(await read()).toBe(counted + 2);
    // The next audit finds it as it now is, and sets it right.
    expect((await audit.auditCounts({ repair: true })).drifts).toEqual([expect.objectContaining({ kept: counted + 2, repair: { repaired: true } })]);
    expect(await read()).toBe(counted);
  });

  it('runs as `npm run audit:counts -- --repair`: prints each drifted count, repairs it and exits 1', async () => {
    // Prepare
    const { listCounts } = await store();
    await listCounts.update({ list: 'users', scope: 'all' }).add({ count: 7 }).go();
    const before = await audit.auditCounts();
    const { DYNAMODB_ENDPOINT } = inject('cloudEnv');
    // Act
    const run = await new Promise<{ code: number; output: string }>((resolve) => {
      execFile(
        'npm',
        ['run', '-s', 'audit:counts', '--', '--repair'],
        { env: { ...process.env, DYNAMODB_ENDPOINT, TABLE_NAME: tableName } },
        (error, stdout, stderr) => resolve({ code: error ? Number(error.code) : 0, output: stdout + stderr }),
      );
    });
    // Assess
    const users = before.drifts[0]!;
    expect(before.drifts).toEqual([expect.objectContaining({ counter: 'users', key: 'all', kept: users.counted + 7 })]);
    expect(run.code).toBe(1);
    expect(run.output).toMatch(new RegExp(`users\\s+all\\s+${users.kept}\\s+${users.counted}\\s+repaired`));
    expect((await audit.auditCounts()).drifts).toEqual([]);
  });
});
