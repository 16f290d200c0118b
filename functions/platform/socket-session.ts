// Who is behind a socket, for every function a socket's message reaches (the ws function, and a domain function
// serving client actions such as chat's): the session that opened it, read again at each message so a socket
// never outlives its session, or a chat guest's pass. A socket whose session ended hears why and is closed.
import { findConnection, endConnection } from './realtime';
import { isLiveGuestPass } from './guest-passes';
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

/** The socket's person while its session (or guest pass) lives; otherwise the socket hears why, is closed, and undefined. */
export const socketIdentity = async (connectionId: string): Promise<SocketIdentity | undefined> => {
  const connection = await findConnection(connectionId);
  if (connection) noteCaller(connection.userId);
  const identity = connection?.tokenHash ? await identify(connectionId, connection.userId, connection.tokenHash) : undefined;
  if (!identity) {
    await endConnection(connectionId, 'expired');
    return undefined;
  }
  return { ...identity, lastSeenAt: connection!.lastSeenAt };
};

const identify = async (connectionId: string, userId: string, tokenHash: string) => {
  if (userId.startsWith(GUEST_PREFIX)) {
    const chatId = userId.slice(GUEST_PREFIX.length);
    const live = await isLiveGuestPass('chat', chatId, tokenHash.slice(GUEST_PREFIX.length));
    return live ? { kind: 'guest' as const, connectionId, chatId, userId } : undefined;
  }
  const caller = await callerOfSession(userId, tokenHash);
  return caller ? { kind: 'user' as const, connectionId, caller } : undefined;
};
