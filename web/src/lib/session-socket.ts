// The socket of a signed-in session and what the session hears on it, loaded with the socket client when a session
// begins: a signed-out visit of a public page downloads neither (session.tsx).
import { notifications } from '@mantine/notifications';
import type { SessionEndReason } from '@shared/schemas/auth';
import { sessionEndedByServer } from './api-client';
import { refreshPublicReads } from './public-fetch';
import { queryKeys } from './query-keys';
import { SocketClient, realtimeUrl } from './socket-client';
import { readToken } from './stored-session';

const SESSION_ENDED: Record<SessionEndReason, string> = {
  'signed-out': 'You signed out in another tab or window.',
  'password-changed': 'Your password was changed, so this device was signed out. Sign in with the new password.',
  'password-reset': 'Your password was reset, so this device was signed out. Sign in with the new password.',
  'account-deleted': 'Your account was deleted.',
  'account-deactivated': 'Your account was deactivated. Contact the college if you need to use it again.',
  expired: 'Your session expired. Please sign in again.',
};

/**
 * Opens the socket of the session of `token` and listens for the server's word on it; `forget` signs this tab out.
 * Answers the client and how to close it.
 */
export const openSessionSocket = (token: string, forget: () => void): { client: SocketClient; close: () => void } => {
  const client = new SocketClient({
    url: realtimeUrl,
    credentials: () => {
      const current = readToken();
      return current ? { token: current } : null;
    },
  });
  const stops = [
    client.subscribe('session.ended', ({ reason }) => {
      // A sign-out of this very session is its holder's own act (another tab of this browser); a deleted
      // account has nothing to return to, nor a deactivated one. Anything else (a password changed or reset, an expiry) asks the
      // person to sign in again where they are, keeping an open edit.
      if (reason === 'signed-out' || reason === 'account-deleted' || reason === 'account-deactivated' || readToken() !== token) {
        notifications.show({ color: 'yellow', title: 'Signed out', message: SESSION_ENDED[reason], autoClose: false });
        forget();
        return;
      }
      void sessionEndedByServer(token);
    }),
    // The person's role or its permissions changed: who they are is read again at once (the menu, the screens), and
    // the socket, which the server closes next, reconnects as who they now are.
    client.subscribe('access.changed', () => {
      void refreshPublicReads([queryKeys.session.of(token)]);
      notifications.show({ title: 'Your access changed', message: 'An administrator changed what you can do: your menu shows it now.' });
    }),
  ];
  client.connect();
  return {
    client,
    close: () => {
      stops.forEach((stop) => stop());
      client.close();
    },
  };
};
