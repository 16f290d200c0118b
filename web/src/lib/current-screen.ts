// Routes carry their screen-table entry as `handle`, so layouts and generic pages know which screen they show.
import { useMatches } from 'react-router-dom';
import type { Screen } from '@shared/screens';

export interface ScreenHandle {
  screen: Screen;
}

const isScreenHandle = (handle: unknown): handle is ScreenHandle => typeof handle === 'object' && handle !== null && 'screen' in handle;

/** The screen of the deepest matched route, if it came from the screen table. */
export function useCurrentScreen(): Screen | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle;
    if (isScreenHandle(handle)) return handle.screen;
  }
  return undefined;
}
