// The lazy page module of each public page key: every page is its own chunk (spec §2: pages load lazily).
import type { PublicPageKey } from '@shared/public-screens';
import type { LazyPage } from './screen-route';

export const PUBLIC_PAGES: Record<PublicPageKey, LazyPage> = {
  home: async () => ({ Component: (await import('@web/features/auth/pages/home-page')).HomePage }),
  login: async () => ({ Component: (await import('@web/features/auth/pages/login-page')).LoginPage }),
  register: async () => ({ Component: (await import('@web/features/auth/pages/register-page')).RegisterPage }),
  'forgot-password': async () => ({
    Component: (await import('@web/features/auth/pages/forgot-password-page')).ForgotPasswordPage,
  }),
  'reset-password': async () => ({
    Component: (await import('@web/features/auth/pages/reset-password-page')).ResetPasswordPage,
  }),
  'verify-email': async () => ({ Component: (await import('@web/features/auth/pages/verify-email-page')).VerifyEmailPage }),
  logout: async () => ({ Component: (await import('@web/features/auth/pages/logout-page')).LogoutPage }),
  'guest-new-ticket': async () => ({ Component: (await import('@web/features/tickets/pages/guest-new-ticket-page')).GuestNewTicketPage }),
  'short-course-book': async () => ({ Component: (await import('@web/features/short-courses/pages/book-short-course-page')).BookShortCoursePage }),
  'guest-ticket': async () => ({ Component: (await import('@web/features/tickets/pages/guest-ticket-page')).GuestTicketPage }),
  'guest-chat': async () => ({ Component: (await import('@web/features/chat/pages/guest-chat-page')).GuestChatPage }),
};
