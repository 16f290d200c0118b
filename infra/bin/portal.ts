// The CDK app: `npm run synth` builds the SPA, then synthesizes PortalStack and checks it with cdk-nag.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { DEFAULT_MONTHLY_BUDGET_USD, PortalStack } from '../lib/portal-stack';
import { REPO_ROOT } from '../lib/repo-root';

const DEFAULT_MAIL_DOMAIN = 'example.edu.au';
const siteAssetPath = join(REPO_ROOT, 'dist');

if (!existsSync(join(siteAssetPath, 'index.html'))) {
  console.error(`The built SPA is missing (${siteAssetPath}/index.html): run npm run build first.`);
  process.exit(1);
}

const app = new App();
new PortalStack(app, 'PortalStack', {
  description: 'College student-administration portal',
  siteAssetPath,
  mailDomain: (app.node.tryGetContext('mailDomain') as string | undefined) ?? DEFAULT_MAIL_DOMAIN, // cdk synth -c mailDomain=college.edu.au
  alarmEmail: app.node.tryGetContext('alarmEmail') as string | undefined, // -c alarmEmail=ops@college.edu.au
  monthlyBudgetUsd: Number(app.node.tryGetContext('monthlyBudgetUsd') ?? DEFAULT_MONTHLY_BUDGET_USD), // -c monthlyBudgetUsd=80
});
Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
