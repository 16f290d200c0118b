// `npm run export` / `npm run import` (issue 14): the running test cloud's whole store (its demo data and whatever
// the suites wrote so far) written to a folder, read into a new table and bucket, and written out again: the two
// archives are the same, item for item and byte for byte, binary attributes included.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { DynamoDBClient, PutItemCommand } from '@aws-sdk/client-dynamodb';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { EMULATOR_CREDENTIALS } from '@infra/local/credentials';
import { ensureTable } from '@infra/local/dynamodb-local';
import { exportStore, importStore, type StoreLocation } from '@infra/local/store-archive';
import { uniqueTag } from '../support/fixtures';
import { filesStore } from '../support/store';

const folders: string[] = [];
const newFolder = async () => {
  const folder = await mkdtemp(join(tmpdir(), 'portal-archive-'));
  folders.push(folder);
  return folder;
};
afterAll(() => Promise.all(folders.map((f) => rm(f, { recursive: true, force: true }))));

/** Every file of an archive, by its path inside it. */
const contentsOf = async (folder: string): Promise<Map<string, Buffer>> => {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  const files = entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
  return new Map(await Promise.all(files.map(async (file) => [relative(folder, file), await readFile(file)] as const)));
};

describe('the store exported and imported', () => {
  it('gives back every item and every file of the demo store, unchanged', async () => {
    // Prepare: the test cloud's store, with an item holding bytes; an empty table and bucket beside it
    const env = inject('cloudEnv');
    const tag = uniqueTag();
    const source: StoreLocation = {
      dynamoEndpoint: env.DYNAMODB_ENDPOINT!,
      s3Endpoint: env.S3_ENDPOINT!,
      tableName: env.TABLE_NAME!,
      bucketName: env.BUCKET_NAME!,
    };
    const target: StoreLocation = { ...source, tableName: `portal-archive-${tag}`, bucketName: `portal-archive-${tag}` };
    const dynamo = new DynamoDBClient({ endpoint: source.dynamoEndpoint, region: 'local', credentials: EMULATOR_CREDENTIALS });
    const bytes = new Uint8Array([0, 1, 2, 250, 255]);
    await dynamo.send(
      new PutItemCommand({ TableName: source.tableName, Item: { pk: { S: `archive-test#${tag}` }, sk: { S: 'bytes' }, data: { B: bytes } } }),
    );
    await ensureTable(env.DYNAMODB_ENDPOINT!, target.tableName);
    const { s3 } = await filesStore();
    await s3.send(new CreateBucketCommand({ Bucket: target.bucketName! }));
    const [first, second] = [await newFolder(), await newFolder()];
    // Act
    const exported = await exportStore(source, first);
    const imported = await importStore(target, first);
    const again = await exportStore(target, second);
    // Assess
    expect(imported).toEqual(exported);
    expect([again.items, again.files]).toEqual([exported.items, exported.files]);
    const [a, b] = [await contentsOf(first), await contentsOf(second)];
    a.delete('manifest.json');
    b.delete('manifest.json');
    expect([...b.keys()].sort()).toEqual([...a.keys()].sort());
    for (const [path, content] of a) expect(b.get(path)!.equals(content), path).toBe(true);
    // The demo data is in it: accounts, forms and their signatures.
    const table = a.get('table.jsonl')!.toString('utf8');
    expect(table).toContain('superadmin@example.edu.au');
    expect(exported.files).toBeGreaterThan(0);
    expect(table).toContain(`"data":{"B":{"$base64":"${Buffer.from(bytes).toString('base64')}"}}`);
  });
});
