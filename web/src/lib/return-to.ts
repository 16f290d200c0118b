// The location a visitor wanted before being sent to sign in (spec §2), kept in router location state.
import { landingPathFor } from '@shared/public-screens';
import { useSession } from './session';

export interface ReturnState {
  from?: { pathname: string; search: string; hash: string };
  /** The server ended the session there: the sign-in page says so. */
  sessionEnded?: boolean;
}

/** True when the sign-in page was reached because the session ended. */
export const sessionEndedIn = (state: unknown): boolean => (state as ReturnState | null)?.sessionEnded === true;

/** Back where they came from, else their landing screen. */
export function returnPathOf(state: unknown, role: string | undefined, permissions: readonly string[]): string {
  const from = (state as ReturnState | null)?.from;
  if (from && from.pathname !== '/' && from.pathname !== '/logout') return `${from.pathname}${from.search}${from.hash}`;
  return landingPathFor(role, permissions);
}

/** The signed-in user's landing screen: where "back to the start" links go. */
export function useLandingPath(): string {
  const { role, permissions } = useSession();
  return landingPathFor(role, permissions);
}
