// Live chat for `npm run bench` (issue 11): a message from a guest's socket to the staff socket of its chat, through
// the local gateway's route selection and the chat function, with 200 sockets in 100 rooms, every room sending at
// once; and a staff member's availability switch fanned out to 50 staff sockets. Each beside a bare WebSocket server
// in this process doing the same socket work with nothing between (an echo at the same concurrency, a broadcast to
// as many sockets), measured in the same run, rounds alternating. Answers the times; run.ts makes the rows.
// Its pieces (JSON calls, sockets and what they hear, a chat team with its guests' chats) serve `npm run load` too.
import { request, type Agent } from 'node:http';
import WebSocket, { WebSocketServer } from 'ws';
// As often as the SPA reports a tab's activity; presence counts staff offline after 2 min without (the jobs function's sweep).
import { ACTIVITY_INTERVAL_MS } from '@web/lib/socket-client';
import { CHAT_MESSAGE_PACE, SOCKET_PACE } from '@shared/realtime/pace';
import { chatTeamRole } from '../support/chat-team';
import { rounds } from './scale';
import { passTurn } from './side-by-side';
import { costOf, leastRecorded, READS, replay, type Cost, type StoreRecorder } from './store-recorder';

/** The rows' names: `BENCH_ONLY=chat` selects both. */
export const CHAT_MESSAGE = 'chat.message guest → staff socket (100 rooms, 200 sockets)';
export const CHAT_PRESENCE = 'chat presence: toggle-staff-availability → 50 staff sockets';

const ROOMS = 100;
const PRESENCE_LISTENERS = 50;
/** Rounds in which every room sends one message at once: warm-up first, then measured ones alternating with the echo's. */
const MESSAGE_WARM_UP_ROUNDS = rounds(3);
const MESSAGE_ROUNDS = rounds(12);
const TOGGLE_WARM_UP = rounds(20);
const TOGGLES = rounds(120);
/** A message or event not heard within this long is counted lost, not waited for. */
const HEARD_WITHIN_MS = 20_000;

export interface Samples {
  api: number[];
  raw: number[];
  /** Deliveries not heard within HEARD_WITHIN_MS (not in `api`). */
  lost: number;
  /** What one delivery cost the store, when the bench recorded one alone; and what its baseline's raw write costs. */
  cost?: Cost;
  rawCost?: Cost;
}

export interface ChatBenchResult {
  message?: Samples;
  presence?: Samples;
  /** Setup times, what the sockets heard besides, anything odd: for the console and the report. */
  notes: string[];
}

export interface Heard {
  event: string;
  data: Record<string, unknown>;
}

/** Everything heard on every socket that is not what a measurement waits for and says something went wrong. */
export class Tally {
  readonly counts = new Map<string, number>();
  readonly samples: string[] = [];
  note(heard: Heard) {
    if (heard.event !== 'error' && heard.event !== 'session.ended') return;
    this.counts.set(heard.event, (this.counts.get(heard.event) ?? 0) + 1);
    if (this.samples.length < 5) this.samples.push(`${heard.event} ${JSON.stringify(heard.data).slice(0, 300)}`);
  }
  summary(): string {
    if (!this.counts.size) return 'no error or session.ended event heard on any socket';
    return `heard on the sockets: ${[...this.counts].map(([e, n]) => `${n} × ${e}`).join(', ')} (first: ${this.samples.join('; ')})`;
  }
}

/** A socket with the waiters of what it should hear; each waiter is given every message until it says it is done. */
export interface Listened {
  socket: WebSocket;
  waiters: Set<(heard: Heard, at: number) => boolean>;
}

export const listen = (socket: WebSocket, tally?: Tally): Listened => {
  const waiters = new Set<(heard: Heard, at: number) => boolean>();
  socket.on('message', (raw) => {
    const at = performance.now();
    const heard = JSON.parse(String(raw)) as Heard;
    tally?.note(heard);
    for (const waiter of waiters) if (waiter(heard, at)) waiters.delete(waiter);
  });
  return { socket, waiters };
};

