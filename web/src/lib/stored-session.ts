// Where the browser keeps the session between page loads (spec §3, §7): local storage when the user
// asked to be remembered, session storage otherwise, always under the same keys.

export const TOKEN_KEY = 'cactoken';
export const ROLE_KEY = 'role';
export const USER_ID_KEY = 'user_id';

export interface StoredSession {
  token: string;
  role?: string;
  userId?: string;
}

const storages = (): Storage[] => [window.localStorage, window.sessionStorage];

/** The stored session, preferring the remembered one. */
export function readStoredSession(): StoredSession | null {
  for (const storage of storages()) {
    const token = storage.getItem(TOKEN_KEY);
    if (token) {
      return { token, role: storage.getItem(ROLE_KEY) ?? undefined, userId: storage.getItem(USER_ID_KEY) ?? undefined };
    }
  }
  return null;
}

export function readToken(): string | null {
  return readStoredSession()?.token ?? null;
}

/** True when the stored session is the remembered one ("remember me" at sign-in). */
export function isRemembered(): boolean {
  return window.localStorage.getItem(TOKEN_KEY) !== null;
}

export function writeStoredSession(session: StoredSession, remember: boolean): void {
  clearStoredSession();
  const storage = remember ? window.localStorage : window.sessionStorage;
  storage.setItem(TOKEN_KEY, session.token);
  if (session.role) storage.setItem(ROLE_KEY, session.role);
  if (session.userId) storage.setItem(USER_ID_KEY, session.userId);
}

/** Keeps the stored role current when permission settings or a user's role change on the server. */
export function updateStoredRole(role: string | undefined): void {
  for (const storage of storages()) {
    if (!storage.getItem(TOKEN_KEY)) continue;
    if (role) storage.setItem(ROLE_KEY, role);
    else storage.removeItem(ROLE_KEY);
  }
}

/** Forgets the session in both storages (spec §8: 401 and logout). */
export function clearStoredSession(): void {
  for (const storage of storages()) {
    storage.removeItem(TOKEN_KEY);
    storage.removeItem(ROLE_KEY);
    storage.removeItem(USER_ID_KEY);
  }
}
