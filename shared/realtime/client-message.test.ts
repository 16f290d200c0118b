// What the ws and chat functions make of a client's frame: the action and its checked payload, or the sentence the
// socket hears back as `error` (docs/decisions.md "Realtime"). The sentences are part of the wire format.
import { describe, expect, it } from 'vitest';
import { parseClientMessage } from './client-message';

const SEND_JSON = 'Send JSON: { "action": ..., ... }';

describe('parseClientMessage', () => {
  it.each([
    ['nothing', undefined],
    ['text that is not JSON', 'hello'],
    ['a JSON array', '[{"action":"ping"}]'],
    ['JSON null', 'null'],
    ['a JSON string', '"ping"'],
  ])('asks for JSON when given %s', (_, raw) => {
    expect(parseClientMessage(raw)).toEqual({ error: SEND_JSON });
  });

  it.each([
    ['no action', '{}', 'Unknown action: (none)'],
    ['an action that is not a string', '{"action":7}', 'Unknown action: 7'],
    ['an action that is an object with a toString of its own', '{"action":{"toString":"x"}}', 'Unknown action: (an object)'],
    ['an action that is a list', '{"action":["ping"]}', 'Unknown action: (a list)'],
    ['a null action', '{"action":null}', 'Unknown action: (none)'],
    ['a misspelt action', '{"action":"pign"}', 'Unknown action: pign'],
    ['a server event', '{"action":"pong"}', 'Unknown action: pong'],
    ['an inherited property name', '{"action":"toString"}', 'Unknown action: toString'],
    ['a per-chat name', '{"action":"chat.message.abc"}', 'Unknown action: chat.message.abc'],
  ])('refuses %s', (_, raw, error) => {
    expect(parseClientMessage(raw)).toEqual({ error });
  });

  it('names at most 100 characters of an unknown action', () => {
    // Act
    const parsed = parseClientMessage(JSON.stringify({ action: 'x'.repeat(150) }));
    // Assess
    expect(parsed).toEqual({ error: `Unknown action: ${'x'.repeat(100)}` });
  });

  it('reads an action and its payload, dropping fields the action does not have', () => {
    // Act
    const parsed = parseClientMessage('{"action":"chat.message","chat_id":"c1","body":"Hello","client_id":"ref-0001","is_admin":true}');
    // Assess
    expect(parsed).toEqual({ action: 'chat.message', data: { chat_id: 'c1', body: 'Hello', client_id: 'ref-0001' } });
  });

  it('reads an action without a payload', () => {
    expect(parseClientMessage('{"action":"ping"}')).toEqual({ action: 'ping', data: {} });
  });

  it('says which field of the payload is wrong, with the portal’s own sentence', () => {
    // Act
    const parsed = parseClientMessage('{"action":"chat.message","chat_id":"c1","body":"Hello","client_id":"short"}');
    // Assess
    expect(parsed).toEqual({ error: 'Invalid chat.message: client_id Use 8 to 64 letters, digits, - or _' });
  });

  it('names every wrong field, in at most 200 characters after the action', () => {
    // Act
    const parsed = parseClientMessage(JSON.stringify({ action: 'attachment-upload-progress', chat_id: 1, upload_id: 2, percent: 'all', error: 3 }));
    // Assess
    const error = 'error' in parsed ? parsed.error : '';
    expect(error.startsWith('Invalid attachment-upload-progress: chat_id ')).toBe(true);
    for (const field of ['upload_id', 'percent']) expect(error).toContain(`; ${field} `);
    expect(error.length).toBe('Invalid attachment-upload-progress: '.length + 200);
  });

  it('refuses a chat status the spec does not name', () => {
    const parsed = parseClientMessage('{"action":"chat-status","chat_id":"c1","status":"archived"}');
    expect(parsed).toEqual({ error: expect.stringMatching(/^Invalid chat-status: status /) });
  });
});
