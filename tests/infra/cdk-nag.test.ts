import { beforeAll, describe, expect, it } from 'vitest';
import { synthesizePortal, type ValidationReport } from './synth-portal';

describe('cdk-nag AwsSolutions on PortalStack', () => {
  let report: ValidationReport;

  beforeAll(() => {
    report = synthesizePortal({ nag: true }).validationReport!;
  });

  it('runs the AwsSolutions pack', () => {
    expect(report.pluginReports.map((r) => r.pluginName)).toContain('AwsSolutions');
  });

  it('leaves no error or warning unacknowledged', () => {
    const findings = report.pluginReports.flatMap((r) =>
      r.violations.map((v) => `${v.severity} ${v.ruleName} at ${v.violatingConstructs.map((c) => c.constructPath).join(', ')}`),
    );
    expect(findings).toEqual([]);
    expect(report.pluginReports.every((r) => r.conclusion === 'success')).toBe(true);
  });

  it('gives every acknowledgement a reason of its own', () => {
    const acknowledged = report.pluginReports.flatMap((r) => r.suppressedViolations);
    expect(acknowledged.length).toBeGreaterThan(0);
    for (const { ruleName, reason } of acknowledged) {
      expect(reason, ruleName).toMatch(/\w{3,}.*\w{3,}.*\w{3,}/);
    }
  });
});