/** The first message the socket hears that `wanted` accepts, and when (performance.now()); undefined past `within`. */
export const nextHeard = (listened: Listened, wanted: (heard: Heard) => boolean, within = HEARD_WITHIN_MS) =>
  new Promise<{ heard: Heard; at: number } | undefined>((resolve) => {
    const waiter = (heard: Heard, at: number) => {
      if (!wanted(heard)) return false;
      clearTimeout(timer);
      resolve({ heard, at });
      return true;
    };
    const timer = setTimeout(() => {
      listened.waiters.delete(waiter);
      resolve(undefined);
    }, within);
    listened.waiters.add(waiter);
  });

/** When (performance.now()) the socket hears a message `wanted` accepts; undefined past HEARD_WITHIN_MS. */
export const hear = async (listened: Listened, wanted: (heard: Heard) => boolean, within = HEARD_WITHIN_MS): Promise<number | undefined> =>
  (await nextHeard(listened, wanted, within))?.at;

export const send = (listened: Listened, action: string, payload: Record<string, unknown> = {}) =>
  listened.socket.send(JSON.stringify({ ...payload, action }));

export const openSocket = (url: string) =>
  new Promise<WebSocket>((resolve, reject) => {
    const socket = new WebSocket(url);
    socket.once('open', () => resolve(socket));
    socket.once('unexpected-response', (_req, res) => reject(new Error(`${url.replace(/token=[^&]+/, 'token=…')}: refused with ${res.statusCode}`)));
    socket.once('error', reject);
  });

export const closeSocket = (socket: WebSocket) =>
  new Promise<void>((done) => {
    if (socket.readyState === WebSocket.CLOSED) return done();
    socket.once('close', () => done());
    socket.close();
  });

/** Runs `fn` over `items`, `width` at a time, in order. */
export const inBatches = async <T, R>(items: readonly T[], width: number, fn: (item: T, index: number) => Promise<R>): Promise<R[]> => {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += width) {
    results.push(...(await Promise.all(items.slice(i, i + width).map((item, j) => fn(item, i + j)))));
  }
  return results;
};

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const paces = new WeakMap<Listened, { tokens: number; at: number }>();

/**
 * Waits until the socket may send another frame within its pace (functions/platform/socket-pace.ts), as the gateway
 * counts it: the bench sends as fast as a person may, not faster, so nothing it times is a refusal.
 */
export const withinPace = async (listened: Listened): Promise<void> => {
  const now = performance.now();
  const last = paces.get(listened) ?? { tokens: SOCKET_PACE.burst, at: now };
  let tokens = Math.min(SOCKET_PACE.burst, last.tokens + ((now - last.at) / 1000) * SOCKET_PACE.perSecond);
  if (tokens < 1) {
    // A little over the refill time: the server's clock and ours do not tick together.
    await sleep(((1 - tokens) / SOCKET_PACE.perSecond) * 1000 + 50);
    tokens = 1;
  }
  paces.set(listened, { tokens: tokens - 1, at: performance.now() });
};
export const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

export interface Staff {
  id: string;
  token: string;
}

/** A bare WebSocket server in this process: echoes what a socket sends, or (`broadcast`) sends it to every other socket. */
export const bareServer = async (broadcast: boolean) => {
  const server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  server.on('connection', (socket) =>
    socket.on('message', (data) => {
      if (!broadcast) return socket.send(data);
      for (const other of server.clients) if (other !== socket) other.send(data);
    }),
  );
  await new Promise((resolve) => server.once('listening', resolve));
  const url = `ws://127.0.0.1:${(server.address() as { port: number }).port}`;
  return { server, url, close: () => new Promise((resolve) => server.close(resolve)) };
};

export interface Answer<T> {
  status: number;
  body: T;
  /** The Retry-After header, as sent. */
  retryAfter?: string;
  /** Sent a second time: the kept-alive connection it first went out on had just been closed by the server. */
  resent?: true;
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  /** The loopback address the call comes from: guests' chat starts, sign-in failures and mail are limited per address. */
  from?: string;
  /** Kept-alive sockets to reuse (Node's global agent otherwise). */
  agent?: Agent;
  /** Headers of the call's own (a guest's chat pass). */
  headers?: Record<string, string>;
}

