// The SPA's socket client against a fake WebSocket: authentication in the URL, typed events checked
// against the catalogue, spec §9's reconnection (5 attempts 1 s apart), re-joining rooms and the 30 s
// activity ping, and no reconnection once the server said the session ended.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chatMessageData } from '@shared/realtime/test-payloads';
import { SocketClient, type SocketStatus, type WebSocketLike } from './socket-client';

class FakeSocket implements WebSocketLike {
  readyState = 0;
  readonly sent: { action: string; [key: string]: unknown }[] = [];
  onopen: WebSocketLike['onopen'] = null;
  onmessage: WebSocketLike['onmessage'] = null;
  onclose: WebSocketLike['onclose'] = null;
  onerror: WebSocketLike['onerror'] = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.end();
  }
  /** The server accepts the upgrade. */
  accept() {
    this.readyState = 1;
    this.onopen?.({});
  }
  /** The connection fails or the server closes it. */
  end() {
    if (this.readyState === 3) return;
    this.readyState = 3;
    this.onclose?.({});
  }
  push(event: string, data: unknown) {
    this.onmessage?.({ data: JSON.stringify({ event, data, timestamp: '2026-01-01T00:00:00.000Z' }) });
  }
}

let sockets: FakeSocket[];
let statuses: SocketStatus[];
let token: string | null;

const newClient = () => {
  const client = new SocketClient({
    url: async () => 'ws://portal.test/ws',
    credentials: () => (token ? { token } : null),
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
  });
  client.onStatus((status) => statuses.push(status));
  return client;
};

const latest = () => sockets.at(-1)!;
/** Lets the client's awaits and timers run for `ms`. */
const elapse = (ms = 0) => vi.advanceTimersByTimeAsync(ms);

beforeEach(() => {
  vi.useFakeTimers();
  sockets = [];
  statuses = [];
  token = 'the-session-token';
});
afterEach(() => {
  vi.useRealTimers();
});

