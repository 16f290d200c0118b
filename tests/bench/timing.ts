// How the bench times a call: each figure pools rounds that alternate the API and its baseline, so a busy moment of
// a shared machine falls on both alike (and, run beside another size of college, with that size's rounds); one call of each at a time for a single client, 250 of each at 50 clients.
// Answers the rows and prints each as it is measured.
import type WebSocket from 'ws';
import { figures, rowFigures, type Figures } from './figures';
import { rounds } from './scale';
import { measured } from './selection';
import { passTurn } from './side-by-side';
import { cheaper, type Cost } from './store-recorder';

export interface Level {
  clients: number;
  rounds: number;
  callsPerRound: number;
  /** Calls of each path before timing: DynamoDB Local is a JVM, whose code runs interpreted until it is compiled. */
  warmUp: number;
}
// Enough samples that a p99 is not one or two slow calls: 2,500 of each path at 1 client (its p99 the 25th slowest),
// 5,000 at 50 clients; a few seconds a row.
export const LEVELS: Level[] = [
  { clients: 1, rounds: rounds(2500), callsPerRound: 1, warmUp: rounds(300) },
  { clients: 50, rounds: rounds(20), callsPerRound: 250, warmUp: rounds(300) },
];
// A dashboard reads a dozen partitions at once: as many calls as a read at 1 client, so that its p99 is as steady, and
// a fifth of them at 50 clients, which keeps the run within minutes.
export const LIST_LEVELS: Level[] = [
  { clients: 1, rounds: rounds(2500), callsPerRound: 1, warmUp: rounds(60) },
  { clients: 50, rounds: rounds(10), callsPerRound: 100, warmUp: rounds(100) },
];

/**
 * A call the bench times; `client` is which of the concurrent callers makes it (a socket of its own, say). An API
 * call answers the store calls its request made and the items they read (the local cloud's x-store-calls and
 * x-store-items), a raw call the same of itself, which its row shows.
 */
export type Call = (client: number) => Promise<unknown>;

/** An API call's figures beside its baseline's, at one level. */
export interface Row {
  call: string;
  baseline: string;
  clients: number;
  /** The DynamoDB calls one such request makes and the items they read, where the call reports them. */
  cost?: Cost;
  /** The same of its baseline. */
  rawCost?: Cost;
  api: Figures;
  raw: Figures;
}

const isCost = (answer: unknown): answer is Cost => typeof (answer as Cost | undefined)?.calls === 'number';
/** What a call answers it cost, when it does. */
const costFrom = (answer: unknown): Cost | undefined => (isCost(answer) ? answer : undefined);
export const costText = (cost: Cost | undefined) => (cost ? `${cost.calls} / ${cost.items}` : '–');

/** Calls that a cost is the least of: a revision counter read once a second (revision-memory.ts) falls on some. */
const COST_SAMPLES = 5;

/** What a warm call costs: the fewest store calls, then items, of a few calls in a row. */
export const warmCost = async (call: Call): Promise<Cost | undefined> => {
  let least: Cost | undefined;
  for (let i = 0; i < COST_SAMPLES; i++) {
    const cost = costFrom(await call(0));
    if (cost && cheaper(cost, least)) least = cost;
  }
  return least;
};

/** A baseline on its own. */
export interface RawRow {
  call: string;
  clients: number;
  times: Figures;
}

export const ms = (n: number) => n.toFixed(1);
export const ratio = (api: number, raw: number) => `${(api / raw).toFixed(2)}×`;

/** `total` calls by `clients` callers that each wait for an answer before the next call: each call's milliseconds. */
export const drive = async (call: Call, clients: number, total: number): Promise<number[]> => {
  const times: number[] = [];
  let left = total;
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      while (left-- > 0) {
        const started = performance.now();
        await call(client);
        times.push(performance.now() - started);
      }
    }),
  );
  return times;
};

