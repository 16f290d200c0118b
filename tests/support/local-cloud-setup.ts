// Starts one local cloud (random ports, in-memory store, seeded, no SPA) for the HTTP suites.
import type { TestProject } from 'vitest/node';
import { startLocalCloud, type LocalCloud } from '../../infra/local/cloud';

let cloud: LocalCloud | undefined;

export default async function setup(project: TestProject) {
  process.env.LOG_LEVEL ??= 'silent';
  // Each answer says how many store calls it made (tests/integration/store-call-budget.test.ts).
  process.env.REPORT_STORE_CALLS = '1';
  cloud = await startLocalCloud({ port: 0, inMemory: true, spa: 'none', quiet: true });
  project.provide('apiUrl', cloud.url);
  project.provide('mailUrl', cloud.mailUrl);
  // For the few tests that must change the store behind the API's back (e.g. a session that expires).
  project.provide('cloudEnv', cloud.env);
  project.provide('cloudPorts', cloud.ports);
  return async () => {
    await cloud?.stop();
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
