// The signed-in screens of the screen table (shared/screens.ts), behind the session and access gates inside the
// app shell. The router adds them the first time a path is no public screen's (router.tsx), so a public page's
// first load carries neither the shell, the table nor what they import.
import type { RouteObject } from 'react-router-dom';
import { USER_SCREENS } from '@shared/screens';
import { ProtectedLayout } from './protected-layout';
import { RouteErrorPage } from './route-error-page';
import { screenRoute } from './screen-route';
import { USER_PAGES } from './user-pages';

export const signedInRoutes: RouteObject[] = [
  {
    id: 'signed-in', // added again by a later navigation, the same id changes nothing
    Component: ProtectedLayout,
    // A page that fails to load keeps the shell and its menu around the error.
    children: [{ errorElement: <RouteErrorPage />, children: USER_SCREENS.map((screen) => screenRoute(screen, USER_PAGES[screen.page])) }],
  },
];
