// Routes generated from the screen table (shared/screens.ts): public screens in the public layout,
// signed-in screens behind the session and access gates inside the app shell.
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { SCREENS, type Screen } from '@shared/screens';
// Static: the error page shows it too, so it is in the main chunk anyway.
import { NotFoundPage } from '@web/features/misc/pages/not-found-page';
import { FullPageLoader } from '@web/components/full-page-loader';
import { PAGES } from './pages';
import { ProtectedLayout } from './protected-layout';
import { PublicLayout } from './public-layout';
import { RouteErrorPage } from './route-error-page';
import type { ScreenHandle } from '@web/lib/current-screen';

const toRoute = (screen: Screen): RouteObject => ({
  path: screen.path,
  handle: { screen } satisfies ScreenHandle,
  lazy: PAGES[screen.page],
});

export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorPage />,
    HydrateFallback: FullPageLoader,
    children: [
      {
        Component: PublicLayout,
        children: [...SCREENS.filter((s) => s.auth === 'public').map(toRoute), { path: '*', Component: NotFoundPage }],
      },
      {
        Component: ProtectedLayout,
        // A page that fails to load keeps the shell and its menu around the error.
        children: [{ errorElement: <RouteErrorPage />, children: SCREENS.filter((s) => s.auth === 'user').map(toRoute) }],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
