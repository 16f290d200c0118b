// Migrations of who hears a chat, for stores made before its listeners were kept with the chat: each socket that
// followed a chat was an item of its own (a room follower, read with a Query at every event); they move onto the chat
// item, which also gets the revisions its messages and follows are written on.
import { Entity } from 'electrodb';
import { dynamo } from '@functions/platform/clients';
import { config } from '@functions/platform/config';
import { isExpired, rewriteWhole, writeInBatches } from '@functions/platform/db';
import { ChatEntity, type Chat } from './chat-store';

/** A socket following a room (`chat:<id>`), as the realtime transport kept it before; read and deleted here only. */
const RoomFollowerEntity = new Entity(
  {
    model: { entity: 'roomFollower', version: '1', service: 'portal' },
    attributes: {
      room: { type: 'string', required: true },
      connectionId: { type: 'string', required: true },
      keep: { type: 'boolean', required: true },
      expiresAt: { type: 'number', field: 'expires_at', required: true },
    },
    indexes: { byRoom: { pk: { field: 'pk', composite: ['room'] }, sk: { field: 'sk', composite: ['connectionId'] } } },
  },
  { table: config.tableName, client: dynamo },
);

const CHAT_ROOM = 'chat:';

type Following = Pick<Chat, 'followers' | 'passingFollowers'>;

/** Every chat written again whole with its followers (the live ones) and its revisions; the old items go. Runs while nothing else writes. */
export const migrateFollowersOntoChats = async (): Promise<number> => {
  const [{ data: chats }, { data: follows }] = await Promise.all([
    ChatEntity.scan.go({ pages: 'all' }),
    RoomFollowerEntity.scan.go({ pages: 'all' }),
  ]);
  const following = new Map<string, Required<Following>>();
  for (const f of follows.filter((f) => f.room.startsWith(CHAT_ROOM) && !isExpired(f.expiresAt))) {
    const chatId = f.room.slice(CHAT_ROOM.length);
    const sets = following.get(chatId) ?? { followers: [], passingFollowers: [] };
    sets[f.keep ? 'followers' : 'passingFollowers'].push(f.connectionId);
    following.set(chatId, sets);
  }
  // A set is never empty in DynamoDB: a chat nobody follows has none.
  const nonEmpty = (sets: Following = {}): Following => Object.fromEntries(Object.entries(sets).filter(([, ids]) => ids?.length));
  const revisions = (c: Chat) => ({ audienceRevision: c.audienceRevision ?? 0, stateRevision: c.stateRevision ?? 0 });
  await rewriteWhole(chats.map((c) => ChatEntity.put({ ...c, ...revisions(c), ...nonEmpty(following.get(c.id)) })));
  await writeInBatches(
    follows.map((f) => ({
      DeleteRequest: { Key: RoomFollowerEntity.delete({ room: f.room, connectionId: f.connectionId }).params().Key as Record<string, unknown> },
    })),
  );
  return chats.length;
};
