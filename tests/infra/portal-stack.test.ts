import { Match, type Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { DOMAINS, ROUTES, routeKey } from '@shared/routes';
import { TABLE_SCHEMA } from '@functions/platform/table-schema';
import { API_EDGE_CODE, VIEWER_ADDRESS_HEADER } from '@infra/lib/api-edge';
import { pascalCase } from '@infra/lib/pascal-case';
import { SPA_FALLBACK_CODE } from '@infra/lib/spa-fallback';
import { MAIL_DOMAIN, synthesizePortal, type ValidationReport } from './synth-portal';

type Resource = { Type: string; Properties: Record<string, any>; DeletionPolicy?: string; UpdateReplacePolicy?: string; DependsOn?: string[] };

let template: Template;
let resources: Record<string, Resource>;
let report: ValidationReport;
// One synthesis under cdk-nag serves both the template checks and the AwsSolutions ones: the pack reads the
// assembly and changes nothing in it, and a synthesis is most of this file's time.
beforeAll(() => {
  const synthesized = synthesizePortal({ nag: true });
  template = synthesized.template;
  resources = template.toJSON().Resources as Record<string, Resource>;
  report = synthesized.validationReport!;
});

// Plain lookups over the template: Template.findResources is too slow to call once per route.
const isSubset = (props: Record<string, unknown>, actual: Record<string, unknown>) =>
  Object.entries(props).every(([key, value]) => JSON.stringify(actual[key]) === JSON.stringify(value));

const resourcesOf = (type: string, props: Record<string, unknown> = {}): [string, Resource][] =>
  Object.entries(resources).filter(([, r]) => r.Type === type && isSubset(props, r.Properties ?? {}));

const onlyResource = (type: string, props: Record<string, unknown> = {}): [string, Resource] => {
  const found = resourcesOf(type, props);
  expect(found, `one ${type} with ${JSON.stringify(props)}`).toHaveLength(1);
  return found[0]!;
};

/** Logical id of the Lambda function built from functions/<name>/handler.ts. */
const functionId = (name: string): string => onlyResource('AWS::Lambda::Function', { Description: `functions/${name}/handler.ts` })[0];

const PORTAL_FUNCTIONS = [...DOMAINS, 'ws', 'jobs'];

// The statements of every policy attached to a function's execution role.
const statementsOf = (fnId: string): { Action: string | string[]; Resource: unknown }[] => {
  const roleRef = { Ref: resources[fnId]!.Properties.Role['Fn::GetAtt'][0] as string };
  return resourcesOf('AWS::IAM::Policy')
    .filter(([, policy]) => (policy.Properties.Roles as unknown[]).some((r) => isSubset({ r: roleRef }, { r })))
    .flatMap(([, policy]) => policy.Properties.PolicyDocument.Statement);
};

describe('data', () => {
  it('keeps records in an on-demand table with PITR, TTL and the GSIs of TABLE_SCHEMA', () => {
    template.hasResourceProperties('AWS::DynamoDB::Table', {
      BillingMode: 'PAY_PER_REQUEST',
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      TimeToLiveSpecification: { AttributeName: TABLE_SCHEMA.ttlAttribute, Enabled: true },
      KeySchema: [
        { AttributeName: TABLE_SCHEMA.partitionKey, KeyType: 'HASH' },
        { AttributeName: TABLE_SCHEMA.sortKey, KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: TABLE_SCHEMA.globalIndexes.map((g) =>
        Match.objectLike({
          IndexName: g.indexName,
          KeySchema: [
            { AttributeName: g.partitionKey, KeyType: 'HASH' },
            { AttributeName: g.sortKey, KeyType: 'RANGE' },
          ],
          Projection: g.include ? { ProjectionType: 'INCLUDE', NonKeyAttributes: [...g.include] } : { ProjectionType: 'ALL' },
        }),
      ),
    });
  });

  it('retains the table when the stack is deleted', () => {
    template.hasResource('AWS::DynamoDB::Table', { DeletionPolicy: 'Retain', UpdateReplacePolicy: 'Retain' });
  });

  describe('files bucket', () => {
    const filesBucket = () => onlyResource('AWS::S3::Bucket', { VersioningConfiguration: { Status: 'Enabled' } });

    it('blocks public access, encrypts, versions and is retained', () => {
      const [, bucket] = filesBucket();
      expect(bucket.Properties).toMatchObject({
        PublicAccessBlockConfiguration: { BlockPublicAcls: true, BlockPublicPolicy: true, IgnorePublicAcls: true, RestrictPublicBuckets: true },
        BucketEncryption: { ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }] },
        LoggingConfiguration: { LogFilePrefix: 'files/' },
      });
      expect(bucket.DeletionPolicy).toBe('Retain');
    });

    it('expires uploads nobody confirmed, under staged/, after a day, old versions included', () => {
      const [, bucket] = filesBucket();
      expect(bucket.Properties.LifecycleConfiguration.Rules).toContainEqual({
        Id: 'staged-uploads',
        Prefix: 'staged/',
        Status: 'Enabled',
        ExpirationInDays: 1,
        NoncurrentVersionExpiration: { NoncurrentDays: 1 },
      });
    });

    it('refuses requests without TLS', () => {
      const [bucketId] = filesBucket();
      template.hasResourceProperties('AWS::S3::BucketPolicy', {
        Bucket: { Ref: bucketId },
        PolicyDocument: {
          Statement: Match.arrayWith([Match.objectLike({ Effect: 'Deny', Action: 's3:*', Condition: { Bool: { 'aws:SecureTransport': 'false' } } })]),
        },
      });
    });

    it('lets the site origin PUT (with the signed headers a browser sets) and GET with presigned URLs, and nothing else', () => {
      const [, bucket] = filesBucket();
      const [distributionId] = onlyResource('AWS::CloudFront::Distribution');
      expect(bucket.Properties.CorsConfiguration.CorsRules).toEqual([
        expect.objectContaining({
          AllowedMethods: ['GET', 'PUT', 'HEAD'],
          AllowedHeaders: ['content-type', 'if-none-match'],
          AllowedOrigins: [{ 'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [distributionId, 'DomainName'] }]] }],
        }),
      ]);
    });
  });
});

describe('HTTP API', () => {
  const httpApiId = () => onlyResource('AWS::ApiGatewayV2::Api', { ProtocolType: 'HTTP' })[0];
  const httpRoutes = () => resourcesOf('AWS::ApiGatewayV2::Route', { ApiId: { Ref: httpApiId() } });

  it('has exactly one route per entry of the route table', () => {
    const keys = httpRoutes().map(([, route]) => route.Properties.RouteKey as string);
    expect(keys.sort()).toEqual(ROUTES.map(routeKey).sort());
  });

  it.each(ROUTES.map((r) => [routeKey(r), r.domain] as const))('sends %s to the %s function', (key, domain) => {
    const [, route] = httpRoutes().find(([, r]) => r.Properties.RouteKey === key)!;
    const integrationId = route.Properties.Target['Fn::Join'][1][1].Ref as string;
    const integration = resources[integrationId]!;
    expect(integration.Properties.IntegrationUri).toEqual({ 'Fn::GetAtt': [functionId(domain), 'Arn'] });
  });

  it('serves the routes at the root of a $default stage with access logs', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      ApiId: { Ref: httpApiId() },
      StageName: '$default',
      AutoDeploy: true,
      AccessLogSettings: { DestinationArn: Match.anyValue(), Format: Match.anyValue() },
    });
  });
});

