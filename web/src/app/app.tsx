// Providers in the order they depend on each other: theme, then the toasts the API client shows, then server
// state, then the session that reads it, then the routes. The dialogs it opens are the signed-in shell's
// (protected-layout.tsx): no public page asks before a delete.
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import { ConnectionNotice } from '@web/lib/connection-notice';
import { queryClient } from '@web/lib/query-client';
import { SessionProvider } from '@web/lib/session';
import { router } from './router';
import { cssVariablesResolver, theme } from './theme';

export function App() {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <Notifications position="top-right" limit={4} />
      <QueryClientProvider client={queryClient}>
        <ConnectionNotice />
        <SessionProvider>
          <RouterProvider router={router} />
        </SessionProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
