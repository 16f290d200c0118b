// Issue 13, faults: the WebSocket gateway restarted in the middle of a chat. A gateway of this file's own (the
// local gateway, its functions run here against the shared store) serves a student and a member of staff, each
// with the SPA's own socket client (web/src/lib/socket-client.ts); the gateway goes away while the student keeps
// writing through the cloud's other gateway (as another API instance would go on serving), and comes back on the
// same port. Both clients reconnect by themselves, join the chat again, fetch the history as the SPA does after a
// reconnect, and end with every message of the chat exactly once; nothing is heard twice.
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import WebSocket from 'ws';
import type { ChatMessageView } from '@shared/schemas/chat';
import type { SocketClient, WebSocketLike } from '@web/lib/socket-client';
import { call, type Client } from '../support/api';
import { newChatTeam, signedInPerson } from '../support/fixtures';

type Gateway = Awaited<ReturnType<typeof import('@infra/local/gateway').startGateway>>;

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

let port: number;
let gateway: Gateway | undefined;
let startGateway: typeof import('@infra/local/gateway').startGateway;
let SocketClientClass: typeof SocketClient;

const startOwnGateway = async () => {
  gateway = await startGateway({ port, filesOrigin: inject('cloudEnv').S3_ENDPOINT!, spa: 'none', log: () => undefined });
};

beforeAll(async () => {
  port = await freePort();
  const own = `http://localhost:${port}`;
  // Its functions push to its own sockets: the management and Lambda endpoints are this gateway's.
  vi.resetModules();
  Object.assign(process.env, inject('cloudEnv'), { APP_URL: own, WS_MANAGEMENT_ENDPOINT: `${own}/_ws`, LAMBDA_ENDPOINT: `${own}/_lambda` });
  ({ startGateway } = await import('@infra/local/gateway'));
  ({ SocketClient: SocketClientClass } = await import('@web/lib/socket-client'));
  await startOwnGateway();
});

afterAll(async () => {
  await gateway?.close();
});

/** A call through this file's gateway. */
const viaOwn = (client: Client, method: string, path: string, body?: object) =>
  fetch(`http://localhost:${port}${path}`, {
    method,
    headers: { authorization: `Bearer ${client.token}`, 'content-type': 'application/json' },
    body: body ? JSON.stringify(body) : undefined,
  }).then(async (res) => ({ status: res.status, body: (await res.json()) as { data: ChatMessageView[] & ChatMessageView } }));

/**
 * A person's view of the chat as the SPA keeps it (live-conversation.ts): every message heard on the socket beside the
 * history fetched after each reconnect, merged by id; and how often each message was heard live.
 */
const followChat = (client: Client, chatId: string) => {
  const heardLive = new Map<string, number>();
  const shown = new Map<string, ChatMessageView>();
  let refetches = 0;
  const socket = new SocketClientClass({
    url: async () => `ws://localhost:${port}/ws`,
    credentials: () => ({ token: client.token }),
    createSocket: (url) => new WebSocket(url) as unknown as WebSocketLike,
  });
  socket.subscribe('chat.message', (message) => {
    if (message.chat_id !== chatId) return;
    heardLive.set(message.id, (heardLive.get(message.id) ?? 0) + 1);
    shown.set(message.id, message);
  });
  socket.onReconnect(() => {
    void viaOwn(client, 'GET', `/api/chat/${chatId}/history`).then(({ body }) => {
      for (const message of body.data) shown.set(message.id, message);
      refetches++;
    });
  });
  const opened = new Promise<void>((resolve) => socket.onStatus((status) => status === 'open' && resolve()));
  socket.connect();
  socket.join('join-chat', { chat_id: chatId });
  return { socket, heardLive, shown, opened, refetched: () => refetches };
};

const until = async (what: () => boolean, label: string) => {
  for (let i = 0; i < 200 && !what(); i++) await new Promise((r) => setTimeout(r, 50));
  if (!what()) throw new Error(`waited 10 s for ${label}`);
};

describe('the gateway restarted mid-chat', () => {
  it('reconnects both sides, joins them again, and leaves each with every message exactly once', async () => {
    // Prepare: a student's chat accepted by a member of staff, both following it through this gateway
    const team = await newChatTeam();
    const [staff, student] = await Promise.all([team.member(), signedInPerson()]);
    const started = await student.client.post('/api/chat/student/start', { staff_role: team.name, message: 'Hello, is anyone there?' });
    const chatId = started.body.data.id as string;
    expect((await staff.client.post(`/api/chat/${chatId}/accept`)).status).toBe(200);
    const sides = [followChat(staff.client, chatId), followChat(student.client, chatId)];
    await Promise.all(sides.map((side) => side.opened));
    // Joined once the chat's events reach both: a first message through this gateway.
    await new Promise((r) => setTimeout(r, 300));
    await viaOwn(staff.client, 'POST', `/api/chat/${chatId}/message`, { content: 'Hi, I can help.', client_id: 'staff-first' });
    await until(() => sides.every((side) => side.shown.size === 1), 'the first message on both sides');
    const before = (await viaOwn(student.client, 'GET', `/api/chat/${chatId}/history`)).body.data;
    // Act: the gateway goes; the student writes meanwhile through the cloud's other gateway; it comes back
    await gateway!.close();
    for (const [i, content] of ['My enrolment is stuck.', 'It says payment pending.'].entries()) {
      const sent = await call('POST', `/api/chat/${chatId}/message`, {
        token: student.client.token,
        body: { content, client_id: `student-while-down-${i}` },
      });
      expect(sent.status).toBe(201);
    }
    await startOwnGateway();
    await until(() => sides.every((side) => side.refetched() >= 1), 'both sides to reconnect and fetch the history');
    await viaOwn(student.client, 'POST', `/api/chat/${chatId}/message`, { content: 'Are you still there?', client_id: 'student-after-restart' });
    await viaOwn(staff.client, 'POST', `/api/chat/${chatId}/message`, { content: 'Yes, looking now.', client_id: 'staff-after-restart' });
    const stored = (await viaOwn(student.client, 'GET', `/api/chat/${chatId}/history`)).body.data;
    await until(() => sides.every((side) => side.shown.size === stored.length), 'every message on both sides');
    for (const side of sides) side.socket.close();
    // Assess
    const storedIds = stored.map((m) => m.id);
    expect(stored.map((m) => m.body)).toEqual([
      ...before.map((m) => m.body),
      'My enrolment is stuck.',
      'It says payment pending.',
      'Are you still there?',
      'Yes, looking now.',
    ]);
    expect(new Set(storedIds).size).toBe(storedIds.length);
    for (const side of sides) {
      expect([...side.shown.keys()].sort()).toEqual([...storedIds].sort());
      expect([...side.heardLive.values()].every((times) => times === 1)).toBe(true);
    }
  });
});
