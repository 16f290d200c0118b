// Stand-in for the EventBridge schedule: calls the jobs function every minute once it exists.
import { hasHandler, invoke } from './lambda-runtime';

const FUNCTION = 'jobs';
const TIMEOUT_MS = 5 * 60_000;

export interface JobsSchedule {
  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void>;
}

export const startJobsSchedule = (intervalMs: number): JobsSchedule => {
  let running: Promise<unknown> | undefined;
  const tick = () => {
    // Checked on every tick: the jobs function may be written while the cloud runs. Runs never overlap.
    if (running || !hasHandler(FUNCTION)) return;
    running = invoke(FUNCTION, { source: 'local.schedule', 'detail-type': 'Scheduled Event', time: new Date().toISOString() }, TIMEOUT_MS)
      .catch((err: unknown) => console.error('jobs (local schedule) failed:', err))
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(tick, intervalMs);
  // The schedule alone must not keep a test process alive.
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
};
