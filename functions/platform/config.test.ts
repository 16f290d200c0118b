import { describe, expect, it } from 'vitest';
import { parseConfig } from './config';

// What the CDK stack gives every function (infra/lib: data, mail, realtime, portal-stack), plus what Lambda sets.
const onAws = {
  AWS_REGION: 'ap-southeast-2',
  AWS_LAMBDA_FUNCTION_NAME: 'PortalStack-ApiAuth',
  TABLE_NAME: 'PortalStack-Table',
  BUCKET_NAME: 'portalstack-files',
  APP_URL: 'https://portal.example.edu.au',
  MAIL_FROM: 'no-reply@example.edu.au',
  WS_MANAGEMENT_ENDPOINT: 'https://abc123.execute-api.ap-southeast-2.amazonaws.com/live',
  PDF_FUNCTION_NAME: 'portal-pdf',
  VIEWER_ADDRESS_HEADER: 'X-Viewer-Address',
};

describe('parseConfig', () => {
  it('reads the environment the stack sets', () => {
    // Act
    const config = parseConfig(onAws);
    // Assess
    expect(config).toMatchObject({
      tableName: 'PortalStack-Table',
      bucketName: 'portalstack-files',
      viewerAddressHeader: 'x-viewer-address',
      logLevel: 'INFO',
      logFormat: 'json',
      onAws: true,
      dynamoEndpoint: undefined,
      lambdaEndpoint: undefined,
      pdfFunctionName: 'portal-pdf',
    });
  });

  it.each(['TABLE_NAME', 'BUCKET_NAME', 'APP_URL', 'MAIL_FROM', 'AWS_REGION', 'WS_MANAGEMENT_ENDPOINT'])(
    'refuses to start without %s, naming it',
    (name) => {
      // Prepare
      const env: Record<string, string | undefined> = { ...onAws, [name]: undefined };
      // Act and assess
      expect(() => parseConfig(env)).toThrow(new RegExp(`environment is incomplete:\\n  ${name} is required|${name} must be`));
    },
  );

  it('refuses an empty table name instead of guessing one', () => {
    expect(() => parseConfig({ ...onAws, TABLE_NAME: '  ' })).toThrow(/TABLE_NAME is empty/);
  });

  it('names every problem at once', () => {
    // Act
    const problem = (() => {
      try {
        parseConfig({ AWS_REGION: 'ap-southeast-2', APP_URL: 'not a url' });
      } catch (error) {
        return (error as Error).message;
      }
    })();
    // Assess
    expect(problem).toMatch(/TABLE_NAME is required/);
    expect(problem).toMatch(/BUCKET_NAME is required/);
    expect(problem).toMatch(/APP_URL must be a URL/);
    expect(problem).toMatch(/MAIL_FROM must be an e-mail address/);
  });

  it('refuses a log level it does not know', () => {
    expect(() => parseConfig({ ...onAws, LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL must be one of/);
  });

  it.each([
    ['silent', 'SILENT'],
    ['Debug', 'DEBUG'],
  ])('reads LOG_LEVEL=%s in any case', (value, level) => {
    expect(parseConfig({ ...onAws, LOG_LEVEL: value }).logLevel).toBe(level);
  });

  it('prints readable lines outside Lambda unless told otherwise', () => {
    // Prepare
    const local = { ...onAws, AWS_LAMBDA_FUNCTION_NAME: undefined, DYNAMODB_ENDPOINT: 'http://127.0.0.1:8000' };
    // Act and assess
    expect(parseConfig(local)).toMatchObject({ logFormat: 'pretty', onAws: false, dynamoEndpoint: 'http://127.0.0.1:8000' });
    expect(parseConfig({ ...local, LOG_FORMAT: 'json' }).logFormat).toBe('json');
  });

  it('reports store calls on answers only in a local cloud that asks for it, never on AWS', () => {
    // Prepare
    const local = { ...onAws, AWS_LAMBDA_FUNCTION_NAME: undefined };
    // Act and assess
    expect(parseConfig(local).reportStoreCalls).toBe(false);
    expect(parseConfig({ ...local, REPORT_STORE_CALLS: '1' }).reportStoreCalls).toBe(true);
    expect(parseConfig({ ...onAws, REPORT_STORE_CALLS: '1' }).reportStoreCalls).toBe(false);
  });

  it('hashes passwords quickly only in a local cloud that asks for it, never on AWS', () => {
    // Prepare
    const local = { ...onAws, AWS_LAMBDA_FUNCTION_NAME: undefined };
    // Act and assess
    expect(parseConfig(local).quickPasswordHashes).toBe(false);
    expect(parseConfig({ ...local, QUICK_PASSWORD_HASHES: '1' }).quickPasswordHashes).toBe(true);
    expect(parseConfig({ ...onAws, QUICK_PASSWORD_HASHES: '1' }).quickPasswordHashes).toBe(false);
  });
});
