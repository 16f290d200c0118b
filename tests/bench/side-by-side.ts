// Two sizes of college timed side by side: `npm run bench -- --college=10x` runs the 1x bench beside itself in a
// second process (its own local cloud and store), and the two take turns round by round, as a row's API and its raw
// baseline take turns within one process (timing.ts). A busy moment of the shared machine then falls on both sizes
// alike, and the comparison of the sizes (every row's ratio to its baseline within 1.5× of the same at 1x) is made
// of figures taken in the same minutes, not forty minutes apart. Only the process holding the turn runs a call; the
// other waits, so neither size's calls share the CPU with the other's.
//
// The turn passes at each round of a timed row and between the groups of rows; the groups that are not made of
// rounds (ticket replies, chat, booking races, first requests) run whole in one turn. Both processes run the same
// rows in the same order, so the turns line up round for round. `--alone` runs one size by itself, as `npm run bench`
// at 1x always does.
import { fork, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { COLLEGE } from './scale';

type Message = 'ready' | 'yours' | 'done';

/** The other size's process, or the one that started this one: whoever the turn goes to. */
interface Other {
  send(message: Message): void;
  onMessage(listener: (message: Message) => void): void;
}

const PARTNER_FLAG = '--partner';
const isPartner = process.argv.includes(PARTNER_FLAG);
const alone = process.argv.includes('--alone') || (COLLEGE === '1x' && !isPartner);

/** The 1x bench in a process of its own beside this one, its lines marked `[1x]`; inherits BENCH_ONLY and `--quick`. */
const startPartner = (): ChildProcess => {
  const args = process.argv
    .slice(2)
    .filter((a) => !a.startsWith('--college='))
    .concat('--college=1x', PARTNER_FLAG);
  const child = fork(process.argv[1]!, args, { execArgv: process.execArgv, stdio: ['ignore', 'pipe', 'pipe', 'ipc'] });
  for (const stream of [child.stdout!, child.stderr!]) {
    createInterface({ input: stream }).on('line', (line) => console.log(`[1x] ${line}`));
  }
  return child;
};

let partnerEnded: Promise<number | null> = Promise.resolve(0);
let other: Other | undefined = isPartner
  ? { send: (m) => process.send!(m), onMessage: (l) => process.on('message', (m) => l(m as Message)) }
  : undefined;

// What the other side has said, and who waits for the turn.
let otherReady = false;
let otherDone = false;
let waiting: (() => void) | undefined;
let readyWaiter: (() => void) | undefined;
const hear = (message: Message) => {
  if (message === 'ready') {
    otherReady = true;
    readyWaiter?.();
  }
  if (message === 'done') otherDone = true;
  // The turn comes back with 'yours', and with 'done' (the other side needs it no more).
  if (message === 'yours' || message === 'done') {
    const resume = waiting;
    waiting = undefined;
    resume?.();
  }
};
other?.onMessage(hear);
const turnBack = () => new Promise<void>((resolve) => (waiting = resolve));
// A side that ends without saying so (it threw) gives the turn back for good, rather than leaving this one waiting.
const otherGone = () => {
  otherDone = true;
  waiting?.();
  readyWaiter?.();
};
let finished = false;
// The larger college's run ended before this one finished timing (it failed, or was stopped): nothing to compare with.
if (isPartner)
  process.on('disconnect', () => {
    if (finished) return;
    console.error('The bench this one ran beside has ended: stopping.');
    process.exit(1);
  });

/**
 * Starts the 1x bench beside this one, when this run is of another size and not `--alone`. Called once the SPA is
 * built (both sizes weigh the same dist/) and before the colleges are generated (both at once: not timed).
 */
export const startBeside = () => {
  if (alone || isPartner) return;
  const child = startPartner();
  partnerEnded = new Promise((resolve) => child.on('exit', resolve));
  void partnerEnded.then(otherGone);
  other = { send: (m) => child.send(m), onMessage: (l) => child.on('message', (m) => l(m as Message)) };
  other.onMessage(hear);
};

/**
 * Called once the college is generated: from here on this process runs only in its turn. The larger college takes
 * the first turn once the 1x one is generated too; the 1x process waits for it.
 */
export const startTurns = async () => {
  if (!other) return;
  other.send('ready');
  if (isPartner) return turnBack();
  if (!otherReady) await new Promise<void>((resolve) => (readyWaiter = resolve));
};

/** Hands the turn to the other size and waits for it to come back (at once when the other has finished). */
export const passTurn = async () => {
  if (!other || otherDone) return;
  const back = turnBack();
  other.send('yours');
  await back;
};

/** This size has finished timing: the other takes every turn from here. */
export const endTurns = () => {
  if (!other) return;
  finished = true;
  if (!otherDone) other.send('done');
  // The partner's channel to the larger college would keep it from exiting once it has published.
  if (isPartner) process.disconnect();
};

/** Waits for the 1x process beside this one to publish its report (the comparison reads it); throws if it failed. */
export const partnerPublished = async () => {
  const code = await partnerEnded;
  if (code !== 0) throw new Error(`The 1x bench beside this one ended with ${code}: no comparison from this run.`);
};
