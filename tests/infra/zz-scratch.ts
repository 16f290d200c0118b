import { mkdtempSync, mkdirSync, writeFileSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { PortalStack } from '../../infra/lib/portal-stack';
const site = mkdtempSync(join(tmpdir(), 'site-'));
mkdirSync(join(site, 'assets'));
writeFileSync(join(site, 'index.html'), '<!doctype html>');
writeFileSync(join(site, 'assets', 'app.js'), '');
const ctx = JSON.parse(readFileSync('/work/main/cdk.json', 'utf8')).context;
const app = new App({ context: { ...ctx, '@aws-cdk/core:failSynthOnValidationErrors': false } });
new PortalStack(app, 'PortalStack', { siteAssetPath: site, mailDomain: 'example.edu.au' });
Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
try {
  const asm = app.synth();
  console.log(readdirSync(asm.directory));
  for (const f of readdirSync(asm.directory).filter((f) => f.includes('valid'))) writeFileSync('/tmp/h1/report.json', readFileSync(join(asm.directory, f), 'utf8'));
} catch (e) { console.log(String((e as Error).message).slice(0, 20000)); }
