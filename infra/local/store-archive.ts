// The whole local store in a folder and back (`npm run export`, `npm run import`; docs/decisions.md, "Operations"): every item of the table
// as one line of DynamoDB JSON, every object of the files bucket as a file beside its content type, and a manifest
// with the counts. An archive is plain files a person can keep, diff or hand over; importing it into an empty store
// gives back the same records and the same bytes.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { BatchWriteItemCommand, DynamoDBClient, ScanCommand, type AttributeValue } from '@aws-sdk/client-dynamodb';
import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { EMULATOR_CREDENTIALS } from './credentials';

export const ARCHIVE_FORMAT = 1;
const TABLE_FILE = 'table.jsonl';
const FILES_INDEX = 'files.json';
const FILES_DIR = 'files';
const MANIFEST = 'manifest.json';
/** BatchWriteItem takes at most 25 items a call. */
const BATCH = 25;

/** The local cloud's emulators (their endpoints), or a stage on AWS (no endpoints: the operator's credentials and region). */
export interface StoreLocation {
  dynamoEndpoint?: string;
  s3Endpoint?: string;
  region?: string;
  tableName: string;
  /** Without it, only the table is read or written (a table restored to a point in time has no files of its own). */
  bucketName?: string;
}

export interface Manifest {
  format: number;
  exportedAt: string;
  table: string;
  bucket: string;
  items: number;
  files: number;
}

type Item = Record<string, AttributeValue>;

const clientsFor = (at: StoreLocation) => {
  const local = at.dynamoEndpoint !== undefined;
  const access = local ? { region: 'local', credentials: EMULATOR_CREDENTIALS } : { region: at.region };
  return {
    dynamo: new DynamoDBClient({ endpoint: at.dynamoEndpoint, ...access }),
    s3: new S3Client({
      endpoint: at.s3Endpoint,
      ...access,
      forcePathStyle: local,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    }),
  };
};

// Binary attributes (B, BS) are bytes; JSON carries them as base64 under a marker no attribute name can take.
const BYTES = '$base64';
const toJson = (item: Item) =>
  JSON.stringify(item, (_key, value: unknown) => (value instanceof Uint8Array ? { [BYTES]: Buffer.from(value).toString('base64') } : value));
const fromJson = (line: string): Item =>
  JSON.parse(line, (_key, value: unknown) =>
    value && typeof value === 'object' && BYTES in value
      ? new Uint8Array(Buffer.from(String((value as Record<string, string>)[BYTES]), 'base64'))
      : value,
  ) as Item;

/** A stored object's key as a path under `files/`: keys are the server's own (`area/id/file.ext`), never `..`. */
const fileOf = (folder: string, key: string) => {
  if (key.split('/').some((part) => part === '..' || part === '')) throw new Error(`An object key the portal never makes: ${key}`);
  return join(folder, FILES_DIR, key);
};

async function* scanAll(dynamo: DynamoDBClient, tableName: string): AsyncGenerator<Item> {
  let ExclusiveStartKey: Item | undefined;
  do {
    const page = await dynamo.send(new ScanCommand({ TableName: tableName, ExclusiveStartKey, ConsistentRead: true }));
    yield* page.Items ?? [];
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
}

async function* objectsOf(s3: S3Client, bucket: string): AsyncGenerator<string> {
  let ContinuationToken: string | undefined;
  do {
    const page = await s3.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken }));
    for (const object of page.Contents ?? []) if (object.Key) yield object.Key;
    ContinuationToken = page.NextContinuationToken;
  } while (ContinuationToken);
}

/** Writes the table and the files bucket to `folder` (created); answers the manifest. */
export const exportStore = async (at: StoreLocation, folder: string): Promise<Manifest> => {
  const { dynamo, s3 } = clientsFor(at);
  await mkdir(join(folder, FILES_DIR), { recursive: true });
  const lines: string[] = [];
  for await (const item of scanAll(dynamo, at.tableName)) lines.push(toJson(item));
  // Sorted, so two exports of the same store are the same file.
  lines.sort();
  await writeFile(join(folder, TABLE_FILE), lines.length ? `${lines.join('\n')}\n` : '');
  const contentTypes: Record<string, string> = {};
  for await (const key of at.bucketName ? objectsOf(s3, at.bucketName) : []) {
    const object = await s3.send(new GetObjectCommand({ Bucket: at.bucketName, Key: key }));
    const file = fileOf(folder, key);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, await object.Body!.transformToByteArray());
    contentTypes[key] = object.ContentType ?? 'application/octet-stream';
  }
  await writeFile(join(folder, FILES_INDEX), `${JSON.stringify(contentTypes, Object.keys(contentTypes).sort(), 2)}\n`);
  const manifest: Manifest = {
    format: ARCHIVE_FORMAT,
    exportedAt: new Date().toISOString(),
    table: at.tableName,
    bucket: at.bucketName ?? '',
    items: lines.length,
    files: Object.keys(contentTypes).length,
  };
  await writeFile(join(folder, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
};

/** Writes every item and file of the archive in `folder` into the store (its table and bucket exist); answers its manifest. */
export const importStore = async (at: StoreLocation, folder: string): Promise<Manifest> => {
  const manifest = JSON.parse(await readFile(join(folder, MANIFEST), 'utf8')) as Manifest;
  if (manifest.format !== ARCHIVE_FORMAT)
    throw new Error(`${folder} is an archive of format ${manifest.format}; this portal reads format ${ARCHIVE_FORMAT}`);
  const { dynamo, s3 } = clientsFor(at);
  const items = (await readFile(join(folder, TABLE_FILE), 'utf8')).split('\n').filter(Boolean).map(fromJson);
  if (items.length !== manifest.items) throw new Error(`${TABLE_FILE} holds ${items.length} items; the manifest says ${manifest.items}`);
  for (let i = 0; i < items.length; i += BATCH) {
    let pending: { PutRequest: { Item: Item } }[] | undefined = items.slice(i, i + BATCH).map((Item) => ({ PutRequest: { Item } }));
    // DynamoDB may leave some of a batch for a second call.
    while (pending?.length) {
      const { UnprocessedItems } = await dynamo.send(new BatchWriteItemCommand({ RequestItems: { [at.tableName]: pending } }));
      pending = UnprocessedItems?.[at.tableName] as typeof pending;
    }
  }
  const contentTypes = JSON.parse(await readFile(join(folder, FILES_INDEX), 'utf8')) as Record<string, string>;
  for (const [key, contentType] of at.bucketName ? Object.entries(contentTypes) : []) {
    await s3.send(new PutObjectCommand({ Bucket: at.bucketName, Key: key, Body: await readFile(fileOf(folder, key)), ContentType: contentType }));
  }
  return manifest;
};
