// Fixed-window rate limits (mail per address, mail per client, ...): one counter item per key and window,
// bumped with a conditional ADD, so any number of concurrent requests can never take more than the limit.
import { Entity } from 'electrodb';
import { plural } from '@shared/text';
import { dynamo } from './clients';
import { config } from './config';
import { isConditionFailure } from './db';
import type { TransactItem } from './transactions';

export interface RateLimit {
  /** Names the counter in the table, e.g. `mail-to`. */
  name: string;
  /** Events allowed per window and key. */
  limit: number;
  windowSeconds: number;
}

const RateCounterEntity = new Entity(
  {
    model: { entity: 'rateCounter', version: '1', service: 'portal' },
    attributes: {
      name: { type: 'string', required: true },
      key: { type: 'string', required: true },
      window: { type: 'number', required: true },
      count: { type: 'number' },
      expiresAt: { type: 'number', field: 'expires_at', required: true },
    },
    indexes: { byKey: { pk: { field: 'pk', composite: ['name', 'key', 'window'] }, sk: { field: 'sk', composite: [] } } },
  },
  { table: config.tableName, client: dynamo },
);

export interface Slot {
  allowed: boolean;
  /** Until the window ends, when not allowed. */
  retryAfterSeconds: number;
}

/** Takes one of this window's slots for the key; `allowed: false`, with nothing taken, once they are gone. */
export const takeSlot = async (limit: RateLimit, key: string): Promise<Slot> => {
  const nowSeconds = Math.floor(Date.now() / 1000);
  const window = Math.floor(nowSeconds / limit.windowSeconds);
  const windowEnd = (window + 1) * limit.windowSeconds;
  try {
    await RateCounterEntity.update({ name: limit.name, key, window })
      .add({ count: 1 })
      .set({ expiresAt: windowEnd })
      .where((a, { notExists, lt }) => `${notExists(a.count)} OR ${lt(a.count, limit.limit)}`)
      .go({ response: 'none' });
    return { allowed: true, retryAfterSeconds: 0 };
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    return { allowed: false, retryAfterSeconds: Math.max(1, windowEnd - nowSeconds) };
  }
};

/** "2 minutes", "45 seconds": a wait as a person reads it. */
export const describeWait = (seconds: number): string => {
  return seconds < 90 ? plural(seconds, 'second') : plural(Math.ceil(seconds / 60), 'minute');
};

/**
 * A fixed-window limit counted on a record the write updates anyway (a chat, by each message): no store call of its
 * own. `counter` names whose sends are counted there (a sender); each window has its own attribute on the record, the
 * one before it is removed, so the record keeps two at most.
 */
export interface RidingLimit extends RateLimit {
  counter: string;
}

const windowAttribute = (limit: RidingLimit, window: number) => `rate_${limit.name}_${limit.counter}_${window}`;

/**
 * Adds the limit to a transaction's raw update of a record (ElectroDB's, from `itemsOf`): the window's count is raised
 * on the condition that it is under the limit, beside the update's own condition. Answers the seconds until the
 * window ends, for a refusal's Retry-After; when the update is refused on its condition, the caller tells a full window
 * (`isPastLimit` on the record as it stood, asked by `ReturnValuesOnConditionCheckFailure`) from its own reasons.
 */
export const countInWindow = (item: TransactItem, limit: RidingLimit, nowMs = Date.now()): { retryAfterSeconds: number } => {
  const update = item.Update;
  if (!update) throw new Error('countInWindow rides on an Update');
  const nowSeconds = Math.floor(nowMs / 1000);
  const window = Math.floor(nowSeconds / limit.windowSeconds);
  const names = { '#rateNow': windowAttribute(limit, window), '#ratePrevious': windowAttribute(limit, window - 1) };
  update.ExpressionAttributeNames = { ...update.ExpressionAttributeNames, ...names };
  update.ExpressionAttributeValues = { ...update.ExpressionAttributeValues, ':rateOne': 1, ':rateLimit': limit.limit };
  update.UpdateExpression = withClause(update.UpdateExpression ?? '', 'ADD', '#rateNow :rateOne');
  update.UpdateExpression = withClause(update.UpdateExpression, 'REMOVE', '#ratePrevious');
  const underLimit = '(attribute_not_exists(#rateNow) OR #rateNow < :rateLimit)';
  update.ConditionExpression = update.ConditionExpression ? `(${update.ConditionExpression}) AND ${underLimit}` : underLimit;
  return { retryAfterSeconds: Math.max(1, (window + 1) * limit.windowSeconds - nowSeconds) };
};

/** Whether the record, as it stood, had no room left in the window `countInWindow` counted at `nowMs`. */
export const isPastLimit = (record: Record<string, unknown> | null | undefined, limit: RidingLimit, nowMs = Date.now()): boolean => {
  const window = Math.floor(Math.floor(nowMs / 1000) / limit.windowSeconds);
  const count = record?.[windowAttribute(limit, window)];
  return typeof count === 'number' && count >= limit.limit;
};

/** An update expression with `action` (SET, ADD, REMOVE) doing `what` too: joined to that clause when it has one. */
const withClause = (expression: string, action: 'ADD' | 'REMOVE', what: string): string => {
  const clause = new RegExp(`\\b${action}\\b`);
  return clause.test(expression) ? expression.replace(clause, `${action} ${what},`) : `${expression} ${action} ${what}`.trim();
};
