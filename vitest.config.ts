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
  // The integration cloud's setup asks for quick password hashes in the runner's environment, which workers started
  // after it inherit: the unit tests hash as the portal does.
  QUICK_PASSWORD_HASHES: '0',
};

const alias = {
  '@shared': fromRoot('./shared'),
  '@functions': fromRoot('./functions'),
  '@infra': fromRoot('./infra'),
  '@web': fromRoot('./web/src'),
};

// Unit files that need modules of their own: the SPA's (mocked modules, a DOM per file, zod's global switch) and the
// logging middleware's (it swaps the logger's output).
const UNIT_ISOLATED = ['web/src/**/*.test.{ts,tsx}', 'functions/platform/observability.test.ts'];

const INTEGRATION = ['tests/integration/**/*.test.ts', 'tests/authz/**/*.test.ts', 'tests/fuzz/**/*.test.ts'];
// Integration files that must have the cloud to themselves: they read counts the whole portal shares (the dashboard's
// kept counters, store calls per answer), copy the whole store (store-archive: beside another file's writes it outran
// its timeout) or take its store, file store and mail service away (faults). They run one by one, after the rest
// (vitest runs a one-worker project of group 0 once every other group is done). Run first, beside the browser suite's
// and the static checks' start, they and the long files after them made the whole run slower, not faster.
const ALONE = [
  'tests/integration/dashboard*.test.ts',
  'tests/integration/faults*.test.ts',
  'tests/integration/store-call-budget.test.ts',
  'tests/integration/store-archive.test.ts',
];

export default defineConfig({
  resolve: { alias },
  test: {
    // Three files at a time (the projects of group 1 share these workers; integration-alone then runs its files one by
    // one): an integration file waits on the cloud and DynamoDB Local most of its time, so two left a core idle.
    maxWorkers: 3,
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          sequence: { groupOrder: 1 },
          include: ['shared/**/*.test.ts', 'functions/**/*.test.ts', 'infra/local/**/*.test.ts', 'tools/**/*.test.ts', 'tests/bench/**/*.test.ts'],
          // The domain generator's template holds an integration test to copy, which runs only once generated.
          exclude: [...configDefaults.exclude, 'tools/new-domain/template/**', ...UNIT_ISOLATED],
          environment: 'node',
          env: unitEnv,
          // Pure logic: the files of a worker share the modules they import, which each imported afresh took most of
          // the project's time. A file that changes what a module holds runs isolated (unit-isolated).
          isolate: false,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'unit-isolated',
          sequence: { groupOrder: 1 },
          include: UNIT_ISOLATED,
          environment: 'node',
          env: unitEnv,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          sequence: { groupOrder: 1 },
          include: INTEGRATION,
          exclude: [...configDefaults.exclude, ...ALONE],
          globalSetup: ['tests/support/local-cloud-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // Isolated (each file imports the functions afresh): sharing a worker's modules, as the unit files do, passed
          // alone in 3½ minutes, but in the whole run the files, no longer pausing to import, kept the one cloud so busy
          // that long tests passed 30 s. Files that point the functions at a table or gateway of their own rely on it.
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration-alone',
          include: ALONE,
          // The same cloud (tests/support/local-cloud-setup.ts), used once every other file has finished.
          globalSetup: ['tests/support/local-cloud-setup.ts'],
          sequence: { groupOrder: 0 },
          maxWorkers: 1,
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'infra',
          sequence: { groupOrder: 1 },
          include: ['tests/infra/**/*.test.ts'],
          testTimeout: 120_000,
          // The deploy bundles' synthesis and their own cloud, beside every other suite on two cores.
          hookTimeout: 480_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'size',
          sequence: { groupOrder: 1 },
          include: ['tests/size/**/*.test.ts'],
        },
      },
    ],
  },
});
