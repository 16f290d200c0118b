// The faults of `npm run load -- --chaos`, at fixed points of the steady load: the store cut off twice for 5 s (every
// connection to it refused or dropped, as a store out of reach is) and the gateway restarted once (every socket
// dropped, the functions kept warm). At a 60-s load: cuts at 15 s and 40 s, the restart at 28 s, apart enough that
// each fault's retries (Retry-After: 5 s) and reconnects are over before the next one starts.
import { sleep } from '../bench/chat-bench';
import type { LocalCloud } from '../../infra/local/cloud';

export type FaultKind = 'store cut off' | 'gateway restarted';

interface PlannedFault {
  kind: FaultKind;
  /** Where in the load it starts, as a share of the load's length. */
  at: number;
}

/** How long each cut of the store lasts. */
export const STORE_CUT_MS = 5_000;

const PLAN: readonly PlannedFault[] = [
  { kind: 'store cut off', at: 15 / 60 },
  { kind: 'gateway restarted', at: 28 / 60 },
  { kind: 'store cut off', at: 40 / 60 },
];

/** A chaos run needs room between its faults: below this the cuts and the restart would overlap. */
export const SHORTEST_CHAOS_SECONDS = 30;

export interface Fault {
  kind: FaultKind;
  /** When it started and ended (performance.now()): a restart ends once the gateway listens again. */
  startedAt: number;
  endedAt: number;
}

/** Runs the plan over a load of `seconds` begun at `begin` (performance.now()); answers each fault as it happened. */
export const runFaults = async (cloud: Pick<LocalCloud, 'cutStore' | 'restartGateway'>, seconds: number, begin: number): Promise<Fault[]> => {
  const faults: Fault[] = [];
  for (const { kind, at } of PLAN) {
    await sleep(begin + at * seconds * 1000 - performance.now());
    const startedAt = performance.now();
    await (kind === 'store cut off' ? cloud.cutStore(STORE_CUT_MS) : cloud.restartGateway());
    faults.push({ kind, startedAt, endedAt: performance.now() });
  }
  return faults;
};
