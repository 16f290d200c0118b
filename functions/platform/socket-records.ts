// The records of the realtime transport: each open socket, and the sockets following a room (realtime.ts).
import { Entity } from 'electrodb';
import { dynamo } from './clients';
import { config } from './config';

const table = config.tableName;
const client = dynamo;
const now = () => new Date().toISOString();
const ttl = { type: 'number', field: 'expires_at' } as const;

/**
 * A socket following a room beside the audiences an event is pushed to (`chat:<id>`: an admin watching a chat, staff
 * looking at a waiting one). It lives no longer than a socket; a push finding the socket gone forgets it.
 */
export const RoomFollowerEntity = new Entity(
  {
    model: { entity: 'roomFollower', version: '1', service: 'portal' },
    attributes: {
      room: { type: 'string', required: true },
      connectionId: { type: 'string', required: true },
      /** May follow the room whatever becomes of it (an admin, a chat's student); else only until its audience changes. */
      keep: { type: 'boolean', required: true, default: false },
      expiresAt: { ...ttl, required: true },
    },
    indexes: { byRoom: { pk: { field: 'pk', composite: ['room'] }, sk: { field: 'sk', composite: ['connectionId'] } } },
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
