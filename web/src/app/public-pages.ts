// The lazy page module of each public page key: every page is its own chunk (spec §2: pages load lazily). The pages
// whose forms save through TanStack Query (use-server-form.ts) bring its provider with them (query-provider.tsx); the
// others read and write through public-fetch.ts.
import type { ComponentType } from 'react';
import type { PublicPageKey } from '@shared/public-screens';
import type { LazyPage } from './screen-route';

const withQueries = async (page: Promise<ComponentType>) => {
  const [Page, { inQueryProvider }] = await Promise.all([page, import('@web/lib/query-provider')]);
  return { Component: inQueryProvider(Page) };
};

export const PUBLIC_PAGES: Record<PublicPageKey, LazyPage> = {
  home: async () => ({ Component: (await import('@web/features/auth/pages/home-page')).HomePage }),
  login: async () => ({ Component: (await import('@web/features/auth/pages/login-page')).LoginPage }),
  register: () => withQueries(import('@web/features/auth/pages/register-page').then((m) => m.RegisterPage)),
  'forgot-password': () => withQueries(import('@web/features/auth/pages/forgot-password-page').then((m) => m.ForgotPasswordPage)),
  'reset-password': () => withQueries(import('@web/features/auth/pages/reset-password-page').then((m) => m.ResetPasswordPage)),
  'verify-email': async () => ({ Component: (await import('@web/features/auth/pages/verify-email-page')).VerifyEmailPage }),
  logout: async () => ({ Component: (await import('@web/features/auth/pages/logout-page')).LogoutPage }),
  'guest-new-ticket': () => withQueries(import('@web/features/tickets/pages/guest-new-ticket-page').then((m) => m.GuestNewTicketPage)),
  'short-course-book': async () => ({ Component: (await import('@web/features/short-courses/pages/book-short-course-page')).BookShortCoursePage }),
  'booking-confirm': async () => ({
    Component: (await import('@web/features/short-courses/pages/confirm-booking-page')).ConfirmBookingPage,
  }),
  'guest-ticket': async () => ({ Component: (await import('@web/features/tickets/pages/guest-ticket-page')).GuestTicketPage }),
  'guest-chat': async () => ({ Component: (await import('@web/features/chat/pages/guest-chat-page')).GuestChatPage }),
};
