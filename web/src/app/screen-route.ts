// A route of the screen table: the screen's path, its entry as the route's handle (useCurrentScreen) and its lazy page.
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { Screen } from '@shared/screens';
import type { ScreenHandle } from '@web/lib/current-screen';

/** A page's module, loaded when its route is first matched. */
export type LazyPage = () => Promise<{ Component: ComponentType }>;

export const screenRoute = (screen: Screen, page: LazyPage): RouteObject => ({
  path: screen.path,
  handle: { screen } satisfies ScreenHandle,
  lazy: page,
});
