// `npm run export -- <folder>` writes the local store (table and files, `.data/`) to a folder; `npm run import --
// <folder>` replaces the local store with one. Run them with the portal stopped: they open `.data/` themselves.
// With `--table <TableName> [--bucket <FilesBucket>]` they work on a stage on AWS instead (the operator's credentials,
// AWS_REGION): an export reads it; an import writes the archive's items and files over it, replacing items with the
// same keys and leaving others (docs/runbook.md: writing back records from a table restored to a point in time).
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { startLocalCloud } from './cloud';
import { DEFAULT_DATA_DIR } from './paths';
import { isPortFree } from './ports';
import { exportStore, importStore, type Manifest, type StoreLocation } from './store-archive';

// `npm start` takes DynamoDB Local's default port when it can: taken, the portal is most likely running on `.data/`.
const DYNAMODB_DEFAULT_PORT = 8000;

const usage = 'Usage: npm run export|import -- <folder> [--table <TableName> [--bucket <FilesBucket>]]   (--table: a stage on AWS, in AWS_REGION)';

type Command = 'export' | 'import';

const run = (command: Command, at: StoreLocation, folder: string): Promise<Manifest> =>
  command === 'export' ? exportStore(at, folder) : importStore(at, folder);

/** The local store, opened by a local cloud of this process (an import starts it empty, without demo data). */
const onLocalStore = async (command: Command, folder: string): Promise<string> => {
  if (command === 'export' && !existsSync(DEFAULT_DATA_DIR))
    throw new Error(`There is no local store yet (${DEFAULT_DATA_DIR}): npm start makes one.`);
  if (!(await isPortFree(DYNAMODB_DEFAULT_PORT))) {
    throw new Error(`Port ${DYNAMODB_DEFAULT_PORT} is in use: stop the portal (npm start) first, so that the store is not written meanwhile.`);
  }
  process.env.LOG_LEVEL ??= 'silent';
  const cloud = await startLocalCloud({ port: 0, spa: 'none', quiet: true, reset: command === 'import', seed: false });
  try {
    const { DYNAMODB_ENDPOINT, S3_ENDPOINT, TABLE_NAME, BUCKET_NAME } = cloud.env;
    await run(command, { dynamoEndpoint: DYNAMODB_ENDPOINT, s3Endpoint: S3_ENDPOINT, tableName: TABLE_NAME!, bucketName: BUCKET_NAME }, folder);
    return DEFAULT_DATA_DIR;
  } finally {
    await cloud.stop();
  }
};

const main = async (): Promise<void> => {
  const { positionals, values } = parseArgs({ allowPositionals: true, options: { table: { type: 'string' }, bucket: { type: 'string' } } });
  const [command, folderArgument] = positionals;
  if ((command !== 'export' && command !== 'import') || !folderArgument || (values.bucket && !values.table)) throw new Error(usage);
  const folder = resolve(folderArgument);
  if (command === 'import' && !existsSync(resolve(folder, 'manifest.json'))) throw new Error(`${folder} holds no archive (no manifest.json)`);
  let where: string;
  if (values.table) {
    if (!process.env.AWS_REGION) throw new Error('Set AWS_REGION (and AWS credentials) for a stage on AWS.');
    await run(command, { region: process.env.AWS_REGION, tableName: values.table, bucketName: values.bucket }, folder);
    where = `${values.table}${values.bucket ? ` and ${values.bucket}` : ''}`;
  } else {
    where = await onLocalStore(command, folder);
  }
  console.log(command === 'export' ? `Exported ${where} to ${folder}.` : `Imported ${folder} into ${where}.`);
};

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : String(err));
    process.exit(1);
  },
);
