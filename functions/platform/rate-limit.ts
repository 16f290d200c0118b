// Fixed-window rate limits (mail per address, mail per client, ...): one counter item per key and window,
// bumped with a conditional ADD, so any number of concurrent requests can never take more than the limit.
import { Entity } from 'electrodb';
import { plural } from '@shared/text';
import { dynamo } from './clients';
import { config } from './config';
import { isConditionFailure } from './db';

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
