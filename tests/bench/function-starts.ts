// Each function's cold start, as near as one machine shows it (issue 13): in a fresh `node` per try
// (first-request.mjs), the milliseconds to import its deploy bundle and to answer one first request against the
// running local cloud, with the environment the local cloud gives its handlers. The events are made by the local
// gateway's own translation (infra/local), so the handler receives what it receives behind the gateway.
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { matchRoute, routeKey } from '@shared/routes';
import { toHttpApiEvent } from '../../infra/local/http-api-event';
import { connectEventParts, newConnectionId, requestContext } from '../../infra/local/websocket-events';

const CHILD = join(dirname(fileURLToPath(import.meta.url)), 'first-request.mjs');
// The median of three fresh processes: one try is at the mercy of whatever else the machine does that second.
const TRIES = 3;

export interface FirstRequest {
  /** What the first request was, or why there is none. */
  what: string;
  importMs: number;
  /** Absent when only the import was timed (`what` says why). */
  firstRequestMs?: number;
}

/** What first-request.mjs prints; `error` also for an answer of 400 or more. */
interface ChildAnswer {
  importMs: number;
  firstRequestMs?: number;
  status?: number;
  error?: string;
}

/** An HTTP API event of a call with no body, as the local gateway makes it from a request. */
const httpEvent = (method: string, path: string, token: string) => {
  const url = new URL(path, 'http://localhost');
  const match = matchRoute(method, url.pathname);
  if (!match) throw new Error(`No route serves ${method} ${path}`);
  const headers: Record<string, string> = { host: 'localhost', authorization: `Bearer ${token}`, accept: 'application/json' };
  // Only what toHttpApiEvent reads of a request.
  const req = {
    method,
    httpVersion: '1.1',
    headers,
    headersDistinct: Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, [value]])),
    socket: { remoteAddress: '127.0.0.1' },
  } as unknown as IncomingMessage;
  const pathParameters = match.params;
  return toHttpApiEvent({ req, url, body: Buffer.alloc(0), routeKey: routeKey(match.route), pathParameters, requestId: randomUUID() });
};

/** The `$connect` of a socket opened with `token`, as the local WebSocket API makes it. */
const connectEvent = (token: string) => {
  const url = new URL(`/ws?token=${encodeURIComponent(token)}`, 'http://localhost');
  const req = { rawHeaders: ['Host', 'localhost'] } as unknown as IncomingMessage;
  const connection = { id: newConnectionId(), connectedAt: Date.now(), sourceIp: '127.0.0.1', userAgent: 'bench', domainName: 'localhost' };
  return { ...connectEventParts(req, url), requestContext: requestContext(connection, '$connect', 'CONNECT'), isBase64Encoded: false };
};

export interface Callers {
  /** The Superadmin's session token and id: every API function answers them. */
  superadmin: { token: string; id: string };
  /** A student's session token: their socket marks no one online (a staff member's would tell every staff socket). */
  studentToken: string;
  /** A form to read and render. */
  formId: string;
}

/** Each function's first request: a simple read where it serves one, what it is, and its event (made anew each try). */
const firstRequests = ({ superadmin, studentToken, formId }: Callers): Record<string, { what: string; event: () => unknown }> => {
  const call = (method: string, path: string) => ({
    what: `\`${httpEvent(method, path, superadmin.token).routeKey}\``,
    event: () => httpEvent(method, path, superadmin.token),
  });
  return {
    auth: call('POST', '/api/get-user'),
    users: call('GET', `/api/users/${superadmin.id}`),
    roles: call('GET', '/api/roles'),
    courses: call('GET', '/api/course'),
    forms: call('GET', `/api/form/${formId}`),
    pdf: call('GET', `/api/form/${formId}/pdf`),
    tickets: call('GET', '/api/tickets'),
    'short-courses': call('GET', '/api/short-course-orders'),
    chat: call('GET', '/api/chat/active'),
    notifications: call('GET', '/api/notifications'),
    dashboard: call('GET', '/api/dashboard'),
    // A socket of its own each try: a connection id is written once.
    ws: { what: "a student's `$connect`", event: () => connectEvent(studentToken) },
    // What the schedule sends every minute (infra/local/jobs-schedule.ts): a whole run of its sweeps over the college.
    jobs: {
      what: 'a scheduled run (every sweep)',
      event: () => ({ source: 'local.schedule', 'detail-type': 'Scheduled Event', time: new Date().toISOString() }),
    },
  };
};

const run = promisify(execFile);

/** One fresh process: the import, and the first request when there is an event. */
const once = async (bundle: string, name: string, event: unknown, env: Record<string, string>): Promise<ChildAnswer> => {
  const args = [CHILD, bundle, name, ...(event === undefined ? [] : [JSON.stringify(event)])];
  const { stdout } = await run(process.execPath, args, { env, cwd: dirname(bundle), timeout: 120_000 });
  return JSON.parse(stdout.trim().split('\n').at(-1)!) as ChildAnswer;
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * Times each bundle (`<dir>/<function>/index.mjs`) `TRIES` times in a fresh process with `env` (the local cloud's):
 * the median import and first request. A function whose first request fails, or that has none chosen, is timed
 * importing only, and `what` says why.
 */
export const timeFirstRequests = async (
  dir: string,
  names: string[],
  env: Record<string, string>,
  callers: Callers,
): Promise<Record<string, FirstRequest>> => {
  const requests = firstRequests(callers);
  // Only the local cloud's settings (no tsx loader in NODE_OPTIONS), logs silenced as the bench's are.
  const childEnv = { ...env, LOG_LEVEL: 'silent', PATH: process.env.PATH ?? '' };
  const timed: Record<string, FirstRequest> = {};
  for (const name of names) {
    const bundle = join(dir, name, 'index.mjs');
    const { what, event } = requests[name] ?? { what: 'none chosen: the import alone', event: undefined };
    const answers: ChildAnswer[] = [];
    for (let i = 0; i < TRIES; i++) answers.push(await once(bundle, name, event?.(), childEnv));
    const failed = answers.find((a) => a.error !== undefined);
    timed[name] = {
      // A table cell: an error's own bars would split it.
      what: failed ? `${what} failed (${failed.error!.replace(/\|/g, '/')}): the import alone` : what,
      importMs: median(answers.map((a) => a.importMs)),
      ...(failed || !event ? {} : { firstRequestMs: median(answers.map((a) => a.firstRequestMs!)) }),
    };
  }
  return timed;
};
