// Real WebSocket connections to the local gateway for the integration suites: open one as a signed-in user or as a
// chat guest, send actions, and wait for what it hears.
import { inject } from 'vitest';
import WebSocket from 'ws';

export interface Heard {
  event: string;
  data: Record<string, unknown>;
}

export interface TestSocket {
  socket: WebSocket;
  /** Every message heard so far, parsed. */
  heard: Heard[];
  send(action: string, payload?: Record<string, unknown>): void;
  /**
   * Waits (up to 5 s) until `count` messages of `event` matching `where` were heard; answers those heard. A chat
   * event counts in either form: plain, or per chat (`chat.message.<id>`, what a socket following the chat hears).
   */
  until(event: string, where?: (data: Record<string, unknown>) => boolean, count?: number): Promise<Heard[]>;
  close(): Promise<void>;
}

const base = () => `${inject('apiUrl').replace(/^http/, 'ws')}/ws`;

export const openSocket = (query: string): Promise<TestSocket> =>
  new Promise((resolve, reject) => {
    const socket = new WebSocket(`${base()}?${query}`);
    const heard: Heard[] = [];
    socket.on('message', (raw) => heard.push(JSON.parse(String(raw)) as Heard));
    socket.once('unexpected-response', (_req, res) => reject(new Error(`refused with ${res.statusCode}`)));
    socket.once('open', () =>
      resolve({
        socket,
        heard,
        send: (action, payload = {}) => socket.send(JSON.stringify({ ...payload, action })),
        until: async (event, where = () => true, count = 1) => {
          const matching = () => heard.filter((h) => (h.event === event || h.event === `${event}.${String(h.data.chat_id)}`) && where(h.data));
          for (let i = 0; i < 100 && matching().length < count; i++) await new Promise((r) => setTimeout(r, 50));
          return matching();
        },
        close: () =>
          new Promise((done) => {
            if (socket.readyState === WebSocket.CLOSED) return done();
            socket.once('close', () => done());
            socket.close();
          }),
      }),
    );
  });

export const userSocket = (token: string) => openSocket(`token=${encodeURIComponent(token)}`);

export const guestSocket = (chatId: string, guestToken: string) => openSocket(`chat_id=${chatId}&guest_token=${encodeURIComponent(guestToken)}`);
