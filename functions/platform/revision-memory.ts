// Memory of a bounded list kept true by a revision counter: a record type whose every write moves one counter item
// in the same transaction (the roles, the catalogue) lets each request read that counter beside its session and take
// the list from this function's memory while the counter has not moved, instead of reading the list again.

/** Which revision a request read, and when that revision was made (the epoch when unknown). */
export interface Revision {
  revision: number;
  changedAt: string;
}

/** The revision a counter item holds as its entity parsed it, or none yet (0, made at the epoch) before its first move. */
export const revisionFrom = (counter: { revision?: number; changedAt?: string } | null | undefined): Revision => ({
  revision: counter?.revision ?? 0,
  changedAt: counter?.changedAt ?? new Date(0).toISOString(),
});

/**
 * A list is read from an index, which DynamoDB brings up to date a moment after the write that moved the revision
 * (well under a second in practice). A copy read sooner than this after a change may miss it, so it serves only the
 * request that read it; the first one read later is kept.
 */
export const SETTLE_MS = 2_000;

/** The list as of a revision: from memory when read at it (and settled), else read again with `read`. */
export const keptAtRevision = <T>(read: () => Promise<T>): ((at: Revision) => Promise<T>) => {
  let kept: { revision: number; value: T } | undefined;
  return async (at) => {
    if (kept?.revision === at.revision) return kept.value;
    const startedAt = Date.now();
    const value = await read();
    // A request that read an older revision than the one kept (it began first) does not replace it.
    const settled = startedAt - Date.parse(at.changedAt) >= SETTLE_MS;
    if (settled && (!kept || at.revision > kept.revision)) kept = { revision: at.revision, value };
    return value;
  };
};
