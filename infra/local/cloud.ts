// The local cloud: DynamoDB Local, s3rver and aws-ses-v2-local, plus the gateway that turns HTTP and
// WebSocket traffic into the Lambda events of the AWS stack, all on one machine. Used by `npm start`
// (start.ts) and by the test suites.
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { constants as osConstants, tmpdir } from 'node:os';
import { join } from 'node:path';
import { EMULATOR_CREDENTIALS } from './credentials';
import { ensureTable, startDynamoDbLocal, type StoreTuning } from './dynamodb-local';
import { startGateway, type Gateway } from './gateway';
import { startJobsSchedule } from './jobs-schedule';
import { runBundlesFrom } from './lambda-runtime';
import { DEFAULT_DATA_DIR } from './paths';
import { freePort, isPortFree, pickPort, startOnPort } from './ports';
import { startS3Local } from './s3-local';
import { startSesLocal } from './ses-local';
import type { SpaMode } from './spa';

export interface LocalCloudOptions {
  /** Gateway port; 3000 by default. 0 puts every part on a random free port (tests). */
  port?: number;
  /** Where data persists between runs; `.data/` in the repository by default. */
  dataDir?: string;
  /** Keep DynamoDB in memory and S3 in a temporary folder: nothing survives stop(). */
  inMemory?: boolean;
  /** Delete dataDir before starting. */
  reset?: boolean;
  /** Seed demo data into a store that was just created (default true). */
  seed?: boolean;
  /** How the SPA is served: Vite in development, the built `dist/`, or not at all (default 'dev'). */
  spa?: SpaMode;
  /** No request log. */
  quiet?: boolean;
  /**
   * Run the deploy bundles in this folder (`<function>/index.mjs`, as `cdk synth` builds them) instead of the
   * TypeScript sources: proves the bundles, with their stand-ins, serve as the sources do.
   */
  functionBundles?: string;
  /** How DynamoDB Local's JVM is tuned: for a quick start (default) or for throughput (the bench's large college). */
  storeTuning?: StoreTuning;
}

export interface LocalCloud {
  /** The portal's origin: SPA, /api, /ws. */
  url: string;
  /** The SES emulator's web page (GET /store lists the mail as JSON). */
  mailUrl: string;
  ports: { gateway: number; dynamodb: number; s3: number; mail: number };
  /** The environment the handlers run with; tests use it to reach DynamoDB, S3 and SES directly. */
  env: Record<string, string>;
  /** Cuts the store off for `ms`, as a store out of reach is (store-proxy.ts); resolves once it serves again. */
  cutStore(ms: number): Promise<void>;
  /** Restarts the gateway on its port: every socket dropped, the functions kept warm (gateway.ts `restart`). */
  restartGateway(): Promise<void>;
  stop(): Promise<void>;
}

// The defaults of each emulator, kept for `npm start` so the README's URLs hold.
const DEFAULT_PORTS = { gateway: 3000, dynamodb: 8000, s3: 4569, mail: 8005 };
const JOBS_INTERVAL_MS = 60_000;
const TERMINATION_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

let running = false;

/** Starts what succeeded of a parallel start before rethrowing the first failure, so nothing is left running. */
const allOrNothing = async <T extends { stop(): Promise<void> }[]>(starts: { [K in keyof T]: Promise<T[K]> }): Promise<T> => {
  const results = await Promise.allSettled(starts);
  const failure = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failure) {
    await Promise.allSettled(results.map((r) => (r.status === 'fulfilled' ? r.value.stop() : undefined)));
    throw failure.reason;
  }
  return results.map((r) => (r as PromiseFulfilledResult<T[number]>).value) as T;
};

/** Starts the emulators, creates (and seeds) the table, then the gateway; resolves once the portal answers. */
export const startLocalCloud = async (options: LocalCloudOptions = {}): Promise<LocalCloud> => {
  // Handlers read their settings once per process (module scope), so a second cloud would talk to the first one's emulators.
  if (running) throw new Error('A local cloud is already running in this process; stop it first.');
  running = true;
  try {
    return await start(options);
  } catch (err) {
    running = false;
    throw err;
  }
};

/** The gateway on `port` (random when 0, refused when taken) and each emulator on its default port when free. */
const choosePorts = async (port: number): Promise<LocalCloud['ports']> => {
  const random = port === 0;
  if (!random && !(await isPortFree(port))) {
    throw new Error(`Port ${port} is in use (is the portal already running?). Stop that process or choose another with PORT=...`);
  }
  return {
    gateway: random ? await freePort() : port,
    dynamodb: await pickPort(DEFAULT_PORTS.dynamodb, random),
    s3: await pickPort(DEFAULT_PORTS.s3, random),
    mail: await pickPort(DEFAULT_PORTS.mail, random),
  };
};

/** The emulators' folders: under dataDir, or none for DynamoDB and a temporary one for S3 in memory mode. */
const prepareStorage = async (dataDir: string, inMemory: boolean, reset: boolean) => {
  if (reset && !inMemory) await rm(dataDir, { recursive: true, force: true });
  const dynamoDir = inMemory ? undefined : join(dataDir, 'dynamodb');
  const s3Dir = inMemory ? await mkdtemp(join(tmpdir(), 'portal-s3-')) : join(dataDir, 's3');
  if (dynamoDir) await mkdir(dynamoDir, { recursive: true });
  await mkdir(s3Dir, { recursive: true });
  return { dynamoDir, s3Dir, discard: async () => (inMemory ? rm(s3Dir, { recursive: true, force: true }) : undefined) };
};

