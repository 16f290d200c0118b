// The roles' common calls for `npm run load`: what each role's screens call most (the session check every page
// makes, the dashboard, the lists each role works from and a record), each with that role's session. Students
// are most of the portal's people, so most of the mix is theirs. Each call is made once by hand before the load
// (`checkEachAnswers`), so a call the mix gets wrong stops the run there instead of counting as the portal's error.
import type { Agent } from 'node:http';
import { ROLE } from '@shared/permissions';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../infra/local/demo-accounts';
import { expectStatus, type JsonCall } from '../bench/chat-bench';

export interface ApiCall {
  /** The role and the route, e.g. `Student GET /api/form/{id}`: what the figures are reported by. */
  name: string;
  method: 'GET' | 'POST';
  path: string;
  token: string;
}

export interface ApiResult {
  name: string;
  /** From the time the call was due to start until its answer ended. */
  ms: number;
  /** When it was due (performance.now()): where in the load a slow call fell. */
  dueAt: number;
  /** What went wrong, for a call that did not answer 2xx: its status and the start of its body, or the network error. */
  failure?: string;
  /** Sent again on a new connection: the server had closed its kept-alive one just as it went out (jsonCaller). */
  resent?: true;
}

/** Each demo account (one per role) signed in: its session by role name. */
export const signInRoles = async (call: JsonCall): Promise<Map<string, string>> => {
  const sessions = new Map<string, string>();
  for (const { email, role } of DEMO_ACCOUNTS) {
    const answer = await call<{ access_token: string }>('POST', '/api/login', { body: { email, password: DEMO_PASSWORD } });
    sessions.set(role, expectStatus(`POST /api/login (${email})`, 200, answer).access_token);
  }
  return sessions;
};

/** The mix, in the order the load takes it round and round. */
export const commonCalls = async (call: JsonCall, sessions: Map<string, string>): Promise<ApiCall[]> => {
  const token = (role: string) => sessions.get(role)!;
  // The demo student's own draft enrolment (the seed makes it): the record a student opens most.
  const ownForms = await call<{ data: { id: string }[] }>('GET', '/api/form?form_type=enrolment', { token: token(ROLE.student) });
  const ownFormId = expectStatus('GET /api/form (the demo student)', 200, ownForms).data[0]?.id;
  if (!ownFormId) throw new Error('The demo student has no enrolment form: the seed changed, and the load mix with it must.');
  const as = (role: string, method: ApiCall['method'], path: string, template = path.split('?')[0]!): ApiCall => ({
    name: `${role} ${method} ${template}`,
    method,
    path,
    token: token(role),
  });
  return [
    as(ROLE.student, 'POST', '/api/get-user'),
    as(ROLE.student, 'GET', '/api/dashboard'),
    as(ROLE.student, 'GET', '/api/form?form_type=enrolment'),
    as(ROLE.student, 'GET', `/api/form/${ownFormId}`, '/api/form/{id}'),
    as(ROLE.student, 'GET', '/api/notifications'),
    as(ROLE.student, 'GET', '/api/course-list'),
    as(ROLE.student, 'GET', '/api/applied-short-courses'),
    as(ROLE.student, 'GET', '/api/profile'),
    as(ROLE.agent, 'POST', '/api/get-user'),
    as(ROLE.agent, 'GET', '/api/form?form_type=application'),
    as(ROLE.agent, 'GET', '/api/dashboard'),
    as(ROLE.trainer, 'GET', '/api/dashboard'),
    as(ROLE.trainer, 'GET', '/api/course'),
    as(ROLE.studentSupport, 'POST', '/api/get-user'),
    as(ROLE.studentSupport, 'GET', '/api/tickets?status=open'),
    as(ROLE.studentSupport, 'GET', '/api/chat/active'),
    as(ROLE.admissions, 'GET', '/api/form?form_type=application'),
    as(ROLE.admissions, 'GET', '/api/notifications'),
    as(ROLE.admin, 'GET', '/api/users'),
    as(ROLE.admin, 'GET', '/api/short-courses'),
    as(ROLE.admin, 'GET', '/api/short-course-orders'),
    as(ROLE.admin, 'GET', '/api/dashboard'),
    as(ROLE.superadmin, 'GET', '/api/dashboard'),
  ];
};

/** One call of the mix; never throws: a non-2xx answer or a network error is its `failure`. */
export const callOnce = async (call: JsonCall, agent: Agent, { name, method, path, token }: ApiCall, due = performance.now()): Promise<ApiResult> => {
  try {
    const { status, body, resent } = await call(method, path, { token, agent });
    const answered = { name, ms: performance.now() - due, dueAt: due, ...(resent ? { resent } : {}) };
    return status >= 200 && status < 300 ? answered : { ...answered, failure: `HTTP ${status} ${JSON.stringify(body).slice(0, 300)}` };
  } catch (error) {
    return { name, ms: performance.now() - due, dueAt: due, failure: `network error: ${(error as Error).message}` };
  }
};

/** Every call of the mix once, one after another; throws naming those that did not answer 2xx. */
export const checkEachAnswers = async (call: JsonCall, agent: Agent, calls: readonly ApiCall[]) => {
  const failed: string[] = [];
  for (const apiCall of calls) {
    const { failure } = await callOnce(call, agent, apiCall);
    if (failure) failed.push(`${apiCall.name}: ${failure}`);
  }
  if (failed.length) throw new Error(`Calls of the load's mix that do not answer 2xx when made alone:\n${failed.join('\n')}`);
};
