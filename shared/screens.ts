// The SPA's screens (spec §2) with who may open them (spec §6) and their side-menu entries. The router
// registers a route per entry and the menu, the dashboard shortcuts and the e2e tests read the same table.
// The public screens are declared apart (shared/public-screens.ts): a public page's first load carries this
// table, with the form catalogue and the schemas it reads, only once a signed-in screen is opened.
import { BOOKING_STAGE_WORDS } from './booking-words';
import { FORM_TYPES, permissionsOf, type FormType } from './forms/catalogue';
import { ORDER_STAGES } from './schemas/short-courses';
import { ROLE, hasPermission, isAllowed, type AccessRule, type Permission } from './permissions';
import { DASHBOARD_PATH, DASHBOARD_RULE, PROFILE_PATH, PUBLIC_SCREENS, type PublicPageKey } from './public-screens';

/** The page module a signed-in screen renders. */
export type UserPageKey =
  | 'dashboard'
  | 'profile'
  | 'users'
  | 'new-user'
  | 'edit-user'
  | 'user-password'
  | 'trainer-update'
  | 'roles'
  | 'role-edit'
  | 'permission-settings'
  | 'courses'
  | 'new-course'
  | 'edit-course'
  | 'course-detail'
  | 'course-categories'
  | 'course-locations'
  | 'ticket-categories'
  | 'tickets'
  | 'new-ticket'
  | 'ticket'
  | 'short-courses'
  | 'applied-short-courses'
  | 'short-course-sessions'
  | 'short-course-booking'
  | 'short-course-orders'
  | 'short-course-order'
  | 'short-course-board'
  | 'short-course-invoice'
  | 'short-course-documents'
  | 'chat'
  | 'form-list'
  | 'form-wizard'
  | 'form-detail'
  | 'notifications'
  | 'timeline'
  | 'agent-students'
  | 'student-record'
  | 'trend-entries';

/** The page module a screen renders. */
export type PageKey = PublicPageKey | UserPageKey;

export type MenuIcon =
  'dashboard' | 'profile' | 'users' | 'courses' | 'short-courses' | 'orders' | 'tickets' | 'chat' | 'forms' | 'roles' | 'permissions';

export type MenuGroup = 'Main' | 'Administration' | 'Student forms';

export interface MenuEntry {
  label: string;
  group: MenuGroup;
  icon?: MenuIcon;
  /** A `menu-*` permission that alone decides whether the entry shows (spec §6); else the screen's rule does. */
  permission?: Permission;
}

export interface Screen extends AccessRule {
  /** react-router path pattern, e.g. `/users/update/:id`. */
  path: string;
  page: PageKey;
  /** What a person calls this screen: page headings use it. */
  title: string;
  auth: 'public' | 'user';
  menu?: MenuEntry;
  /** The form type (its slug, shared/forms/catalogue.ts) whose screens these are. */
  formType?: string;
}

/** A screen behind sign-in: the router loads these with the app shell. */
export interface UserScreen extends Screen {
  page: UserPageKey;
  auth: 'user';
}

const superadmin = [ROLE.superadmin];

const userScreen = (path: string, page: UserPageKey, title: string, rule: AccessRule = {}, menu?: MenuEntry): UserScreen => ({
  path,
  page,
  title,
  auth: 'user',
  ...rule,
  ...(menu ? { menu } : {}),
});

/** Spec §6: everything not named otherwise is Superadmin's, plus whoever holds one of the permissions. */
const gated = (path: string, page: UserPageKey, title: string, permissions: Permission[], menu?: MenuEntry): UserScreen =>
  userScreen(path, page, title, { roles: superadmin, permissions }, menu);

/**
 * The screens of one form type (spec §2) at one of its base paths: the list, a new form (and the nested
 * new-form path), a form, its edit page and its PDF page, gated by the family's permissions (spec §6).
 */
function formScreens(type: FormType, base: string, name: string, inMenu: boolean): UserScreen[] {
  const { permission, list } = permissionsOf(type);
  const formRule: AccessRule = { roles: superadmin, permissions: [permission, list] };
  const createRule: AccessRule = { roles: [...superadmin, ...(type.createRoles ?? [])], permissions: [permission] };
  // "Change of address" reads "change of address" mid-sentence; acronyms such as "DSRC" keep their case.
  const inSentence = /^[A-Z][a-z]/.test(name) ? name[0]!.toLowerCase() + name.slice(1) : name;
  const form = (suffix: string, page: UserPageKey, screenTitle: string, rule: AccessRule) => ({
    ...userScreen(`${base}${suffix}`, page, screenTitle, rule),
    formType: type.slug,
  });
  return [
    {
      ...userScreen(
        base,
        'form-list',
        `${name} forms`,
        { roles: superadmin, permissions: [list] },
        inMenu ? { label: name, group: 'Student forms', icon: 'forms' } : undefined,
      ),
      formType: type.slug,
    },
    form('/new', 'form-wizard', `New ${inSentence} form`, createRule),
    form('/new/form', 'form-wizard', `New ${inSentence} form`, createRule),
    form('/:id', 'form-detail', `${name} form`, formRule),
    form('/:id/edit', 'form-wizard', `Edit ${inSentence} form`, formRule),
    form('/:id/pdf', 'form-detail', `${name} form (PDF)`, formRule),
  ];
}

