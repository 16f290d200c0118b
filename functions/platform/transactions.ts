import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { dynamo } from './clients';

// DynamoDB transactions that several writers may run at once (two sign-ups moving the same count, two
// staff saving the same form): DynamoDB cancels the later one (TransactionConflict) rather than wait.

/**
 * What an ElectroDB transaction answers: whether it was cancelled, and each item's reason (with, from `transact`, the
 * item as it stood when its write asked for it by `ReturnValuesOnConditionCheckFailure` and its condition failed).
 */
export type Outcome = { canceled: boolean; data: { code?: string; item?: Record<string, unknown> | null }[] };

const CONFLICT_ATTEMPTS = 6;
/** A short random wait before trying a write again, so that writers who met do not meet again. */
export const pause = () => new Promise((resolve) => setTimeout(resolve, 10 + Math.random() * 40));

/**
 * Runs a transaction, trying again after a short random pause while it is cancelled only for a conflict
 * with another transaction. A failed condition is an answer, not a conflict: it comes back at once. Writers that all
 * move one shared item (the roles' revision) conflict more often, and give more `attempts`.
 */
export const withRetries = async (write: () => Promise<Outcome>, { attempts = CONFLICT_ATTEMPTS } = {}): Promise<Outcome> => {
  for (let attempt = 1; ; attempt++) {
    const outcome = await write();
    const conflicted = outcome.canceled && outcome.data.some((d) => d.code === 'TransactionConflict');
    const failedCondition = outcome.data.some((d) => d.code === 'ConditionalCheckFailed');
    if (!conflicted || failedCondition || attempt >= attempts) return outcome;
    await pause();
  }
};

export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/**
 * Runs a transaction of raw items (ElectroDB's own, from `service.transaction.write(...).params()`, with
 * writes ElectroDB cannot build): its outcome item by item as ElectroDB answers it, for `withRetries`.
 */
export const transact = async (items: TransactItem[]): Promise<Outcome> => {
  try {
    await dynamo.send(new TransactWriteCommand({ TransactItems: items }));
    return { canceled: false, data: [] };
  } catch (error) {
    // A cancelled transaction says why, item by item; anything else is a failure of the store.
    const reasons = (error as { CancellationReasons?: { Code?: string; Item?: Record<string, AttributeValue> }[] }).CancellationReasons;
    if (!reasons) throw error;
    // The reasons come as the low-level client has them: an item in DynamoDB's own typed form.
    return { canceled: true, data: reasons.map((r) => ({ code: r.Code, ...(r.Item ? { item: unmarshall(r.Item) } : {}) })) };
  }
};

/** The raw items of an ElectroDB transaction (`service.transaction.write(...)`), to run with others through `transact`. */
export const itemsOf = (write: { params: () => { TransactItems: unknown[] } }): TransactItem[] => write.params().TransactItems as TransactItem[];
