import { describe, expect, it } from 'vitest';
import { figures, steadyP99 } from './figures';

describe('steadyP99', () => {
  it('is not moved by one stall, which moves the p99 of all the samples', () => {
    // Prepare: 1,000 calls of 2 ms, 30 of them in a row held up by a 300 ms stall.
    const times = Array.from({ length: 1_000 }, (_, i) => (i >= 400 && i < 430 ? 300 : 2));
    // Act, Assess
    expect(figures(times).p99).toBe(300);
    expect(steadyP99(times)).toBe(2);
  });

  it('is the p99 when the slow calls are spread over the run', () => {
    // Prepare: every fiftieth call slow, 2% of the calls in each stretch.
    const times = Array.from({ length: 1_000 }, (_, i) => (i % 50 === 0 ? 40 : 2));
    // Act, Assess
    expect(steadyP99(times)).toBe(figures(times).p99);
    expect(steadyP99(times)).toBe(40);
  });

  it('reads a run shorter than its five stretches', () => {
    // Act, Assess
    expect(steadyP99([3])).toBe(3);
    expect(steadyP99([1, 9])).toBe(9);
  });
});
