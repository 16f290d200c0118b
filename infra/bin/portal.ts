// The CDK app: `npm run synth` builds the SPA, then synthesizes the portal's stack and checks it with cdk-nag;
// `npm run deploy -- --context stage=prod` deploys it. Each stage is a stack of its own (`Portal-<stage>`), so it has
// its own table, buckets, functions, alarms and site; its settings come as context (cdk.json or `--context`):
//   stage            dev (default), test, prod, ...: lower-case letters, digits and dashes
//   mailDomain       the domain mail is sent from, verified in SES (example.edu.au until set)
//   domainName       the portal's own host name (portal.college.edu.au), with
//   certificateArn   its ACM certificate, which CloudFront takes only from us-east-1
//   alarmEmail       who the alarms tell
//   monthlyBudgetUsd the AWS Budgets alarm's monthly amount
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { App, Tags, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { DEFAULT_MONTHLY_BUDGET_USD, PortalStack, stackNameOf } from '../lib/portal-stack';
import { REPO_ROOT } from '../lib/repo-root';

const DEFAULT_MAIL_DOMAIN = 'example.edu.au';
const siteAssetPath = join(REPO_ROOT, 'dist');

if (!existsSync(join(siteAssetPath, 'index.html'))) {
  console.error(`The built SPA is missing (${siteAssetPath}/index.html): run npm run build first.`);
  process.exit(1);
}

const app = new App();
const context = (name: string) => app.node.tryGetContext(name) as string | undefined;
const stage = context('stage') ?? 'dev';
const [domainName, certificateArn] = [context('domainName'), context('certificateArn')];
if (Boolean(domainName) !== Boolean(certificateArn)) {
  console.error('A custom domain takes both --context domainName=... and --context certificateArn=... (an ACM certificate in us-east-1).');
  process.exit(1);
}

let stackName: string;
try {
  stackName = stackNameOf(stage);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

const stack = new PortalStack(app, stackName, {
  description: `College student-administration portal (${stage})`,
  siteAssetPath,
  mailDomain: context('mailDomain') ?? DEFAULT_MAIL_DOMAIN,
  customDomain: domainName && certificateArn ? { name: domainName, certificateArn } : undefined,
  alarmEmail: context('alarmEmail'),
  monthlyBudgetUsd: Number(context('monthlyBudgetUsd') ?? DEFAULT_MONTHLY_BUDGET_USD),
});
Tags.of(stack).add('portal:stage', stage); // a stage's resources, and its costs, found by one tag
Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
