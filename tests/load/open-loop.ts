// An open-loop schedule: work started at fixed times whatever the answers, as independent people arrive. A slow
// answer delays no later start, so the load stays what it says; a closed loop (wait, then send the next) would slow
// down with the portal and hide the very slowness it causes.
import { sleep } from '../bench/chat-bench';

export interface OpenLoopRun<R> {
  results: R[];
  /** How late the latest start was: this process (which also runs the portal) falling behind its own schedule. */
  maxLagMs: number;
}

/** Starts `start(i, due)` for i = 0 … count − 1 at `due` = the first start + i × intervalMs; waits for all of them. */
export const openLoop = async <R>(count: number, intervalMs: number, start: (i: number, due: number) => Promise<R>): Promise<OpenLoopRun<R>> => {
  const begin = performance.now();
  const started: Promise<R>[] = [];
  let maxLagMs = 0;
  for (let i = 0; i < count; i++) {
    const due = begin + i * intervalMs;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    maxLagMs = Math.max(maxLagMs, performance.now() - due);
    started.push(start(i, due));
  }
  return { results: await Promise.all(started), maxLagMs };
};
