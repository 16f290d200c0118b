// Issue 13, faults: a dependency out of reach mid-use. The functions run here, each a module copy of its own
// pointed at the store, the file store and the mail emulator through TCP relays the test stops and starts again
// (a restart, as a Lambda sees it); other files' cloud is left alone. While one is down, calls answer 503 with a
// clear JSON message and Retry-After, never a hang or a 500 with a stack, and nothing is half-written; mail waits
// in the outbox and the jobs send it once the mail service is back; the functions recover by themselves.
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { ROLE } from '@shared/permissions';
import { call, mailsTo, randomLoopbackAddress, signInAs, type Client } from '../support/api';
import { courseBody, newCategory, newPerson, signedInPerson, uniqueTag } from '../support/fixtures';
import { completeFields, courseAtCampus, multipartBody, PDF_BYTES, postMultipart, signatureParts } from '../support/forms';
import { invoke, lambdaContext, socketMessageEvent, type HttpHandler } from '../support/lambda-events';
import { tcpRelay, type Relay } from '../support/relay';
import { userSocket } from '../support/sockets';
import { platformStore } from '../support/store';
import { putWithTicket } from '../support/uploads';

const UNAVAILABLE = {
  message: 'The portal cannot reach its records just now. Try again in a few seconds.',
  code: 'service.unavailable',
};

let store: Relay;
let files: Relay;
let mail: Relay;
let functions: {
  courses: HttpHandler;
  auth: HttpHandler;
  forms: HttpHandler;
  chat: (event: unknown, context: unknown) => Promise<unknown>;
  ws: (event: unknown, context: unknown) => Promise<unknown>;
  outbox: typeof import('@functions/platform/mail-outbox');
  dynamo: { send: (...args: never[]) => Promise<unknown> };
};
let admin: Client;

beforeAll(async () => {
  const env = inject('cloudEnv');
  [store, files, mail] = (await Promise.all([env.DYNAMODB_ENDPOINT!, env.S3_ENDPOINT!, env.SES_ENDPOINT!].map((url) => tcpRelay(new URL(url))))) as [
    Relay,
    Relay,
    Relay,
  ];
  admin = await signInAs(ROLE.admin);
  // The functions' modules read their endpoints once, at import: fresh copies, pointed at the relays.
  vi.resetModules();
  Object.assign(process.env, env, { DYNAMODB_ENDPOINT: store.url(), S3_ENDPOINT: files.url(), SES_ENDPOINT: mail.url() });
  const handlerOf = async (path: string) => (await import(path)).handler as HttpHandler;
  functions = {
    courses: await handlerOf('@functions/courses/handler'),
    auth: await handlerOf('@functions/auth/handler'),
    forms: await handlerOf('@functions/forms/handler'),
    chat: (await import('@functions/chat/handler')).handler as never,
    ws: (await import('@functions/ws/handler')).handler as never,
    outbox: await import('@functions/platform/mail-outbox'),
    dynamo: (await import('@functions/platform/clients')).dynamo as never,
  };
  // Back to the cloud's own addresses for the helpers that build their clients later.
  Object.assign(process.env, env);
});

afterAll(async () => {
  await Promise.all([store, files, mail].map((relay) => relay?.stop()));
});

const listCourses = (requestId: string) =>
  invoke(functions.courses, { routeKey: 'GET /api/course', path: '/api/course', token: admin.token, requestId });

/** Asks for a password reset mail, from an address of its own (the mail limit is per address). */
const forgotPassword = (email: string, requestId: string) =>
  invoke(functions.auth, {
    routeKey: 'POST /api/forgot-password',
    path: '/api/forgot-password',
    body: { email },
    requestId,
    sourceIp: randomLoopbackAddress(),
  });

/** Does `act` while `relay`'s dependency is away, and brings it back even when `act` throws (other tests need it). */
const whileStopped = async <T>(relay: Relay, act: () => Promise<T>): Promise<T> => {
  await relay.stop();
  try {
    return await act();
  } finally {
    await relay.start();
  }
};

