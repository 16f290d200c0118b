// The screens anyone may open (spec §2) and where a signed-in user lands: all a public page needs of the screen
// table (shared/screens.ts). Kept apart from it, so a public page's first load carries neither the signed-in
// screens nor the form catalogue and schemas they read.
import { ROLE, isAllowed, type AccessRule } from './access-rules';

/** The page module a public screen renders. */
export type PublicPageKey =
  | 'home'
  | 'login'
  | 'register'
  | 'forgot-password'
  | 'reset-password'
  | 'verify-email'
  | 'logout'
  | 'short-course-book'
  | 'booking-confirm'
  | 'guest-new-ticket'
  | 'guest-ticket'
  | 'guest-chat';

export interface PublicScreen {
  /** react-router path pattern, e.g. `/short-course-book/:id`. */
  path: string;
  page: PublicPageKey;
  /** What a person calls this screen: page headings use it. */
  title: string;
  auth: 'public';
}

const publicScreen = (path: string, page: PublicPageKey, title: string): PublicScreen => ({ path, page, title, auth: 'public' });

/** Spec §2's public screens, in the table's order. */
export const PUBLIC_SCREENS: PublicScreen[] = [
  publicScreen('/', 'home', 'Welcome'),
  publicScreen('/login', 'login', 'Sign in'),
  publicScreen('/register', 'register', 'Create an account'),
  publicScreen('/forgot-password', 'forgot-password', 'Forgot password'),
  publicScreen('/reset-password', 'reset-password', 'Choose a new password'),
  publicScreen('/email/verify/:id/:token', 'verify-email', 'Verify your e-mail'),
  publicScreen('/logout', 'logout', 'Signing out'),
  publicScreen('/short-course-book/:id', 'short-course-book', 'Book a short course'),
  // A public booking's customer confirms it from the mailed link (docs/decisions.md, "Short courses and payments").
  publicScreen('/short-course-bookings/:id/confirm', 'booking-confirm', 'Confirm your booking'),
  // Support without an account (docs/decisions.md, "Guests"): a guest raises a ticket, then follows it through the mailed link.
  publicScreen('/tickets/guest', 'guest-new-ticket', 'Contact support'),
  publicScreen('/tickets/guest/:id', 'guest-ticket', 'Your ticket'),
  // Spec §2's chat guest screen: a visitor chats with an e-mail address (docs/decisions.md, "Live chat").
  publicScreen('/chat/guest', 'guest-chat', 'Chat with us'),
];

export const DASHBOARD_PATH = '/dashboard';
export const PROFILE_PATH = '/profile';

/**
 * Who opens the dashboard. Every signed-in user lands somewhere (spec §6; view-dashboard for the other roles:
 * docs/decisions.md, "Permission catalogue and shipped roles").
 */
export const DASHBOARD_RULE: AccessRule = { roles: [ROLE.superadmin, ROLE.agent, ROLE.student, ROLE.admin], permissions: ['view-dashboard'] };

/** Where a user goes after signing in when they came from nowhere in particular: the dashboard, else their profile. */
export const landingPathFor = (role: string | undefined, permissions: readonly string[]): string =>
  isAllowed(DASHBOARD_RULE, role, permissions) ? DASHBOARD_PATH : PROFILE_PATH;
