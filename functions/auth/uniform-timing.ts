// Answers that must not tell, by how long they took, which branch ran (an account exists or not).
import { setTimeout as sleep } from 'node:timers/promises';

/** Runs `work` and settles no sooner than `floorMs` after the start, with its result or its error. */
export const withFloor = async <T>(floorMs: number, work: () => Promise<T>): Promise<T> => {
  const started = performance.now();
  try {
    return await work();
  } finally {
    const left = floorMs - (performance.now() - started);
    if (left > 0) await sleep(left);
  }
};
