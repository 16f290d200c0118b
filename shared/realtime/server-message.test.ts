// What the SPA's socket client makes of a pushed frame: the event, its chat for a per-chat variant (spec §7: "per-chat
// variants with the chat id as suffix"), and its data; anything the catalogue does not describe is dropped.
import { describe, expect, it } from 'vitest';
import { parseServerMessage } from './server-message';
import { chatMessageData } from './test-payloads';

const message = chatMessageData();
const frame = (event: string, data: unknown, timestamp: unknown = '2026-03-02T01:00:01.000Z') => JSON.stringify({ event, data, timestamp });

describe('parseServerMessage', () => {
  it('reads an event and its data', () => {
    expect(parseServerMessage(frame('chat.message', message))).toEqual({
      event: 'chat.message',
      data: message,
      timestamp: '2026-03-02T01:00:01.000Z',
    });
  });

  it('reads a per-chat variant as its event, with the chat it names', () => {
    expect(parseServerMessage(frame('chat.staff.joined.c1', { chat_id: 'c1', staff_id: 's1' }))).toEqual({
      event: 'chat.staff.joined',
      chatId: 'c1',
      data: { chat_id: 'c1', staff_id: 's1' },
      timestamp: '2026-03-02T01:00:01.000Z',
    });
  });

  it('gives an empty timestamp when the frame has none', () => {
    expect(parseServerMessage(JSON.stringify({ event: 'pong', data: {} }))).toEqual({ event: 'pong', data: {}, timestamp: '' });
  });

  it.each([
    ['text that is not JSON', 'pong'],
    ['a frame without an event', JSON.stringify({ data: {} })],
    ['an unknown event', frame('chat.deleted', { chat_id: 'c1' })],
    ['a client action', frame('ping', {})],
    ['an inherited property name', frame('toString', {})],
    ['a per-chat variant of an event that has none', frame('new.chat.c1', { id: 'c1', status: 'pending', created_at: '2026-03-02' })],
    ['data the event does not carry', frame('chat.message', { ...message, sender_type: 'robot' })],
    ['a session ended for a reason the catalogue does not give', frame('session.ended', { reason: 'bored' })],
  ])('drops %s', (_, raw) => {
    expect(parseServerMessage(raw)).toBeUndefined();
  });
});
