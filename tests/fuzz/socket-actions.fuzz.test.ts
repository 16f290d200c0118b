// The socket's fuzz walk: every client action of the event catalogue (and names it does not know), with hostile
// payloads, sent over real sockets to the local gateway as a student, as staff who take chats and as a chat guest:
// whichever function the action is routed to (the ws function, or the chat function for chat actions), every answer
// is an event the catalogue describes, a refusal is an `error` that says why and is never a failure on our side,
// and the socket stays open and answers a ping afterwards. An action added to the catalogue is fuzzed from then on.
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { SOCKET_PACE } from '@shared/realtime/pace';
import { CLIENT_EVENTS, SERVER_EVENTS } from '@shared/realtime/event-catalogue';
import { parseServerMessage } from '@shared/realtime/server-message';
import { call, randomLoopbackAddress, uniqueEmail } from '../support/api';
import { newChatTeam, signedInPerson } from '../support/fixtures';
import { guestSocket, userSocket, type TestSocket } from '../support/sockets';
import { deeplyNestedJson, hostileLike, notJsonText, prototypePayload, trickyString, wrongValue } from './arbitraries';

const RUNS_PER_ACTION = Number(process.env.FUZZ_SOCKET_RUNS ?? 12);
/** Frames of any shape (the action itself hostile, or no JSON object at all) each socket is sent. */
const SHAPELESS_FRAMES = Number(process.env.FUZZ_SOCKET_FRAMES ?? 500);
/** What the walk sends in all, at the least: enough that a frame of a kind no one thought of is likely among them. */
const FRAMES_AT_LEAST = 2000;
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_126);
// The gateway refuses a frame over 128 KB by closing the socket (as API Gateway does): payloads stay under it, in bytes.
const MAX_FRAME = 100_000;

/** A frame's size as the gateway counts it: UTF-8 bytes, up to three for one character of a JavaScript string. */
const frameBytes = (text: string) => Buffer.byteLength(text, 'utf8');

const ACTIONS = [...Object.keys(CLIENT_EVENTS), 'no-such-action', 'chat.message.extra'];

interface Fixture {
  name: string;
  /** Opens a socket of this caller's: each burst goes over one of its own, within a socket's pace (socket-pace.ts). */
  open: () => Promise<TestSocket>;
}

let fixtures: Fixture[] = [];
let framesSent = 0;
let chatIds: string[] = [];

beforeAll(async () => {
  // A team of its own: the fuzz toggles its staff's availability and writes in its chats only.
  const role = await newChatTeam('Fuzz Team');
  const { client: staff } = await role.member();
  const student = await signedInPerson();
  const started = await student.client.post('/api/chat/student/start', { staff_role: role.name, message: 'Fuzzing' });
  /** A visitor's chat, taken by the team's member: its pass opens sockets until the chat ends (a fuzzed `chat-status`). */
  const guestChat = async () => {
    const guest = await call('POST', '/api/chat/guest/start', {
      body: { email: uniqueEmail('fuzz-guest'), department: role.name, message: 'Fuzzing too' },
      from: randomLoopbackAddress(),
    });
    await staff.post(`/api/chat/${guest.body.data.chat.id}/accept`);
    return { id: guest.body.data.chat.id as string, pass: guest.body.data.guest_token as string };
  };
  let guest = await guestChat();
  chatIds = [started.body.data.id as string, guest.id];
  fixtures = [
    { name: 'student', open: () => userSocket(student.client.token) },
    { name: 'staff', open: () => userSocket(staff.token) },
    {
      name: 'guest',
      // The chat ended by an earlier burst refuses its pass (as it should): the visitor starts another.
      open: () =>
        guestSocket(guest.id, guest.pass).catch(async () => {
          guest = await guestChat();
          return guestSocket(guest.id, guest.pass);
        }),
    },
  ];
}, 60_000);

/** A plausible value per payload field, for hostile variants to start from. */
const plausible = (field: string): unknown =>
  ({ chat_id: chatIds[0], upload_id: 'upload-0001', client_id: 'client-0001', body: 'Hello', status: 'ended', typing: true, percent: 50 })[field] ??
  'x';

const fieldsOf = (action: string): string[] => {
  const payload = (CLIENT_EVENTS as Record<string, { payload: { shape?: Record<string, unknown> } }>)[action]?.payload;
  const declared = Object.keys(payload?.shape ?? {});
  // An action that takes nothing still gets fields it does not expect.
  return declared.length ? declared : ['chat_id', 'body', 'available'];
};

/** Hostile payloads for an action: each field hostile in turn, wrong types, prototype keys, real ids of other chats. */
const payloads = (action: string): fc.Arbitrary<Record<string, unknown>> => {
  const fields = fieldsOf(action);
  const base = Object.fromEntries(fields.map((f) => [f, plausible(f)]));
  return fc
    .oneof(
      hostileLike(base) as fc.Arbitrary<Record<string, unknown>>,
      fc.dictionary(fc.constantFrom(...fields), wrongValue, { maxKeys: fields.length }),
      prototypePayload(fc.constantFrom(...fields)),
      fc.constantFrom(...chatIds).map((chat_id) => ({ ...base, chat_id })),
      trickyString.map((text) => ({ ...base, chat_id: text })),
    )
    .filter((p) => JSON.stringify({ ...p, action }).length < MAX_FRAME);
};

