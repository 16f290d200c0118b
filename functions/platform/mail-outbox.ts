// The outbox: mail SES could not take when it was sent (out of reach, shedding load) waits here, and the jobs
// function sends it every minute, waiting longer after each failure, until it goes or has failed for about a
// day. Each send is claimed first by a conditional write, so two runs of the jobs never send one mail twice.
import { Entity } from 'electrodb';
import { dynamo } from './clients';
import { config } from './config';
import { writtenIfAllowed } from './db';
import { logger } from './logger';
import { deliverMail, type Mail } from './mail-delivery';
import { newId } from './secrets';

/** Mails sent per jobs run: a run lasts well under its minute even when each send waits on the SDK's retries. */
export const OUTBOX_SENDS_PER_RUN = 25;
/** Minutes before the next try after the n-th failure (1, 2, 4, … capped at an hour): about a day in all. */
const retryMinutes = (failures: number) => Math.min(60, 2 ** (failures - 1));
export const OUTBOX_MAX_ATTEMPTS = 30;
/** How long a claimed mail is left alone by other runs: longer than a send can take. */
const CLAIM_SECONDS = 5 * 60;
// An item holds at most 400 KB; a tax invoice is tens of KB. A mail that cannot be kept is logged, not stored half.
const MAX_KEPT_BYTES = 350 * 1024;
const GIVEN_UP_KEPT_SECONDS = 30 * 24 * 60 * 60;

export const OutboxMailEntity = new Entity(
  {
    model: { entity: 'outboxMail', version: '1', service: 'portal' },
    attributes: {
      id: { type: 'string', required: true },
      /** `waiting` mails are sent by the jobs; `given-up` ones stay for an operator to see (and are logged). */
      state: { type: ['waiting', 'given-up'] as const, required: true },
      /** When the jobs may next try it (a claim moves it on, so other runs pass it by). */
      dueAt: { type: 'string', required: true },
      attempts: { type: 'number', required: true },
      to: { type: 'string', required: true },
      subject: { type: 'string', required: true },
      paragraphs: { type: 'list', items: { type: 'string' }, required: true },
      /** Each as `{ fileName, contentType, content }`, the content stored as binary. */
      attachments: { type: 'any' },
      lastError: { type: 'string' },
      /** Set when given up: an operator has 30 days to look at it, then DynamoDB's TTL removes it. */
      expiresAt: { type: 'number', field: 'expires_at' },
      createdAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
    },
    indexes: {
      byId: { pk: { field: 'pk', composite: ['id'] }, sk: { field: 'sk', composite: [] } },
      byDue: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['state'] }, sk: { field: 'gsi1sk', composite: ['dueAt', 'id'] } },
    },
  },
  { table: config.tableName, client: dynamo },
);

type OutboxMail = NonNullable<Awaited<ReturnType<ReturnType<typeof OutboxMailEntity.get>['go']>>['data']>;

const inMinutes = (from: number, minutes: number) => new Date(from + minutes * 60_000).toISOString();

const reasonOf = (error: unknown) => String((error as Error)?.name ?? 'Error').slice(0, 200);

// Text in characters, not UTF-8 bytes, and no keys: a mail's text is a few KB, well within the 50 KB left under DynamoDB's 400 KB item.
const estimatedSize = (mail: Mail) =>
  mail.subject.length + mail.paragraphs.reduce((n, p) => n + p.length, 0) + (mail.attachments ?? []).reduce((n, a) => n + a.content.length, 0);

/** Keeps a mail SES could not take, for the jobs to send from a minute on. */
export const queueMail = async (mail: Mail, error: unknown, now = Date.now()): Promise<void> => {
  if (estimatedSize(mail) > MAX_KEPT_BYTES) {
    logger.error('mail not sent and too large to keep in the outbox', { subject: mail.subject, error: error as Error });
    return;
  }
  await OutboxMailEntity.create({
    id: newId(),
    state: 'waiting',
    dueAt: inMinutes(now, 1),
    attempts: 1,
    to: mail.to,
    subject: mail.subject,
    paragraphs: mail.paragraphs,
    attachments: mail.attachments,
    lastError: reasonOf(error),
  }).go();
  logger.warn('mail kept in the outbox: SES is out of reach', { subject: mail.subject, error: error as Error });
};

/** Takes the mail for this run: false when another run took it (or sent it) meanwhile. */
const claim = (mail: OutboxMail, now: number) =>
  writtenIfAllowed(
    OutboxMailEntity.patch({ id: mail.id })
      .set({ dueAt: inMinutes(now, CLAIM_SECONDS / 60) })
      .where((a, { eq }) => `${eq(a.dueAt, mail.dueAt)} AND ${eq(a.state, 'waiting')}`)
      .go(),
  );

const mailOf = (kept: OutboxMail): Mail => ({
  to: kept.to,
  subject: kept.subject,
  paragraphs: kept.paragraphs,
  attachments: (kept.attachments as Mail['attachments']) ?? undefined,
});

/** After a failed try: the next one later, or none after the last. */
const recordFailure = async (kept: OutboxMail, error: unknown, now: number) => {
  const attempts = kept.attempts + 1;
  const givingUp = attempts >= OUTBOX_MAX_ATTEMPTS;
  await OutboxMailEntity.patch({ id: kept.id })
    .set({
      attempts,
      lastError: reasonOf(error),
      state: givingUp ? 'given-up' : 'waiting',
      dueAt: inMinutes(now, retryMinutes(attempts)),
      ...(givingUp ? { expiresAt: Math.floor(now / 1000) + GIVEN_UP_KEPT_SECONDS } : {}),
    })
    .go();
  if (givingUp) logger.error('mail given up after its last try', { outbox_id: kept.id, subject: kept.subject, error: error as Error });
};

/** Sends the mails whose time has come; answers how many went. Called by the jobs function every minute. */
export const drainOutbox = async (now = Date.now()): Promise<number> => {
  const { data: due } = await OutboxMailEntity.query
    .byDue({ state: 'waiting' })
    .lte({ dueAt: new Date(now).toISOString() })
    .go({ limit: OUTBOX_SENDS_PER_RUN });
  let sent = 0;
  for (const kept of due) {
    if (!(await claim(kept, now))) continue;
    try {
      await deliverMail(mailOf(kept));
    } catch (error) {
      await recordFailure(kept, error, now);
      continue;
    }
    await OutboxMailEntity.delete({ id: kept.id }).go();
    sent++;
  }
  return sent;
};
