// The socket's frame check reads each event's data by hand; the catalogue's schemas are what the server writes with.
// For every server event, the reader must take what its schema takes (and give what the schema gives: unknown keys
// dropped) and refuse what its schema refuses, for well-formed data and for each field spoilt in every way a frame can
// spoil it.
import { describe, expect, it } from 'vitest';
import { SERVER_EVENTS, type ServerEventName } from './event-catalogue';
import { PER_CHAT_EVENTS, SERVER_EVENT_READERS } from './server-event-readers';
import { chatMessageData } from './test-payloads';
import { REFUSED } from './value-readers';

const fullMessage = chatMessageData({
  sender_id: 'u1',
  sender_name: 'Sam Staff',
  client_id: 'c-123456',
  message_type: 'file',
  file: { id: 'f1', name: 'scan.pdf', size: 1024, content_type: 'application/pdf' },
  metadata: { read: true, read_at: '2026-03-02T01:00:05.000Z', sent_at: '2026-03-02T01:00:00.000Z' },
});
const notification = { id: 'n1', user_id: 'u1', read: false, trash: false };
const fullNotification = {
  ...notification,
  title: 'Ticket closed',
  body: 'Your ticket was closed.',
  type: 'ticket-status',
  link: '/tickets/t1',
  created_at: '2026-03-02',
};

/** Data each event carries, with its optional fields left out and given. */
const WELL_FORMED: { [N in ServerEventName]: object[] } = {
  'staff.availability.changed': [{ user_id: 'u1', available_for_chat: true }],
  'staff.status.update': [{ userId: 'u1', isOnline: true, role: 'Student Support', availableForChat: false }],
  'chat.message': [chatMessageData(), fullMessage],
  'chat-status': [{ chat_id: 'c1', status: 'active' }],
  'new.chat': [
    { id: 'c1', status: 'pending', created_at: '2026-03-02' },
    { id: 'c1', status: 'pending', guest_email: 'robin@example.com', staff_role: 'Admissions', created_at: '2026-03-02' },
  ],
  'chat.staff.joined': [
    { chat_id: 'c1', staff_id: 's1' },
    { chat_id: 'c1', staff_id: 's1', name: 'Sam Staff' },
  ],
  'chat.staff.left': [{ chat_id: 'c1', staff_id: 's1' }],
  'chat.ended': [{ chat_id: 'c1' }, { chat_id: 'c1', ended_by: 's1' }],
  'chat.transferred': [
    { chat_id: 'c1', staff_id: 's2' },
    { chat_id: 'c1', from_staff_id: 's1', staff_id: 's2' },
  ],
  'chat.accepted': [{ chat_id: 'c1', staff_id: 's1' }],
  'user-status-changed': [{ user_id: 'u1', is_online: false }],
  'ticket-status': [
    { ticket_id: 't1', status: 'closed', notification },
    { ticket_id: 't1', status: 'rated', notification: fullNotification },
  ],
  'attachment-upload-started': [
    { chat_id: 'c1', upload_id: 'up1', file_name: 'scan.pdf' },
    { chat_id: 'c1', upload_id: 'up1', file_name: 'scan.pdf', percent: 42.5 },
  ],
  'attachment-upload-completed': [{ chat_id: 'c1', upload_id: 'up1', message: fullMessage }],
  'attachment-upload-error': [{ chat_id: 'c1', upload_id: 'up1', message: 'The file is too large.' }],
  'chat.typing': [
    { chat_id: 'c1', sender_type: 'guest', name: 'Robin', typing: true },
    { chat_id: 'c1', sender_type: 'user', sender_id: 'u1', name: 'Sam Staff', typing: false },
  ],
  'notification.created': [{ notification }, { notification: fullNotification }],
  pong: [{}],
  error: [
    { message: 'Not understood' },
    { message: 'Refused', action: 'chat.message', chat_id: 'c1', client_id: 'c-123456', code: 'chat.closed', errors: { body: ['Write a message'] } },
    { message: 'Too fast', action: 'typing', code: 'chat.too_fast', retry_after: 3 },
  ],
  'session.ended': [{ reason: 'password-reset' }],
  'access.changed': [{ reason: 'role-changed' }, { reason: 'permissions-changed' }],
};

/** What may stand in a frame where a field was: wrong types, empty, too long, out of range, or nothing. */
const SPOILERS: unknown[] = [
  undefined,
  null,
  0,
  -1,
  1.5,
  101,
  Number.MAX_SAFE_INTEGER + 2,
  '',
  'x',
  'x'.repeat(41),
  'x'.repeat(65),
  'x'.repeat(201),
  'x'.repeat(301),
  'x'.repeat(5001),
  true,
  [],
  ['x'],
  {},
  { x: 1 },
];

type Json = Record<string, unknown>;

/** Every copy of `data` with one field (at any depth) replaced by `value`, or left out when `value` is undefined. */
const withEachField = (data: Json, value: unknown): Json[] =>
  Object.keys(data).flatMap((key) => {
    const replaced = { ...data };
    if (value === undefined) delete replaced[key];
    else replaced[key] = value;
    const inner = data[key];
    const deeper =
      typeof inner === 'object' && inner !== null && !Array.isArray(inner)
        ? withEachField(inner as Json, value).map((spoilt) => ({ ...data, [key]: spoilt }))
        : [];
    return [replaced, ...deeper];
  });

const variantsOf = (data: Json): unknown[] => [
  data,
  { ...data, unknown_key: 'dropped' },
  ...SPOILERS,
  ...SPOILERS.flatMap((value) => withEachField(data, value)),
];

const events = Object.keys(SERVER_EVENTS) as ServerEventName[];

describe('the readers of the server events', () => {
  it('read every event of the catalogue, and no other', () => {
    expect(Object.keys(SERVER_EVENT_READERS).sort()).toEqual([...events].sort());
  });

  it('know the events that also come per chat', () => {
    const perChat = events.filter((name) => 'perChat' in SERVER_EVENTS[name] && SERVER_EVENTS[name].perChat);
    expect([...PER_CHAT_EVENTS].sort()).toEqual(perChat.sort());
  });

  it.each(events)('read %s as its schema does, well-formed or spoilt', (name) => {
    const schema = SERVER_EVENTS[name].payload;
    const read = SERVER_EVENT_READERS[name];
    for (const data of WELL_FORMED[name]) {
      expect(schema.safeParse(data).success, `a well-formed ${name}`).toBe(true);
      for (const variant of variantsOf(data as Json)) {
        // Prepare
        const expected = schema.safeParse(variant);
        // Act
        const actual = read(variant);
        // Assess
        const shown = JSON.stringify(variant)?.slice(0, 200);
        if (expected.success) expect(actual, `takes ${shown}`).toEqual(expected.data);
        else expect(actual, `refuses ${shown}`).toBe(REFUSED);
      }
    }
  });
});
