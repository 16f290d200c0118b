// The audit's reads of the table, through the store client the functions use (functions/platform/clients.ts): every
// item a page at a time, and the kept counts it doubts read again. The platform reads its settings when it is imported,
// so the audit imports this module only once it runs (a caller may import the audit before its settings are in place).
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '@functions/platform/clients';
import { config } from '@functions/platform/config';
import { getTogether, type TableKey } from '@functions/platform/db';
import { countItemKey } from '@functions/platform/list-counts';
import type { StoredRecord } from './stored-record';
import type { CountStore } from './tally';

/** The name of the table audited. */
export const tableName = (): string => config.tableName;

/**
 * Every item of the table, a page (up to 1 MB) at a time, with only `attributes`: a strongly consistent scan, so a count
 * moved in a transaction before the audit began is read with its records.
 */
export async function* storedPages(attributes: readonly string[]): AsyncGenerator<StoredRecord[]> {
  const names = Object.fromEntries(attributes.map((name, i) => [`#a${i}`, name]));
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo.send(
      new ScanCommand({
        TableName: config.tableName,
        ConsistentRead: true,
        ProjectionExpression: Object.keys(names).join(', '),
        ExpressionAttributeNames: names,
        ExclusiveStartKey,
      }),
    );
    yield page.Items ?? [];
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
}

const keyOf = (stored: CountStore): TableKey => ('list' in stored ? countItemKey(stored.list, stored.scope) : stored.record);

const attributeOf = (stored: CountStore): string => ('list' in stored ? 'count' : stored.attribute);

/** A kept count as read now: its value (0 for a list count never moved), or `gone` when the record holding it is. */
export type KeptNow = number | 'gone';

/** The values these kept counts hold now, in their order (strongly consistent, a hundred a round trip). */
export const keptNow = async (stores: readonly CountStore[]): Promise<KeptNow[]> => {
  const items = await getTogether(stores.map(keyOf));
  return stores.map((stored, i) => {
    const item = items[i];
    if (!item) return 'list' in stored ? 0 : 'gone';
    const value = item[attributeOf(stored)];
    return typeof value === 'number' ? value : 0;
  });
};
