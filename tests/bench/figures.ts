// Percentiles of a run's timings, as `npm run bench` and `npm run load` report them.

export interface Figures {
  p50: number;
  p95: number;
  p99: number;
  /** The bench's: `steadyP99` of the same samples. */
  p99Steady?: number;
}

/** The value below which `p` per cent of the sorted samples fall (the nearest rank). */
export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

export const figures = (times: number[]): Figures => {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99) };
};

/** How many stretches of a run `steadyP99` cuts its samples into. */
const STRETCHES = 5;

/**
 * The median of the p99s of five consecutive stretches of `times` (in the order they were taken): the p99 that most of
 * the run saw. One stall of a shared machine (the scheduler, a pause of the store) falls in one stretch and moves the
 * p99 of all the samples, which a comparison of two runs should not take for a difference between them.
 */
export const steadyP99 = (times: number[]): number => {
  const size = Math.ceil(times.length / STRETCHES);
  const p99s = Array.from({ length: STRETCHES }, (_, i) => times.slice(i * size, (i + 1) * size))
    .filter((stretch) => stretch.length > 0)
    .map((stretch) =>
      percentile(
        [...stretch].sort((a, b) => a - b),
        99,
      ),
    )
    .sort((a, b) => a - b);
  return p99s[Math.floor(p99s.length / 2)]!;
};

/** A bench row's figures: the percentiles and the steady p99, which the comparison of two sizes of college reads. */
export const rowFigures = (times: number[]): Figures => ({ ...figures(times), p99Steady: steadyP99(times) });
