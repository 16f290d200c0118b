// HTTP helpers for the suites that talk to the local cloud: a small client per signed-in user,
// the demo accounts, and the mail the SES emulator caught.
import { request } from 'node:http';
import { inject } from 'vitest';
import * as z from 'zod';
import { ErrorAnswer } from '@shared/api/contract';
import { matchRoute } from '@shared/routes';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../infra/local/demo-accounts';
import { firstLink, mailsTo as readMails, type CaughtMail } from './mail-store';

export type { CaughtMail };

export interface ApiResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
  /** The body as sent: a PDF or a file download. */
  bytes: Buffer;
}

const baseUrl = () => inject('apiUrl');

/**
 * The loopback address this test file's requests come from. The portal rate-limits per client address
 * (sign-in failures, mail), so each file is its own client, as separate people are; Linux routes all of
 * 127.0.0.0/8 to the loopback interface the gateway listens on.
 */
export const CLIENT_ADDRESS = randomLoopbackAddress();

/** A random address in 127.0.0.0/8 other than 127.0.0.1 (the address browsers and `npm start` users have). */
export function randomLoopbackAddress(): string {
  const octet = () => 2 + Math.floor(Math.random() * 253);
  return `127.${octet()}.${octet()}.${octet()}`;
}

export interface CallOptions {
  body?: unknown;
  token?: string;
  rawBody?: string | Buffer;
  headers?: Record<string, string>;
  /** The client address to call from (default: this file's CLIENT_ADDRESS). */
  from?: string;
}

/** Sends one request from a given local address; node:http because fetch cannot choose it. */
const send = (url: URL, method: string, headers: Record<string, string>, body: string | Buffer | undefined, from: string) =>
  new Promise<{ status: number; bytes: Buffer; headers: Headers }>((resolve, reject) => {
    const req = request(url, { method, headers, localAddress: from }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.once('end', () => {
        const responseHeaders = new Headers();
        for (const [name, value] of Object.entries(res.headers)) {
          for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value]) responseHeaders.append(name, v);
        }
        resolve({ status: res.statusCode ?? 0, bytes: Buffer.concat(chunks), headers: responseHeaders });
      });
      res.once('error', reject);
    });
    req.once('error', reject);
    req.end(body);
  });

/** One HTTP call to the portal API; `token` signs it. */
export const call = async <T = any>(method: string, path: string, options: CallOptions = {}): Promise<ApiResponse<T>> => {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | Buffer | undefined = options.rawBody;
  if (options.body !== undefined) {
    headers['content-type'] ??= 'application/json';
    body = JSON.stringify(options.body);
  }
  // Node sends a GET or DELETE body without a length unless told, which no server can delimit.
  if (body !== undefined) headers['content-length'] = String(Buffer.byteLength(body));
  const res = await send(new URL(baseUrl() + path), method, headers, body, options.from ?? CLIENT_ADDRESS);
  const text = res.bytes.toString('utf8');
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    // Not JSON: the test sees the text.
  }
  assertAnswerKeepsContract(method, path, res.status, parsed);
  return { status: res.status, body: parsed as T, headers: res.headers, bytes: res.bytes };
};

/**
 * Every answer this suite receives is checked against its route's contract (shared/api): a success against
 * the response schema, which is strict, so a field the contract does not name (a password hash, an internal
 * key) fails the test that met it; a refusal against the error model of spec §8.
 */
const assertAnswerKeepsContract = (method: string, path: string, status: number, body: unknown) => {
  let match: ReturnType<typeof matchRoute>;
  try {
    match = matchRoute(method, new URL(path, 'http://portal').pathname);
  } catch {
    return; // A path that is not valid percent-encoding names no route; the gateway's answer is the test's to check.
  }
  if (!match || status === 204) return;
  const schema = status >= 200 && status < 300 ? match.route.response : ErrorAnswer;
  const result = schema.safeParse(body);
  if (!result.success) {
    throw new Error(
      `${method} ${path} answered ${status} outside its contract:\n${z.prettifyError(result.error)}\n${JSON.stringify(body).slice(0, 2000)}`,
    );
  }
};

export interface Client {
  token: string;
  userId: string;
  get<T = any>(path: string): Promise<ApiResponse<T>>;
  post<T = any>(path: string, body?: unknown): Promise<ApiResponse<T>>;
  put<T = any>(path: string, body?: unknown): Promise<ApiResponse<T>>;
  patch<T = any>(path: string, body?: unknown): Promise<ApiResponse<T>>;
  delete<T = any>(path: string): Promise<ApiResponse<T>>;
}

/** A client that sends this token. */
export const clientFor = (token: string, userId = ''): Client => ({
  token,
  userId,
  get: (path) => call('GET', path, { token }),
  post: (path, body = {}) => call('POST', path, { token, body }),
  put: (path, body = {}) => call('PUT', path, { token, body }),
  patch: (path, body = {}) => call('PATCH', path, { token, body }),
  delete: (path) => call('DELETE', path, { token }),
});

/** Signs in and returns a client, failing the test loudly when sign-in does not work. */
export const signIn = async (email: string, password: string = DEMO_PASSWORD): Promise<Client> => {
  const res = await call('POST', '/api/login', { body: { email, password } });
  if (res.status !== 200) throw new Error(`Sign-in as ${email} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return clientFor(res.body.access_token, res.body.user.id);
};

/** The demo account of a role (seeded by infra/local/seed.ts). */
export const demoEmail = (role: string): string => {
  const account = DEMO_ACCOUNTS.find((a) => a.role === role);
  if (!account) throw new Error(`No demo account for role ${role}`);
  return account.email;
};

/** Signs in as the demo account of a role. */
export const signInAs = (role: string): Promise<Client> => signIn(demoEmail(role));

/** An anonymous client. */
export const anonymous: Client = clientFor('');

/** The mails the SES emulator caught for one address, oldest first. */
export const mailsTo = (address: string): Promise<CaughtMail[]> => readMails(inject('mailUrl'), address);

/**
 * The first mail to an address whose subject starts with `subject`, once it has come: mail that a function sends
 * in the background (a booking's, with its invoice) arrives after the call that asked for it has answered.
 */
export const mailArriving = async (address: string, subject: string, timeoutMs = 10_000): Promise<CaughtMail> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = (await mailsTo(address)).find((m) => m.subject.startsWith(subject));
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`No mail "${subject}…" reached ${address} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

/** The first link into the portal in the newest mail to an address. */
export const lastLinkTo = async (address: string): Promise<URL> => {
  const link = firstLink((await mailsTo(address)).at(-1));
  if (!link) throw new Error(`No link in the mail to ${address}`);
  return link;
};

/** A unique e-mail for a test's throwaway account. */
export const uniqueEmail = (prefix = 'person'): string => `${prefix}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
