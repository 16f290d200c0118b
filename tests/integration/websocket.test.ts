import { describe, expect, it, inject } from 'vitest';
import WebSocket from 'ws';
import { ROLE } from '@shared/permissions';
import { signInAs } from '../support/api';

const socketUrl = (token: string) => `${inject('apiUrl').replace(/^http/, 'ws')}/ws?token=${encodeURIComponent(token)}`;

/** Opens a socket; resolves with it once open, rejects when the server refuses the upgrade. */
const connect = (url: string) =>
  new Promise<WebSocket>((resolve, reject) => {
    const socket = new WebSocket(url);
    socket.once('open', () => resolve(socket));
    socket.once('unexpected-response', (_req, res) => reject(new Error(`refused with ${res.statusCode}`)));
    socket.once('error', reject);
  });

const nextEvent = (socket: WebSocket) =>
  new Promise<{ event: string; data: unknown; timestamp: string }>((resolve) =>
    socket.once('message', (raw) => resolve(JSON.parse(String(raw)))),
  );

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

  it('refuses a token once its session is signed out', async () => {
    const student = await signInAs(ROLE.student);
    await student.post('/api/logout');
    await expect(connect(socketUrl(student.token))).rejects.toThrow(/refused with 401/);
  });
});
