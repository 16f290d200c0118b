// The settings every Lambda function of the portal shares, in one place: runtime, architecture, bundling.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Duration } from 'aws-cdk-lib';
import { Architecture, Runtime } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat, type BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { acknowledge } from './nag';
import { REPO_ROOT } from './repo-root';

export interface PortalFunctionProps {
  /** Folder under `functions/` whose `handler.ts` exports `handler`: a domain, `ws` or `jobs`. */
  name: string;
}

// esbuild's ESM output has no `require`; CommonJS dependencies still call it for Node built-ins.
const REQUIRE_SHIM = "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);";

/**
 * What the pdf function's bundle needs for the PDFs it renders with @react-pdf/renderer (docs/decisions.md, "The PDF"), by esbuild
 * aliases (NodejsFunction runs the esbuild CLI, which takes no plugins) to the stand-ins in functions/pdf/documents/bundle:
 * - `module`: pdfkit loads its standard fonts with `createRequire(import.meta.url)('#standard-fonts/…')`, which
 *   cannot resolve inside a bundle; the stand-in answers those ids with the fonts' data, bundled.
 * - `brotli/decompress.js` (450 KB, WOFF2 fonts only) and react-pdf's English hyphenation patterns (40 KB,
 *   replaced by the renderer's own word breaking) are left out, and of react-pdf's three reconciler builds, which
 *   it picks among at run time by React's version, only the one for React ≥ 19.2 is bundled (160 KB less).
 * - React's production build (its development checks are slower and 390 KB larger).
 * With them the bundle is about 1.8 MiB minified; without, 3.5 MB, and the first PDF fails.
 */
interface ExtraBundling {
  define?: BundlingOptions['define'];
  /** esbuild `--alias` values, `package=path`. */
  aliases: string[];
  /** Folders of the repository copied beside the bundle's index.mjs, by the name the code reads them under. */
  folders?: Record<string, string>;
}

const pdfBundling = (): ExtraBundling => {
  const fromRepo = createRequire(join(REPO_ROOT, 'package.json'));
  const react = JSON.parse(readFileSync(join(dirname(fromRepo.resolve('react')), 'package.json'), 'utf8')) as { version: string };
  const [major = 0, minor = 0] = react.version.split('.').map(Number);
  if (major < 19 || (major === 19 && minor < 2)) {
    throw new Error(`The pdf bundle takes react-pdf's reconciler for React 19.2 and later, not for React ${react.version}`);
  }
  const standIn = (file: string) => join(REPO_ROOT, 'functions', 'pdf', 'documents', 'bundle', file);
  return {
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    // The fallback fonts (fonts.ts reads them from `fonts/` beside its module, which bundled is index.mjs).
    folders: { fonts: join('functions', 'pdf', 'documents', 'fonts') },
    aliases: [
      `module=${standIn('node-module.ts')}`,
      `brotli/decompress.js=${standIn('no-woff2.ts')}`,
      `@react-pdf/hyphenate/en-us=${standIn('no-hyphenation.ts')}`,
      `@react-pdf/reconciler=${join(dirname(fromRepo.resolve('@react-pdf/reconciler')), 'reconciler-33.js')}`,
    ],
  };
};

/** Every function's bundle takes its AWS credentials from Lambda's environment (see the stand-in's comment). */
const LAMBDA_CREDENTIALS = `@aws-sdk/credential-provider-node=${join(REPO_ROOT, 'functions', 'platform', 'bundle', 'lambda-credentials.ts')}`;

/** Bundling beyond the shared settings, by function. */
const BUNDLING_OF: Record<string, () => ExtraBundling> = { pdf: pdfBundling };

/** A bundled TypeScript handler from `functions/<name>/handler.ts`. */
export class PortalFunction extends NodejsFunction {
  constructor(scope: Construct, id: string, { name }: PortalFunctionProps) {
    const { define, aliases = [], folders = {} } = BUNDLING_OF[name]?.() ?? {};
    super(scope, id, {
      entry: join(REPO_ROOT, 'functions', name, 'handler.ts'),
      handler: 'handler',
      description: `functions/${name}/handler.ts`, // names the source beside the generated function name
      projectRoot: REPO_ROOT,
      depsLockFilePath: join(REPO_ROOT, 'package-lock.json'),
      runtime: Runtime.NODEJS_22_X, // the runtime the toolchain is verified on (docs/decisions.md, "Operations"); see the L1 acknowledgement below
      architecture: Architecture.ARM_64, // Graviton: about 20% cheaper per GB-second for the same work
      memorySize: 1024, // CPU grows with memory: scrypt sign-ins and PDF rendering stay well under a second
      timeout: Duration.seconds(10), // SES calls and PDFs can pass the 3 s default; API Gateway gives up at 30 s
      // A log group the stack owns, kept two years (incident review, complaints that come late), instead of one that never expires.
      logGroup: new LogGroup(scope, `${id}Logs`, { retention: RetentionDays.TWO_YEARS }),
      environment: {
        NODE_OPTIONS: '--enable-source-maps', // stack traces in the logs point at the TypeScript source
      },
      bundling: {
        format: OutputFormat.ESM, // middy 6 ships only ES modules, and handlers may use top-level await
        mainFields: ['module', 'main'], // prefer dependencies' ES module builds, which tree-shake
        banner: REQUIRE_SHIM,
        minify: true, // smaller bundles start faster cold
        sourceMap: true, // read through NODE_OPTIONS above
        sourcesContent: false, // the maps need positions only; keeps each bundle small
        tsconfig: join(REPO_ROOT, 'tsconfig.json'), // resolves the @shared/* and @functions/* aliases
        externalModules: [], // bundle the pinned AWS SDK the tests ran against, not the runtime's copy
        define,
        esbuildArgs: { '--alias': [LAMBDA_CREDENTIALS, ...aliases] },
        commandHooks: {
          beforeBundling: () => [],
          beforeInstall: () => [],
          afterBundling: (inputDir, outputDir) =>
            Object.entries(folders).map(([target, source]) => `cp -r "${join(inputDir, source)}" "${join(outputDir, target)}"`),
        },
      },
    });
    acknowledge(
      this,
      'L1',
      'Node.js 22 is the runtime the portal is built for and the toolchain (middy 6, vitest 4) is verified on; Node.js 24 follows once verified.',
    );
    acknowledge(
      this,
      'IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
      'AWSLambdaBasicExecutionRole only lets the function write its own CloudWatch logs; a copy of it would add nothing.',
    );
  }
}
