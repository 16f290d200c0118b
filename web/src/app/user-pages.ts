// The lazy page module of each signed-in page key: every page is its own chunk (spec §2: pages load lazily).
// The router reaches this table with the app shell (signed-in-routes.tsx), never on a public page's first load.
import type { UserPageKey } from '@shared/screens';
import type { LazyPage } from './screen-route';

export const USER_PAGES: Record<UserPageKey, LazyPage> = {
  dashboard: async () => ({ Component: (await import('@web/features/dashboard/pages/dashboard-page')).DashboardPage }),
  profile: async () => ({ Component: (await import('@web/features/profile/pages/profile-page')).ProfilePage }),
  users: async () => ({ Component: (await import('@web/features/users/pages/users-page')).UsersPage }),
  'new-user': async () => ({ Component: (await import('@web/features/users/pages/new-user-page')).NewUserPage }),
  'edit-user': async () => ({ Component: (await import('@web/features/users/pages/edit-user-page')).EditUserPage }),
  'user-password': async () => ({
    Component: (await import('@web/features/users/pages/user-password-page')).UserPasswordPage,
  }),
  'trainer-update': async () => ({
    Component: (await import('@web/features/users/pages/trainer-update-page')).TrainerUpdatePage,
  }),
  roles: async () => ({ Component: (await import('@web/features/roles/pages/roles-page')).RolesPage }),
  'role-edit': async () => ({ Component: (await import('@web/features/roles/pages/role-edit-page')).RoleEditPage }),
  'permission-settings': async () => ({
    Component: (await import('@web/features/roles/pages/permission-settings-page')).PermissionSettingsPage,
  }),
  courses: async () => ({ Component: (await import('@web/features/courses/pages/courses-page')).CoursesPage }),
  'new-course': async () => ({ Component: (await import('@web/features/courses/pages/new-course-page')).NewCoursePage }),
  'edit-course': async () => ({ Component: (await import('@web/features/courses/pages/edit-course-page')).EditCoursePage }),
  'course-detail': async () => ({ Component: (await import('@web/features/courses/pages/course-detail-page')).CourseDetailPage }),
  'course-categories': async () => ({
    Component: (await import('@web/features/courses/pages/course-categories-page')).CourseCategoriesPage,
  }),
  'course-locations': async () => ({
    Component: (await import('@web/features/courses/pages/course-locations-page')).CourseLocationsPage,
  }),
  'ticket-categories': async () => ({
    Component: (await import('@web/features/tickets/pages/ticket-categories-page')).TicketCategoriesPage,
  }),
  tickets: async () => ({ Component: (await import('@web/features/tickets/pages/tickets-page')).TicketsPage }),
  'new-ticket': async () => ({ Component: (await import('@web/features/tickets/pages/new-ticket-page')).NewTicketPage }),
  ticket: async () => ({ Component: (await import('@web/features/tickets/pages/ticket-page')).TicketPage }),
  'short-courses': async () => ({ Component: (await import('@web/features/short-courses/pages/short-courses-page')).ShortCoursesPage }),
  'applied-short-courses': async () => ({
    Component: (await import('@web/features/short-courses/pages/applied-short-courses-page')).AppliedShortCoursesPage,
  }),
  'short-course-booking': async () => ({
    Component: (await import('@web/features/short-courses/pages/book-short-course-page')).BookShortCoursePage,
  }),
  'short-course-sessions': async () => ({ Component: (await import('@web/features/short-courses/pages/sessions-page')).SessionsPage }),
  'short-course-orders': async () => ({ Component: (await import('@web/features/short-courses/pages/orders-page')).OrdersPage }),
  'short-course-order': async () => ({ Component: (await import('@web/features/short-courses/pages/order-page')).OrderPage }),
  'short-course-board': async () => ({ Component: (await import('@web/features/short-courses/pages/orders-board-page')).OrdersBoardPage }),
  'short-course-documents': async () => ({ Component: (await import('@web/features/short-courses/pages/documents-page')).DocumentsPage }),
  'short-course-invoice': async () => ({ Component: (await import('@web/features/short-courses/pages/invoice-page')).InvoicePage }),
  'form-list': async () => ({ Component: (await import('@web/features/forms/pages/form-list-page')).FormListPage }),
  'form-wizard': async () => ({ Component: (await import('@web/features/forms/pages/form-wizard-page')).FormWizardPage }),
  'form-detail': async () => ({ Component: (await import('@web/features/forms/pages/form-detail-page')).FormDetailPage }),
  chat: async () => ({ Component: (await import('@web/features/chat/pages/chat-page')).ChatPage }),
  notifications: async () => ({ Component: (await import('@web/features/notifications/pages/notifications-page')).NotificationsPage }),
  timeline: async () => ({ Component: (await import('@web/features/dashboard/pages/timeline-page')).TimelinePage }),
  'agent-students': async () => ({ Component: (await import('@web/features/dashboard/pages/agent-students-page')).AgentStudentsPage }),
  'trend-entries': async () => ({ Component: (await import('@web/features/dashboard/pages/trend-entries-page')).TrendEntriesPage }),
  'student-record': async () => ({ Component: (await import('@web/features/student-record/pages/student-record-page')).StudentRecordPage }),
};
