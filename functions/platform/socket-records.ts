// The records of the realtime transport: each open socket, and each user's list of them (realtime.ts, user-sockets.ts).
import { Entity } from 'electrodb';
import { dynamo } from './clients';
import { config } from './config';

const table = config.tableName;
const client = dynamo;
const now = () => new Date().toISOString();
const ttl = { type: 'number', field: 'expires_at' } as const;

/**
 * A user's open sockets, one item per user (a guest's is `guest:<chat id>`): what a chat's event posts to for each of
 * its people, read for all of them in the one round trip that also reads the chat's other needs, where a Query of
 * the connections per person would cost a call each. A socket joins it as it opens and leaves as it is forgotten; one
 * that went unannounced is found gone at the next post to it and leaves then.
 */
export const UserSocketsEntity = new Entity(
  {
    model: { entity: 'userSockets', version: '1', service: 'portal' },
    attributes: {
      userId: { type: 'string', required: true },
      sockets: { type: 'set', items: 'string' },
    },
    indexes: { byUser: { pk: { field: 'pk', composite: ['userId'] }, sk: { field: 'sk', composite: [] } } },
  },
  { table, client },
);

/** One open websocket; API Gateway closes idle sockets after 10 minutes, the jobs sweep what it forgot to report. */
export const ConnectionEntity = new Entity(
  {
    model: { entity: 'connection', version: '1', service: 'portal' },
    attributes: {
      connectionId: { type: 'string', required: true },
      userId: { type: 'string', required: true },
      /** The session it was opened with: ending the session closes the socket. */
      tokenHash: { type: 'string' },
      connectedAt: { type: 'string', required: true, readOnly: true, default: now },
      lastSeenAt: { type: 'string', required: true, default: now },
      expiresAt: { ...ttl, required: true },
    },
    indexes: {
      byId: { pk: { field: 'pk', composite: ['connectionId'] }, sk: { field: 'sk', composite: [] } },
      byUser: { index: 'gsi2', pk: { field: 'gsi2pk', composite: ['userId'] }, sk: { field: 'gsi2sk', composite: ['connectionId'] } },
      all: { index: 'gsi1', pk: { field: 'gsi1pk', composite: [] }, sk: { field: 'gsi1sk', composite: ['lastSeenAt', 'connectionId'] } },
    },
  },
  { table, client },
);
