// Sends the fuzz walk's requests as anonymous or as a throwaway Superadmin, and counts them. Some
// valid-looking requests end the Superadmin's session (POST /api/logout revokes the token it is sent
// with; a password change signs sessions out), so a 401 on that session signs in again and resends.
import { ROLE } from '@shared/permissions';
import { call, randomLoopbackAddress, type ApiResponse } from '../support/api';
import { newPerson, type Person } from '../support/fixtures';
import type { FuzzRequest } from './requests';

// Sign-ins come from an address of their own: the fuzz's failed sign-ins and mails must never rate-limit them.
const SIGN_IN_ADDRESS = randomLoopbackAddress();

interface Session {
  person: Person;
  token: string;
}

let requestCount = 0;

/** How many requests the walk has sent, probes and re-sign-ins included. */
export const requestsSent = (): number => requestCount;

const counted = <T>(response: Promise<T>): Promise<T> => {
  requestCount++;
  return response;
};

const signIn = async (person: Person): Promise<Session | undefined> => {
  const res = await counted(call('POST', '/api/login', { body: { email: person.email, password: person.password }, from: SIGN_IN_ADDRESS }));
  return res.status === 200 ? { person, token: res.body.access_token } : undefined;
};

/** A new Superadmin account, signed in: the fuzz's own, since valid-looking bodies may change the caller's profile. */
const newSuperadmin = async (): Promise<Session> => {
  const person = await newPerson({ role: ROLE.superadmin });
  const session = await signIn(person);
  if (!session) throw new Error(`The throwaway Superadmin ${person.email} cannot sign in`);
  return session;
};

/** Signs in again; when the account no longer can (a fuzzed body changed its password), makes another. */
const renewSession = async (stale: Session): Promise<Session> => (await signIn(stale.person)) ?? newSuperadmin();

let session: Promise<Session> | undefined;
let latest: Session | undefined;

const currentSession = (): Promise<Session> => {
  session ??= newSuperadmin().then((s) => (latest = s));
  return session;
};

/** Replaces the session once, however many requests found it revoked at the same time. */
const renew = (stale: Session): Promise<Session> => {
  if (latest === stale) {
    latest = undefined;
    session = renewSession(stale).then((s) => (latest = s));
  }
  return currentSession();
};

/** Creates and signs in the throwaway Superadmin now, rather than inside the first fuzzed request. */
export const startSuperadminSession = async (): Promise<void> => void (await currentSession());

const exchange = (req: FuzzRequest, token: string | undefined): Promise<ApiResponse> => {
  const body = req.body === undefined ? undefined : Buffer.from(req.body, req.utf16 ? 'utf16le' : 'utf8');
  const headers: Record<string, string> = {};
  if (req.contentType !== undefined) headers['content-type'] = req.contentType;
  // node:http frames a GET or DELETE body only when told its length; unframed, the server reads it as a second, broken request.
  if (body) headers['content-length'] = String(body.length);
  return counted(call(req.method, req.path, { token, rawBody: body, headers, from: req.from }));
};

/** The token still opens a session (a 401 may also be the answer to the request itself). */
const isRevoked = async (token: string): Promise<boolean> =>
  (await counted(call('POST', '/api/get-user', { token, from: SIGN_IN_ADDRESS }))).status === 401;

/** Sends one fuzzed request as its principal; a request that met a revoked session is sent again on a fresh one. */
export const send = async (req: FuzzRequest): Promise<ApiResponse> => {
  if (req.as === 'anonymous') return exchange(req, undefined);
  const used = await currentSession();
  const res = await exchange(req, used.token);
  if (res.status !== 401 || !(await isRevoked(used.token))) return res;
  return exchange(req, (await renew(used)).token);
};
