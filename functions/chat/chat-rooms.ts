// A chat's room: besides its members' sockets, the sockets following it (a page open on it: an admin watching, staff
// looking at a waiting chat) hear its events as their per-chat variants (`<event>.<chat id>`, spec §7). The rooms ride
// on the realtime transport's records (platform/socket-records.ts).
import type { PerChatEventName, ServerData } from '@shared/realtime/event-catalogue';
import { perChatEventName } from '@shared/realtime/event-names';
import { expiresIn } from '@functions/platform/db';
import { CONNECTION_MAX_SECONDS, findConnection, postRaw } from '@functions/platform/realtime';
import { ConnectionEntity, RoomFollowerEntity } from '@functions/platform/socket-records';

const chatRoom = (chatId: string) => `chat:${chatId}`;

/**
 * A socket follows a chat's events besides its members' sockets (the caller checked it may see the chat now). With
 * `keep` it may whatever the chat becomes; without, only until `dropPassingFollowers` (the chat changed hands).
 */
export const followChat = (connectionId: string, chatId: string, keep: boolean) =>
  RoomFollowerEntity.put({ room: chatRoom(chatId), connectionId, keep, expiresAt: expiresIn(CONNECTION_MAX_SECONDS) }).go();

export const unfollowChat = (connectionId: string, chatId: string) => RoomFollowerEntity.delete({ room: chatRoom(chatId), connectionId }).go();

/**
 * The chat changed hands (taken, passed on, left, ended): the sockets that followed it for as long as they could see
 * it (staff of its team while it waited, a helper) stop; its members hear it as members.
 */
export const dropPassingFollowers = async (chatId: string): Promise<void> => {
  const { data } = await RoomFollowerEntity.query.byRoom({ room: chatRoom(chatId) }).go({ pages: 'all' });
  const passing = data.filter((f) => !f.keep).map((f) => ({ room: f.room, connectionId: f.connectionId }));
  if (passing.length) await RoomFollowerEntity.delete(passing).go();
};

/**
 * Sends a chat event once to each socket concerned: as its per-chat variant (`<event>.<chat id>`, spec §7) to the
 * sockets following the chat (a page open on it), as itself to the other sockets of each of `userIds` (a guest is
 * `guest:<chat id>`; a console following many chats by their members). One post per socket, not two.
 */
export const pushChatEvent = async <N extends PerChatEventName>(userIds: readonly string[], event: N, chatId: string, data: ServerData<N>) => {
  const [members, followers] = await Promise.all([
    Promise.all([...new Set(userIds)].map((userId) => ConnectionEntity.query.byUser({ userId }).go({ pages: 'all', attributes: ['connectionId'] }))),
    RoomFollowerEntity.query.byRoom({ room: chatRoom(chatId) }).go({ pages: 'all' }),
  ]);
  const following = new Set(followers.data.map((f) => f.connectionId));
  const others = new Set(members.flatMap((r) => r.data.map((c) => c.connectionId)).filter((id) => !following.has(id)));
  const variant = perChatEventName(event, chatId);
  await Promise.all([
    ...[...following].map(async (connectionId) => {
      // A socket gone (its record forgotten) stops following; one refused while connecting, or a failed post, does not.
      if (!(await postRaw(connectionId, variant, data)) && !(await findConnection(connectionId))) await unfollowChat(connectionId, chatId);
    }),
    ...[...others].map((connectionId) => postRaw(connectionId, event, data)),
  ]);
};
