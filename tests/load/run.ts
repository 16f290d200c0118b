// `npm run load` (issue 13): the portal under a steady mixed load through the local gateway, on loopback only and
// bounded in time. 200 sockets in 100 guest chats talking both ways and 50 API calls a second across the roles'
// common calls for 60 s (`LOAD_SECONDS=10 npm run load` for a quick try), then 200 sign-ins at once. Checks that no
// call fails, every message is heard exactly once by the other side of its chat, every sign-in answers 200 and the
// memory of this process (where the gateway and the functions run) stays flat; prints the figures, writes them to
// docs/load.md with the date, the machine and the commit, and exits 1 when a check fails, saying which.
// `npm run load -- --chaos`: the same load while the store is cut off twice for 5 s and the gateway restarts once
// (chaos-faults.ts), its clients trying again as the SPA does (spa-retries.ts, chaos-chat.ts). Checks instead that
// every failed call was a 503 with Retry-After that succeeded when tried again, no chat message was lost or stored
// twice, every socket action was answered, and the kept counts recounted afterwards have not drifted (recount.ts).
import { writeFileSync } from 'node:fs';
import { Agent } from 'node:http';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { ROLE } from '@shared/permissions';
// Staff sockets report activity as often as the SPA does; presence counts staff offline after 2 min without.
import { ACTIVITY_INTERVAL_MS } from '@web/lib/socket-client';
import { startLocalCloud } from '../../infra/local/cloud';
import { REPO_ROOT } from '../../infra/local/paths';
import {
  closeSocket,
  jsonCaller,
  makeChatTeam,
  openRoomSockets,
  pingStaff,
  rosterOf,
  seconds,
  startGuestChats,
  Tally,
  type JsonCall,
} from '../bench/chat-bench';
import { machine, revision } from '../bench/machine';
import { callOnce, checkEachAnswers, commonCalls, signInRoles, type ApiCall } from './api-mix';
import { keepSocketsOpen, pingAsTheSpa, sayAsTheSpa, storedHistories, type ChaosChat, type SocketFigures } from './chaos-chat';
import { runFaults, SHORTEST_CHAOS_SECONDS, type Fault } from './chaos-faults';
import { MessageLedger, recordWhatRoomsHear, settle, talkSteadily, warmUpChats } from './chat-traffic';
import { httpCaller } from './http-call';
import { recount } from './recount';
import { callMixAsTheSpa, type FailedCall } from './spa-retries';
import { usageNow } from './resources';
import { openLoop } from './open-loop';
import { checks, consoleSummary, markdownReport, type LoadResult } from './report';
import { makeStudents, signInAtOnce } from './sign-in-burst';

// The functions log nothing: a line per call would be the terminal's load, not the portal's.
process.env.LOG_LEVEL = 'silent';

const ROOMS = 100;
/**
 * Each chat says something every 10 s, guest and staff in turn (each person every 20 s, a live chat's pace): 10 messages
 * a second over the 100 chats. Not more: here a message costs about 22 ms of CPU (its function's six store calls and a
 * signed post to each of its two sockets, in this process, and DynamoDB Local's share), so one every 2 s a chat (50 a
 * second) wants more than a core for the chats alone, beside the API's load, on a machine of 2 cores. Tried so, delivery
 * times grew for as long as the load ran (p50 7.4 s after 20 s): a measure of the queue, not of the portal.
 */
const MESSAGE_PERIOD_MS = 10_000;
const API_PER_SECOND = 50;
const SIGN_INS = 200;
/** A message not heard this long after the load stops is lost, not waited for. */
const DELIVERY_GRACE_MS = 20_000;
const REPORT = join(REPO_ROOT, 'docs', 'load.md');

/** LOAD_SECONDS, 60 by default; bounded, as every load on this machine must be. */
const loadSeconds = (value = '60'): number => {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 600) throw new Error(`LOAD_SECONDS must be a whole number of seconds from 1 to 600, not "${value}"`);
  return n;
};
const LOAD_SECONDS = loadSeconds(process.env.LOAD_SECONDS);
const CHAOS = process.argv.slice(2).includes('--chaos');
if (CHAOS && LOAD_SECONDS < SHORTEST_CHAOS_SECONDS)
  throw new Error(`--chaos needs LOAD_SECONDS of ${SHORTEST_CHAOS_SECONDS} or more, not ${LOAD_SECONDS}`);

