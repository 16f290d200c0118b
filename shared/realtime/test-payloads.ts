// Server events' data as the server sends them, for the tests that read pushed frames.

/** A chat message (`chat.message`), its optional fields left out unless given. */
export const chatMessageData = (fields: object = {}) => ({
  id: 'm1',
  chat_id: 'c1',
  message_type: 'text',
  body: 'Hello',
  sender_type: 'user',
  metadata: { read: false, sent_at: '2026-03-02T01:00:00.000Z' },
  ...fields,
});
