// What the portal uses on this machine: the memory and CPU time of this process, where the gateway and every function
// run beside the load's own clients, and of DynamoDB Local's JVM, its child (read from /proc; Linux only). Memory is
// read after a full collection, so what is left is what the process holds on to.
import { readdirSync, readFileSync } from 'node:fs';

export interface Usage {
  rss: number;
  heapUsed: number;
  /** CPU seconds used so far, user and system, every thread. */
  cpuSeconds: number;
  jvm?: { rss: number; cpuSeconds: number };
}

const MiB = 1024 ** 2;
export const mib = (bytes: number) => `${(bytes / MiB).toFixed(0)} MiB`;

/** /proc counts CPU time in clock ticks of USER_HZ, which Linux fixes at 100 a second for what it reports there. */
const TICKS_PER_SECOND = 100;

/** The ids of this process's children: each of its threads lists those it started. */
const childPids = (): string[] => {
  try {
    const tasks = `/proc/${process.pid}/task`;
    return readdirSync(tasks).flatMap((task) => readFileSync(`${tasks}/${task}/children`, 'utf8').split(/\s+/).filter(Boolean));
  } catch {
    return [];
  }
};

/** DynamoDB Local's resident memory and CPU time; undefined off Linux or when it is not a child of this process. */
const jvmUsage = (): Usage['jvm'] => {
  for (const pid of childPids()) {
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() !== 'java') continue;
      const rssKib = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
      // After the command's closing parenthesis come the fields from the 3rd on; utime and stime are the 14th and 15th.
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ticks = Number(fields[11]) + Number(fields[12]);
      if (rssKib) return { rss: Number(rssKib) * 1024, cpuSeconds: ticks / TICKS_PER_SECOND };
    } catch {
      // The child ended between the listing and the read.
    }
  }
  return undefined;
};

/** This process and the JVM now, after a full collection (`--expose-gc`, which `npm run load` passes). */
export const usageNow = (): Usage => {
  const gc = (globalThis as { gc?: () => void }).gc;
  // Twice: what only a finalizer of the first pass kept alive goes in the second.
  gc?.();
  gc?.();
  const { rss, heapUsed } = process.memoryUsage();
  const { user, system } = process.cpuUsage();
  return { rss, heapUsed, cpuSeconds: (user + system) / 1e6, jvm: jvmUsage() };
};

/** The limit of "flat": growth under a quarter of the start, or under 64 MiB where a quarter is less. */
export const FLAT_GROWTH = { fraction: 0.25, floorBytes: 64 * MiB };

export const isFlat = (start: number, end: number) => end - start < Math.max(start * FLAT_GROWTH.fraction, FLAT_GROWTH.floorBytes);

/** "412 MiB → 430 MiB (+18 MiB, +4%)". */
export const growth = (start: number, end: number) => {
  const delta = end - start;
  const sign = delta < 0 ? '−' : '+';
  return `${mib(start)} → ${mib(end)} (${sign}${mib(Math.abs(delta))}, ${sign}${((Math.abs(delta) / start) * 100).toFixed(0)}%)`;
};
