// The data layer bound to the running local cloud, for the few tests that must change records behind the
// API's back (a session that expires while its socket is open). Import nothing from functions/platform before
// this in such a file: its clients read their endpoints once, at import.
import type { Context } from 'aws-lambda';
import { inject } from 'vitest';
import { lambdaContext } from './lambda-events';

/** The platform's store helpers and records (the identity and socket records), talking to the test cloud's DynamoDB. */
export const platformStore = async () => {
  Object.assign(process.env, inject('cloudEnv'));
  const [db, identity, sockets] = await Promise.all([
    import('@functions/platform/db'),
    import('@functions/platform/identity-records'),
    import('@functions/platform/socket-records'),
  ]);
  return { ...db, ...identity, ...sockets };
};

/** An S3 client on the test cloud's files bucket. */
export const filesStore = async () => {
  const env = inject('cloudEnv');
  const { S3Client, PutObjectCommand, HeadObjectCommand, GetObjectCommand, ListObjectsV2Command } = await import('@aws-sdk/client-s3');
  const s3 = new S3Client({
    region: env.AWS_REGION,
    endpoint: env.S3_ENDPOINT,
    forcePathStyle: true,
    credentials: { accessKeyId: env.AWS_ACCESS_KEY_ID!, secretAccessKey: env.AWS_SECRET_ACCESS_KEY! },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return { s3, bucket: env.BUCKET_NAME!, PutObjectCommand, HeadObjectCommand, GetObjectCommand, ListObjectsV2Command };
};

/** The attachments module (functions/platform/attachments.ts), on the test cloud's table and bucket. */
export const attachmentsModule = async () => {
  Object.assign(process.env, inject('cloudEnv'));
  return import('@functions/platform/attachments');
};

/** The audit module (functions/platform/audit.ts), on the test cloud's table. */
export const auditModule = async () => {
  Object.assign(process.env, inject('cloudEnv'));
  return import('@functions/platform/audit');
};

/** The scheduled jobs function, invoked as the schedule would: an empty event and a Lambda context. */
export const jobsFunction = async () => {
  Object.assign(process.env, inject('cloudEnv'));
  const { handler } = await import('@functions/jobs/handler');
  const context = { awsRequestId: `jobs-${Date.now()}`, functionName: 'jobs', getRemainingTimeInMillis: () => 10_000 } as unknown as Context;
  return () => handler({}, context);
};

/** Guests' link passes (functions/tickets/guest-pass.ts): to let one expire without waiting a month. */
export const guestPassStore = async () => {
  Object.assign(process.env, inject('cloudEnv'));
  const { GuestPassEntity } = await import('@functions/tickets/guest-pass');
  const { hashToken } = await import('@functions/platform/secrets');
  return {
    expirePass: async (ticketId: string, token: string) => {
      await GuestPassEntity.patch({ ticketId, tokenHash: hashToken(token) })
        .set({ expiresAt: Math.floor(Date.now() / 1000) - 60 })
        .go();
    },
  };
};

/** Short-course orders' holds and the job that releases them (functions/short-courses/orders.ts). */
export const shortCourseJobs = async () => {
  Object.assign(process.env, inject('cloudEnv'));
  const { OrderEntity } = await import('@functions/short-courses/short-course-store');
  const { releaseExpiredHolds, remindTomorrowsSessions } = await import('@functions/short-courses/holds');
  return {
    /** Moves an order's hold into the past, as if its days had gone by. */
    expireHold: async (id: string) => {
      await OrderEntity.patch({ id })
        .set({ holdUntil: new Date(Date.now() - 60_000).toISOString() })
        .go();
    },
    releaseExpiredHolds,
    remindTomorrowsSessions,
  };
};

/** Live chat's entities (functions/platform/chat-store.ts): to let a staff member's pings look stopped without waiting. */
export const chatStore = async () => {
  Object.assign(process.env, inject('cloudEnv'));
  return import('@functions/chat/chat-store');
};

/**
 * The chat function, run in this worker as the gateway runs it: a socket action's answer carries the store calls it
 * made (x-store-calls, as the suites' cloud reports them on HTTP answers), which the gateway drops on a socket's route.
 */
export const chatFunction = async () => {
  Object.assign(process.env, inject('cloudEnv'));
  const { handler } = await import('@functions/chat/handler');
  const run = handler as unknown as (event: unknown, context: Context) => Promise<{ headers?: Record<string, string> }>;
  return (event: unknown, requestId: string) => run(event, lambdaContext(requestId, 'chat'));
};

/** Who hears a chat (functions/chat/chat-rooms.ts): to follow a chat as a socket would, with a read of one's choosing. */
export const chatRooms = async () => {
  Object.assign(process.env, inject('cloudEnv'));
  return import('@functions/chat/chat-rooms');
};

/**
 * Moves an unanswered ticket's first-response target an hour into the past behind the API's back: a ticket gone late,
 * as if it had been raised with that target (still in the jobs' due index, its instant an hour ago).
 */
export const makeFirstResponseLate = async (ticketId: string) => {
  await platformStore();
  const { TicketEntity, getTicket } = await import('@functions/tickets/ticket-store');
  const { status, departmentRoleId, requesterId, updatedAt } = (await getTicket(ticketId))!;
  const past = new Date(Date.now() - 3600_000).toISOString();
  // With every attribute the ticket's indexes key it by, as the store's own writes give them.
  await TicketEntity.patch({ id: ticketId })
    .set({ firstResponseDueAt: past, status, departmentRoleId, requesterId, nextDueAt: past, updatedAt })
    .go();
};

/** Where the jobs' due index holds a ticket: its status and the instant it next passes a target; undefined when it is not there. */
export const dueIndexEntryOf = async (ticketId: string): Promise<{ status: string; dueAt: string } | undefined> => {
  await platformStore();
  const { TicketEntity, getTicket } = await import('@functions/tickets/ticket-store');
  const ticket = await getTicket(ticketId);
  if (!ticket?.nextDueAt) return undefined;
  const { data } = await TicketEntity.query.byNextDue({ status: ticket.status, nextDueAt: ticket.nextDueAt, id: ticketId }).go();
  return data[0] && { status: data[0].status, dueAt: data[0].nextDueAt! };
};

/** How many bytes the file store holds under `key`, or undefined when it holds nothing there. */
export const objectSize = async (key: string): Promise<number | undefined> => {
  const { s3, bucket, HeadObjectCommand } = await filesStore();
  return s3.send(new HeadObjectCommand({ Bucket: bucket, Key: key })).then(
    (head) => head.ContentLength,
    () => undefined,
  );
};
