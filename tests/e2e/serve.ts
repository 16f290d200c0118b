// The portal the browser suite runs against: a fresh, seeded, in-memory local cloud serving the built
// SPA from `dist/`, on E2E_PORT. Playwright's webServer starts it and kills it when the run ends.
// Tests find the SES emulator through the file this writes (its port is whatever was free).
import { rm, writeFile } from 'node:fs/promises';
import { startLocalCloud } from '@infra/local/cloud';
import { E2E_PORT, cloudInfoFile, type CloudInfo } from './support/cloud-info';

const main = async (): Promise<void> => {
  process.env.LOG_LEVEL ??= 'silent';
  // Every test signs in afresh; the suite's accounts are hashed at the suites' lower cost (functions/platform/config.ts).
  process.env.QUICK_PASSWORD_HASHES ??= '1';
  // A file left by an earlier run would point the tests at a mail server that is gone.
  await rm(cloudInfoFile(E2E_PORT), { force: true });
  const cloud = await startLocalCloud({ port: E2E_PORT, inMemory: true, spa: 'dist', quiet: true });
  const info: CloudInfo = { url: cloud.url, mailUrl: cloud.mailUrl };
  await writeFile(cloudInfoFile(E2E_PORT), JSON.stringify(info));
  console.log(`e2e portal on ${cloud.url}, mail on ${cloud.mailUrl}`);
  // startLocalCloud stops every emulator on SIGTERM/SIGINT, which is how Playwright ends this process.
};

main().catch((err: unknown) => {
  console.error('The e2e portal did not start:', err);
  process.exit(1);
});
