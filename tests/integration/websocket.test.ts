// The WebSocket API: authentication on connect, and sockets that live no longer than their session
// (security hardening, hole 4: after logout, a password change or account deletion an open socket kept answering).
// What travels is the event catalogue's (shared/realtime/event-catalogue.ts): a socket hears `session.ended` and why
// before the server closes it, and actions the catalogue refuses are answered `error`.
import { describe, expect, it, inject } from 'vitest';
import WebSocket from 'ws';
import { ROLE } from '@shared/permissions';
import { parseServerMessage, type ServerMessage } from '@shared/realtime/server-message';
import { signIn, signInAs, type Client } from '../support/api';
import { asSuperadmin, PASSWORD, signedInPerson } from '../support/fixtures';

type Person = Awaited<ReturnType<typeof signedInPerson>>;
import { platformStore } from '../support/store';

const socketUrl = (token: string) => `${inject('apiUrl').replace(/^http/, 'ws')}/ws?token=${encodeURIComponent(token)}`;

// The close code of each socket and every message it heard, recorded from the start: the server may
// push and close before a test looks.
const closeCodes = new WeakMap<WebSocket, Promise<number>>();
const heard = new WeakMap<WebSocket, string[]>();

/** Opens a socket; resolves with it once open, rejects when the server refuses the upgrade. */
const connect = (url: string) =>
  new Promise<WebSocket>((resolve, reject) => {
    const socket = new WebSocket(url);
    closeCodes.set(socket, new Promise((closed) => socket.once('close', (code) => closed(code))));
    heard.set(socket, []);
    socket.on('message', (raw) => heard.get(socket)!.push(String(raw)));
    socket.once('open', () => resolve(socket));
    socket.once('unexpected-response', (_req, res) => reject(new Error(`refused with ${res.statusCode}`)));
    socket.once('error', reject);
  });

const nextEvent = (socket: WebSocket) =>
  new Promise<{ event: string; data: unknown; timestamp: string }>((resolve) => socket.once('message', (raw) => resolve(JSON.parse(String(raw)))));

/** Resolves with the close code once the server closes the socket, or 'open' if it is still open after `ms`. */
const closedWithin = (socket: WebSocket, ms = 2000): Promise<number | 'open'> =>
  Promise.race([closeCodes.get(socket)!, new Promise<'open'>((resolve) => setTimeout(() => resolve('open'), ms).unref())]);

/** Sends an activity ping and resolves with the reply's event name, or 'silence' when none comes. */
const ping = (socket: WebSocket, ms = 1500) =>
  new Promise<string>((resolve) => {
    const timer = setTimeout(() => resolve('silence'), ms);
    socket.once('message', (raw) => {
      clearTimeout(timer);
      resolve(JSON.parse(String(raw)).event);
    });
    if (socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify({ action: 'user-activity' }));
  });

const socketOf = (client: Client) => connect(socketUrl(client.token));

/** Every message the socket heard so far, read through the catalogue (undefined for one it does not describe). */
const messagesOf = (socket: WebSocket): (ServerMessage | undefined)[] => heard.get(socket)!.map(parseServerMessage);

/** Sends raw text and resolves with the next message, read through the catalogue. */
const answerTo = (socket: WebSocket, text: string) => {
  const reply = nextEvent(socket).then((message) => parseServerMessage(JSON.stringify(message)));
  socket.send(text);
  return reply;
};

describe('the WebSocket API', () => {
  it('refuses a connection without a valid token', async () => {
    await expect(connect(socketUrl('not-a-token'))).rejects.toThrow(/refused with 401/);
  });

  it('accepts a signed-in user and answers an activity ping through the management API', async () => {
    // Prepare
    const student = await signInAs(ROLE.student);
    const socket = await connect(socketUrl(student.token));
    try {
      // Act
      const reply = nextEvent(socket);
      socket.send(JSON.stringify({ action: 'user-activity' }));
      // Assess
      const message = await reply;
      expect(message.event).toBe('pong');
      expect(Date.parse(message.timestamp)).not.toBeNaN();
    } finally {
      socket.close();
    }
  });

  it('takes a query string that names __proto__ or constructor like any other', async () => {
    // Prepare
    const student = await signInAs(ROLE.student);
    // Act
    const socket = await connect(`${socketUrl(student.token)}&__proto__=x&constructor=y&__proto__=z`);
    // Assess
    expect(await ping(socket)).toBe('pong');
    socket.close();
    await expect(connect(`${socketUrl('not-a-token')}&__proto__=x`)).rejects.toThrow(/refused with 401/);
  });

  it('refuses a token once its session is signed out', async () => {
    const student = await signInAs(ROLE.student);
    await student.post('/api/logout');
    await expect(connect(socketUrl(student.token))).rejects.toThrow(/refused with 401/);
  });
});