describe('functions', () => {
  it.each(PORTAL_FUNCTIONS)('builds functions/%s/handler.ts for Node 22 on arm64 with source maps', (name) => {
    const fn = resources[functionId(name)]!;
    expect(fn.Properties).toMatchObject({ Runtime: 'nodejs22.x', Architectures: ['arm64'], Handler: 'index.handler' });
    expect(fn.Properties.Environment.Variables.NODE_OPTIONS).toBe('--enable-source-maps');
  });

  it.each(PORTAL_FUNCTIONS)('keeps the logs of %s two years, in a log group the stack owns', (name) => {
    const logGroup = resources[functionId(name)]!.Properties.LoggingConfig.LogGroup as { Ref: string };
    expect(resources[logGroup.Ref]).toMatchObject({ Type: 'AWS::Logs::LogGroup', Properties: { RetentionInDays: 731 } });
  });

  it.each(PORTAL_FUNCTIONS)('gives %s the settings functions/platform/config.ts reads', (name) => {
    const variables = resources[functionId(name)]!.Properties.Environment.Variables;
    expect(Object.keys(variables)).toEqual(expect.arrayContaining(['TABLE_NAME', 'BUCKET_NAME', 'APP_URL', 'MAIL_FROM', 'WS_MANAGEMENT_ENDPOINT']));
    expect(variables.MAIL_FROM).toBe(`no-reply@${MAIL_DOMAIN}`);
    // Behind CloudFront the TCP peer is an edge server: rate limits read the viewer address the edge function sets.
    expect(variables.VIEWER_ADDRESS_HEADER).toBe(VIEWER_ADDRESS_HEADER);
  });

  it.each(PORTAL_FUNCTIONS)('lets %s use the table, the files, mail and websocket pushes, and nothing broader', (name) => {
    const fnId = functionId(name);
    const [tableId] = onlyResource('AWS::DynamoDB::Table');
    const [identityId] = onlyResource('AWS::SES::EmailIdentity');
    const statements = statementsOf(fnId);
    const grantOn = (action: string) => statements.filter((s) => [s.Action].flat().includes(action)).map((s) => JSON.stringify(s.Resource));

    expect(grantOn('dynamodb:PutItem').join()).toContain(`"Fn::GetAtt":["${tableId}","Arn"]`);
    expect(grantOn('dynamodb:Query').join()).toContain('/index/*');
    expect(grantOn('s3:PutObject').join()).toMatch(/"Fn::GetAtt":\["DataFilesBucket\w+","Arn"\]\},"\/\*"/);
    expect(grantOn('ses:SendEmail').join()).toContain(`{"Ref":"${identityId}"}`);
    expect(grantOn('execute-api:ManageConnections').join()).toContain('@connections/*');
    expect(statements.flatMap((s) => [s.Action].flat()).filter((a) => a.endsWith('*'))).toEqual([]);
  });

  it('lets short-courses, and no other, hand the pdf function background work (a booking mail with its invoice)', () => {
    const invokes = statementsOf(functionId('short-courses')).filter((s) => [s.Action].flat().includes('lambda:InvokeFunction'));
    expect(invokes.map((s) => s.Resource)).toEqual([{ 'Fn::GetAtt': [functionId('pdf'), 'Arn'] }]);
    const others = PORTAL_FUNCTIONS.filter((n) => n !== 'short-courses');
    expect(others.filter((n) => statementsOf(functionId(n)).some((s) => [s.Action].flat().includes('lambda:InvokeFunction')))).toEqual([]);
    expect(resources[functionId('short-courses')]!.Properties.Environment.Variables.PDF_FUNCTION_NAME).toEqual({ Ref: functionId('pdf') });
  });
});

