// Pushes `{ event, data, timestamp }` to websocket connections and forgets gone ones. Events and their
// payloads are those of the catalogue (shared/realtime/event-catalogue.ts, spec §7), checked at compile time.
import type { ServerData, ServerEventName } from '@shared/realtime/event-catalogue';
import type { SessionEndReason } from '@shared/schemas/auth';
import type { AccessChangeReason } from '@shared/schemas/session-end';
import { Service } from 'electrodb';
import { expiresIn, isConditionFailure } from './db';
import { ConnectionEntity, UserSocketsEntity } from './socket-records';
import { unlistSocket } from './user-sockets';
import { config } from './config';
import { logger } from './logger';
import { signedFetch } from './signed-fetch';

// API Gateway's hard limit on a websocket's life.
export const CONNECTION_MAX_SECONDS = 2 * 60 * 60;
// API Gateway closes a socket idle for this long.
export const CONNECTION_IDLE_SECONDS = 10 * 60;

/**
 * API Gateway's @connections call for one socket, signed and sent with fetch (signed-fetch.ts: the SDK's client
 * added 10 KB to every function that pushes, for two calls). A socket that is gone answers 410.
 */
const GONE = 410;
const atConnection = (method: 'POST' | 'DELETE', connectionId: string, body?: string) => {
  const endpoint = config.wsEndpoint ?? '';
  return signedFetch({
    service: 'execute-api',
    method,
    url: new URL(`${endpoint.replace(/\/$/, '')}/@connections/${encodeURIComponent(connectionId)}`),
    ...(body === undefined ? {} : { body }),
  });
};

const socketWrites = new Service({ connection: ConnectionEntity, userSockets: UserSocketsEntity });

/**
 * Records a socket opened by a session, and lists it among its user's sockets in the same write; it lives no longer
 * than that session (see `disconnectSessions`).
 */
export const openConnection = async (connectionId: string, userId: string, tokenHash: string): Promise<void> => {
  const outcome = await socketWrites.transaction
    .write(({ connection, userSockets }) => [
      connection.create({ connectionId, userId, tokenHash, expiresAt: expiresIn(CONNECTION_MAX_SECONDS) }).commit(),
      userSockets
        .update({ userId })
        .add({ sockets: [connectionId] })
        .commit(),
    ])
    .go();
  if (outcome.canceled) throw new Error(`Recording socket ${connectionId} failed: ${JSON.stringify(outcome.data)}`);
};

/**
 * The socket's record, if it is still open. Read strongly consistent: a socket's first message comes a moment after
 * its `$connect` wrote the record, and an eventually consistent read could miss it and end the socket as expired.
 */
export const findConnection = async (connectionId: string) =>
  (await ConnectionEntity.get({ connectionId }).go({ consistent: true })).data ?? undefined;

/** Forgets a socket whose record `deleting` deletes (answering the record it had): off its user's list too. */
const forget = async (deleting: Promise<{ data: { userId: string } | null }>, connectionId: string) => {
  const { data: gone } = await deleting;
  if (gone) await unlistSocket(gone.userId, connectionId);
  return gone ?? undefined;
};

/** Forgets a closed socket; answers the record it had (its user), if it still had one. */
export const closeConnection = (connectionId: string) => forget(ConnectionEntity.delete({ connectionId }).go({ response: 'all_old' }), connectionId);

/** A socket's activity is written at most this often: the idle sweep works in minutes, a chat sends many messages a minute. */
const TOUCH_EVERY_MS = 60_000;

/** Records activity on a socket (spec: user-activity every 30 s); `lastSeenAt`, as read, skips a write made a moment ago. */
export const touchConnection = async (connectionId: string, lastSeenAt?: string): Promise<void> => {
  if (lastSeenAt && Date.parse(lastSeenAt) > Date.now() - TOUCH_EVERY_MS) return;
  await ConnectionEntity.patch({ connectionId })
    .set({ lastSeenAt: new Date().toISOString() })
    .go()
    .catch(() => undefined);
};

/** Sends one event to one connection; false (and the item deleted) when the socket is gone. */
export const postToConnection = async <N extends ServerEventName>(connectionId: string, event: N, data: ServerData<N>): Promise<boolean> =>
  postRaw(connectionId, event, data);

