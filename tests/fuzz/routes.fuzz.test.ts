// The fuzz walk: every entry of the route table × every family of hostile input (requests.ts), sent over
// HTTP to the local cloud as anonymous and as a throwaway Superadmin. Every answer must keep the error
// model: never a 5xx, every 4xx a JSON `message`, every 422 an `errors` map naming fields, and a 2xx to a
// body only when the route could read that body. A route added to the table is fuzzed from then on.
//
// FUZZ_SEED=<n> or =random picks the seed (fixed by default), FUZZ_REQUESTS the budget, FUZZ_ONLY a
// substring of the cells to run and FUZZ_PATH a fast-check path to replay (with FUZZ_ONLY and FUZZ_SEED).
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROUTES, routeKey, type RouteDef } from '@shared/routes';
import { prepareContext, probe } from './probe';
import { brokenProperties, describeExchange } from './properties';
import { FAMILIES, type Family, type FuzzContext, type RouteFacts } from './requests';
import { requestsSent, send } from './session';

// About 5,000 requests in a minute or so on two cores: CI runs this with everything else in `npm test`.
const BUDGET = Number(process.env.FUZZ_REQUESTS ?? 5_000);
const IN_FLIGHT = 8;
const MIN_RUNS = 3;
// A family's runs against one route, shrinking included, must finish in this time: a slower route is a finding too.
const CELL_TIME_LIMIT_MS = 120_000;

const BASE_SEED = process.env.FUZZ_SEED === 'random' ? Math.floor(Math.random() * 2 ** 31) : Number(process.env.FUZZ_SEED ?? 20_260_801);
const ONLY = process.env.FUZZ_ONLY;
const REPLAY_PATH = process.env.FUZZ_PATH;

interface Cell {
  name: string;
  route: RouteDef;
  family: Family;
}

// Ordered family by family, so that the requests in flight at any moment go to different routes.
const CELLS: Cell[] = FAMILIES.flatMap((family) =>
  ROUTES.filter((route) => family.appliesTo(route)).map((route) => ({ name: `${routeKey(route)} · ${family.name}`, route, family })),
).filter((cell) => !ONLY || cell.name.includes(ONLY));

/** The budget is shared evenly by the routes, and a route's share by its families, by their weight for it. */
const runsOf = (cell: Cell, facts: RouteFacts): number => {
  const families = FAMILIES.filter((family) => family.appliesTo(cell.route));
  const total = families.reduce((sum, family) => sum + family.weight(facts), 0);
  return Math.max(MIN_RUNS, Math.ceil(((BUDGET / ROUTES.length) * cell.family.weight(facts)) / total));
};

/** A seed per cell from the run's seed and the cell's name, so that one cell replays without the others. */
const seedOf = (name: string): number => {
  let hash = 0x811c9dc5 ^ BASE_SEED;
  for (const ch of name) hash = Math.imul(hash ^ ch.charCodeAt(0), 0x01000193);
  return hash | 0;
};

class BrokenProperties extends Error {}

interface CellResult {
  planned: number;
  runs: number;
  failure?: string;
}

let fuzzedRequests = 0;

const runCell = async (cell: Cell, facts: RouteFacts, context: FuzzContext): Promise<CellResult> => {
  const property = fc.asyncProperty(cell.family.requests(facts, context), async (req) => {
    fuzzedRequests++;
    const res = await send(req).catch((error: unknown) => {
      throw new BrokenProperties(
        `  - gets no answer: ${String(error)}\n${describeExchange(req, { status: 0, body: undefined, headers: new Headers(), bytes: Buffer.alloc(0) })}`,
      );
    });
    const broken = brokenProperties(req, res, facts, context.realIds);
    if (broken.length) throw new BrokenProperties(`${broken.map((b) => `  - ${b}`).join('\n')}\n${describeExchange(req, res)}`);
  });
  const seed = seedOf(cell.name);
  const planned = runsOf(cell, facts);
  const details = await fc.check(property, {
    numRuns: planned,
    seed,
    ...(REPLAY_PATH ? { path: REPLAY_PATH } : {}),
    plugins: [fc.interruptAfterTimeLimit(CELL_TIME_LIMIT_MS)],
  });
  if (!details.failed || details.counterexamplePath === null) return { planned, runs: details.numRuns };
  const error = details.errorInstance;
  return {
    planned,
    runs: details.numRuns,
    failure: [
      `${cell.name} breaks the error model:`,
      error instanceof BrokenProperties ? error.message : String(error),
      `shrunk ${details.numShrinks} times${details.interrupted ? ' (interrupted)' : ''}; fast-check seed ${seed}, path ${details.counterexamplePath}`,
      `replay: FUZZ_SEED=${BASE_SEED} FUZZ_ONLY='${cell.name}' FUZZ_PATH=${details.counterexamplePath} npx vitest run --project integration tests/fuzz/`,
    ].join('\n'),
  };
};

/** Runs `work` on every item with at most `limit` running at once. */
const inPool = async <T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> => {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: limit }, worker));
};

const results = new Map<string, CellResult>();

describe('every route of the table, fuzzed', () => {
  beforeAll(async () => {
    const started = performance.now();
    const context = await prepareContext();
    const facts = new Map<RouteDef, RouteFacts>();
    await inPool([...new Set(CELLS.map((cell) => cell.route))], IN_FLIGHT, async (route) => void facts.set(route, await probe(route)));
    await inPool(CELLS, IN_FLIGHT, async (cell) => void results.set(cell.name, await runCell(cell, facts.get(cell.route)!, context)));
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const failed = [...results.values()].filter((r) => r.failure).length;
    console.log(
      `fuzz: ${requestsSent()} requests (${fuzzedRequests} fuzzed, the rest probes and sign-ins) to ${facts.size} routes in ${seconds} s, seed ${BASE_SEED}; ${failed} of ${CELLS.length} cells failed`,
    );
  }, 15 * 60_000);

  it.each(CELLS)('$name: every answer keeps the error model', ({ name }) => {
    const result = results.get(name)!;
    if (result.failure) expect.fail(result.failure);
    // A cell that stopped early (out of time) has not shown the property for its share of the budget.
    if (!REPLAY_PATH) expect(result.runs, `ran ${result.runs} of ${result.planned} runs within ${CELL_TIME_LIMIT_MS / 1000} s`).toBe(result.planned);
  });
});