/** The next message on a socket that `wanted` accepts. */
export const nextMessage = (socket: WebSocket, wanted: (message: { event?: string }) => boolean) =>
  new Promise<void>((resolve) => {
    const listener = (raw: WebSocket.RawData) => {
      if (!wanted(JSON.parse(String(raw)) as { event?: string })) return;
      socket.off('message', listener);
      resolve();
    };
    socket.on('message', listener);
  });

/** A bare echo on each caller's own socket, timed from sending until the message comes back. */
export const echoOn =
  (sockets: WebSocket[]): Call =>
  async (client) => {
    const socket = sockets[client]!;
    const back = nextMessage(socket, () => true);
    socket.send(JSON.stringify({ event: 'echo' }));
    await back;
  };

/** Times `calls` at one level after warming each; rounds alternate them, so a busy moment falls on all alike. */
const timeAtLevel = async (calls: Call[], { clients, rounds, callsPerRound, warmUp }: Level): Promise<number[][]> => {
  // Warm every path at this level first: handler modules, sockets, DynamoDB Local's JIT.
  for (const call of calls) await drive(call, clients, Math.max(warmUp, clients * 4));
  await passTurn();
  const times = calls.map((): number[] => []);
  for (let round = 0; round < rounds; round++) {
    for (const [i, call] of calls.entries()) times[i]!.push(...(await drive(call, clients, callsPerRound)));
    // The other size of college (side-by-side.ts) times its own round of this row before the next of this one.
    await passTurn();
  }
  return times;
};

export const formatConsoleRow = ({ call, baseline, clients, cost, rawCost, api, raw }: Row) =>
  [
    call.padEnd(26),
    baseline.padEnd(22),
    String(clients).padStart(3),
    `calls/items ${costText(cost).padStart(7)} raw ${costText(rawCost).padStart(7)}`,
    ...(['p50', 'p95', 'p99'] as const).map(
      (p) => `${p} ${ms(api[p]).padStart(6)} / ${ms(raw[p]).padStart(5)} ms ${ratio(api[p], raw[p]).padStart(6)}`,
    ),
  ].join('  ');

/** Prints a row measured by other means (sockets rather than calls) as `compare` prints its own; answers it. */
export const printed = (row: Row): Row => {
  console.log(formatConsoleRow(row));
  return row;
};

/** An API call beside its baseline at each level, when BENCH_ONLY leaves it in. */
export const compare = async (call: string, api: Call, baseline: string, raw: Call, levels = LEVELS): Promise<Row[]> => {
  const rows: Row[] = [];
  if (!measured(call)) return rows;
  await api(0);
  const cost = await warmCost(api);
  const rawCost = await warmCost(raw);
  for (const level of levels) {
    const [rawTimes, apiTimes] = await timeAtLevel([raw, api], level);
    rows.push(printed({ call, baseline, clients: level.clients, cost, rawCost, api: rowFigures(apiTimes!), raw: rowFigures(rawTimes!) }));
  }
  return rows;
};

/** The baselines alone, at 1 and 50 clients, alternating with each other. */
export const measureAlone = async (calls: [string, Call][]): Promise<RawRow[]> => {
  const rows: RawRow[] = [];
  const chosen = calls.filter(([call]) => measured(call));
  if (!chosen.length) return rows;
  for (const level of LEVELS) {
    const times = await timeAtLevel(
      chosen.map(([, run]) => run),
      level,
    );
    for (const [i, [call]] of chosen.entries()) {
      const row = { call, clients: level.clients, times: figures(times[i]!) };
      console.log(
        `${call.padEnd(48)}  ${String(row.clients).padStart(3)}  ${(['p50', 'p95', 'p99'] as const).map((p) => `${p} ${ms(row.times[p]).padStart(6)} ms`).join('  ')}`,
      );
      rows.push(row);
    }
  }
  // Each baseline's two levels together.
  const order = (call: string) => chosen.findIndex(([c]) => c === call);
  return rows.sort((a, b) => order(a.call) - order(b.call) || a.clients - b.clients);
};