const log = (line: string) => console.log(line);

/** The API's share of the load: a call of the mix every 1/50 s, whatever the answers. */
const callSteadily = (call: JsonCall, { agent, calls }: { agent: Agent; calls: readonly ApiCall[] }) =>
  openLoop(LOAD_SECONDS * API_PER_SECOND, 1000 / API_PER_SECOND, (i, due) => callOnce(call, agent, calls[i % calls.length]!, due));

/** The chaos run's: the same calls, each failed one tried again as the SPA tries it, its failures noted. */
const callSteadilyAsTheSpa = (chat: ChaosChat, { agent, calls }: { agent: Agent; calls: readonly ApiCall[] }) =>
  openLoop(LOAD_SECONDS * API_PER_SECOND, 1000 / API_PER_SECOND, (i, due) =>
    callMixAsTheSpa(chat.call, agent, calls[i % calls.length]!, due, chat.failures),
  );

/** The roles signed in, their calls, each made once alone. Kept-alive sockets, as a browser keeps its own. */
const prepareApi = async (call: JsonCall, sessions: Map<string, string>) => {
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  const calls = await commonCalls(call, sessions);
  await checkEachAnswers(call, agent, calls);
  return { agent, calls };
};

const startedAt = new Date();
const host = machine();
const commit = revision();
log(`Load for ${LOAD_SECONDS} s (LOAD_SECONDS)${CHAOS ? ', with faults (--chaos)' : ''}: starting the local cloud in this process…`);
const cloud = await startLocalCloud({ port: 0, inMemory: true, spa: 'none', quiet: true });
let result: LoadResult;
try {
  // The load's clients name the gateway by its address: `localhost` would cost each new connection a name lookup in
  // libuv's four threads, the very threads that hash the passwords of the sign-in burst.
  const gateway = cloud.url.replace('//localhost:', '//127.0.0.1:');
  const call = jsonCaller(gateway);
  const notes: string[] = [];
  /** A setup step, timed: printed, and noted for the report. */
  const step = async <T>(what: (t: T) => string, work: () => Promise<T>): Promise<T> => {
    const began = performance.now();
    const done = await work();
    const note = `${what(done)} in ${seconds(began)}`;
    notes.push(note);
    log(`  ${note}`);
    return done;
  };

  const sessions = await step(
    (s) => `the ${s.size} demo accounts signed in`,
    () => signInRoles(call),
  );
  const api = await step(
    (a) => `${a.calls.length} calls of the mix each answered 2xx alone`,
    () => prepareApi(call, sessions),
  );
  const { team, staff, tag } = await step(
    (t) => `a chat team and ${t.staff.length} staff made and signed in`,
    () => makeChatTeam(call, sessions.get(ROLE.superadmin)!, ROOMS, 'Load'),
  );
  const rooms = await step(
    (r) => `${r.length} guest chats started and accepted`,
    () => startGuestChats(call, team, staff, tag, 'Load'),
  );
  const tally = new Tally();
  const sockets = await step(
    (s) => `${s.length * 2} sockets open, the staff online`,
    async () => {
      const open = await openRoomSockets(gateway, rooms, tally);
      await rosterOf(call, staff).waitUntilOnline(new Set(staff.map((s) => s.id)), 'load staff online');
      return open;
    },
  );
  const ledger = new MessageLedger();
  recordWhatRoomsHear(sockets, ledger);
  await step(
    () => 'one message each way in every chat heard',
    () => warmUpChats(sockets, ledger),
  );
  const students = await step(
    (s) => `${s.length} Students made for the sign-in burst`,
    () => makeStudents(SIGN_INS),
  );

  // The chaos run's clients: calls that say Retry-After, sockets that open again, messages sent again by the call.
  const chaos: ChaosChat = {
    gateway,
    rooms: sockets,
    ledger,
    call: httpCaller(gateway),
    failures: [] as FailedCall[],
    tally,
    // As startGuestChats names each room's guest (label "Load").
    guestEmail: (room) => `load.guest.${room}.${tag}@example.com`,
  };
  const socketFigures: SocketFigures = {
    reconnects: 0,
    pings: { pong: 0, refused: 0, notSent: 0, droppedWithSocket: 0, unanswered: 0 },
    unansweredAt: [],
    errorCodes: {},
  };
  const stopReopening = CHAOS ? keepSocketsOpen(chaos, socketFigures) : () => undefined;

  log(`Steady load: ${LOAD_SECONDS} s${CHAOS ? ', the store cut off twice and the gateway restarted once' : ''}…`);
  const start = usageNow();
  const steadyFrom = performance.now();
  let missedPongs = 0;
  const staffSockets = sockets.map((s) => s.staff);
  // Each staff socket says `user-activity` every 30 s, as the SPA does, spread over the 30 s as separate browsers would
  // be: all 100 at the same moment would be a burst no room of staff makes.
  let pings = 0;
  const pingNext = () => {
    const next = staffSockets[pings++ % staffSockets.length]!;
    if (CHAOS) void pingAsTheSpa(next, socketFigures);
    else void pingStaff([next]).then((missing) => (missedPongs += missing));
  };
  const pinging = setInterval(pingNext, ACTIVITY_INTERVAL_MS / staffSockets.length);
  const [apiRun, chatRun, faults] = await Promise.all([
    CHAOS ? callSteadilyAsTheSpa(chaos, api) : callSteadily(call, api),
    CHAOS
      ? talkSteadily(sockets, ledger, LOAD_SECONDS, MESSAGE_PERIOD_MS, (index, from, ref) => sayAsTheSpa(chaos, index, from, ref, true))
      : talkSteadily(sockets, ledger, LOAD_SECONDS, MESSAGE_PERIOD_MS),
    CHAOS ? runFaults(cloud, LOAD_SECONDS, steadyFrom) : ([] as Fault[]),
  ]);
  clearInterval(pinging);
  await settle(ledger, DELIVERY_GRACE_MS);
  const steadyWallSeconds = (performance.now() - steadyFrom) / 1000;
  const [loadAverageAfterLoad] = loadavg();
  const afterLoad = usageNow();
  const stored = CHAOS ? await storedHistories(chaos) : undefined;

  log(`Sign-in burst: ${SIGN_INS} at once…`);
  const burst = await signInAtOnce(call, students);
  const end = usageNow();
  if (CHAOS) log('Recounting the kept counts…');
  const counts = CHAOS ? await recount() : undefined;

  result = {
    seconds: LOAD_SECONDS,
    rooms: ROOMS,
    apiPerSecond: API_PER_SECOND,
    messagePeriodMs: MESSAGE_PERIOD_MS,
    api: apiRun.results,
    chat: ledger.tally(),
    socketTrouble: tally.summary(),
    socketErrors: [...tally.counts.values()].reduce((a, b) => a + b, 0),
    missedPongs,
    burst,
    signIns: SIGN_INS,
    lagMs: { api: apiRun.maxLagMs, chat: chatRun.maxLagMs },
    usage: { start, afterLoad, end },
    steadyFrom,
    steadyWallSeconds,
    loadAverageAfterLoad: loadAverageAfterLoad!,
    notes,
    ...(stored && counts
      ? {
          chaos: {
            faults,
            failedCalls: chaos.failures,
            chat: ledger.chaosTally(stored),
            sockets: socketFigures,
            sessionsEnded: tally.counts.get('session.ended') ?? 0,
            recount: counts,
          },
        }
      : {}),
  };
  stopReopening();
  api.agent.destroy();
  await Promise.all(sockets.flatMap((s) => [s.guest.socket, s.staff.socket]).map(closeSocket));
} finally {
  await cloud.stop();
}

log(consoleSummary(result));
writeFileSync(REPORT, markdownReport(result, { startedAt, host, commit }));
log(`\nWrote ${REPORT}`);
const failed = checks(result).filter((c) => !c.met);
if (failed.length) {
  log(`\nLoad FAILED: ${failed.map((c) => `${c.what} (${c.figure})`).join('; ')}`);
  process.exit(1);
}
log('\nLoad passed: every check met.');
process.exit(0);
