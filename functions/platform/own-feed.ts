// A person's live records in one partition: what the dashboard shows of their own (a form's running clock, an open
// ticket, a coming booking), read in one Query whatever the domain. Each domain files its records there with a sparse
// index on gsi6 whose partition key template is `'$portal#own_${<its owner attribute>}'`, whose sort key starts with
// its kind, and whose condition says when a record is live; the record leaves the partition when it no longer is.
// A record's sort key holds what its condition reads, so every write that changes it rebuilds the key (ElectroDB
// evaluates an index's condition only when the write names the index's key attributes, and then needs all of them).
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from './clients';
import { config } from './config';

type Item = Record<string, unknown>;

/** The gsi6 partition of a person's live records, as each entity's index template spells it (ElectroDB lower-cases keys). */
const partitionOf = (userId: string) => `$portal#own_${userId.toLowerCase()}`;

/** A person's live records, by the entity that wrote each (`__edb_e__`): parse each kind with its entity's `parse({ Items })`. */
export type OwnFeed = ReadonlyMap<string, Item[]>;

/**
 * Everything live in a person's partition, in one Query (more only past 1 MB, which live records do not reach). The
 * partition holds what is live for one person, so it costs what the dashboard shows, not what the college holds.
 */
export const readOwnFeed = async (userId: string): Promise<OwnFeed> => {
  const feed = new Map<string, Item[]>();
  let start: Item | undefined;
  do {
    const page = await dynamo.send(
      new QueryCommand({
        TableName: config.tableName,
        IndexName: 'gsi6',
        KeyConditionExpression: 'gsi6pk = :pk',
        ExpressionAttributeValues: { ':pk': partitionOf(userId) },
        ExclusiveStartKey: start,
      }),
    );
    for (const item of page.Items ?? []) {
      const kind = String(item.__edb_e__);
      feed.set(kind, [...(feed.get(kind) ?? []), item]);
    }
    start = page.LastEvaluatedKey;
  } while (start);
  return feed;
};

interface FeedEntity<T> {
  schema: { model: { entity: string } };
  parse: (records: { Items: Item[] }) => { data: T[] };
}

/** The records of one entity in a person's live records, as that entity reads them. */
export const recordsIn = <T>(feed: OwnFeed, entity: FeedEntity<T>): T[] => entity.parse({ Items: feed.get(entity.schema.model.entity) ?? [] }).data;
