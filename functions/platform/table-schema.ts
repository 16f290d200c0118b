// The one DynamoDB table's shape, read by the CDK stack, the local cloud and the paging block (which needs
// its key names), so they cannot drift. It sits in functions/platform because functions may not import infra/.

export interface GlobalIndexSchema {
  indexName: string;
  partitionKey: string;
  sortKey: string;
  /**
   * Only these attributes besides the keys (projection INCLUDE); every attribute when absent (ALL). A filtered
   * list reads the whole of its partition, and reads it a tenth as large from a copy that holds only what it filters by.
   */
  include?: readonly string[];
}

/** What a form list filters by (functions/forms/list.ts), copied into the slim copy of the forms' family index. */
export const FORM_FILTER_ATTRIBUTES = ['searchText', 'status', 'verified', 'courseId', 'courseLocationId', 'clockDueOn', 'clockDone'] as const;

/** Key attributes, TTL attribute and GSIs of the portal's single table. */
export const TABLE_SCHEMA: {
  partitionKey: string;
  sortKey: string;
  ttlAttribute: string;
  globalIndexes: readonly GlobalIndexSchema[];
} = {
  partitionKey: 'pk',
  sortKey: 'sk',
  /** Epoch seconds; sessions, one-time tokens, login attempts and stale presence expire through it. */
  ttlAttribute: 'expires_at',
  /**
   * Generic overloaded indexes: gsi1 lists by type and date, gsi2 by owner (or a list's second order),
   * gsi3 by status or group (a user's role), gsi4 a list's third order, gsi5 a sparse list that a filter over
   * one of the others would read the whole college for (the staff, without the students; the open tickets coming
   * due; the session reminders due). A large list's orders and its main filter come from these (functions/platform/paging.ts); each entity says
   * what its keys hold.
   */
  globalIndexes: [
    { indexName: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
    { indexName: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
    { indexName: 'gsi3', partitionKey: 'gsi3pk', sortKey: 'gsi3sk' },
    { indexName: 'gsi4', partitionKey: 'gsi4pk', sortKey: 'gsi4sk' },
    { indexName: 'gsi5', partitionKey: 'gsi5pk', sortKey: 'gsi5sk' },
    // A person's live records, whatever their domain: one partition each (functions/platform/own-feed.ts).
    { indexName: 'gsi6', partitionKey: 'gsi6pk', sortKey: 'gsi6sk' },
    // gsi2's keys (a form family, newest first) with the list filters only: a searched or filtered family list
    // reads it, then the page's forms in full.
    { indexName: 'gsi2-filters', partitionKey: 'gsi2pk', sortKey: 'gsi2sk', include: FORM_FILTER_ATTRIBUTES },
  ],
};

/** The CreateTable input for DynamoDB Local, equivalent to the CDK definition. */
export const createTableInput = (tableName: string) => ({
  TableName: tableName,
  BillingMode: 'PAY_PER_REQUEST' as const,
  AttributeDefinitions: [
    ...new Set([TABLE_SCHEMA.partitionKey, TABLE_SCHEMA.sortKey, ...TABLE_SCHEMA.globalIndexes.flatMap((g) => [g.partitionKey, g.sortKey])]),
  ].map((name) => ({ AttributeName: name, AttributeType: 'S' as const })),
  KeySchema: [
    { AttributeName: TABLE_SCHEMA.partitionKey, KeyType: 'HASH' as const },
    { AttributeName: TABLE_SCHEMA.sortKey, KeyType: 'RANGE' as const },
  ],
  GlobalSecondaryIndexes: TABLE_SCHEMA.globalIndexes.map((g) => ({
    IndexName: g.indexName,
    KeySchema: [
      { AttributeName: g.partitionKey, KeyType: 'HASH' as const },
      { AttributeName: g.sortKey, KeyType: 'RANGE' as const },
    ],
    Projection: g.include ? { ProjectionType: 'INCLUDE' as const, NonKeyAttributes: [...g.include] } : { ProjectionType: 'ALL' as const },
  })),
});
