// Routes generated from the screen table: public screens (shared/public-screens.ts) in the public layout from the
// start; signed-in screens (shared/screens.ts), behind the session and access gates inside the app shell, added
// the first time a path is no public screen's, so that public pages load none of them.
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import { PUBLIC_SCREENS } from '@shared/public-screens';
import { FullPageLoader } from '@web/components/full-page-loader';
import { PUBLIC_PAGES } from './public-pages';
import { PublicLayout } from './public-layout';
import { RouteErrorPage } from './route-error-page';
import { screenRoute } from './screen-route';

const ROOT_ROUTE_ID = 'root';

const publicRoutes = PUBLIC_SCREENS.map((screen) => screenRoute(screen, PUBLIC_PAGES[screen.page]));

export const routes: RouteObject[] = [
  {
    id: ROOT_ROUTE_ID,
    errorElement: <RouteErrorPage />,
    HydrateFallback: FullPageLoader,
    // An unknown path shows "not found" once the signed-in screens are known too: they rank above this catch-all.
    // Its own chunk: few visits need it, and the first visit of a public page pays for what it loads.
    children: [
      {
        Component: PublicLayout,
        children: [
          ...publicRoutes,
          { path: '*', lazy: async () => ({ Component: (await import('@web/features/misc/pages/not-found-page')).NotFoundPage }) },
        ],
      },
    ],
  },
];

const isPublicPath = (path: string): boolean => matchRoutes(publicRoutes, path) !== null;

/**
 * React Router asks before it settles on no route, on the catch-all, or on a route with parameters. A public
 * screen's path needs nothing more; any other loads the signed-in routes (their module is fetched once and they
 * are added once: patching again with the same route id changes nothing).
 */
const addSignedInRoutes = async ({ path, patch }: { path: string; patch: (routeId: string, children: RouteObject[]) => void }) => {
  if (isPublicPath(path)) return;
  const { signedInRoutes } = await import('./signed-in-routes');
  patch(ROOT_ROUTE_ID, signedInRoutes);
};

export const router = createBrowserRouter(routes, { patchRoutesOnNavigation: addSignedInRoutes });
