// `npm run export -- <folder>` writes the local store (table and files, `.data/`) to a folder; `npm run import --
// <folder>` replaces the local store with one. Run them with the portal stopped: they open `.data/` themselves.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { startLocalCloud } from './cloud';
import { DEFAULT_DATA_DIR } from './paths';
import { isPortFree } from './ports';
import { exportStore, importStore, type StoreLocation } from './store-archive';

// `npm start` takes DynamoDB Local's default port when it can: taken, the portal is most likely running on `.data/`.
const DYNAMODB_DEFAULT_PORT = 8000;

const usage = 'Usage: npm run export -- <folder>   |   npm run import -- <folder>';

const main = async (): Promise<void> => {
  const { positionals } = parseArgs({ allowPositionals: true });
  const [command, folderArgument] = positionals;
  if ((command !== 'export' && command !== 'import') || !folderArgument) throw new Error(usage);
  const folder = resolve(folderArgument);
  if (command === 'import' && !existsSync(resolve(folder, 'manifest.json'))) throw new Error(`${folder} holds no archive (no manifest.json)`);
  if (command === 'export' && !existsSync(DEFAULT_DATA_DIR))
    throw new Error(`There is no local store yet (${DEFAULT_DATA_DIR}): npm start makes one.`);
  if (!(await isPortFree(DYNAMODB_DEFAULT_PORT))) {
    throw new Error(`Port ${DYNAMODB_DEFAULT_PORT} is in use: stop the portal (npm start) first, so that the store is not written meanwhile.`);
  }
  process.env.LOG_LEVEL ??= 'silent';
  // An import starts from an empty store (not even the demo data), which the archive then fills.
  const cloud = await startLocalCloud({ port: 0, spa: 'none', quiet: true, reset: command === 'import', seed: false });
  try {
    const at: StoreLocation = {
      dynamoEndpoint: cloud.env.DYNAMODB_ENDPOINT!,
      s3Endpoint: cloud.env.S3_ENDPOINT!,
      tableName: cloud.env.TABLE_NAME!,
      bucketName: cloud.env.BUCKET_NAME!,
    };
    const manifest = command === 'export' ? await exportStore(at, folder) : await importStore(at, folder);
    const verb = command === 'export' ? `Exported ${DEFAULT_DATA_DIR} to` : `Imported into ${DEFAULT_DATA_DIR} from`;
    console.log(`${verb} ${folder}: ${manifest.items} items, ${manifest.files} files (archive of ${manifest.exportedAt}).`);
  } finally {
    await cloud.stop();
  }
};

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : String(err));
    process.exit(1);
  },
);
