// The whole portal on AWS: data, mail, the two APIs and their functions, the schedule and the site,
// wired so that each function finds every service through its environment and may use only those.
import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Construct } from 'constructs';
import type { Domain } from '@shared/routes';
import { AccessLogs } from './access-logs';
import { Api } from './api';
import { Data } from './data';
import { Health } from './health';
import { Jobs } from './jobs';
import { Mail } from './mail';
import type { PortalFunction } from './portal-function';
import { Realtime } from './realtime';
import { Web } from './web';
import { VIEWER_ADDRESS_HEADER } from './api-edge';

/** The functions that hand the pdf function background work. */
const BACKGROUND_CALLERS: Domain[] = ['short-courses'];

export interface PortalStackProps extends StackProps {
  /** Folder of the built SPA (`dist/` after `vite build`). */
  siteAssetPath: string;
  /** Domain the portal's mail is sent from. */
  mailDomain: string;
  /** The portal's own host name and its ACM certificate (us-east-1); the CloudFront name when absent. */
  customDomain?: { name: string; certificateArn: string };
  /** Who the alarms tell (an operator's e-mail); without it the alarms' topic waits for a subscriber. */
  alarmEmail?: string;
  /** The monthly AWS budget in US dollars, for the Budgets alarm. */
  monthlyBudgetUsd?: number;
}

const STAGE = /^[a-z][a-z0-9-]{0,19}$/;

/** The stack of a stage (`dev`, `prod`, ...): each stage is a stack of its own, with its own table and buckets. */
export const stackNameOf = (stage: string): string => {
  if (!STAGE.test(stage)) throw new Error(`A stage is 1 to 20 lower-case letters, digits and dashes, starting with a letter: not "${stage}"`);
  return `Portal-${stage}`;
};

/** A month's budget when none is given: about twice the cost model's figure for 2,000 students (docs/cost.md). */
export const DEFAULT_MONTHLY_BUDGET_USD = 60;

export class PortalStack extends Stack {
  constructor(scope: Construct, id: string, props: PortalStackProps) {
    super(scope, id, props);
    const accessLogs = new AccessLogs(this, 'AccessLogs');
    const data = new Data(this, 'Data', { accessLogs: accessLogs.bucket });
    const mail = new Mail(this, 'Mail', { domain: props.mailDomain });
    const realtime = new Realtime(this, 'Realtime');
    const api = new Api(this, 'Api');
    const jobs = new Jobs(this, 'Jobs');
    const web = new Web(this, 'Web', {
      siteAssetPath: props.siteAssetPath,
      apiDomainName: api.domainName,
      realtimeUrl: realtime.url,
      filesBucketHost: data.filesBucketHost,
      accessLogs: accessLogs.bucket,
      customDomain: props.customDomain,
    });
    data.allowBrowserUploadsFrom(web.origin);

    // Every function runs the same functions/platform: any of them may read and write records and files,
    // send mail and push realtime events, each limited to this stack's table, bucket, identity and stage.
    for (const fn of [...api.functions.values(), realtime.handler, jobs.handler]) {
      data.grantReadWrite(fn);
      mail.grantSend(fn);
      realtime.grantPush(fn);
      fn.addEnvironment('APP_URL', web.origin);
      fn.addEnvironment('VIEWER_ADDRESS_HEADER', VIEWER_ADDRESS_HEADER); // rate limits count viewers, not CloudFront edges
    }

    // The client actions the chat function serves go straight to it (the catalogue's `servedBy`).
    realtime.routeActions('chat', api.functions.get('chat')!);

    // Short courses hand the pdf function background work (functions/platform/background.ts): a booking's mail with its
    // invoice, which only that function can render. Invoking that function and nothing else (no versions).
    const pdf = api.functions.get('pdf')!;
    for (const domain of BACKGROUND_CALLERS) {
      const fn = api.functions.get(domain)!;
      fn.addToRolePolicy(new PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: [pdf.functionArn] }));
      fn.addEnvironment('PDF_FUNCTION_NAME', pdf.functionName);
    }

    const health = new Health(this, 'Health', {
      httpApi: api.httpApi,
      webSocketApi: realtime.api,
      webSocketStage: realtime.stage,
      functions: new Map<string, PortalFunction>([...api.functions, ['ws', realtime.handler], ['jobs', jobs.handler]]),
      jobs: jobs.handler,
      table: data.table,
      alarmEmail: props.alarmEmail,
      monthlyBudgetUsd: props.monthlyBudgetUsd ?? DEFAULT_MONTHLY_BUDGET_USD,
    });

    new CfnOutput(this, 'SiteUrl', { value: web.origin, description: 'The portal' });
    new CfnOutput(this, 'CloudFrontDomain', {
      value: web.distribution.distributionDomainName,
      description: "Where the college's DNS points the portal's own name (a CNAME or an alias record)",
    });
    new CfnOutput(this, 'WebSocketUrl', { value: realtime.url, description: 'The realtime endpoint (also in /config.json)' });
    // What the one-off scripts (the first Superadmin, a restore) need to find this stage's data.
    new CfnOutput(this, 'TableName', { value: data.table.tableName, description: "The stage's table (point-in-time recovery on)" });
    new CfnOutput(this, 'FilesBucket', { value: data.filesBucket.bucketName, description: "The stage's uploaded files (versioned)" });
    new CfnOutput(this, 'AlarmsTopic', { value: health.topic.topicArn, description: 'Where the alarms go: subscribe more people here' });
  }
}
