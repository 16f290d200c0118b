import { describe, expect, it } from 'vitest';
import { DEFAULT_ROLE_PERMISSIONS, ROLE } from './permissions';
import { landingPathFor } from './public-screens';
import { SCREENS, canOpen, menuFor } from './screens';

const screen = (path: string) => {
  const found = SCREENS.find((s) => s.path === path);
  if (!found) throw new Error(`no screen ${path}`);
  return found;
};
const labels = (role: string, permissions: string[]) => menuFor(role, permissions).map((m) => m.label);

describe('the screen table', () => {
  it('registers each path once', () => {
    const paths = SCREENS.map((s) => s.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it.each([
    '/',
    '/login',
    '/register',
    '/forgot-password',
    '/reset-password',
    '/email/verify/:id/:token',
    '/logout',
    '/short-course-book/:id',
    '/dashboard',
    '/profile',
    '/user-profile',
    '/trainer/update/:id',
    '/users',
    '/users/update/:id',
    '/users/update-trainer/:id',
    '/new-user',
    '/user-password-change/:id',
    '/users/change-password/:id',
    '/courses',
    '/course/new',
    '/course/update/:id',
    '/courses/categories',
    '/courses/locations',
    '/short-courses',
    '/short-courses/:id/books',
    '/short-courses-order',
    '/short-courses-order/:id',
    '/short-courses-pdf/:id',
    '/short-courses-orders/prospect',
    '/short-courses-orders/completed',
    '/applied-short-courses',
    '/applied-short-courses/pay',
    '/applied-short-courses/:shortCourseId/document/:userId',
    '/roles',
    '/roles/edit/:id',
    '/permission-settings',
    '/tickets',
    '/short-courses',
    '/short-courses-order',
    '/short-courses-orders/progressing',
    '/short-course-book/:id',
    '/applied-short-courses',
    '/tickets/:id',
    '/tickets/new',
    '/ticket-categories',
    '/tickets/categories',
    '/chat',
    '/chat/chatbox',
    '/chat/guest',
    '/application',
    '/application/:id',
    '/application/new',
    '/application/:id/edit',
    '/application/:id/pdf',
    '/v5/enrollment/:id/edit',
    '/v5/enrollment-form',
    '/dsrc-enrolment',
    '/overseas-travel/new',
    '/complaints-appeals',
    '/transfer',
    '/overseas',
  ])('has a screen for the spec §2 path %s', (path) => {
    expect(() => screen(path)).not.toThrow();
  });
});

describe('canOpen', () => {
  it.each([ROLE.superadmin, ROLE.admin, ROLE.agent, ROLE.student])('opens the dashboard for %s by role', (role) => {
    expect(canOpen(screen('/dashboard'), role, [])).toBe(true);
  });

  it('opens the dashboard for another role only with view-dashboard', () => {
    expect(canOpen(screen('/dashboard'), ROLE.trainer, [])).toBe(false);
    expect(canOpen(screen('/dashboard'), ROLE.trainer, ['view-dashboard'])).toBe(true);
  });

  it('opens the profile for any role and for no anonymous visitor', () => {
    expect(canOpen(screen('/profile'), 'Any new role', [])).toBe(true);
    expect(canOpen(screen('/profile'), undefined, [])).toBe(false);
  });

  it('keeps roles and permission settings to Superadmin whatever the permissions', () => {
    const everything = DEFAULT_ROLE_PERMISSIONS[ROLE.superadmin]!;
    expect(canOpen(screen('/roles'), ROLE.admin, everything)).toBe(false);
    expect(canOpen(screen('/permission-settings'), ROLE.admin, everything)).toBe(false);
    expect(canOpen(screen('/roles/edit/:id'), ROLE.superadmin, [])).toBe(true);
  });

  it('admits Admin to create overseas-travel forms without the form permission, and to nothing else of the family', () => {
    expect(canOpen(screen('/overseas-travel/new'), ROLE.admin, [])).toBe(true);
    expect(canOpen(screen('/overseas-travel/:id/edit'), ROLE.admin, [])).toBe(false);
  });

  it('gates the internal transfer list by list-transfer-form', () => {
    expect(canOpen(screen('/internal-transfer'), ROLE.student, ['list-transfer-form'])).toBe(true);
    expect(canOpen(screen('/internal-transfer'), ROLE.student, ['internal-transfer-form'])).toBe(false);
    expect(canOpen(screen('/internal-transfer/new'), ROLE.student, ['internal-transfer-form'])).toBe(true);
  });

  it('lets a trainer update a trainer profile with update-trainer-profile', () => {
    expect(canOpen(screen('/trainer/update/:id'), ROLE.trainer, ['update-trainer-profile'])).toBe(true);
    expect(canOpen(screen('/users/update-trainer/:id'), ROLE.trainer, ['update-trainer-profile'])).toBe(false);
  });

  it('opens the course categories and locations screens to holders of their list, create or update permission', () => {
    expect(canOpen(screen('/courses/categories'), 'Registrar', ['list-category'])).toBe(true);
    expect(canOpen(screen('/courses/categories'), 'Registrar', ['update-category'])).toBe(true);
    expect(canOpen(screen('/courses/categories'), 'Registrar', ['list-course', 'list-location'])).toBe(false);
    expect(canOpen(screen('/courses/locations'), 'Registrar', ['create-location'])).toBe(true);
    expect(canOpen(screen('/courses/locations'), 'Registrar', ['list-category'])).toBe(false);
  });

  it('has the six course screens', () => {
    const courseScreens = SCREENS.filter((s) => s.path.startsWith('/course'));
    expect(courseScreens).toHaveLength(6);
  });

  it("opens a course's page to whoever may browse, list or show courses, a Student with menu-course included", () => {
    expect(canOpen(screen('/courses/:id'), ROLE.student, ['menu-course'])).toBe(true);
    expect(canOpen(screen('/courses/:id'), ROLE.agent, ['show-course'])).toBe(true);
    expect(canOpen(screen('/courses/:id'), ROLE.student, ['list-application-form'])).toBe(false);
  });

  it('needs create-user for /new-user even with the other user permissions', () => {
    expect(canOpen(screen('/new-user'), 'Registrar', ['menu-user', 'list-user', 'update-user'])).toBe(false);
    expect(canOpen(screen('/new-user'), 'Registrar', ['create-user'])).toBe(true);
  });
});

describe('menuFor', () => {
  it('gives Superadmin every entry, Roles and Permission settings included', () => {
    const menu = labels(ROLE.superadmin, []);
    expect(menu).toEqual(
      expect.arrayContaining(['Dashboard', 'My profile', 'Users', 'Roles', 'Permission settings', 'Courses', 'Live chat', 'Application']),
    );
    expect(menu).toHaveLength(SCREENS.filter((s) => s.menu).length);
  });

  it('builds the other entries from menu-* permissions, not from list permissions', () => {
    expect(labels('Registrar', ['list-user'])).toEqual(['My profile']);
    expect(labels('Registrar', ['menu-user', 'menu-ticket'])).toEqual(['My profile', 'Users', 'Support tickets']);
  });

  it('shows a form family to holders of its list permission', () => {
    // list-transfer-form gates both transfers: within the college and to another provider.
    expect(labels(ROLE.student, ['list-application-form', 'list-transfer-form'])).toEqual([
      'Dashboard',
      'My profile',
      'Application',
      'Internal transfer',
      'Transfer to another provider',
    ]);
  });

  it('gives Admin with the default permissions no Roles or Permission settings', () => {
    const menu = labels(ROLE.admin, DEFAULT_ROLE_PERMISSIONS[ROLE.admin]!);
    expect(menu).toContain('Users');
    expect(menu).not.toContain('Roles');
    expect(menu).not.toContain('Permission settings');
  });

  it('is empty for an anonymous visitor', () => {
    expect(menuFor(undefined, [])).toEqual([]);
  });
});

describe("a Student's default menu", () => {
  it('leads to live chat, tickets, their forms, their profile and the courses', () => {
    const menu = labels(ROLE.student, DEFAULT_ROLE_PERMISSIONS[ROLE.student]!);
    expect(menu).toEqual(expect.arrayContaining(['Live chat', 'Support tickets', 'Application', 'My profile', 'Courses']));
  });
});

describe('landingPathFor', () => {
  it('sends users who may open the dashboard there, anyone else to their profile', () => {
    expect(landingPathFor(ROLE.student, [])).toBe('/dashboard');
    expect(landingPathFor('Casual', [])).toBe('/profile');
  });
});

describe('the Student forms group of the menu', () => {
  it('offers every family of spec §2 to whoever may list it, those once found only by their address included', () => {
    const forms = menuFor(ROLE.superadmin, DEFAULT_ROLE_PERMISSIONS[ROLE.superadmin]!)
      .filter((entry) => entry.group === 'Student forms')
      .map((entry) => entry.label);
    expect(forms).toHaveLength(17);
    expect(forms).toEqual(expect.arrayContaining(['DSRC enrolment', 'Variation of course', 'Transfer to another provider', 'Overseas and transfer']));
  });
});

describe('booking a short course while signed in', () => {
  it('opens the booking page inside the portal for a student', () => {
    expect(canOpen(screen('/short-courses/:id/book'), ROLE.student, DEFAULT_ROLE_PERMISSIONS[ROLE.student]!)).toBe(true);
    expect(canOpen(screen('/short-courses/:id/book'), undefined, [])).toBe(false);
  });
});