describe('SocketClient', () => {
  it('connects to the configured URL with the session token', async () => {
    // Act
    newClient().connect();
    await elapse();
    latest().accept();
    // Assess
    expect(sockets).toHaveLength(1);
    expect(latest().url).toBe('ws://portal.test/ws?token=the-session-token');
    expect(statuses).toEqual(['connecting', 'open']);
  });

  it('stays closed without a session token', async () => {
    // Prepare
    token = null;
    // Act
    newClient().connect();
    await elapse(10_000);
    // Assess
    expect(sockets).toHaveLength(0);
    expect(statuses).toEqual(['closed']);
  });

  it('hands an event to its subscribers, with the per-chat variant’s chat id, and drops what the catalogue does not describe', async () => {
    // Prepare
    const client = newClient();
    const ended: unknown[] = [];
    const messages: { body: string; chatId?: string }[] = [];
    client.subscribe('chat-status', (data) => ended.push(data));
    client.subscribe('chat.message', (data, { chatId }) => messages.push({ body: data.body, chatId }));
    client.connect();
    await elapse();
    latest().accept();
    const message = {
      id: 'm1',
      chat_id: 'c1',
      message_type: 'text',
      body: 'Hello',
      sender_type: 'user',
      metadata: { read: false, sent_at: '2026-01-01T00:00:00Z' },
    };
    // Act
    latest().push('chat-status', { chat_id: 'c1', status: 'ended' });
    latest().push('chat.message.c1', message);
    latest().push('chat-status', { chat_id: 'c1', status: 'exploded' });
    latest().push('no.such.event', {});
    // Assess
    expect(ended).toEqual([{ chat_id: 'c1', status: 'ended' }]);
    expect(messages).toEqual([{ body: 'Hello', chatId: 'c1' }]);
  });

  it('drops a frame of a known event whose data the catalogue does not describe, and one that is no JSON', async () => {
    // Prepare
    const client = newClient();
    const heard: unknown[] = [];
    client.subscribe('chat-status', (data) => heard.push(data));
    client.subscribe('chat.message', (data) => heard.push(data));
    client.subscribe('session.ended', (data) => heard.push(data));
    client.connect();
    await elapse();
    latest().accept();
    const message = chatMessageData();
    // Act
    latest().push('chat-status', { status: 'ended' });
    latest().push('chat-status', null);
    latest().push('chat-status', [{ chat_id: 'c1', status: 'ended' }]);
    latest().push('chat.message.c1', { ...message, metadata: { read: 'no', sent_at: '2026-01-01T00:00:00Z' } });
    latest().push('chat.message', { ...message, body: 'x'.repeat(5001) });
    latest().push('chat.message', { ...message, file: { id: 'f1', name: 'a.pdf', size: -1, content_type: 'application/pdf' } });
    latest().push('session.ended', { reason: 'bored' });
    latest().onmessage?.({ data: '{"event":"chat-status","data":' });
    latest().onmessage?.({ data: new ArrayBuffer(8) });
    // Assess
    expect(heard).toEqual([]);
    expect(client.status).toBe('open');
  });

  it('reports the tab’s activity as it opens and every 30 s while open (spec §9)', async () => {
    // Prepare
    newClient().connect();
    await elapse();
    latest().accept();
    // Act
    await elapse(90_000);
    // Assess
    expect(latest().sent).toEqual(Array.from({ length: 4 }, () => ({ action: 'user-activity' })));
  });

  it('reconnects 1 s after a drop, joins its rooms again and asks features to refetch', async () => {
    // Prepare
    const client = newClient();
    const refetches = vi.fn();
    client.onReconnect(refetches);
    client.connect();
    await elapse();
    latest().accept();
    client.join('join-chat', { chat_id: 'c1' });
    client.join('join-room', { room: 'staff' });
    const first = latest();
    // Act
    first.end();
    await elapse(999);
    const before = sockets.length;
    await elapse(1);
    latest().accept();
    // Assess
    expect(before).toBe(1);
    expect(sockets).toHaveLength(2);
    expect(latest().sent).toEqual([{ action: 'join-chat', chat_id: 'c1' }, { action: 'join-room', room: 'staff' }, { action: 'user-activity' }]);
    expect(refetches).toHaveBeenCalledTimes(1);
    expect(statuses).toEqual(['connecting', 'open', 'reconnecting', 'open']);
  });

  it('does not join again a room it left', async () => {
    // Prepare
    const client = newClient();
    client.connect();
    await elapse();
    latest().accept();
    const leave = client.join('join-chat', { chat_id: 'c1' });
    // Act
    leave();
    latest().end();
    await elapse(1000);
    latest().accept();
    // Assess
    expect(sockets[0]!.sent).toEqual([{ action: 'user-activity' }, { action: 'join-chat', chat_id: 'c1' }, { action: 'leave-chat', chat_id: 'c1' }]);
    expect(latest().sent).toEqual([{ action: 'user-activity' }]);
  });

  it('is down after 5 attempts 1 s apart, tries once every 30 s while down, and starts again at once when asked', async () => {
    // Prepare
    const client = newClient();
    const refetches = vi.fn();
    client.onReconnect(refetches);
    client.connect();
    await elapse();
    latest().accept();
    // Act: the connection drops and every attempt fails
    latest().end();
    for (let attempt = 1; attempt <= 5; attempt++) {
      await elapse(1000);
      latest().end();
    }
    await elapse(29_999);
    // Assess
    expect(sockets).toHaveLength(6);
    expect(client.status).toBe('down');
    // Act: the attempt of 30 s later fails too, the next one opens
    await elapse(1);
    latest().end();
    await elapse(30_000);
    const downWhileTrying = client.status;
    latest().accept();
    // Assess
    expect(sockets).toHaveLength(8);
    expect(downWhileTrying).toBe('down');
    expect(client.status).toBe('open');
    expect(refetches).toHaveBeenCalledTimes(1);
    // Act: down again, and asked (e.g. the browser is back online)
    latest().end();
    for (let attempt = 1; attempt <= 5; attempt++) {
      await elapse(1000);
      latest().end();
    }
    client.connect();
    await elapse();
    latest().accept();
    // Assess
    expect(sockets).toHaveLength(14);
    expect(client.status).toBe('open');
  });

  it('stays closed after the server says the session ended', async () => {
    // Prepare
    const client = newClient();
    const reasons: string[] = [];
    client.subscribe('session.ended', ({ reason }) => reasons.push(reason));
    client.connect();
    await elapse();
    latest().accept();
    // Act
    latest().push('session.ended', { reason: 'password-changed' });
    latest().end();
    await elapse(10_000);
    // Assess
    expect(reasons).toEqual(['password-changed']);
    expect(sockets).toHaveLength(1);
    expect(client.status).toBe('closed');
  });

  it('sends nothing and opens nothing more once closed by the app', async () => {
    // Prepare
    const client = newClient();
    client.connect();
    await elapse();
    latest().accept();
    // Act
    client.close();
    await elapse(60_000);
    // Assess
    expect(client.send('ping', {})).toBe(false);
    expect(sockets).toHaveLength(1);
    expect(latest().sent).toEqual([{ action: 'user-activity' }]);
  });

  it('types events and payloads from the catalogue', () => {
    const client = newClient();
    // @ts-expect-error: not an event of the catalogue
    client.subscribe('chat.mesage', () => undefined);
    // @ts-expect-error: chat-status carries a status from the catalogue's list
    client.send('chat-status', { chat_id: 'c1', status: 'exploded' });
    client.subscribe('session.ended', ({ reason }) => {
      // @ts-expect-error: a reason is one of SESSION_END_REASONS
      const unknownReason: 'bored' = reason;
      return unknownReason;
    });
    expect(client.status).toBe('idle');
  });
});
