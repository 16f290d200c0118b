// Setting a drifted count to what its records make, through the store client the functions use: a conditional write on
// the value the audit read, so a count the portal moved since (a booking, a new account) is left as the portal wrote it
// and said so, never overwritten with a figure that no longer holds. Imported only once a repair runs (see store.ts).
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '@functions/platform/clients';
import { config } from '@functions/platform/config';
import { writtenIfAllowed } from '@functions/platform/db';
import { listCountEntity } from '@functions/platform/list-counts';
import type { CountStore } from './tally';

const ListCounts = listCountEntity();

/**
 * Sets a kept count from `kept` to `counted`, on the condition that it still holds `kept`; false when it no longer does.
 * A list count of 0 may have no item yet: ElectroDB writes it, with the attributes its reads know it by.
 */
export const setCount = (stored: CountStore, kept: number, counted: number): Promise<boolean> => {
  if ('list' in stored) {
    return writtenIfAllowed(
      ListCounts.update({ list: stored.list, scope: stored.scope })
        .set({ count: counted })
        .where((a, { eq, notExists }) => (kept === 0 ? `${notExists(a.count)} OR ${eq(a.count, 0)}` : eq(a.count, kept)))
        .go(),
    );
  }
  // A count kept on a record: the record's own entity lives in its domain, so the one attribute is written by key.
  return writtenIfAllowed(
    dynamo.send(
      new UpdateCommand({
        TableName: config.tableName,
        Key: stored.record,
        UpdateExpression: 'SET #count = :counted',
        ConditionExpression:
          kept === 0 ? 'attribute_exists(pk) AND (attribute_not_exists(#count) OR #count = :kept)' : 'attribute_exists(pk) AND #count = :kept',
        ExpressionAttributeNames: { '#count': stored.attribute },
        ExpressionAttributeValues: { ':counted': counted, ':kept': kept },
      }),
    ),
  );
};