describe('an open socket', () => {
  it('is closed by the server when its session signs out, while the same user’s other session keeps its socket', async () => {
    // Prepare
    const person = await signedInPerson();
    const other = await signIn(person.email, person.password);
    const [socket, otherSocket] = await Promise.all([socketOf(person.client), socketOf(other)]);
    // Act
    await person.client.post('/api/logout');
    // Assess
    expect(await closedWithin(socket)).toBe(1000);
    expect(await ping(otherSocket)).toBe('pong');
    otherSocket.close();
  });

  it('of the user’s other devices is closed when they change their own password; this device’s stays', async () => {
    // Prepare
    const person = await signedInPerson();
    const elsewhere = await signIn(person.email, person.password);
    const [here, there] = await Promise.all([socketOf(person.client), socketOf(elsewhere)]);
    // Act
    const res = await person.client.post('/api/profile/password', {
      current_password: PASSWORD,
      password: 'Changed-pass-77',
      password_confirmation: 'Changed-pass-77',
    });
    // Assess
    expect(res.status).toBe(200);
    expect(await closedWithin(there)).toBe(1000);
    expect(await ping(here)).toBe('pong');
    here.close();
  });

  it.each([
    [
      'staff set a new password',
      (id: string) =>
        ['post', `/api/users/${id}/change-password`, { password: 'Staff-set-pass-8', password_confirmation: 'Staff-set-pass-8' }] as const,
    ],
    ['the account is deleted', (id: string) => ['delete', `/api/users/${id}`, undefined] as const],
  ])('is closed when %s', async (_, action) => {
    // Prepare
    const person = await signedInPerson();
    const socket = await socketOf(person.client);
    const [method, path, body] = action(person.id);
    // Act
    const res = method === 'post' ? await (await asSuperadmin()).post(path, body) : await (await asSuperadmin()).delete(path);
    // Assess
    expect(res.status).toBe(200);
    expect(await closedWithin(socket)).toBe(1000);
  });

  it.each([
    ['its session signs out', 'signed-out', async (person: Person) => person.client.post('/api/logout')],
    [
      'the user changes their password on another device',
      'password-changed',
      async (person: Person) => {
        const elsewhere = await signIn(person.email, person.password);
        return elsewhere.post('/api/profile/password', {
          current_password: PASSWORD,
          password: 'Changed-pass-78',
          password_confirmation: 'Changed-pass-78',
        });
      },
    ],
    [
      'staff set a new password',
      'password-changed',
      async (person: Person) =>
        (await asSuperadmin()).post(`/api/users/${person.id}/change-password`, {
          password: 'Staff-set-pass-9',
          password_confirmation: 'Staff-set-pass-9',
        }),
    ],
    ['the account is deleted', 'account-deleted', async (person: Person) => (await asSuperadmin()).delete(`/api/users/${person.id}`)],
    [
      'the account is deactivated',
      'account-deactivated',
      async (person: Person) => (await asSuperadmin()).post(`/api/users/${person.id}/active`, { active: false }),
    ],
  ] as const)('hears session.ended and why before it closes, when %s', async (_, reason, end) => {
    // Prepare
    const person = await signedInPerson();
    const socket = await socketOf(person.client);
    // Act
    const res = await end(person);
    // Assess
    expect(res.status).toBe(200);
    expect(await closedWithin(socket)).toBe(1000);
    expect(messagesOf(socket)).toEqual([expect.objectContaining({ event: 'session.ended', data: { reason } })]);
  });

  it.each([
    ['text that is not JSON', 'hello', /JSON/],
    ['an action the catalogue does not know', JSON.stringify({ action: 'launch' }), /Unknown action: launch/],
    ['an action that is an object with its own toString', JSON.stringify({ action: { toString: 'x' } }), /Unknown action: \(an object\)/],
    ['a payload the catalogue refuses', JSON.stringify({ action: 'chat-status', chat_id: 'c1', status: 'exploded' }), /Invalid chat-status: status/],
    ['an action of the catalogue the server does not take', JSON.stringify({ action: 'join-room', room: 'staff' }), /Not available: join-room/],
  ])('answers %s with an error event and stays open', async (_, text, message) => {
    // Prepare
    const student = await signInAs(ROLE.student);
    const socket = await socketOf(student);
    // Act
    const answer = await answerTo(socket, text);
    // Assess
    expect(answer?.event).toBe('error');
    expect(answer?.event === 'error' && answer.data.message).toMatch(message);
    expect(await ping(socket)).toBe('pong');
    socket.close();
  });

  it('runs nothing once its session has expired, and hears so as it is closed on its next message', async () => {
    // Prepare: a session that runs out while its socket is open (nothing signs it out)
    const person = await signedInPerson();
    const socket = await socketOf(person.client);
    expect(await ping(socket)).toBe('pong');
    const { SessionEntity } = await platformStore();
    const { createHash } = await import('node:crypto');
    const tokenHash = createHash('sha256').update(person.client.token).digest('hex');
    await SessionEntity.patch({ tokenHash })
      .set({ expiresAt: Math.floor(Date.now() / 1000) - 1 })
      .go();
    // Act
    const reply = await ping(socket);
    // Assess: no pong, only the reason it closes
    expect(reply).toBe('session.ended');
    expect(await closedWithin(socket)).toBe(1000);
    expect(messagesOf(socket).slice(1)).toEqual([expect.objectContaining({ event: 'session.ended', data: { reason: 'expired' } })]);
  });
});
