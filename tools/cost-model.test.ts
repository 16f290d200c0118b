import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { costReport, jobsReadsPerRun, monthlyCost, REPORT_PATH, total, TRAFFIC } from './cost-model';

describe('the cost model', () => {
  it('is what docs/cost.md says (run npm run cost after changing an assumption)', () => {
    expect(readFileSync(REPORT_PATH, 'utf8')).toBe(costReport());
  });

  it('keeps a college of 2,000 students under US$30 a month, every item counted', () => {
    const lines = monthlyCost(2_000);
    expect(lines.map((l) => l.item)).toEqual([
      'Lambda (arm64, 1 GB)',
      'API Gateway HTTP API',
      'API Gateway WebSocket',
      'DynamoDB on demand',
      'S3 (files, versioned)',
      'CloudFront',
      'SES',
      'CloudWatch Logs',
      'CloudWatch alarms, metrics, dashboard',
    ]);
    for (const line of lines) expect(line.usd, line.item).toBeGreaterThan(0);
    expect(total(lines)).toBeLessThan(30);
  });

  it('has a jobs run with nothing due read a Query per sweep and the staff online, not the college’s records', () => {
    const [small, large] = [2_000, 200_000].map(jobsReadsPerRun);
    expect(small).toBeGreaterThan(TRAFFIC.jobsQueriesPerRun);
    expect(small).toBeLessThan(TRAFFIC.jobsQueriesPerRun + 2);
    // A hundred times the students: the staff online's presence (8 to a read unit) is what grows, not the tickets or orders.
    expect(large! - TRAFFIC.jobsQueriesPerRun).toBeCloseTo((small! - TRAFFIC.jobsQueriesPerRun) * 100, 5);
  });

  it('grows with the college, less than in proportion (the fixed part stays)', () => {
    const [small, medium, large] = [2_000, 20_000, 200_000].map((students) => total(monthlyCost(students)));
    expect(medium).toBeGreaterThan(small!);
    expect(large).toBeGreaterThan(medium!);
    expect(medium! / small!).toBeLessThan(10);
  });
});
