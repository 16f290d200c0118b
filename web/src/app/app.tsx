// Providers in the order they depend on each other: theme, then the session, with the toasts the API client shows
// (their code loads once wanted: toasts.tsx), then the routes. The dialogs it opens are the signed-in shell's
// (protected-layout.tsx): no public page asks before a delete. Nor does TanStack Query's provider come here: the public
// pages read and write through public-fetch.ts, and the shell brings the query client with it (query-provider.tsx).
import { MantineProvider } from '@mantine/core';
import { RouterProvider } from 'react-router-dom';
import { ConnectionNotice } from '@web/lib/connection-notice';
import { SessionProvider } from '@web/lib/session';
import { router } from './router';
import { Toasts } from './toasts';
import { cssVariablesResolver, theme } from './theme';

export function App() {
  return (
    // Every theme variable written by the provider, defaults included: the script that writes them loads anyway, and
    // Mantine's sheet of the defaults (default-css-variables.css) would be 3.5 KiB more on each first visit.
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} deduplicateCssVariables={false} defaultColorScheme="light">
      <ConnectionNotice />
      <SessionProvider>
        <Toasts />
        <RouterProvider router={router} />
      </SessionProvider>
    </MantineProvider>
  );
}