export type JsonCall = <T = unknown>(method: string, path: string, options?: CallOptions) => Promise<Answer<T>>;

/** JSON when it is; otherwise the text itself, which is what an error page says. */
const parseBody = (text: string): unknown => {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

/** JSON calls to the portal at `url`, each answering its status and body. */
export const jsonCaller = (url: string): JsonCall => {
  const { hostname, port } = new URL(url);
  const attempt = <T>(method: string, path: string, options: CallOptions, resent: boolean) =>
    new Promise<Answer<T>>((resolve, reject) => {
      const body = options.body === undefined ? undefined : JSON.stringify(options.body);
      const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
      if (body !== undefined) Object.assign(headers, { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) });
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      const from = options.from ? { localAddress: options.from } : {};
      // Sent again on a connection of its own: the agent's other kept-alive ones may have been closed with it.
      const agent = resent ? { agent: false as const } : options.agent ? { agent: options.agent } : {};
      const req = request({ host: hostname, port, method, path, headers, ...from, ...agent }, (res) => {
        const chunks: Buffer[] = [];
        const retryAfter = res.headers['retry-after'];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () =>
          resolve({
            status: res.statusCode!,
            body: parseBody(Buffer.concat(chunks).toString('utf8')) as T,
            ...(retryAfter ? { retryAfter } : {}),
            ...(resent ? { resent } : {}),
          }),
        );
      });
      req.on('error', (error: NodeJS.ErrnoException) => {
        // A kept-alive connection that the server closed for idleness as the request went out on it (a client learns of
        // it only by writing): browsers, and Node's documentation, send such a request again on a new connection. Once.
        if (req.reusedSocket && error.code === 'ECONNRESET' && !resent) resolve(attempt<T>(method, path, options, true));
        else reject(error);
      });
      req.end(body);
    });
  return <T>(method: string, path: string, options: CallOptions = {}) => attempt<T>(method, path, options, false);
};

/** The body of an answer with the status expected; otherwise an error naming the call, its status and body. */
export const expectStatus = <T>(what: string, status: number, answer: Answer<T>): T => {
  if (answer.status !== status) throw new Error(`${what}: HTTP ${answer.status} ${JSON.stringify(answer.body).slice(0, 500)}`);
  return answer.body;
};

/** The portal's WebSocket API. */
export const webSocketBase = (url: string) => `${url.replace(/^http/, 'ws')}/ws`;

/**
 * A chat team of its own (a role holding take-chat), so that no other chat stands in its queue, and `count` staff in it,
 * each made and signed in. `label` ("Bench", "Load") tells them from other users; `tag` makes this run's names unique.
 */
export const makeChatTeam = async (call: JsonCall, superadminToken: string, count: number, label: string) => {
  const tag = Date.now().toString(36);
  const team = expectStatus(
    'POST /api/roles',
    201,
    await call<{ data: { id: string; name: string } }>('POST', '/api/roles', {
      token: superadminToken,
      body: chatTeamRole(`${label} Chat Team`, tag),
    }),
  ).data;
  const password = `${label}-chat-pass-1`;
  const staff: Staff[] = await inBatches(
    Array.from({ length: count }, (_, i) => i),
    8,
    async (i) => {
      const email = `${label.toLowerCase()}.chat.staff.${i}.${tag}@example.com`;
      expectStatus(
        'POST /api/users',
        201,
        await call('POST', '/api/users', {
          token: superadminToken,
          body: {
            name: `${label} Staff ${String.fromCharCode(65 + (i % 26))}${String.fromCharCode(65 + Math.floor(i / 26))}`,
            email,
            role_id: team.id,
            password,
            password_confirmation: password,
            verified: true,
          },
        }),
      );
      const signedIn = expectStatus(
        'POST /api/login',
        200,
        await call<{ access_token: string; user: { id: string } }>('POST', '/api/login', { body: { email, password } }),
      );
      return { id: signedIn.user.id, token: signedIn.access_token };
    },
  );
  return { team, staff, tag };
};