/**
 * Every base path of every form type. Every family has its entry in the menu (and so a shortcut on the dashboard):
 * a family found only by its address is one nobody finds. Only a type's own path carries it; a second address (the
 * V5 enrolment's) opens the same forms and says so on its list.
 */
const FORM_SCREENS: UserScreen[] = FORM_TYPES.flatMap((type) => [
  ...formScreens(type, type.path, type.name, true),
  ...(type.aliases ?? []).flatMap((alias) => formScreens(type, alias.path, alias.name, false)),
]);

/** The signed-in screens, in menu order. */
export const USER_SCREENS: UserScreen[] = [
  // Every signed-in user lands somewhere: the dashboard, else their profile (shared/public-screens.ts).
  userScreen(DASHBOARD_PATH, 'dashboard', 'Dashboard', DASHBOARD_RULE, { label: 'Dashboard', group: 'Main', icon: 'dashboard' }),
  userScreen(PROFILE_PATH, 'profile', 'My profile', {}, { label: 'My profile', group: 'Main', icon: 'profile' }),
  userScreen('/user-profile', 'profile', 'My profile'),
  gated('/trainer/update/:id', 'trainer-update', 'Trainer profile', ['update-trainer-profile', 'update-user']),
  userScreen('/notifications', 'notifications', 'Notifications'),
  // A person's evidence timeline (docs/decisions.md, "Dashboards and the evidence timeline"): one's own from the
  // dashboard, anyone's from the users list.
  userScreen('/timeline', 'timeline', 'My timeline'),
  // The records one point of a dashboard's trend counts (docs/decisions.md, "Trends"): whose chart it is, the API decides.
  userScreen('/trends/:series/:period', 'trend-entries', 'Trend', DASHBOARD_RULE),
  // An agent's students (docs/decisions.md, "Dashboards and the evidence timeline"), from their dashboard.
  userScreen('/agent-students', 'agent-students', 'Your students', { roles: [ROLE.agent] }),

  // Users
  gated('/users', 'users', 'Users', ['menu-user', 'list-user'], {
    label: 'Users',
    group: 'Administration',
    icon: 'users',
    permission: 'menu-user',
  }),
  gated('/new-user', 'new-user', 'New user', ['create-user']),
  gated('/users/update/:id', 'edit-user', 'Edit user', ['update-user', 'show-user']),
  gated('/users/:id/timeline', 'timeline', 'Evidence timeline', ['show-user']),
  // One person's record for the staff who may open accounts: who they are, everything they raised or booked, and the
  // office's notes (docs/decisions.md, "The student record"). Their name links here wherever staff read it.
  gated('/users/:id/record', 'student-record', 'Student record', ['show-user']),
  gated('/users/update-trainer/:id', 'trainer-update', 'Trainer profile', ['update-user']),
  gated('/user-password-change/:id', 'user-password', 'Change password', ['update-user']),
  gated('/users/change-password/:id', 'user-password', 'Change password', ['update-user']),

  // Roles and permission settings: Superadmin only (spec §6)
  userScreen('/roles', 'roles', 'Roles', { roles: superadmin }, { label: 'Roles', group: 'Administration', icon: 'roles' }),
  userScreen('/roles/new', 'role-edit', 'New role', { roles: superadmin }),
  userScreen('/roles/edit/:id', 'role-edit', 'Edit role', { roles: superadmin }),
  userScreen(
    '/permission-settings',
    'permission-settings',
    'Permission settings',
    { roles: superadmin },
    { label: 'Permission settings', group: 'Administration', icon: 'permissions' },
  ),

  // Courses
  gated('/courses', 'courses', 'Courses', ['menu-course', 'list-course'], {
    label: 'Courses',
    group: 'Main',
    icon: 'courses',
    permission: 'menu-course',
  }),
  gated('/course/new', 'new-course', 'New course', ['create-course']),
  gated('/course/update/:id', 'edit-course', 'Edit course', ['update-course']),
  // A course's page (docs/decisions.md, "Course page and browsing"): the catalogue entry for menu-course holders (a
  // Student), the full record with fees for list-/show-course holders. Static paths (/courses/categories) win over this one in the router.
  gated('/courses/:id', 'course-detail', 'Course', ['menu-course', 'list-course', 'show-course']),
  // Reached from the course list; the actions on them are gated by create-/update-/delete- permissions.
  gated('/courses/categories', 'course-categories', 'Course categories', ['list-category', 'create-category', 'update-category']),
  gated('/courses/locations', 'course-locations', 'Course locations', ['list-location', 'create-location', 'update-location']),

  // Short courses, bookings and orders
  gated('/short-courses', 'short-courses', 'Short courses', ['menu-short-course', 'list-short-course'], {
    label: 'Short courses',
    group: 'Main',
    icon: 'short-courses',
    permission: 'menu-short-course',
  }),
  gated('/short-courses/:id/books', 'short-course-sessions', 'Short-course sessions', ['list-short-course-book']),
  // The public booking page (/short-course-book/:id) inside the signed-in frame, for whoever reaches the short courses
  // from the menu: a student books without leaving the portal.
  gated('/short-courses/:id/book', 'short-course-booking', 'Book a short course', ['menu-short-course', 'list-short-course']),
  gated('/short-courses-order', 'short-course-orders', 'Short-course bookings', ['menu-short-course-order', 'list-short-course-order'], {
    label: 'Short-course bookings',
    group: 'Main',
    icon: 'orders',
    permission: 'menu-short-course-order',
  }),
  gated('/short-courses-order/:id', 'short-course-order', 'Short-course booking', ['show-short-course-order']),
  gated('/short-courses-pdf/:id', 'short-course-invoice', 'Tax invoice', ['download-short-course-order-pdf']),
  gated('/short-courses-orders', 'short-course-board', 'Short-course bookings by stage', ['list-short-course-order']),
  ...ORDER_STAGES.map((stage) =>
    gated(`/short-courses-orders/${stage}`, 'short-course-board', `Short-course bookings: ${BOOKING_STAGE_WORDS[stage].toLowerCase()}`, [
      'list-short-course-order',
    ]),
  ),
  gated('/applied-short-courses', 'applied-short-courses', 'My short courses', ['list-short-course']),
  gated('/applied-short-courses/pay', 'applied-short-courses', 'Pay for short courses', ['list-short-course']),
  // The participant's own (list-short-course), and the booking office's for anyone who booked (list-short-course-order).
  gated('/applied-short-courses/:shortCourseId/document/:userId', 'short-course-documents', 'Short-course documents', [
    'list-short-course',
    'list-short-course-order',
  ]),

  // Support tickets
  gated('/tickets', 'tickets', 'Support tickets', ['menu-ticket', 'list-ticket'], {
    label: 'Support tickets',
    group: 'Main',
    icon: 'tickets',
    permission: 'menu-ticket',
  }),
  gated('/tickets/new', 'new-ticket', 'New ticket', ['create-ticket']),
  gated('/tickets/categories', 'ticket-categories', 'Ticket categories', [
    'list-ticket-category',
    'create-ticket-category',
    'update-ticket-category',
  ]),
  gated('/tickets/:id', 'ticket', 'Ticket', ['show-ticket']),
  // In the menu for who sets categories up; the tickets list links to it too.
  gated(
    '/ticket-categories',
    'ticket-categories',
    'Ticket categories',
    ['list-ticket-category', 'create-ticket-category', 'update-ticket-category'],
    {
      label: 'Ticket categories',
      group: 'Administration',
      icon: 'tickets',
    },
  ),

  // Live chat
  gated('/chat', 'chat', 'Live chat', ['menu-chat'], { label: 'Live chat', group: 'Main', icon: 'chat', permission: 'menu-chat' }),
  gated('/chat/chatbox', 'chat', 'Chat box', ['menu-chat']),

  // Student forms (spec §2, §6)
  ...FORM_SCREENS,
];

export const SCREENS: Screen[] = [...PUBLIC_SCREENS, ...USER_SCREENS];

/** The screens a signed-in user may open: the role is in the screen's roles or one of its permissions is held. */
export const canOpen = (screen: Screen, role: string | undefined, permissions: readonly string[]): boolean =>
  screen.auth === 'public' || isAllowed(screen, role, permissions);

export interface MenuItem extends MenuEntry {
  path: string;
}

const showsInMenu = (screen: Screen, role: string | undefined, permissions: readonly string[]): boolean => {
  if (!screen.menu || !role) return false;
  return screen.menu.permission ? hasPermission(role, permissions, screen.menu.permission) : canOpen(screen, role, permissions);
};

/** The side menu of a user, in table order: `menu-*` permissions plus the entries their role admits by rule. */
export const menuFor = (role: string | undefined, permissions: readonly string[]): MenuItem[] =>
  SCREENS.filter((s) => showsInMenu(s, role, permissions)).map((s) => ({ ...s.menu!, path: s.path }));