describe('realtime', () => {
  const wsApiId = () => onlyResource('AWS::ApiGatewayV2::Api', { ProtocolType: 'WEBSOCKET' })[0];

  const wsRoutes = () => resourcesOf('AWS::ApiGatewayV2::Route', { ApiId: { Ref: wsApiId() } });
  const functionOfRoute = (key: string) => {
    const [, route] = wsRoutes().find(([, r]) => r.Properties.RouteKey === key)!;
    const integrationId = route.Properties.Target['Fn::Join'][1][1].Ref as string;
    return JSON.stringify(resources[integrationId]!.Properties.IntegrationUri);
  };
  // Written out from spec §7's chat events (not read from the catalogue under test).
  const CHAT_ACTIONS = ['attachment-upload-progress', 'chat-status', 'chat.message', 'join-chat', 'join-guest-chat', 'leave-chat', 'typing'];

  it('routes $connect, $disconnect and $default to the ws function, and the chat actions to the chat function', () => {
    expect(
      wsRoutes()
        .map(([, r]) => r.Properties.RouteKey)
        .sort(),
    ).toEqual(['$connect', '$default', '$disconnect', ...CHAT_ACTIONS].sort());
    for (const key of ['$connect', '$default', '$disconnect']) expect(functionOfRoute(key)).toContain(functionId('ws'));
    for (const key of CHAT_ACTIONS) expect(functionOfRoute(key)).toContain(functionId('chat'));
  });

  it('deploys a logged stage', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      ApiId: { Ref: wsApiId() },
      StageName: 'live',
      AccessLogSettings: { DestinationArn: Match.anyValue(), Format: Match.anyValue() },
    });
  });

  it('throttles the stage, and typing, upload progress and chat messages below it, once their routes exist', () => {
    const stage = Object.values(resources).find(
      (r) => r.Type === 'AWS::ApiGatewayV2::Stage' && JSON.stringify(r.Properties.ApiId) === JSON.stringify({ Ref: wsApiId() }),
    )!;
    expect(stage.Properties.DefaultRouteSettings).toMatchObject({ ThrottlingRateLimit: 500, ThrottlingBurstLimit: 1000 });
    expect(stage.Properties.RouteSettings).toEqual({
      typing: { ThrottlingRateLimit: 100, ThrottlingBurstLimit: 200 },
      'attachment-upload-progress': { ThrottlingRateLimit: 50, ThrottlingBurstLimit: 100 },
      'chat.message': { ThrottlingRateLimit: 100, ThrottlingBurstLimit: 200 },
    });
    const routeIds = wsRoutes()
      .filter(([, r]) => ['typing', 'attachment-upload-progress', 'chat.message'].includes(r.Properties.RouteKey))
      .map(([id]) => id);
    expect(routeIds).toHaveLength(3);
    expect(stage.DependsOn).toEqual(expect.arrayContaining(routeIds));
  });
});