/** A guest's chat, accepted by its member of staff. */
export interface Room {
  chatId: string;
  guestToken: string;
  member: Staff;
}

/**
 * One guest's chat for each member of staff, accepted by that member; each started from an address of its own (5 starts
 * an address an hour, and the mail limit).
 */
export const startGuestChats = (call: JsonCall, team: { name: string }, staff: readonly Staff[], tag: string, label: string): Promise<Room[]> =>
  inBatches(staff, 10, async (member, i) => {
    const start = expectStatus(
      'POST /api/chat/guest/start',
      201,
      await call<{ data: { chat: { id: string }; guest_token: string } }>('POST', '/api/chat/guest/start', {
        body: {
          email: `${label.toLowerCase()}.guest.${i}.${tag}@example.com`,
          name: `${label} Guest`,
          department: team.name,
          message: `A ${label.toLowerCase()} chat.`,
        },
        from: `127.3.${Math.floor(i / 200)}.${2 + (i % 200)}`,
      }),
    );
    const chatId = start.data.chat.id;
    expectStatus('POST /api/chat/{id}/accept', 200, await call('POST', `/api/chat/${chatId}/accept`, { token: member.token }));
    return { chatId, guestToken: start.data.guest_token, member };
  });

export interface RoomSockets extends Room {
  guest: Listened;
  staff: Listened;
}

/** A socket for each room's guest and one for its member of staff. */
export const openRoomSockets = (url: string, rooms: readonly Room[], tally: Tally): Promise<RoomSockets[]> =>
  inBatches(rooms, 10, async (room) => {
    const [guest, member] = await Promise.all([
      openSocket(`${webSocketBase(url)}?chat_id=${room.chatId}&guest_token=${encodeURIComponent(room.guestToken)}`),
      openSocket(`${webSocketBase(url)}?token=${encodeURIComponent(room.member.token)}`),
    ]);
    return { ...room, guest: listen(guest, tally), staff: listen(member, tally) };
  });

/** The roster (GET /api/chat/staff-roles) as the first of `staff` sees it. */
export const rosterOf = (call: JsonCall, staff: readonly Staff[]) => {
  const asker = staff[0]!;
  const ids = new Set(staff.map((s) => s.id));
  /** Which of `staff` are online now, and how many others are. */
  const onlineNow = async () => {
    const roster = expectStatus(
      'GET /api/chat/staff-roles',
      200,
      await call<{ staff: { id: string; is_online: boolean }[] }>('GET', '/api/chat/staff-roles', { token: asker.token }),
    );
    const online = roster.staff.filter((s) => s.is_online);
    return { ours: new Set(online.filter((s) => ids.has(s.id)).map((s) => s.id)), others: online.filter((s) => !ids.has(s.id)).length };
  };
  /** Waits (30 s at most) until just `expected` of `staff` are online; answers how many other staff are. */
  const waitUntilOnline = async (expected: Set<string>, what: string) => {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const { ours, others } = await onlineNow();
      if (ours.size === expected.size && [...expected].every((id) => ours.has(id))) return others;
      if (Date.now() > deadline) throw new Error(`${what}: ${ours.size} of the team's staff online, ${expected.size} expected`);
      await sleep(250);
    }
  };
  return { waitUntilOnline };
};

/** Staff sockets answer `user-activity` with `pong`, which keeps their presence (the SPA sends it every 30 s): how many did not. */
export const pingStaff = async (sockets: readonly Listened[]): Promise<number> => {
  await Promise.all(sockets.map(withinPace));
  const pongs = sockets.map((s) => hear(s, (h) => h.event === 'pong'));
  for (const s of sockets) send(s, 'user-activity');
  return (await Promise.all(pongs)).filter((at) => at === undefined).length;
};