describe('the store out of reach', () => {
  it('answers 503 with Retry-After and a JSON message while it is down, and serves again once it is back', async () => {
    // Prepare: the function works through the relay
    const before = await listCourses('store-before');
    // Act: the store goes away, then comes back
    await store.stop();
    const started = Date.now();
    const down = await listCourses('store-down');
    const waited = Date.now() - started;
    await store.start();
    const after = await listCourses('store-after');
    // Assess
    expect(before.status).toBe(200);
    expect(down.status).toBe(503);
    expect(down.headers['retry-after']).toBe('5');
    expect(down.body).toEqual({ ...UNAVAILABLE, request_id: 'store-down' });
    // The SDK's own retries, not a hang up to the gateway's timeout.
    expect(waited).toBeLessThan(10_000);
    expect(after.status).toBe(200);
    expect(after.body.data.length).toBeGreaterThan(0);
  });

  it('writes nothing of a change refused while it is down, and takes the same change once when it is back', async () => {
    // Prepare
    const category = await newCategory();
    const body = courseBody({ category_id: category.id, name: `Certificate IV in Outages ${uniqueTag()}` });
    const create = (requestId: string) =>
      invoke(functions.courses, { routeKey: 'POST /api/course', path: '/api/course', token: admin.token, body, requestId });
    // Act
    const refused = await whileStopped(store, () => create('write-down'));
    const between = await admin.get(`/api/course?search=${encodeURIComponent(body.name)}`);
    const retried = await create('write-again');
    const after = await admin.get(`/api/course?search=${encodeURIComponent(body.name)}`);
    // Assess
    expect(refused.status).toBe(503);
    expect(between.body.data).toEqual([]);
    expect(retried.status).toBe(201);
    expect(after.body.data.map((c: { id: string }) => c.id)).toEqual([retried.body.data.id]);
  });
});

describe('a function failing on one request', () => {
  it('answers that request 500 with its request id and no stack, and the next one as usual', async () => {
    // Prepare: the store call under the next request fails as a bug would
    vi.spyOn(functions.dynamo, 'send').mockRejectedValueOnce(new TypeError("Cannot read properties of undefined (reading 'id')"));
    // Act
    const failed = await listCourses('bug-once');
    const next = await listCourses('bug-after');
    // Assess
    expect(failed.status).toBe(500);
    expect(failed.body).toEqual({ message: expect.any(String), code: 'server.error', request_id: 'bug-once' });
    expect(JSON.stringify(failed.body)).not.toMatch(/TypeError|reading 'id'|at .*\.ts/);
    expect(next.status).toBe(200);
  });
});

describe('the mail service out of reach', () => {
  it('still does what sent the mail, keeps the mail, and the jobs send it exactly once when the service is back', async () => {
    // Prepare
    const person = await newPerson();
    // Act
    await mail.stop();
    const asked = await forgotPassword(person.email, 'mail-down');
    const drainedWhileDown = await functions.outbox.drainOutbox(Date.now() + 2 * 60_000);
    const whileDown = await mailsTo(person.email);
    await mail.start();
    // Later than the retry the failed drain set (two minutes after the second failure); two runs of the jobs at once.
    const later = Date.now() + 5 * 60_000;
    const runs = await Promise.all([functions.outbox.drainOutbox(later), functions.outbox.drainOutbox(later)]);
    const sentAgain = await functions.outbox.drainOutbox(Date.now() + 60 * 60_000);
    const received = await mailsTo(person.email);
    // Assess
    expect(asked.status).toBe(200);
    expect(drainedWhileDown).toBe(0);
    expect(whileDown).toEqual([]);
    expect(runs[0] + runs[1]).toBe(1);
    expect(sentAgain).toBe(0);
    expect(received.map((m) => m.subject)).toEqual([expect.stringMatching(/^Reset your .* password$/)]);
    expect(received[0]!.text).toContain('/reset-password?token=');
  });
});

describe('a mail the mail service never takes', () => {
  it('is tried with growing waits for about a day, then kept as given up for an operator and tried no more', async () => {
    // Prepare: a mail kept while the service was away, which stays away
    const person = await newPerson();
    await mail.stop();
    await forgotPassword(person.email, 'mail-never');
    const { OutboxMailEntity, OUTBOX_MAX_ATTEMPTS } = functions.outbox;
    // Every page: a scan reads 1 MB of the table at a time, and the filter applies after; the files before this one leave more.
    const kept = async () => (await OutboxMailEntity.scan.where((a, { eq }) => eq(a.to, person.email)).go({ pages: 'all' })).data;
    // Act: a jobs run at each due time, two hours apart (the longest wait is an hour)
    let at = Date.now();
    const waits: number[] = [];
    for (let run = 1; run < OUTBOX_MAX_ATTEMPTS; run++) {
      at += 2 * 60 * 60_000;
      await functions.outbox.drainOutbox(at);
      const [item] = await kept();
      if (item!.state === 'waiting') waits.push(Math.round((Date.parse(item!.dueAt) - at) / 60_000));
    }
    const triesAfter = await functions.outbox.drainOutbox(at + 24 * 60 * 60_000);
    const [givenUp] = await kept();
    await mail.start();
    // Assess
    expect(waits.slice(0, 7)).toEqual([2, 4, 8, 16, 32, 60, 60]);
    expect(givenUp).toMatchObject({ state: 'given-up', attempts: OUTBOX_MAX_ATTEMPTS, subject: expect.stringMatching(/^Reset your/) });
    expect(givenUp!.expiresAt).toBeGreaterThan(Math.floor(at / 1000));
    expect(triesAfter).toBe(0);
    expect(await mailsTo(person.email)).toEqual([]);
  });
});

