// How big a college and how many rounds: `npm run bench -- --college=10x` generates ten times the college (0.1x a
// tenth, for trying a change), and `--quick` times a tenth of the rounds. A run at another size than 1x writes its
// report beside docs/bench.md (report.ts), so the two sizes can be compared row by row.

const option = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);

/** The college's size as the run names it: `1x`, `10x`, `0.1x`. */
export const COLLEGE = option('college') ?? '1x';
const factor = Number(COLLEGE.replace(/x$/, ''));
if (!/^\d+(\.\d+)?x$/.test(COLLEGE) || !(factor > 0)) throw new Error(`--college=${COLLEGE}: give a size such as 1x, 10x or 0.1x`);

/** `n` at 1x, at this run's size. */
export const scaled = (n: number) => Math.max(1, Math.round(n * factor));

/** A tenth of the rounds and warm-ups (never fewer than one), for trying a change: not for publishing. */
export const QUICK = process.argv.includes('--quick');
export const rounds = (n: number) => (QUICK ? Math.max(1, Math.round(n / 10)) : n);