describe('jobs', () => {
  it('runs the jobs function every minute', () => {
    template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(1 minute)',
      Targets: [Match.objectLike({ Arn: { 'Fn::GetAtt': [functionId('jobs'), 'Arn'] } })],
    });
  });
});

describe('mail', () => {
  it('verifies the mail domain in SES', () => {
    template.hasResourceProperties('AWS::SES::EmailIdentity', { EmailIdentity: MAIL_DOMAIN });
  });
});

describe('health: alarms, dashboard and budget (issue 14)', () => {
  const topicId = () => onlyResource('AWS::SNS::Topic')[0];
  const alarmNamed = (id: string): Resource => {
    const found = Object.entries(resources).filter(([logicalId, r]) => r.Type === 'AWS::CloudWatch::Alarm' && logicalId.startsWith(`Health${id}`));
    expect(found, `the ${id} alarm`).toHaveLength(1);
    return found[0]![1];
  };
  // Written from the issue and the reasons in infra/lib/health.ts, not read from it.
  const expected: [string, number, string][] = [
    ['Api5xxRate', 1, 'GreaterThanOrEqualToThreshold'],
    ['ApiLatencyP99', 2000, 'GreaterThanOrEqualToThreshold'],
    ['TableThrottles', 10, 'GreaterThanOrEqualToThreshold'],
    ['JobsNotRunning', 10, 'LessThanThreshold'],
    ['MailBounceRate', 0.04, 'GreaterThanOrEqualToThreshold'],
    ['MailComplaintRate', 0.0008, 'GreaterThanOrEqualToThreshold'],
    ['SocketErrors', 10, 'GreaterThanOrEqualToThreshold'],
    ...PORTAL_FUNCTIONS.flatMap((name): [string, number, string][] => [
      [`${pascalCase(name)}Errors`, 3, 'GreaterThanOrEqualToThreshold'],
      [`${pascalCase(name)}Throttles`, 1, 'GreaterThanOrEqualToThreshold'],
    ]),
  ];

  it.each(expected)('has the %s alarm at %s, with a reason, telling the alarms topic', (id, threshold, comparison) => {
    const alarm = alarmNamed(id);
    expect(alarm.Properties.Threshold).toBe(threshold);
    expect(alarm.Properties.ComparisonOperator).toBe(comparison);
    expect(String(alarm.Properties.AlarmDescription).length).toBeGreaterThan(20);
    expect(alarm.Properties.AlarmActions).toEqual([{ Ref: topicId() }]);
  });

  it('has no alarm the list above does not name', () => {
    expect(resourcesOf('AWS::CloudWatch::Alarm')).toHaveLength(expected.length);
  });

  it('takes a stopped schedule (no data at all) as an alarm', () => {
    expect(alarmNamed('JobsNotRunning').Properties.TreatMissingData).toBe('breaching');
    expect(alarmNamed('Api5xxRate').Properties.TreatMissingData).toBe('notBreaching');
  });

  it('measures the API 5xx alarm as a share of all answers, not a count', () => {
    const metrics = alarmNamed('Api5xxRate').Properties.Metrics as { Expression?: string; MetricStat?: { Metric: { MetricName: string } } }[];
    expect(metrics.find((m) => m.Expression)?.Expression).toMatch(/100 \* errors \/ requests/);
    expect(metrics.flatMap((m) => (m.MetricStat ? [m.MetricStat.Metric.MetricName] : [])).sort()).toEqual(['5xx', 'Count']);
  });

  it('shows every alarm on one CloudWatch dashboard', () => {
    const [, dashboard] = onlyResource('AWS::CloudWatch::Dashboard');
    // The body is a join of JSON text and each alarm's ARN.
    const alarmsShown = JSON.stringify(dashboard.Properties.DashboardBody).match(/"Fn::GetAtt":\["Health\w+","Arn"\]/g) ?? [];
    expect(new Set(alarmsShown).size).toBe(expected.length);
  });

  it('has a monthly cost budget that tells the topic at 80% spent and 100% forecast', () => {
    const [, budget] = onlyResource('AWS::Budgets::Budget');
    expect(budget.Properties.Budget).toMatchObject({ BudgetType: 'COST', TimeUnit: 'MONTHLY', BudgetLimit: { Amount: 60, Unit: 'USD' } });
    const notifications = (budget.Properties.NotificationsWithSubscribers as { Notification: Record<string, unknown>; Subscribers: unknown[] }[]).map(
      (n) => [n.Notification.NotificationType, n.Notification.Threshold, n.Subscribers],
    );
    expect(notifications).toEqual([
      ['ACTUAL', 80, [{ SubscriptionType: 'SNS', Address: { Ref: topicId() } }]],
      ['FORECASTED', 100, [{ SubscriptionType: 'SNS', Address: { Ref: topicId() } }]],
    ]);
  });

  it('lets Budgets publish to the topic, over TLS only', () => {
    const [, policy] = onlyResource('AWS::SNS::TopicPolicy');
    const statements = JSON.stringify(policy.Properties.PolicyDocument.Statement);
    expect(statements).toContain('budgets.amazonaws.com');
    expect(statements).toContain('aws:SecureTransport');
  });
});

