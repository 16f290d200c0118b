// Runs several commands at once and fails when any of them fails: `npm test` keeps both cores busy this way,
// since no single suite does (the browser suite waits on Chromium, the HTTP suites on the local cloud).
// Usage: tsx tools/run-together.ts name='command args' name2='command args' ...
// Each line a command prints is streamed with its name in front; every command runs to its end, so one failure
// does not hide another; the summary names each command's outcome and time.
import { spawn } from 'node:child_process';
import { realpathSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';

export interface Job {
  name: string;
  command: string;
}

export interface Outcome {
  name: string;
  code: number;
  seconds: number;
}

/** `name=command` arguments as jobs; a malformed one is refused by name. */
export const parseJobs = (args: string[]): Job[] =>
  args.map((arg) => {
    const match = /^([\w-]+)=(.+)$/s.exec(arg);
    if (!match) throw new Error(`Expected name='command args', got: ${arg}`);
    return { name: match[1]!, command: match[2]! };
  });

/** Runs one job through the shell, writing each of its lines as `[name] line`. */
export const runJob = (job: Job, write: (line: string) => void, width: number): Promise<Outcome> =>
  new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(job.command, {
      shell: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0' },
    });
    const prefix = `[${job.name}]`.padEnd(width + 2);
    for (const stream of [child.stdout, child.stderr]) createInterface({ input: stream }).on('line', (line) => write(`${prefix} ${line}`));
    const finish = (code: number) => resolve({ name: job.name, code, seconds: Math.round((Date.now() - started) / 1000) });
    child.on('error', (error) => {
      write(`${prefix} could not start: ${error.message}`);
      finish(127);
    });
    child.on('close', (code, signal) => finish(code ?? (signal ? 128 : 1)));
  });

/** Runs every job at once; resolves with each one's outcome, in the order given. */
export const runTogether = async (jobs: Job[], write: (line: string) => void = console.log): Promise<Outcome[]> => {
  const width = Math.max(...jobs.map((job) => job.name.length));
  return Promise.all(jobs.map((job) => runJob(job, write, width)));
};

const main = async () => {
  const jobs = parseJobs(process.argv.slice(2));
  const outcomes = await runTogether(jobs);
  for (const { name, code, seconds } of outcomes) console.log(`${code === 0 ? 'passed' : `FAILED (exit ${code})`}: ${name} in ${seconds} s`);
  process.exit(outcomes.some((outcome) => outcome.code !== 0) ? 1 : 0);
};

if (process.argv[1] && import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
