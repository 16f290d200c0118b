// Test projects: unit (pure logic), integration (HTTP against the local cloud, including the
// authorization walk), infra (the synthesized CDK stack) and size (the built SPA's download budget). The browser
// suite runs with Playwright.
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// What functions/platform/config.ts requires, for unit tests that import a module reading it. Nothing is reached
// there: a test that needs DynamoDB, S3 or SES is an integration test against the local cloud.
const unitEnv = {
  AWS_REGION: 'ap-southeast-2',
  TABLE_NAME: 'portal-unit-tests',
  BUCKET_NAME: 'portal-unit-tests',
  APP_URL: 'http://localhost:3000',
  MAIL_FROM: 'no-reply@example.edu.au',
  WS_MANAGEMENT_ENDPOINT: 'http://localhost:3000/_ws',
  LOG_LEVEL: 'silent',
  AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
};

const alias = {
  '@shared': fromRoot('./shared'),
  '@functions': fromRoot('./functions'),
  '@infra': fromRoot('./infra'),
  '@web': fromRoot('./web/src'),
};

const INTEGRATION = ['tests/integration/**/*.test.ts', 'tests/authz/**/*.test.ts', 'tests/fuzz/**/*.test.ts'];
// Integration files that must have the cloud to themselves: they read counts the whole portal shares (the dashboard's
// kept counters, store calls per answer), copy the whole store (store-archive: beside another file's writes it outran
// its timeout) or take its store, file store and mail service away (faults). The rest run two at a time.
const ALONE = [
  'tests/integration/dashboard*.test.ts',
  'tests/integration/faults*.test.ts',
  'tests/integration/store-call-budget.test.ts',
  'tests/integration/store-archive.test.ts',
];

export default defineConfig({
  resolve: { alias },
  test: {
    // Two files at a time (the projects of group 0 share these two workers; integration-alone then runs its files one
    // by one): an integration file waits on the cloud about as long as it computes, so one worker left a core idle.
    maxWorkers: 2,
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['shared/**/*.test.ts', 'functions/**/*.test.ts', 'infra/local/**/*.test.ts', 'web/src/**/*.test.{ts,tsx}', 'tools/**/*.test.ts'],
          // The domain generator's template holds an integration test to copy, which runs only once generated.
          exclude: [...configDefaults.exclude, 'tools/new-domain/template/**'],
          environment: 'node',
          env: unitEnv,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          include: INTEGRATION,
          exclude: [...configDefaults.exclude, ...ALONE],
          globalSetup: ['tests/support/local-cloud-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration-alone',
          include: ALONE,
          // The same cloud (tests/support/local-cloud-setup.ts), used once every other file has finished.
          globalSetup: ['tests/support/local-cloud-setup.ts'],
          sequence: { groupOrder: 1 },
          maxWorkers: 1,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'infra',
          include: ['tests/infra/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 240_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'size',
          include: ['tests/size/**/*.test.ts'],
        },
      },
    ],
  },
});
