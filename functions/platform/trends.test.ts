import { describe, expect, it } from 'vitest';
import { isPeriod, periodBounds, trendKeys } from './trends';

describe('a trend’s periods', () => {
  it('bounds a week from its Monday to its Sunday, and a month from its first day to its last', () => {
    expect(periodBounds('2026-11-23')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(periodBounds('2026-12-28')).toEqual({ from: '2026-12-28', to: '2027-01-03' });
    expect(periodBounds('2027-02')).toEqual({ from: '2027-02-01', to: '2027-02-28' });
    expect(periodBounds('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(periodBounds('2026-12')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });

  it('takes a real Monday or a month, and nothing else', () => {
    expect(['2026-11-23', '2026-11', '2027-01'].filter(isPeriod)).toEqual(['2026-11-23', '2026-11', '2027-01']);
    expect(['2026-11-24', '2026-11-29', '2026-02-30', '2026-13', '2026-00'].filter(isPeriod)).toEqual([]);
  });

  it('names one kept count per series, scope and period', () => {
    const keys = trendKeys([{ series: 'forms-submitted', scope: 'type:1', periods: ['2026-11-16', '2026-11-23'] }]);
    expect(keys).toEqual([
      { list: 'trends', scope: 'forms-submitted|type:1|2026-11-16' },
      { list: 'trends', scope: 'forms-submitted|type:1|2026-11-23' },
    ]);
  });
});
