// A new, empty table on the test cloud's DynamoDB, for the files whose store must be their own (what the jobs find due,
// what a read goes through): the data layer's modules read the table name once, at import, so they are imported again
// after this, onto the new table.
import { inject, vi } from 'vitest';
import { ensureTable } from '@infra/local/dynamodb-local';

/** Points the data layer at a new table named from `prefix`; import the modules the test needs after it. */
export const useFreshTable = async (prefix: string): Promise<string> => {
  const env = inject('cloudEnv');
  vi.resetModules();
  const tableName = `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  Object.assign(process.env, env, { TABLE_NAME: tableName });
  await ensureTable(env.DYNAMODB_ENDPOINT!, tableName);
  return tableName;
};