/**
 * Frames of any shape: an `action` that is no name (an object with a `toString` of its own, a list, a number, null),
 * JSON that is no object, text that is no JSON, JSON nested deeper than a parser's stack. Each under the frame limit.
 */
const shapelessFrames: fc.Arbitrary<string> = fc
  .oneof(
    fc.record({ action: wrongValue }).map((frame) => JSON.stringify(frame)),
    fc.constantFrom(
      '{"action":{"toString":"x"}}',
      '{"action":{"valueOf":"x","toString":{}}}',
      '{"action":["ping"]}',
      '{"action":null}',
      '{"action":"__proto__"}',
      '{"__proto__":{"action":"ping"}}',
      '{"action":"constructor"}',
    ),
    fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)),
    notJsonText,
    deeplyNestedJson,
  )
  .filter((text) => text.length > 0 && frameBytes(text) < MAX_FRAME);

/** Waits until the socket has heard nothing new for a moment: what was sent has been answered. */
const quiet = async (socket: TestSocket) => {
  let count = -1;
  while (count !== socket.heard.length) {
    count = socket.heard.length;
    await new Promise((r) => setTimeout(r, 400));
  }
};

type Heard = TestSocket['heard'][number];

/** An event told to every member of staff online, whatever their socket sent. */
const toAllStaff = (event: string) => (SERVER_EVENTS as Record<string, { audience: string }>)[event]?.audience === 'staff';

/** Frames one socket is sent before its ping: a fresh socket's burst, less the ping's own frame. */
const FRAMES_PER_SOCKET = SOCKET_PACE.burst - 1;

/**
 * Sends the frames in bursts, each over a fresh socket of the fixture's (a socket past its pace is refused before
 * anything runs, which would hide what the frames do), and checks what came back: only events the catalogue describes,
 * none a failure of ours (nor anything `refused` rules out), and each socket still open and answering a ping.
 */
const sendAndCheck = async (fixture: Fixture, frames: readonly string[], refused: (answer: Heard) => boolean) => {
  for (let start = 0; start < frames.length; start += FRAMES_PER_SOCKET) {
    const socket = await fixture.open();
    try {
      await sendBurst(fixture.name, socket, frames.slice(start, start + FRAMES_PER_SOCKET), refused);
    } finally {
      await socket.close();
    }
  }
};

const sendBurst = async (name: string, socket: TestSocket, frames: readonly string[], refused: (answer: Heard) => boolean) => {
  for (const frame of frames) socket.socket.send(frame);
  framesSent += frames.length;
  await quiet(socket);
  const answers = [...socket.heard];
  socket.send('ping');
  const pongs = await socket.until('pong', () => true, 1);
  const failures = answers.filter((h) => (h.event === 'error' && ['server.error', 'chat.too_fast'].includes(String(h.data.code))) || !refused(h));
  const undescribed = answers.filter((h) => !parseServerMessage(JSON.stringify(h)));
  expect({ as: name, failures, undescribed, open: socket.socket.readyState === socket.socket.OPEN }).toEqual({
    as: name,
    failures: [],
    undescribed: [],
    open: true,
  });
  expect(pongs.length, `${name} still answers a ping`).toBeGreaterThan(0);
  for (const error of answers.filter((h) => h.event === 'error')) expect(String(error.data.message).length).toBeGreaterThan(0);
};

describe('socket actions under hostile payloads', () => {
  it.each(ACTIONS)(
    '%s: answered only with catalogue events, never a failure of ours, and the socket stays open',
    async (action) => {
      for (const [index, fixture] of fixtures.entries()) {
        const samples = fc.sample(payloads(action), { numRuns: RUNS_PER_ACTION, seed: SEED + index });
        // A payload the action takes may be answered as the action answers (a pong, a message heard).
        await sendAndCheck(
          fixture,
          samples.map((payload) => JSON.stringify({ ...payload, action })),
          () => true,
        );
      }
    },
    120_000,
  );

  it('answers a frame of any shape with an error event, never a failure of ours, and the socket stays open', async () => {
    for (const [index, fixture] of fixtures.entries()) {
      const frames = fc.sample(shapelessFrames, { numRuns: SHAPELESS_FRAMES, seed: SEED + 100 + index });
      // Each is refused (a frame that happens to be a ping is answered as one). What staff online hear of each other
      // meanwhile (another suite's member coming online) is told to all of them, not an answer to these frames.
      await sendAndCheck(fixture, frames, (h) => h.event === 'error' || h.event === 'pong' || toAllStaff(h.event));
    }
  }, 120_000);

  it(`sent at least ${FRAMES_AT_LEAST} hostile frames in all`, () => {
    expect(framesSent).toBeGreaterThanOrEqual(FRAMES_AT_LEAST);
  });
});
