// The browser suite: Debian's Chromium against a fresh, seeded, in-memory portal serving the built SPA.
// `npx playwright test` builds the SPA, starts tests/e2e/serve.ts and stops it when the run ends; under `npm test`,
// which builds the SPA once for this suite and the size test, SPA_BUILD_FRESH=1 says `dist/` is built already.
import { defineConfig, devices } from '@playwright/test';
import { E2E_BROWSER, E2E_PORT } from './tests/e2e/support/cloud-info';

const baseURL = `http://localhost:${E2E_PORT}`;

// The tests import the demo accounts from the seed module, which builds SDK clients on import; their
// Node 20 notice would repeat in every worker. Workers inherit this from the runner.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

export default defineConfig({
  testDir: './tests/e2e',
  outputDir: './test-results',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  // Two browsers: one test waits on its page, the portal and DynamoDB Local in turn, so one browser left most of a
  // core idle beside the HTTP suites; more than two only wait on each other for the two cores.
  workers: 2,
  fullyParallel: true, // every test signs in on its own and leaves the seeded data as it found it
  retries: 0, // a test that needs a retry is a defect to fix, not to hide
  forbidOnly: !!process.env.CI,
  reporter: 'list',
  use: {
    baseURL,
    // A trace costs every test a DOM snapshot per action, about a quarter of the suite's CPU, to help the few that
    // fail; run a failing test again with `--trace on` to get one.
    trace: 'off',
    screenshot: 'only-on-failure',
    // As a visitor whose system asks for less motion: Mantine's transitions then take no time (web/src/app/theme.ts),
    // so a check never lands mid-animation and Chromium draws no frames for them.
    reducedMotion: 'reduce',
    launchOptions: {
      // `npx playwright install` cannot download here; Debian's package is the browser (README.md, "Prerequisites"):
      // Chromium's headless shell, the build Playwright itself runs headless, which needs less than half the CPU of
      // the full browser for the same tests. E2E_BROWSER=/usr/bin/chromium runs them in the full one.
      executablePath: E2E_BROWSER,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], headless: true }, testIgnore: /permission-settings\.spec\.ts/ },
    // It changes what the Agent role holds; running after the rest keeps the menu-by-role checks honest.
    {
      name: 'permission-settings',
      use: { ...devices['Desktop Chrome'], headless: true },
      testMatch: /permission-settings\.spec\.ts/,
      dependencies: ['chromium'],
    },
  ],
  webServer: {
    command: `${process.env.SPA_BUILD_FRESH ? '' : 'npx vite build --logLevel warn && '}npx tsx tests/e2e/serve.ts`,
    url: `${baseURL}/`,
    // A fresh store by default: the suite relies on the seeded accounts and permissions. While iterating,
    // E2E_REUSE_SERVER=1 uses a portal already started with `npx tsx tests/e2e/serve.ts` (after a build).
    reuseExistingServer: Boolean(process.env.E2E_REUSE_SERVER),
    timeout: 180_000, // a cold build plus DynamoDB Local's JVM on a busy machine
    stdout: 'pipe',
    stderr: 'pipe',
    env: { E2E_PORT: String(E2E_PORT), LOG_LEVEL: 'silent' },
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 }, // lets the cloud stop DynamoDB Local's JVM
  },
});
