// The signed-in user as the SPA knows it (spec §3, §6, §7). The token lives in browser storage; the
// user's name, picture, role and permissions come from POST /api/get-user, refetched every minute and on
// window focus so a change in permission settings reaches open tabs within a minute. While signed in the
// tab holds the one socket (socket-client.ts); when the server ends the session it says so there: after a
// sign-out of that session (another tab) or with the account gone the tab signs out at once; after a
// password change or reset or an expiry it asks the person to sign in again in place (the session-ended
// dialog), so an open edit is kept.
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { LoginResponse } from '@shared/schemas/auth';
import { hasPermission, isAdminRole, primaryRole } from '@shared/access-rules';
import type { Permission } from '@shared/permissions';
import type { authApi } from '@shared/api/auth';
import { AUTH_CALLS } from '@shared/api/auth-calls';
import { routeRef } from '@shared/api/route-def';
import { api, onUnauthorized } from './api-client';
import { clearReads, setRead, useRead } from './public-fetch';
import { queryKeys } from './query-keys';
import type { SocketClient } from './socket-client';
import { clearStoredSession, readToken, updateStoredRole, writeStoredSession } from './stored-session';

const PERMISSIONS_REFRESH_MS = 60_000;

export interface SignedInUser {
  id: string;
  name: string;
  email: string;
  /** A short-lived link to their picture, when they have one. */
  avatarUrl?: string;
}

interface SessionData {
  user: SignedInUser;
  role: string | undefined;
  permissions: string[];
  availableForChat: boolean;
  /** When `user.avatarUrl` was signed, as this browser saw it. */
  avatarSignedAt: number;
}

/** `loading` while a stored token waits for its permissions; `error` when they could not be fetched. */
export type SessionStatus = 'anonymous' | 'loading' | 'ready' | 'error';

export interface Session {
  status: SessionStatus;
  user: SignedInUser | null;
  role: string | undefined;
  permissions: string[];
  availableForChat: boolean;
  isAdmin: boolean;
  isAuthenticated: boolean;
  /** The server ended the last session (revoked or expired), as opposed to the person signing out. */
  ended: boolean;
  can(permission: Permission): boolean;
  refresh(): Promise<void>;
  signIn(response: LoginResponse, remember: boolean): void;
  signOut(): Promise<void>;
}

const getUser = routeRef<typeof authApi.getUser>(AUTH_CALLS.getUser);
const logout = routeRef<typeof authApi.logout>(AUTH_CALLS.logout);

async function fetchSession(): Promise<SessionData> {
  const me = await api.call(getUser);
  return {
    user: { id: me.user_id, name: me.name, email: me.email, avatarUrl: me.avatar_url },
    role: primaryRole(me.roles),
    permissions: me.permissions,
    availableForChat: me.available_for_chat,
    // Zero without a picture, so an unchanged answer stays equal to the last one.
    avatarSignedAt: me.avatar_url ? Date.now() : 0,
  };
}

// get-user signs a new picture link on every call (each minute); links last an hour. Keeping the link the
// header already shows while it names the same picture and is well within its hour spares a download a
// minute, and leaves the session unchanged, so nothing re-renders.
const AVATAR_LINK_REUSE_MS = 30 * 60_000;
const linkPath = (url: string) => url.split('?')[0];

function keepAvatarLink(previous: SessionData | undefined, next: SessionData): SessionData {
  const shown = previous?.user.avatarUrl;
  const fresh = next.user.avatarUrl;
  if (!previous || !shown || !fresh || linkPath(shown) !== linkPath(fresh)) return next;
  if (next.avatarSignedAt - previous.avatarSignedAt > AVATAR_LINK_REUSE_MS) return next;
  return { ...next, user: { ...next.user, avatarUrl: shown }, avatarSignedAt: previous.avatarSignedAt };
}

