// The server side of optimistic concurrency (shared/schemas/revisions.ts says the convention): a record keeps its
// revision with who made it and when (REVISION_ATTRIBUTES, spread into its entity); an update checks the revision the
// client sent (`assertNotOvertaken`), writes the next one (`nextRevision`) on condition that the record is still at the
// revision it read (`stillAt`), and when that condition fails in a race, reads again to say so (`overtakenOrElse`).
// A record written before revisions were kept has none: it reads as revision 1.
import { RECORD_CHANGED } from '@shared/schemas/revisions';
import type { Actor } from './audit';
import { AppError } from './errors';

/** The attributes an editable record's entity spreads into its own. */
export const REVISION_ATTRIBUTES = {
  revision: { type: 'number' },
  changedBy: { type: 'map', properties: { id: { type: 'string', required: true }, name: { type: 'string', required: true } } },
  changedAt: { type: 'string' },
} as const;

export interface Revised {
  revision?: number;
  changedBy?: { id: string; name: string };
  changedAt?: string;
}

export const recordRevision = (record: Revised): number => record.revision ?? 1;

/** 409 `record.changed`: the update was made from an older revision than the record's. */
export class RecordChangedError extends AppError {
  constructor(
    record: Revised,
    readonly current: unknown,
  ) {
    const by = record.changedBy?.name;
    super(
      409,
      RECORD_CHANGED,
      `${by ? `${by} saved` : 'Someone saved'} this after you opened it. Your changes were not saved: compare the two versions and save again.`,
    );
    this.details = { changed_by: record.changedBy ?? null, changed_at: record.changedAt ?? null, current };
  }
}

/** Refuses an update made from `sent` when the record has moved on; `current` answers its view as it is now. */
export const assertNotOvertaken = async (sent: number | undefined, record: Revised, current: () => Promise<unknown>): Promise<void> => {
  if (sent !== undefined && sent !== recordRevision(record)) throw new RecordChangedError(record, await current());
};

/** The revision attributes of the change `actor` makes to `record`. */
export const nextRevision = (record: Revised, actor: Actor) => ({
  revision: recordRevision(record) + 1,
  changedBy: { id: actor.userId, name: actor.user?.name ?? 'Someone' },
  changedAt: new Date().toISOString(),
});

type Condition = string;

/** An update's condition (ElectroDB's `where`): the record is still at the revision it was read at. */
export const stillAt =
  (record: Revised) =>
  <A extends { revision: unknown }>(
    attributes: A,
    op: { eq: (a: A['revision'], v: number) => Condition; notExists: (a: A['revision']) => Condition },
  ) =>
    record.revision === undefined ? op.notExists(attributes.revision) : op.eq(attributes.revision, record.revision);

/**
 * After a conditional write was refused: when the record moved past the revision `read` (someone saved meanwhile),
 * 409 `record.changed` with its view now; otherwise the write failed for its own reason, which `otherwise` names
 * (given the record as it is now).
 */
export const overtakenOrElse = async <R extends Revised>(
  read: R,
  reread: () => Promise<R | undefined>,
  current: () => Promise<unknown>,
  otherwise: (now: R | undefined) => Error,
): Promise<never> => {
  const now = await reread();
  if (now && recordRevision(now) !== recordRevision(read)) throw new RecordChangedError(now, await current());
  throw otherwise(now);
};