const start = async (options: LocalCloudOptions): Promise<LocalCloud> => {
  const {
    port = DEFAULT_PORTS.gateway,
    dataDir = DEFAULT_DATA_DIR,
    inMemory = false,
    reset = false,
    seed = true,
    spa = 'dev',
    quiet = false,
    functionBundles,
  } = options;
  const log = quiet ? () => undefined : (line: string) => console.log(line);
  // Before the first SDK client is built: the notice is printed at construction.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

  runBundlesFrom(functionBundles);
  const ports = await choosePorts(port);
  const url = `http://localhost:${ports.gateway}`;
  const storage = await prepareStorage(dataDir, inMemory, reset);
  const tableName = process.env.TABLE_NAME ?? 'portal';
  const bucketName = process.env.BUCKET_NAME ?? 'portal-files';
  // Each emulator records the port it got: one taken meanwhile is replaced (startOnPort).
  const [dynamodb, s3, ses] = await allOrNothing([
    startOnPort(ports.dynamodb, (at) => startDynamoDbLocal((ports.dynamodb = at), storage.dynamoDir, options.storeTuning)),
    startOnPort(ports.s3, (at) => startS3Local((ports.s3 = at), storage.s3Dir, bucketName, [url, `http://127.0.0.1:${ports.gateway}`])),
    startOnPort(ports.mail, (at) => startSesLocal((ports.mail = at))),
  ]);
  const stopEmulators = async () => {
    await Promise.allSettled([dynamodb.stop(), s3.stop(), ses.stop()]);
    await storage.discard();
  };

  const env: Record<string, string> = {
    TABLE_NAME: tableName,
    BUCKET_NAME: bucketName,
    AWS_REGION: 'ap-southeast-2',
    AWS_ACCESS_KEY_ID: EMULATOR_CREDENTIALS.accessKeyId,
    AWS_SECRET_ACCESS_KEY: EMULATOR_CREDENTIALS.secretAccessKey,
    DYNAMODB_ENDPOINT: dynamodb.endpoint,
    S3_ENDPOINT: s3.endpoint,
    SES_ENDPOINT: ses.endpoint,
    APP_URL: url,
    MAIL_FROM: process.env.MAIL_FROM ?? 'no-reply@example.edu.au',
    WS_MANAGEMENT_ENDPOINT: `${url}/_ws`,
    LAMBDA_ENDPOINT: `${url}/_lambda`,
    PDF_FUNCTION_NAME: 'pdf',
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  };

  let gateway: Gateway;
  try {
    // Before any handler or the seed is imported: their clients read these once, at module scope.
    Object.assign(process.env, env);
    // A developer's real AWS session must never reach the emulators (or AWS).
    delete process.env.AWS_SESSION_TOKEN;
    delete process.env.AWS_PROFILE;

    const created = await ensureTable(dynamodb.endpoint, tableName);
    if (created && seed) await seedDemoData(log);
    await migrateStore(created, log);
    gateway = await startGateway({ port: ports.gateway, appUrl: url, filesOrigin: s3.endpoint, spa, log });
  } catch (err) {
    await stopEmulators();
    throw err;
  }
  const schedule = startJobsSchedule(JOBS_INTERVAL_MS);

  let stopping: Promise<void> | undefined;
  const stop = (): Promise<void> =>
    (stopping ??= (async () => {
      try {
        await schedule.stop();
        // The gateway first: closing sockets runs $disconnect handlers, which still need DynamoDB.
        await gateway.close();
      } finally {
        await stopEmulators();
        for (const signal of TERMINATION_SIGNALS) process.off(signal, onSignal);
        running = false;
      }
    })());

  // Without a listener these signals kill the process at once and Java would outlive it.
  // A second signal while stopping exits immediately (the exit hook still kills the children).
  function onSignal(signal: NodeJS.Signals) {
    const code = 128 + (osConstants.signals[signal] ?? 0);
    if (stopping) process.exit(code);
    void stop().finally(() => process.exit(code));
  }
  for (const signal of TERMINATION_SIGNALS) process.on(signal, onSignal);

  return { url, mailUrl: ses.endpoint, ports, env, cutStore: dynamodb.cut, restartGateway: () => gateway.restart(), stop };
};

/**
 * Brings a kept store's records to today's shape (infra/local/migrations.ts) before anything is served;
 * a store created now has it already, so it only records that.
 */
const migrateStore = async (created: boolean, log: (line: string) => void): Promise<void> => {
  const { runPendingMigrations, markAllMigrationsDone } = await import('./migrations');
  if (created) return markAllMigrationsDone();
  for (const name of await runPendingMigrations()) log(`Migrated the store: ${name}`);
};

const seedDemoData = async (log: (line: string) => void): Promise<void> => {
  // Imported only now: the data layer's clients read the emulators' endpoints from the environment once.
  const seedModule = await import('./seed');
  const started = performance.now();
  try {
    await seedModule.seedDemoData();
  } catch (err) {
    // The table now exists, so the next start would not seed again: say how to start over.
    throw new Error('Seeding the demo data failed; fix the cause, then start again with --reset.', { cause: err });
  }
  log(`Seeded demo data in ${Math.round(performance.now() - started)} ms`);
};