export interface ChatBenchOptions {
  /** The portal's origin. */
  url: string;
  /** The demo Superadmin's session, to make the team and its staff. */
  superadminToken: string;
  /** Which of the two to measure (BENCH_ONLY). */
  measured: (call: string) => boolean;
  /**
   * The bench's: one message and one switch recorded alone (their store calls and items), and the message's writes
   * replayed raw through this client before each echo, so the baseline is the store write a message needs and a
   * bare echo, timed together.
   */
  store?: { recorder: StoreRecorder; client: Parameters<typeof replay>[0] };
}

/** What a socket hears that `wanted` accepts, whole; undefined past HEARD_WITHIN_MS. */
const heardWhole = (listened: Listened, wanted: (heard: Heard) => boolean) =>
  new Promise<Heard | undefined>((resolve) => {
    const timer = setTimeout(() => resolve(undefined), HEARD_WITHIN_MS);
    listened.waiters.add((heard) => {
      if (!wanted(heard)) return false;
      clearTimeout(timer);
      resolve(heard);
      return true;
    });
  });

export const benchChat = async ({ url, superadminToken, measured, store }: ChatBenchOptions): Promise<ChatBenchResult> => {
  const result: ChatBenchResult = { notes: [] };
  const measureMessages = measured(CHAT_MESSAGE);
  const measurePresence = measured(CHAT_PRESENCE);
  if (!measureMessages && !measurePresence) return result;
  const wsBase = webSocketBase(url);
  const call = jsonCaller(url);

  // A team of its own and its staff: one per room (each may hold 5 open chats; one each keeps a message to one staff
  // socket). The presence measurement takes the first 51 of them again.
  const settingUp = performance.now();
  const { team, staff, tag } = await makeChatTeam(call, superadminToken, measureMessages ? ROOMS : PRESENCE_LISTENERS + 1, 'Bench');
  result.notes.push(`chat setup: a team and ${staff.length} staff made and signed in in ${seconds(settingUp)}`);
  const { waitUntilOnline } = rosterOf(call, staff);

  const tally = new Tally();
  /** Staff sockets are pinged every 30 s, between rounds, to keep their presence. */
  let pingedAt = performance.now();
  const keepOnline = async (sockets: Listened[], force = false) => {
    if (!force && performance.now() - pingedAt < ACTIVITY_INTERVAL_MS) return;
    const missing = await pingStaff(sockets);
    if (missing) result.notes.push(`${missing} staff sockets did not answer user-activity with pong`);
    pingedAt = performance.now();
  };

  if (measureMessages) {
    // 100 guests' chats, each accepted by its member of staff; then a socket for each guest and each member of staff.
    const starting = performance.now();
    const rooms = await startGuestChats(call, team, staff.slice(0, ROOMS), tag, 'Bench');
    result.notes.push(`chat setup: ${rooms.length} guest chats started and accepted in ${seconds(starting)}`);
    const opening = performance.now();
    const sockets = await openRoomSockets(url, rooms, tally);
    await waitUntilOnline(new Set(rooms.map((r) => r.member.id)), 'chat staff online');
    result.notes.push(`chat setup: ${sockets.length * 2} sockets open (the staff online) in ${seconds(opening)}`);
    pingedAt = performance.now();
    const staffSockets = sockets.map((s) => s.staff);

    const echo = await bareServer(false);
    const echoClients = await Promise.all(sockets.map(async () => listen(await openSocket(echo.url))));

    // One message alone, its store calls recorded: what a message costs, and the writes the baseline replays.
    let rawWrite: ((room: number, round: string) => Promise<unknown>) | undefined;
    let cost: Cost | undefined;
    let rawCost: Cost | undefined;
    if (store) {
      const [first] = sockets;
      const probe = 'bench-probe';
      let messageId = '';
      const sendAlone = async (clientId: string) => {
        const heard = heardWhole(first!.staff, (h) => h.event === 'chat.message' && h.data.client_id === clientId);
        send(first!.guest, 'chat.message', { chat_id: first!.chatId, body: 'Bench probe', client_id: clientId });
        messageId = String((await heard)?.data.id);
        // The function answers after its pushes.
        await sleep(300);
      };
      await sendAlone(`${probe}-warm`); // on a warm function, as nearly every message finds one
      const { calls, id } = await leastRecorded(
        async () => ({ calls: await store.recorder.during(() => sendAlone(probe)), id: messageId }),
        (recorded) => recorded.calls,
      );
      messageId = id;
      cost = costOf(calls);
      const written = calls.filter((c) => !READS.has(c.command));
      rawCost = costOf(written);
      const writes = replay(store.client, written);
      // Each room's write in its own chat, under a message id and a reference of its own.
      rawWrite = (room, round) =>
        writes(
          (call) =>
            JSON.parse(
              JSON.stringify(call.input)
                .replaceAll(first!.chatId, sockets[room]!.chatId)
                .replaceAll(messageId, `${messageId}${round}r${room}`)
                .replaceAll(probe, `${probe}-${round}-${room}`),
            ) as Record<string, unknown>,
        );
    }

    // The probes' messages were the first room's guest's: their window passes before the rounds begin.
    await sleep(CHAT_MESSAGE_PACE.windowSeconds * 1000);
    let lost = 0;
    let roundAt = 0;
    /**
     * Every room's guest sends one message at once; each timed until its staff socket hears it. Rounds begin at most
     * as often as one sender may write in a chat (shared/realtime/pace.ts), so nothing it times is refused.
     */
    const messageRound = async (round: string): Promise<number[]> => {
      await sleep(roundAt + (CHAT_MESSAGE_PACE.windowSeconds * 1000) / CHAT_MESSAGE_PACE.limit + 50 - performance.now());
      roundAt = performance.now();
      await Promise.all(sockets.map((room) => withinPace(room.guest)));
      const times = await Promise.all(
        sockets.map(async (room, i) => {
          const clientId = `bench-${round}-${i}`;
          const heard = hear(room.staff, (h) => h.event === 'chat.message' && h.data.client_id === clientId);
          const started = performance.now();
          send(room.guest, 'chat.message', { chat_id: room.chatId, body: `Bench message ${round}`, client_id: clientId });
          const at = await heard;
          return at === undefined ? undefined : at - started;
        }),
      );
      lost += times.filter((t) => t === undefined).length;
      return times.filter((t): t is number => t !== undefined);
    };
    /**
     * As many bare sockets as rooms each send one message at once; each timed until its echo comes back. For the
     * bench, each first makes the raw store write a message needs, in its room's chat.
     */
    const echoRound = async (round: string): Promise<number[]> =>
      Promise.all(
        echoClients.map(async (client, i) => {
          const id = `echo-${round}-${i}`;
          const heard = hear(client, (h) => h.data?.client_id === id);
          const started = performance.now();
          if (rawWrite) await rawWrite(i, round);
          send(client, 'chat.message', { data: { client_id: id }, event: 'echo' });
          return (await heard)! - started;
        }),
      );

    for (let round = 0; round < MESSAGE_WARM_UP_ROUNDS; round++) {
      await messageRound(`warm${round}`);
      await echoRound(`warm${round}`);
    }
    const lostInWarmUp = lost;
    lost = 0;
    const api: number[] = [];
    const raw: number[] = [];
    const measuring = performance.now();
    for (let round = 0; round < MESSAGE_ROUNDS; round++) {
      await keepOnline(staffSockets);
      raw.push(...(await echoRound(`r${round}`)));
      api.push(...(await messageRound(`r${round}`)));
      await passTurn();
    }
    result.message = { api, raw, lost, cost, rawCost };
    result.notes.push(
      `chat messages: ${MESSAGE_ROUNDS} rounds of ${ROOMS} at once (${api.length} heard, ${lost} lost; ${lostInWarmUp} lost in the warm-up) in ${seconds(measuring)}`,
    );

    // Off the roster before closing: a closed socket's staff would stay "online" 5 s and then be swept offline by the
    // jobs function, which tells every staff member online, in the middle of the presence measurement.
    for (const s of staffSockets) send(s, 'user-logout');
    await waitUntilOnline(new Set(), 'chat staff offline');
    await Promise.all([...sockets.flatMap((s) => [s.guest.socket, s.staff.socket]), ...echoClients.map((c) => c.socket)].map(closeSocket));
    await echo.close();
  }

  if (measurePresence) {
    // 50 staff sockets listening and a 51st member of staff switching their availability over their socket.
    const opening = performance.now();
    const [toggler, ...listeners] = staff.slice(0, PRESENCE_LISTENERS + 1);
    const togglerSocket = listen(await openSocket(`${wsBase}?token=${encodeURIComponent(toggler!.token)}`), tally);
    const listenerSockets = await inBatches(listeners, 10, async (member) =>
      listen(await openSocket(`${wsBase}?token=${encodeURIComponent(member.token)}`), tally),
    );
    const othersOnline = await waitUntilOnline(new Set([toggler!, ...listeners].map((s) => s.id)), 'presence staff online');
    // Let the last announcements of those coming online land before timing.
    await sleep(500);
    result.notes.push(
      `presence setup: ${listenerSockets.length + 1} staff sockets open and online in ${seconds(opening)}; ${othersOnline} other staff online (the fan-out reaches them too)`,
    );

    const fan = await bareServer(true);
    const fanSender = listen(await openSocket(fan.url));
    const fanListeners = await Promise.all(listenerSockets.map(async () => listen(await openSocket(fan.url))));

    let lost = 0;
    let available = true;
    /** The toggler switches; timed until the last of the 50 listening sockets hears it. */
    const toggle = async (): Promise<number | undefined> => {
      available = !available;
      const value = available;
      const heard = listenerSockets.map((s) =>
        hear(s, (h) => h.event === 'staff.availability.changed' && h.data.user_id === toggler!.id && h.data.available_for_chat === value),
      );
      await withinPace(togglerSocket);
      const started = performance.now();
      send(togglerSocket, 'toggle-staff-availability', { available: value });
      const ats = await Promise.all(heard);
      if (ats.some((at) => at === undefined)) {
        lost++;
        return undefined;
      }
      return Math.max(...(ats as number[])) - started;
    };
    let fanRound = 0;
    /** The bare server's sender sends; timed until the last of as many bare sockets hears it. */
    const broadcast = async (): Promise<number> => {
      const id = `fan-${fanRound++}`;
      const heard = fanListeners.map((s) => hear(s, (h) => h.data?.id === id));
      const started = performance.now();
      send(fanSender, 'fan', { event: 'fan', data: { id } });
      return Math.max(...((await Promise.all(heard)) as number[])) - started;
    };

    for (let i = 0; i < TOGGLE_WARM_UP; i++) {
      await toggle();
      await broadcast();
    }
    // One switch alone, its store calls recorded (the least of a few, each switching the same way: a switch back between).
    const switchAlone = async () => {
      const calls = await store!.recorder.during(async () => (await toggle(), await sleep(300)));
      await toggle();
      await sleep(300);
      return calls;
    };
    const cost = store && costOf(await leastRecorded(switchAlone, (calls) => calls));
    const lostInWarmUp = lost;
    lost = 0;
    const api: number[] = [];
    const raw: number[] = [];
    const everyone = [togglerSocket, ...listenerSockets];
    await keepOnline(everyone, true);
    const measuring = performance.now();
    for (let i = 0; i < TOGGLES; i++) {
      await keepOnline(everyone);
      raw.push(await broadcast());
      const took = await toggle();
      if (took !== undefined) api.push(took);
      await passTurn();
    }
    result.presence = { api, raw, lost, cost };
    result.notes.push(
      `presence: ${TOGGLES} switches (${api.length} heard by all 50, ${lost} not; ${lostInWarmUp} not in the warm-up) in ${seconds(measuring)}`,
    );
    for (const s of everyone) send(s, 'user-logout');
    await waitUntilOnline(new Set(), 'presence staff offline');
    await Promise.all([...everyone, fanSender, ...fanListeners].map((s) => closeSocket(s.socket)));
    await fan.close();
  }
  result.notes.push(tally.summary());
  return result;
};