describe('site', () => {
  const distribution = () => onlyResource('AWS::CloudFront::Distribution')[1].Properties.DistributionConfig;
  const headersPolicy = () => onlyResource('AWS::CloudFront::ResponseHeadersPolicy');
  const headersConfig = () => headersPolicy()[1].Properties.ResponseHeadersPolicyConfig;
  const cloudFrontFunction = (code: string) => onlyResource('AWS::CloudFront::Function', { FunctionCode: code });

  /** The CSP as one string, CloudFormation references written as {Ref} or {Resource.Attribute}. */
  const flatten = (value: unknown): string => {
    if (typeof value === 'string') return value;
    const node = value as Record<string, any>;
    if (node['Fn::Join']) return (node['Fn::Join'][1] as unknown[]).map(flatten).join(node['Fn::Join'][0]);
    if (node.Ref) return `{${node.Ref}}`;
    if (node['Fn::GetAtt']) return `{${node['Fn::GetAtt'].join('.')}}`;
    throw new Error(`Unexpected CloudFormation value ${JSON.stringify(value)}`);
  };
  const cspDirectives = (): Map<string, string[]> =>
    new Map(
      flatten(headersConfig().SecurityHeadersConfig.ContentSecurityPolicy.ContentSecurityPolicy)
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .map(([name, ...sources]) => [name!, sources]),
    );
  const filesOrigin = 'https://portalstack-files-{AWS::AccountId}-{AWS::Region}.s3.{AWS::Region}.{AWS::URLSuffix}';

  it('sends the SPA compressed (brotli or gzip, by what the browser accepts) and caches it by those encodings', () => {
    // CloudFront's managed CachingOptimized policy: the one that keys on, and so may serve, brotli and gzip.
    const CACHING_OPTIMIZED = '658327ea-f89d-4fab-a63d-7e88639e58f6';
    expect(distribution().DefaultCacheBehavior).toMatchObject({ Compress: true, CachePolicyId: CACHING_OPTIMIZED });
  });

  it('sends HSTS for two years with subdomains, nosniff, DENY framing and no referrer, overriding the origin', () => {
    expect(headersConfig().SecurityHeadersConfig).toMatchObject({
      StrictTransportSecurity: { AccessControlMaxAgeSec: 63072000, IncludeSubdomains: true, Override: true },
      ContentTypeOptions: { Override: true },
      FrameOptions: { FrameOption: 'DENY', Override: true },
      ReferrerPolicy: { ReferrerPolicy: 'no-referrer', Override: true },
      ContentSecurityPolicy: { Override: true },
    });
  });

  it('switches off the browser features the portal never uses', () => {
    expect(headersConfig().CustomHeadersConfig.Items).toEqual([
      { Header: 'Permissions-Policy', Value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=()', Override: true },
    ]);
  });

  it('runs the built SPA under a CSP with no inline script, naming only the site, the files bucket and the websocket stage', () => {
    const csp = cspDirectives();
    const wsApi = onlyResource('AWS::ApiGatewayV2::Api', { ProtocolType: 'WEBSOCKET' })[0];
    const realtime = `wss://{${wsApi}}.execute-api.{AWS::Region}.{AWS::URLSuffix}/live`;
    expect(Object.fromEntries(csp)).toEqual({
      'default-src': ["'self'"],
      'script-src': ["'self'"],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'blob:', filesOrigin],
      'font-src': ["'self'", 'data:'],
      'connect-src': ["'self'", filesOrigin, realtime],
      'frame-src': ["'self'", 'blob:', filesOrigin],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
    });
  });

  it('names in the CSP the bucket the functions presign for', () => {
    const bucketName = flatten(onlyResource('AWS::S3::Bucket', { VersioningConfiguration: { Status: 'Enabled' } })[1].Properties.BucketName);
    expect(filesOrigin).toBe(`https://${bucketName}.s3.{AWS::Region}.{AWS::URLSuffix}`);
  });

  it('attaches the headers policy to the site and to /api/*', () => {
    const [policyId] = headersPolicy();
    const config = distribution();
    expect(config.DefaultCacheBehavior.ResponseHeadersPolicyId).toEqual({ Ref: policyId });
    expect(config.CacheBehaviors.map((b: { ResponseHeadersPolicyId: unknown }) => b.ResponseHeadersPolicyId)).toEqual([{ Ref: policyId }]);
  });

  it('forwards /api/* to the HTTP API uncached, with every method and every viewer header but Host', () => {
    const [api] = distribution().CacheBehaviors;
    expect(api).toMatchObject({
      PathPattern: '/api/*',
      CachePolicyId: '4135ea2d-6df8-44a3-9df3-4b5a84be39ad', // Managed-CachingDisabled
      OriginRequestPolicyId: 'b689b0a8-53d0-40ab-baf2-68738e2966ac', // Managed-AllViewerExceptHostHeader
      AllowedMethods: expect.arrayContaining(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']),
    });
    const origin = distribution().Origins.find((o: { Id: string }) => o.Id === api.TargetOriginId);
    expect(JSON.stringify(origin.DomainName)).toContain('.execute-api.');
  });

  it('answers preflights to /api/* at the edge, with the preflight function on that behaviour only', () => {
    const [functionId] = cloudFrontFunction(API_EDGE_CODE);
    const [api] = distribution().CacheBehaviors;
    expect(api.FunctionAssociations).toEqual([{ EventType: 'viewer-request', FunctionARN: { 'Fn::GetAtt': [functionId, 'FunctionARN'] } }]);
    expect(JSON.stringify(distribution().DefaultCacheBehavior.FunctionAssociations ?? [])).not.toContain(functionId);
  });

  it('reads the private site bucket through origin access control', () => {
    const s3Origin = distribution().Origins.find((o: { S3OriginConfig?: unknown }) => o.S3OriginConfig);
    expect(s3Origin.OriginAccessControlId).toBeDefined();
    onlyResource('AWS::CloudFront::OriginAccessControl');
  });

  it('falls back to index.html with a function on the site only, never with error responses', () => {
    const config = distribution();
    const [functionId] = cloudFrontFunction(SPA_FALLBACK_CODE);
    expect(config.CustomErrorResponses).toBeUndefined();
    expect(config.DefaultCacheBehavior.FunctionAssociations).toEqual([
      { EventType: 'viewer-request', FunctionARN: { 'Fn::GetAtt': [functionId, 'FunctionARN'] } },
    ]);
    expect(JSON.stringify(config.CacheBehaviors[0].FunctionAssociations ?? [])).not.toContain(functionId);
  });

  it('logs viewer requests', () => {
    expect(distribution().Logging).toMatchObject({ Prefix: 'cloudfront/' });
  });

  it('uploads the SPA and a config.json that names the websocket stage', () => {
    const [, entry] = onlyResource('Custom::CDKBucketDeployment', { DistributionPaths: ['/*'] });
    expect(JSON.stringify(entry.Properties.SourceMarkers)).toContain(
      `"Ref":"${onlyResource('AWS::ApiGatewayV2::Api', { ProtocolType: 'WEBSOCKET' })[0]}"`,
    );
    expect(entry.Properties.SystemMetadata).toEqual({ 'cache-control': 'no-cache' });
  });
});

describe('SPA fallback function', () => {
  const rewrite = (uri: string): string => {
    const handler = new Function(`${SPA_FALLBACK_CODE}; return handler;`)() as (e: { request: { uri: string } }) => { uri: string };
    return handler({ request: { uri } }).uri;
  };

  it.each(['/', '/users', '/users/42', '/email/verify/1/abc-DEF_9', '/reset-password'])('serves index.html for the route %s', (uri) => {
    expect(rewrite(uri)).toBe('/index.html');
  });

  it.each(['/assets/app-1a2b3c.js', '/config.json', '/favicon.ico'])('passes the file %s through', (uri) => {
    expect(rewrite(uri)).toBe(uri);
  });
});

describe('API edge function', () => {
  type Answer = { statusCode?: number; statusDescription?: string; headers?: Record<string, unknown>; method?: string; uri?: string };
  type Request = { method: string; uri: string; headers: Record<string, { value: string }> };
  const run = (method: string, headers: Request['headers'] = {}): Answer => {
    const handler = new Function(`${API_EDGE_CODE}; return handler;`)() as (e: { request: Request; viewer: { ip: string } }) => Answer;
    return handler({ request: { method, uri: '/api/login', headers }, viewer: { ip: '203.0.113.7' } });
  };

  it('answers OPTIONS with 204 and no CORS permission, so other origins are refused', () => {
    const answer = run('OPTIONS');
    expect(answer).toEqual({ statusCode: 204, statusDescription: 'No Content' });
  });

  it.each(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'])('passes %s through to the API with the viewer’s address', (method) => {
    expect(run(method)).toEqual({ method, uri: '/api/login', headers: { [VIEWER_ADDRESS_HEADER]: { value: '203.0.113.7' } } });
  });

  it('overwrites a viewer address the client made up', () => {
    const answer = run('POST', { [VIEWER_ADDRESS_HEADER]: { value: '10.0.0.1' }, 'content-type': { value: 'application/json' } });
    expect(answer.headers).toEqual({ [VIEWER_ADDRESS_HEADER]: { value: '203.0.113.7' }, 'content-type': { value: 'application/json' } });
  });
});

describe('cdk-nag AwsSolutions on PortalStack', () => {
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
