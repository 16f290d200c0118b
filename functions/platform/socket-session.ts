// Who is behind a socket, for every function a socket's message reaches (the ws function, and a domain function
// serving client actions such as chat's): the session that opened it, read again at each message so a socket
// never outlives its session, or a chat guest's pass. A socket whose session ended hears why and is closed.
import { getTogether, keyMaker, type TableKey } from './db';
import { endConnection } from './realtime';
import { guestPassKey, isLivePass } from './guest-passes';
import { ConnectionEntity } from './socket-records';
import { noteCaller } from './observability';
import { callerOfSession, type Caller } from './session';

/** A guest's socket's user id is `guest:<chat id>` (the chat's members include it), its token hash `guest:<pass hash>`. */
export const GUEST_PREFIX = 'guest:';

export const guestSocketUser = (chatId: string) => `${GUEST_PREFIX}${chatId}`;

export type SocketIdentity = (
  { kind: 'user'; connectionId: string; caller: Caller } | { kind: 'guest'; connectionId: string; chatId: string; userId: string }
) & {
  /** When the socket's activity was last written (`touchConnection` skips a recent one). */
  lastSeenAt: string;
};

/** An item read ahead, or undefined where there is none. */
export type AheadItem = Record<string, unknown> | undefined;

/**
 * What a socket's action reads in the round trips that find who is behind the socket, so that knowing who asks costs
 * it no call of its own: keys read beside the socket's record (from the message alone), and keys read beside its
 * session or guest pass (from what the first found). Nothing read reaches anyone unless the action's checks pass.
 */
export interface SocketReads {
  withSocket: readonly TableKey[];
  withSession?: (found: readonly AheadItem[]) => readonly TableKey[];
}

const NO_READS: SocketReads = { withSocket: [] };

const connectionKey = keyMaker((connectionId) => ConnectionEntity.get({ connectionId }));

/**
 * The socket's person while its session (or guest pass) lives, and what `reads` asked for (in its order: those read
 * with the socket, then those read with the session); otherwise the socket hears why, is closed, and undefined.
 */
export const identifySocket = async (
  connectionId: string,
  reads: SocketReads = NO_READS,
): Promise<{ who: SocketIdentity; ahead: AheadItem[] } | undefined> => {
  // Read strongly consistent: a socket's first message comes a moment after its `$connect` wrote the record.
  const [record, ...withSocket] = await getTogether([connectionKey(connectionId), ...reads.withSocket]);
  const connection = record && ConnectionEntity.parse({ Item: record }).data;
  if (connection) noteCaller(connection.userId);
  const found = connection?.tokenHash
    ? await identify(connectionId, connection.userId, connection.tokenHash, reads.withSession?.(withSocket) ?? [])
    : undefined;
  if (!found) {
    await endConnection(connectionId, 'expired');
    return undefined;
  }
  return { who: { ...found.identity, lastSeenAt: connection!.lastSeenAt }, ahead: [...withSocket, ...found.items] };
};

/** The socket's person while its session (or guest pass) lives; otherwise the socket hears why, is closed, and undefined. */
export const socketIdentity = async (connectionId: string): Promise<SocketIdentity | undefined> => (await identifySocket(connectionId))?.who;

const identify = async (connectionId: string, userId: string, tokenHash: string, alsoRead: readonly TableKey[]) => {
  if (userId.startsWith(GUEST_PREFIX)) {
    const chatId = userId.slice(GUEST_PREFIX.length);
    const [pass, ...items] = await getTogether([guestPassKey('chat', chatId, tokenHash.slice(GUEST_PREFIX.length)), ...alsoRead]);
    return isLivePass(pass) ? { identity: { kind: 'guest' as const, connectionId, chatId, userId }, items } : undefined;
  }
  const { caller, items } = await callerOfSession(userId, tokenHash, alsoRead);
  return caller ? { identity: { kind: 'user' as const, connectionId, caller }, items } : undefined;
};
