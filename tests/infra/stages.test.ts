// A production stage as `npm run deploy -- --context stage=prod --context domainName=... --context certificateArn=...
// --context alarmEmail=...` makes it: its own stack name, the college's host name on CloudFront with its certificate
// and TLS 1.2 at least, the portal's origin being that name (CORS, mail links), the alarms' e-mail subscribed, and
// cdk-nag still clean without the default certificate's acknowledgement.
import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { stackNameOf } from '@infra/lib/portal-stack';
import { synthesizePortal, type ValidationReport } from './synth-portal';

const HOST = 'portal.college.example.edu.au';
const CERTIFICATE = 'arn:aws:acm:us-east-1:123456789012:certificate/0f1e2d3c-4b5a-6978-8091-a2b3c4d5e6f7';
const OPERATOR = 'ops@college.example.edu.au';

describe('stage names', () => {
  it.each([
    ['dev', 'Portal-dev'],
    ['prod', 'Portal-prod'],
    ['uat-2', 'Portal-uat-2'],
  ])('makes stage %s the stack %s', (stage, stack) => {
    expect(stackNameOf(stage)).toBe(stack);
  });

  it.each(['', 'Prod', '2prod', 'prod_1', 'a'.repeat(21), '../x'])('refuses the stage "%s"', (stage) => {
    expect(() => stackNameOf(stage)).toThrow(/lower-case letters, digits and dashes/);
  });
});

describe('a production stage with the college’s domain', () => {
  let template: Template;
  let report: ValidationReport;
  beforeAll(() => {
    const synthesized = synthesizePortal({
      nag: true,
      stackName: stackNameOf('prod'),
      props: { customDomain: { name: HOST, certificateArn: CERTIFICATE }, alarmEmail: OPERATOR },
    });
    template = synthesized.template;
    report = synthesized.validationReport!;
  });

  it('serves the site under the college’s name with its certificate, TLS 1.2 or later', () => {
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: {
        Aliases: [HOST],
        ViewerCertificate: { AcmCertificateArn: CERTIFICATE, MinimumProtocolVersion: 'TLSv1.2_2021', SslSupportMethod: 'sni-only' },
      },
    });
  });

  it('takes that name as the portal’s origin: the site URL, the functions’ APP_URL and the upload CORS rule', () => {
    expect(template.findOutputs('SiteUrl').SiteUrl!.Value).toBe(`https://${HOST}`);
    const functions = Object.values(template.findResources('AWS::Lambda::Function')).filter((f) =>
      String(f.Properties.Description ?? '').startsWith('functions/'),
    );
    expect(functions.length).toBeGreaterThan(10);
    for (const fn of functions) expect(fn.Properties.Environment.Variables.APP_URL).toBe(`https://${HOST}`);
    const origins = Object.values(template.findResources('AWS::S3::Bucket')).flatMap(
      (b) => (b.Properties.CorsConfiguration?.CorsRules ?? []) as { AllowedOrigins: string[] }[],
    );
    expect(origins.map((rule) => rule.AllowedOrigins)).toEqual([[`https://${HOST}`]]);
  });

  it('subscribes the operator’s e-mail to the alarms', () => {
    template.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: OPERATOR });
  });

  it('prints what the operator needs: the table and files bucket for the scripts, the alarms topic, the name DNS points to', () => {
    expect(Object.keys(template.findOutputs('*')).sort()).toEqual([
      'AlarmsTopic',
      'CloudFrontDomain',
      'FilesBucket',
      'SiteUrl',
      'TableName',
      'WebSocketUrl',
    ]);
  });

  it('leaves cdk-nag nothing to report', () => {
    const findings = report.pluginReports.flatMap((r) => r.violations.map((v) => `${v.severity} ${v.ruleName}`));
    expect(findings).toEqual([]);
  });
});