describe('the file store out of reach', () => {
  let fields: Record<string, string>;
  beforeAll(async () => {
    const { course, location } = await courseAtCampus();
    fields = completeFields('change-of-address', { courseId: course.id, locationId: location.id });
  });
  const student = () => signedInPerson({ role: ROLE.student });
  const newDraft = async (client: Client) => (await postMultipart(client, '/api/form', { ...fields, 'form[step]': '1' })).body.data.id as string;

  it('leaves a step saved with a signature as it was and answers a retryable 503, then saves it once the store is back', async () => {
    // Prepare
    const { client } = await student();
    const id = await newDraft(client);
    const before = await client.get(`/api/form/${id}`);
    const { body: bytes, contentType } = multipartBody({ ...fields, 'form[step]': '2', _method: 'put' }, signatureParts());
    const save = (requestId: string) =>
      invoke(functions.forms, {
        routeKey: 'POST /api/form/{id}',
        path: `/api/form/${id}`,
        pathParameters: { id },
        token: client.token,
        body: { bytes, contentType },
        requestId,
      });
    // Act
    const { refused, between } = await whileStopped(files, async () => ({
      refused: await save('step-down'),
      between: await client.get(`/api/form/${id}`),
    }));
    const saved = await save('step-again');
    // Assess
    expect(refused.status).toBe(503);
    expect(refused.headers['retry-after']).toBe('5');
    expect(refused.body).toMatchObject({ code: 'service.unavailable', request_id: 'step-down' });
    expect(between.body.data).toEqual(before.body.data);
    expect(saved.status).toBe(200);
    expect(saved.body.data.files).toHaveLength(1);
  });

  it('keeps an upload it could not check as not yet confirmed, and confirms it once the store is back', async () => {
    // Prepare: an upload sent while the store was there
    const { client } = await student();
    const id = await newDraft(client);
    const route = (action: string) => ({ path: `/api/form/${id}/uploads${action}`, pathParameters: { id }, token: client.token });
    const ticket = await invoke(functions.forms, {
      ...route(''),
      routeKey: 'POST /api/form/{id}/uploads',
      body: { content_type: 'application/pdf', size: PDF_BYTES.length, name: 'passport.pdf' },
      requestId: 'upload-start',
    });
    expect(await putWithTicket(ticket.body.data, PDF_BYTES)).toBe(200);
    const confirm = (requestId: string) =>
      invoke(functions.forms, {
        ...route('/confirm'),
        routeKey: 'POST /api/form/{id}/uploads/confirm',
        body: { upload_id: ticket.body.data.upload_id },
        requestId,
      });
    // Act
    const { refused, between } = await whileStopped(files, async () => ({
      refused: await confirm('confirm-down'),
      between: await client.get(`/api/form/${id}`),
    }));
    const confirmed = await confirm('confirm-again');
    const after = await client.get(`/api/form/${id}`);
    // Assess
    expect(refused.status).toBe(503);
    expect(between.body.data.files).toEqual([]);
    expect(confirmed.status).toBe(200);
    expect(after.body.data.files.map((f: { name: string }) => f.name)).toEqual(['passport.pdf']);
  });
});

describe('a socket action while the store is out of reach', () => {
  it.each([
    ['a chat action', 'chat', 'toggle-staff-availability', { available: true }],
    ['the activity ping every page sends (the socket function’s own)', 'ws', 'user-activity', {}],
  ] as const)('is answered on the socket with service.unavailable, not dropped: %s', async (_, fn, action, payload) => {
    // Prepare: a staff member's socket, open through the shared gateway
    const staff = await signedInPerson({ role: ROLE.studentSupport });
    const socket = await userSocket(staff.client.token);
    const { ConnectionEntity } = await platformStore();
    const { connectionId } = (await ConnectionEntity.query.byUser({ userId: staff.id }).go()).data[0]!;
    const message = socketMessageEvent(connectionId, action, payload, 'socket-down');
    // Act: the function gets the socket's message while its store is away
    await whileStopped(store, () => functions[fn](message, lambdaContext('socket-down', fn)));
    const heard = await socket.until('error');
    await socket.close();
    // Assess
    expect(heard.map((h) => h.data)).toEqual([{ action, code: 'service.unavailable', message: UNAVAILABLE.message }]);
  });
});

// A cloud-wide call through the real gateway still works after all of it: nothing here touched it.
it('leaves the shared cloud serving', async () => {
  expect((await call('GET', '/api/course', { token: admin.token })).status).toBe(200);
});
