// Synthesizes PortalStack the way `npm run synth` does (cdk.json's context and feature flags), against a
// stand-in site build so the suite does not depend on `vite build`.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { App, Validations } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { BUNDLING_STACKS, FAIL_SYNTH_ON_VALIDATION_ERRORS_CONTEXT, VALIDATION_REPORT_FILE } from 'aws-cdk-lib/cx-api';
import { AwsSolutionsChecks } from 'cdk-nag';
import { PortalStack, type PortalStackProps } from '@infra/lib/portal-stack';
import { REPO_ROOT } from '@infra/lib/repo-root';

export const MAIL_DOMAIN = 'college.example.edu.au';

/** What the validation plugins reported, as written to the cloud assembly's validation-report.json. */
export interface ValidationReport {
  pluginReports: {
    pluginName: string;
    conclusion: 'success' | 'failure';
    violations: { ruleName: string; severity: string; violatingConstructs: { constructPath: string }[] }[];
    suppressedViolations: { ruleName: string; reason: string; acknowledgedAt: string }[];
  }[];
}

export interface SynthesizedPortal {
  template: Template;
  /** Bytes of each function's bundled `index.mjs`, by the name of its folder under functions/; empty unless bundles were kept. */
  bundleSizes: Record<string, number>;
  /** Present when cdk-nag ran. */
  validationReport?: ValidationReport;
}

const cdkJsonContext = (): Record<string, unknown> =>
  (JSON.parse(readFileSync(join(REPO_ROOT, 'cdk.json'), 'utf8')) as { context: Record<string, unknown> }).context;

// The smallest build the stack accepts: an index.html and one hashed asset.
const fakeSiteBuild = (): string => {
  const dir = mkdtempSync(join(tmpdir(), 'portal-site-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><script type="module" src="/assets/app-1a2b3c.js"></script>');
  writeFileSync(join(dir, 'assets', 'app-1a2b3c.js'), 'console.log("portal");');
  return dir;
};

// Each function's Code names its asset by hash; the assembly keeps the bundle in `asset.<hash>/index.mjs`.
const bundlesOf = (template: Template, assemblyDir: string): Map<string, string> =>
  new Map(
    Object.values(template.findResources('AWS::Lambda::Function'))
      .map(({ Properties }) => Properties as { Description?: string; Code: { S3Key: string } })
      .flatMap(({ Description, Code }) => {
        const name = /^functions\/(.+)\/handler\.ts$/.exec(Description ?? '')?.[1];
        const hash = Code.S3Key.replace(/\.zip$/, '');
        return name ? [[name, join(assemblyDir, `asset.${hash}`, 'index.mjs')] as const] : [];
      }),
  );

/** Copies each function's asset (index.mjs and what lies beside it) to `<dir>/<function>/`, where the local cloud runs bundles from. */
const keepBundles = (bundles: Map<string, string>, dir: string) => {
  for (const [name, file] of bundles) cpSync(dirname(file), join(dir, name), { recursive: true });
};

/**
 * Synthesizes the stack once, optionally under cdk-nag. Only a synthesis that keeps the bundles runs esbuild for every
 * function (most of a synthesis's time): the template does not depend on what a bundle holds, as with `cdk synth
 * --exclusively` of another stack, which skips bundling the same way.
 */
export const synthesizePortal = ({
  nag = false,
  keepBundlesIn,
  stackName = 'PortalStack',
  props = {},
}: {
  nag?: boolean;
  keepBundlesIn?: string;
  stackName?: string;
  /** Settings a deploy passes as context (a custom domain, the alarms' e-mail). */
  props?: Partial<PortalStackProps>;
} = {}): SynthesizedPortal => {
  const siteAssetPath = fakeSiteBuild();
  const outdir = mkdtempSync(join(tmpdir(), 'portal-cdk-out-'));
  const bundle = keepBundlesIn !== undefined;
  try {
    const app = new App({
      outdir,
      context: {
        ...cdkJsonContext(),
        // Report cdk-nag findings in validation-report.json instead of throwing, so a test can name them.
        [FAIL_SYNTH_ON_VALIDATION_ERRORS_CONTEXT]: false,
        [BUNDLING_STACKS]: bundle ? ['**'] : [],
      },
    });
    const stack = new PortalStack(app, stackName, { siteAssetPath, mailDomain: MAIL_DOMAIN, ...props });
    if (nag) Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
    const assembly = app.synth();
    const template = Template.fromJSON(assembly.getStackByName(stack.stackName).template as Record<string, unknown>);
    const validationReport = nag
      ? (JSON.parse(readFileSync(join(assembly.directory, VALIDATION_REPORT_FILE), 'utf8')) as ValidationReport)
      : undefined;
    if (!bundle) return { template, validationReport, bundleSizes: {} };
    const bundles = bundlesOf(template, assembly.directory);
    keepBundles(bundles, keepBundlesIn);
    const bundleSizes = Object.fromEntries([...bundles].map(([name, file]) => [name, statSync(file).size]));
    return { template, validationReport, bundleSizes };
  } finally {
    for (const dir of [siteAssetPath, outdir]) rmSync(dir, { recursive: true, force: true });
  }
};
