// The gate in front of every signed-in screen (spec §2, §6): no session → home with the location
// remembered (the sign-in page when the server ended the session); permissions not loaded yet → wait;
// screen not admitted → 403; else the app shell, with the "sign in again" dialog over every screen and the
// dialogs the API client opens (confirm before delete), its screens reading and writing through TanStack Query.
import { Button } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { canOpen } from '@shared/screens';
import { ForbiddenPage } from '@web/features/misc/pages/forbidden-page';
import { SessionEndedDialog } from '@web/features/auth/components/session-ended-dialog';
import { StatusMessage } from '@web/features/misc/components/status-message';
import type { ReturnState } from '@web/lib/return-to';
import { useSession } from '@web/lib/session';
import { AppLayout } from './app-layout';
import { useCurrentScreen } from '@web/lib/current-screen';
import { FullPageLoader } from '@web/components/full-page-loader';
import { QueryProvider } from '@web/lib/query-provider';

export function ProtectedLayout() {
  const session = useSession();
  const location = useLocation();

  if (session.status === 'anonymous') {
    const from = { pathname: location.pathname, search: location.search, hash: location.hash };
    const state: ReturnState = session.ended ? { from, sessionEnded: true } : { from };
    return <Navigate to={session.ended ? '/login' : '/'} replace state={state} />;
  }
  if (session.status === 'loading') return <FullPageLoader label="Loading your account" />;
  if (session.status === 'error') {
    return (
      <StatusMessage title="Your account could not be loaded" actions={<Button onClick={() => void session.refresh()}>Try again</Button>}>
        The portal did not answer while loading your permissions. Check your connection and try again.
      </StatusMessage>
    );
  }
  return (
    <QueryProvider>
      <ModalsProvider>
        <AppLayout>
          <ScreenGate />
        </AppLayout>
        <SessionEndedDialog />
      </ModalsProvider>
    </QueryProvider>
  );
}

function ScreenGate() {
  const { role, permissions } = useSession();
  const screen = useCurrentScreen();
  if (screen && !canOpen(screen, role, permissions)) return <ForbiddenPage screenTitle={screen.title} />;
  return <Outlet />;
}