/** The answer kept: the previous one itself when nothing changed, so nothing that reads the session re-renders. */
const keepSession = (previous: SessionData | undefined, next: SessionData): SessionData => {
  const kept = keepAvatarLink(previous, next);
  return previous && JSON.stringify(previous) === JSON.stringify(kept) ? previous : kept;
};

const fromLogin = (response: LoginResponse): SessionData => ({
  user: { id: response.user.id, name: response.user.name, email: response.user.email },
  role: primaryRole(response.user.roles),
  permissions: response.permissions,
  availableForChat: false,
  avatarSignedAt: 0,
});

const SessionContext = createContext<Session | null>(null);
const SocketContext = createContext<SocketClient | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const [token, setToken] = useState<string | null>(() => readToken());
  const [ended, setEnded] = useState(false);
  const [socket, setSocket] = useState<SocketClient | null>(null);
  const socketRef = useRef<SocketClient | null>(null);

  const forget = useCallback((endedByServer = false) => {
    clearStoredSession();
    setToken(null);
    setEnded(endedByServer);
    // Another user may sign in next in this tab: nothing of this one's data stays in the cache.
    clearReads();
  }, []);

  useEffect(() => onUnauthorized(() => forget(true)), [forget]);

  // One socket per session: opened with its token, closed when the session goes. Its client (and the event
  // catalogue's schemas it checks messages with) loads only then: a signed-out visit of a public page needs neither.
  useEffect(() => {
    if (!token) return;
    let stop: (() => void) | undefined;
    let gone = false;
    void import('./session-socket').then(({ openSessionSocket }) => {
      if (gone) return;
      const { client, close } = openSessionSocket(token, forget);
      socketRef.current = client;
      setSocket(client);
      stop = () => {
        close();
        socketRef.current = null;
        setSocket(null);
      };
    });
    return () => {
      gone = true;
      stop?.();
    };
  }, [token, forget]);

  // Read again every minute and whenever the tab comes back into view (public-fetch.ts).
  const query = useRead(queryKeys.session.of(token), fetchSession, {
    enabled: token !== null,
    refetchInterval: PERMISSIONS_REFRESH_MS,
    share: keepSession,
  });
  const data = token ? query.data : undefined;

  useEffect(() => {
    if (data) updateStoredRole(data.role);
  }, [data]);

  const signIn = useCallback((response: LoginResponse, remember: boolean) => {
    const fresh = fromLogin(response);
    writeStoredSession({ token: response.access_token, role: fresh.role, userId: fresh.user.id }, remember);
    setRead(queryKeys.session.of(response.access_token), fresh);
    setToken(response.access_token);
    setEnded(false);
  }, []);

  const signOut = useCallback(async () => {
    // Closed first: the server's `session.ended` for this very logout is not news to this tab.
    socketRef.current?.close();
    try {
      await api.call(logout);
    } catch {
      // Spec §8: a failed logout still signs the user out locally.
    } finally {
      forget();
    }
  }, [forget]);

  const refetch = query.refetch;
  const refresh = useCallback(async () => {
    await refetch();
  }, [refetch]);

  const session = useMemo<Session>(() => {
    const status: SessionStatus = !token ? 'anonymous' : data ? 'ready' : query.isError ? 'error' : 'loading';
    const role = data?.role;
    const permissions = data?.permissions ?? [];
    return {
      status,
      user: data?.user ?? null,
      role,
      permissions,
      availableForChat: data?.availableForChat ?? false,
      isAdmin: isAdminRole(role),
      isAuthenticated: status === 'ready',
      ended,
      can: (permission) => hasPermission(role, permissions, permission),
      refresh,
      signIn,
      signOut,
    };
  }, [token, data, query.isError, ended, refresh, signIn, signOut]);

  return (
    <SessionContext.Provider value={session}>
      <SocketContext.Provider value={socket}>{children}</SocketContext.Provider>
    </SessionContext.Provider>
  );
}

/** The signed-in tab's socket, for features to subscribe and join rooms; null while signed out. */
export function useSocket(): SocketClient | null {
  return useContext(SocketContext);
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}
