// Each user's open sockets as one list (UserSocketsEntity, socket-records.ts), so that the sockets of all of a chat's
// people are read in one BatchGetItem, beside whatever else the push needs read, instead of a Query per person.
// realtime.ts lists a socket as it opens and unlists it as it is forgotten.
import { getTogether, keyMaker, rewriteWhole, writtenIfAllowed, type TableKey } from './db';
import { ConnectionEntity, UserSocketsEntity } from './socket-records';

type Item = Record<string, unknown> | undefined;

const socketListKey = keyMaker((userId) => UserSocketsEntity.get({ userId }));

/** Each person's sockets by their user id. */
export type PeoplesSockets = ReadonlyMap<string, readonly string[]>;

/** The keys of these users' socket lists, to read in one round trip with other items. */
export const socketListKeys = (userIds: readonly string[]): TableKey[] => userIds.map(socketListKey);

/** Each user's open sockets, from their lists as read with `socketListKeys(userIds)` (in that order). */
export const socketsFromLists = (userIds: readonly string[], items: readonly Item[]): PeoplesSockets =>
  new Map(userIds.map((userId, i) => [userId, [...((items[i] && UserSocketsEntity.parse({ Item: items[i] }).data?.sockets) || [])]]));

/** Each user's open sockets, in one read of their lists. */
export const socketsOfPeople = async (userIds: readonly string[]): Promise<PeoplesSockets> => {
  const distinct = [...new Set(userIds)];
  return socketsFromLists(distinct, await getTogether(socketListKeys(distinct)));
};

/** Takes a socket off its user's list (one already off it, or a list that is gone, is fine). */
export const unlistSocket = (userId: string, connectionId: string): Promise<boolean> =>
  writtenIfAllowed(
    UserSocketsEntity.patch({ userId })
      .delete({ sockets: [connectionId] })
      .go(),
  );

/** Migration (the users' socket lists): every open socket's record listed under its user. Runs while nothing else writes. */
export const migrateToSocketLists = async (): Promise<number> => {
  const { data } = await ConnectionEntity.scan.go({ pages: 'all' });
  const byUser = new Map<string, string[]>();
  for (const c of data) byUser.set(c.userId, [...(byUser.get(c.userId) ?? []), c.connectionId]);
  await rewriteWhole([...byUser].map(([userId, sockets]) => UserSocketsEntity.put({ userId, sockets })));
  return data.length;
};