/** Sends an event by its wire name (a per-chat variant is `<event>.<chat id>`); false when the socket is gone. */
export const postRaw = async (connectionId: string, event: string, data: unknown): Promise<boolean> => {
  const payload = JSON.stringify({ event, data, timestamp: new Date().toISOString() });
  // A push is told after the change it tells of is written: a throttled or failed post must not fail that change
  // (the client fetches what it missed when it reconnects). Only a socket that is gone is forgotten.
  try {
    const res = await atConnection('POST', connectionId, payload);
    // Read to the end, so that fetch can use the connection again.
    await res.arrayBuffer();
    if (res.ok) return true;
    if (res.status === GONE) await forgetGone(connectionId);
    else logger.warn('a push to a socket was refused', { connectionId, event, status: res.status });
  } catch (error) {
    logger.warn('a push to a socket failed', { connectionId, event, error });
  }
  return false;
};

/**
 * A socket this young may still be inside its own `$connect`, where API Gateway answers a post to it as gone: its
 * record stays (another user's presence announced at that moment would otherwise make it forget itself, and its
 * next message would be refused as from an ended session). An older one is really gone.
 */
const CONNECTING_MS = 10_000;

const forgetGone = async (connectionId: string): Promise<void> => {
  const cutoff = new Date(Date.now() - CONNECTING_MS).toISOString();
  const deleting = ConnectionEntity.delete({ connectionId })
    .where((a, { lt }) => lt(a.connectedAt, cutoff))
    .go({ response: 'all_old' });
  await forget(
    deleting.catch((error: unknown) => (isConditionFailure(error) ? { data: null } : Promise.reject(error))),
    connectionId,
  );
};

/** Closes one socket from the server's side (a socket already gone is fine) and forgets it. */
export const disconnect = async (connectionId: string): Promise<void> => {
  const res = await atConnection('DELETE', connectionId);
  await res.arrayBuffer();
  if (!res.ok && res.status !== GONE) throw new Error(`Closing socket ${connectionId} failed: ${res.status}`);
  await closeConnection(connectionId);
};

/** Tells a socket its session ended and why (`session.ended`), then closes it: the SPA signs out at once. */
export const endConnection = async (connectionId: string, reason: SessionEndReason): Promise<void> => {
  if (await postToConnection(connectionId, 'session.ended', { reason })) await disconnect(connectionId);
};

/**
 * Closes the sockets of a user whose session (token hash) `ends` says is over: a socket never outlives
 * its session. A socket recorded before sockets carried their session has none, and always goes.
 */
export const disconnectSessions = async (userId: string, ends: (tokenHash: string) => boolean, reason: SessionEndReason): Promise<void> => {
  const { data: connections } = await ConnectionEntity.query.byUser({ userId }).go({ pages: 'all' });
  const doomed = connections.filter((c) => !c.tokenHash || ends(c.tokenHash));
  await Promise.all(doomed.map((c) => endConnection(c.connectionId, reason)));
};

/**
 * Closes every socket of a user whose access changed, telling each why (`access.changed`): their session lives on,
 * and their pages reconnect as who they now are, following only what they may see.
 */
export const rescopeSockets = async (userId: string, reason: AccessChangeReason): Promise<void> => {
  const { data: connections } = await ConnectionEntity.query.byUser({ userId }).go({ pages: 'all' });
  await Promise.all(
    connections.map(async (c) => {
      if (await postToConnection(c.connectionId, 'access.changed', { reason })) await disconnect(c.connectionId);
    }),
  );
};

/** Sends one event to every open connection of a user. */
export const pushToUser = async <N extends ServerEventName>(userId: string, event: N, data: ServerData<N>): Promise<number> => {
  const { data: connections } = await ConnectionEntity.query.byUser({ userId }).go({ pages: 'all' });
  const sent = await Promise.all(connections.map((c) => postToConnection(c.connectionId, event, data)));
  return sent.filter(Boolean).length;
};

/** Deletes connection items idle longer than API Gateway keeps a socket; returns how many. */
export const sweepStaleConnections = async (): Promise<number> => {
  const cutoff = new Date(Date.now() - CONNECTION_IDLE_SECONDS * 1000).toISOString();
  // `between`, not `lt`: the index's partition holds other entities' keys, which `lt` alone would read too.
  const { data } = await ConnectionEntity.query.all({}).between({ lastSeenAt: '0000' }, { lastSeenAt: cutoff }).go({ pages: 'all' });
  if (data.length) await ConnectionEntity.delete(data.map((c) => ({ connectionId: c.connectionId }))).go();
  await Promise.all(data.map((c) => unlistSocket(c.userId, c.connectionId)));
  return data.length;
};

/** How many sockets a user has open (all their tabs). */
export const connectionCount = async (userId: string): Promise<number> =>
  (await ConnectionEntity.query.byUser({ userId }).go({ pages: 'all', attributes: ['connectionId'] })).data.length;
