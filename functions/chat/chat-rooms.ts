// Who hears a chat: its people (its student or guest, staff on it) on every socket of theirs, and the sockets following
// it (a page open on it: its student's or guest's, an admin watching, staff looking at a waiting chat), which hear its
// events as their per-chat variants (`<event>.<chat id>`, spec §7). The followers are kept on the chat item, so they
// come with every read of the chat; the people's sockets are their lists (platform/user-sockets.ts), one read for all.
import type { PerChatEventName, ServerData } from '@shared/realtime/event-catalogue';
import { perChatEventName } from '@shared/realtime/event-names';
import { writtenIfAllowed } from '@functions/platform/db';
import { ConflictError } from '@functions/platform/errors';
import { findConnection, postRaw } from '@functions/platform/realtime';
import { socketsOfPeople, unlistSocket, type PeoplesSockets } from '@functions/platform/user-sockets';
import { ChatEntity, type Chat } from './chat-store';

/** The most sockets that may follow one chat in each way: a page or two for each person concerned, and room to spare. */
export const MAX_FOLLOWERS = 50;

// A follow races only changes of the chat's hands: a few tries settle it.
const FOLLOW_ATTEMPTS = 5;

const followersOf = (chat: Chat): ReadonlySet<string> => new Set([...(chat.followers ?? []), ...(chat.passingFollowers ?? [])]);

/**
 * A socket follows a chat, as `readChat` reads it (and checks the caller may see it). With `keep(chat)` it may whatever
 * the chat becomes; without, only until the chat changes hands. Written on the condition that the chat's state is as
 * read: a change of hands meanwhile (which drops the passing followers in its own write) makes it read and check
 * again. It moves the chat's audience revision, so a message whose listeners were read before it is written again
 * after it. Answers the chat as followed.
 */
export const followChat = async (connectionId: string, readChat: () => Promise<Chat>, keep: (chat: Chat) => boolean): Promise<Chat> => {
  for (let attempt = 0; attempt < FOLLOW_ATTEMPTS; attempt++) {
    const chat = await readChat();
    const way = keep(chat) ? 'followers' : 'passingFollowers';
    const following = chat[way] ?? [];
    if (following.includes(connectionId)) return chat;
    if (following.length >= MAX_FOLLOWERS) {
      throw new ConflictError('chat.too_many_followers', 'This chat is open in too many places. Close it in another tab and try again.');
    }
    const followed = await writtenIfAllowed(
      ChatEntity.patch({ id: chat.id })
        .add({ [way]: [connectionId], audienceRevision: 1 })
        .where((a, { eq, escape, notExists, size }) => {
          const room = `(${notExists(a[way])} OR ${size(a[way])} < ${escape(MAX_FOLLOWERS)})`;
          return `${eq(a.stateRevision, chat.stateRevision)} AND ${room}`;
        })
        .go(),
    );
    if (followed) return chat;
  }
  throw new ConflictError('chat.busy', 'This chat is changing right now. Open it again in a moment.');
};

/** A socket stops following a chat (one not following it changes nothing). */
export const unfollowChat = (connectionId: string, chatId: string) =>
  writtenIfAllowed(
    ChatEntity.patch({ id: chatId })
      .delete({ followers: [connectionId], passingFollowers: [connectionId] })
      .add({ audienceRevision: 1 })
      .where((a, { contains }) => `${contains(a.followers, connectionId)} OR ${contains(a.passingFollowers, connectionId)}`)
      .go(),
  );

/** A follower found gone: nobody listens there, so who hears the chat has not changed (its revision stays). */
const forgetFollower = (chatId: string, connectionId: string) =>
  writtenIfAllowed(
    ChatEntity.patch({ id: chatId })
      .delete({ followers: [connectionId], passingFollowers: [connectionId] })
      .go(),
  );

/** A post refused for a socket whose record is forgotten (gone); one refused inside its own $connect is not (realtime.ts). */
const isGone = async (connectionId: string) => !(await findConnection(connectionId));

/**
 * Sends a chat event once to each socket concerned: as its per-chat variant (`<event>.<chat id>`, spec §7) to the
 * sockets following the chat (as read with `chat`), as itself to the other sockets of its `people` (a guest is
 * `guest:<chat id>`; a console following many chats by their members): their user ids, or their sockets when read
 * already beside the chat. One post per socket, not two; a socket found gone stops following, or leaves its user's list.
 */
export const pushChatEvent = async <N extends PerChatEventName>(
  chat: Chat,
  people: readonly string[] | PeoplesSockets,
  event: N,
  data: ServerData<N>,
): Promise<void> => {
  const sockets = Array.isArray(people) ? await socketsOfPeople(people as readonly string[]) : (people as PeoplesSockets);
  const following = followersOf(chat);
  const variant = perChatEventName(event, chat.id);
  await Promise.all([
    ...[...following].map(async (connectionId) => {
      if (!(await postRaw(connectionId, variant, data)) && (await isGone(connectionId))) await forgetFollower(chat.id, connectionId);
    }),
    ...[...sockets].flatMap(([userId, ofUser]) =>
      ofUser
        .filter((connectionId) => !following.has(connectionId))
        .map(async (connectionId) => {
          if (!(await postRaw(connectionId, event, data)) && (await isGone(connectionId))) await unlistSocket(userId, connectionId);
        }),
    ),
  ]);
};
