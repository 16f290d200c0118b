// Percentiles of a run's timings, as `npm run bench` and `npm run load` report them.

export interface Figures {
  p50: number;
  p95: number;
  p99: number;
}

/** The value below which `p` per cent of the sorted samples fall (the nearest rank). */
export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

export const figures = (times: number[]): Figures => {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99) };
};
