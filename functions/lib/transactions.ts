// DynamoDB transactions that several writers may run at once (two sign-ups moving the same count, two
// staff saving the same form): DynamoDB cancels the later one (TransactionConflict) rather than wait.

/** What an ElectroDB transaction answers: whether it was cancelled, and each item's reason. */
export type Outcome = { canceled: boolean; data: { code?: string }[] };

const CONFLICT_ATTEMPTS = 6;
const pause = () => new Promise((resolve) => setTimeout(resolve, 10 + Math.random() * 40));

/**
 * Runs a transaction, trying again after a short random pause while it is cancelled only for a conflict
 * with another transaction. A failed condition is an answer, not a conflict: it comes back at once.
 */
export const withRetries = async (write: () => Promise<Outcome>): Promise<Outcome> => {
  for (let attempt = 1; ; attempt++) {
    const outcome = await write();
    const conflicted = outcome.canceled && outcome.data.some((d) => d.code === 'TransactionConflict');
    const failedCondition = outcome.data.some((d) => d.code === 'ConditionalCheckFailed');
    if (!conflicted || failedCondition || attempt >= CONFLICT_ATTEMPTS) return outcome;
    await pause();
  }
};
