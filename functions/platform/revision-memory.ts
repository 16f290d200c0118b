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

/**
 * How long a function trusts a revision counter it has read (the roles', the catalogue's) before reading it again
 * beside a session. A request then reads one item less (an RCU on AWS, and a sixth of a single read's work here); a
 * change to a role's permissions or to the catalogue reaches every other function within this time. The session and
 * the caller's account are still read on every request: signing out, a user's new role and a locked account apply at
 * once.
 */
export const REVISION_TRUSTED_MS = 1_000;

/** After this function moves a counter itself, it reads the counter on every request for this long. */
const DISTRUSTED_AFTER_OWN_WRITE_MS = 5_000;

/** The revision of one counter a function read last, trusted for REVISION_TRUSTED_MS. */
export interface RecentRevision {
  /**
   * Forgets the revision when this function is about to move the counter: its own next requests read it again
   * (a request that read the old revision while the write was under way is not trusted either).
   */
  forget(): void;
  /**
   * Reads `keys` in one call of `read`, with the counter's item in front of them unless a revision is recent; answers
   * the revision (the recent one, or the counter's as `revisionIn` parses it, then kept) and the items of `keys`.
   */
  readBeside<K, I>(
    read: (keys: K[]) => Promise<I[]>,
    counterKey: K,
    revisionIn: (item: NoInfer<I> | undefined) => Revision,
    keys: K[],
  ): Promise<{ revision: Revision; items: I[] }>;
}

export const recentRevision = (): RecentRevision => {
  let kept: { revision: Revision; startedAt: number } | undefined;
  let distrustedUntil = 0;
  const recent = () => {
    const now = Date.now();
    return kept && now >= distrustedUntil && now - kept.startedAt < REVISION_TRUSTED_MS ? kept.revision : undefined;
  };
  const keep = (revision: Revision, startedAt: number) => {
    if (!kept || startedAt > kept.startedAt) kept = { revision, startedAt };
  };
  return {
    forget: () => {
      kept = undefined;
      distrustedUntil = Date.now() + DISTRUSTED_AFTER_OWN_WRITE_MS;
    },
    readBeside: async (read, counterKey, revisionIn, keys) => {
      const known = recent();
      if (known) return { revision: known, items: await read(keys) };
      const startedAt = Date.now();
      const [counter, ...items] = await read([counterKey, ...keys]);
      const revision = revisionIn(counter);
      keep(revision, startedAt);
      return { revision, items };
    },
  };
};
