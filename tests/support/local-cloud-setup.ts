// Starts one local cloud (random ports, in-memory store, seeded, no SPA) for the HTTP suites.
import type { TestProject } from 'vitest/node';
import { startLocalCloud, type LocalCloud } from '../../infra/local/cloud';

// Both integration projects (vitest.config.ts) run this setup in the one vitest process, which can hold only one
// cloud: it writes process.env and the functions build their clients from it once. So the first project starts the
// cloud, the second uses it, and the last teardown stops it; the lone files run on it after the others have finished.
interface Shared {
  cloud: Promise<LocalCloud>;
  users: number;
}
const SHARED = Symbol.for('portal.integration-cloud');
const registry = globalThis as typeof globalThis & { [SHARED]?: Shared };

const startCloud = (): Promise<LocalCloud> => {
  process.env.LOG_LEVEL ??= 'silent';
  // Each answer says how many store calls it made (tests/integration/store-call-budget.test.ts).
  process.env.REPORT_STORE_CALLS = '1';
  // The suites create and sign in hundreds of throwaway accounts (functions/platform/config.ts).
  process.env.QUICK_PASSWORD_HASHES = '1';
  return startLocalCloud({ port: 0, inMemory: true, spa: 'none', quiet: true });
};

export default async function setup(project: TestProject) {
  const shared = (registry[SHARED] ??= { cloud: startCloud(), users: 0 });
  shared.users += 1;
  const cloud = await shared.cloud;
  project.provide('apiUrl', cloud.url);
  project.provide('mailUrl', cloud.mailUrl);
  // For the few tests that must change the store behind the API's back (e.g. a session that expires).
  project.provide('cloudEnv', cloud.env);
  project.provide('cloudPorts', cloud.ports);
  return async () => {
    shared.users -= 1;
    if (shared.users > 0) return;
    delete registry[SHARED];
    await cloud.stop();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    apiUrl: string;
    mailUrl: string;
    cloudEnv: Record<string, string>;
    /** Where each part of the local cloud listens (gateway, dynamodb, s3, mail). */
    cloudPorts: LocalCloud['ports'];
  }
}
