// The permission catalogue and what each shipped role holds, shared by the SPA and the functions. The roles and the
// spec §6 access rules are access-rules.ts's (a public page reads them without this catalogue); they are named here
// too, for the many modules that read both.
import { ROLE } from './access-rules';

export { ROLE, STAFF_ROLES, hasPermission, isAdminRole, isAllowed, primaryRole, type AccessRule, type RoleName } from './access-rules';

/** The form families of spec §6 and the permission each is gated by. */
export const FORM_PERMISSIONS = [
  { family: 'application', label: 'Application', permission: 'application-form', list: 'list-application-form' },
  { family: 'enrolment', label: 'Enrolment', permission: 'enrolment-form', list: 'list-enrolment-form' },
  { family: 'reenrolment', label: 'Re-enrolment', permission: 'reenrolment-form', list: 'list-reenrolment-form' },
  { family: 'variation', label: 'Variation', permission: 'variation-form', list: 'list-variation-form' },
  { family: 'change-of-address', label: 'Change of address', permission: 'change-of-address-form', list: 'list-change-of-address-form' },
  { family: 'defer', label: 'Deferral', permission: 'defer-form', list: 'list-defer-form' },
  { family: 'overseas', label: 'Overseas travel', permission: 'overseas-form', list: 'list-overseas-form' },
  // The spec names this one's list permission list-transfer-form, not list-internal-transfer-form.
  { family: 'internal-transfer', label: 'Internal transfer', permission: 'internal-transfer-form', list: 'list-transfer-form' },
  { family: 'credit-transfer', label: 'Credit transfer', permission: 'credit-transfer-form', list: 'list-credit-transfer-form' },
  {
    family: 'request-of-information',
    label: 'Request of information',
    permission: 'request-of-information-form',
    list: 'list-request-of-information-form',
  },
  { family: 'student-intervention', label: 'Student intervention', permission: 'student-intervention-form', list: 'list-student-intervention-form' },
  {
    family: 'certificate-application',
    label: 'Certificate application',
    permission: 'certificate-application-form',
    list: 'list-certificate-application-form',
  },
  { family: 'complaints-appeals', label: 'Complaints and appeals', permission: 'complaints-appeals-form', list: 'list-complaints-appeals-form' },
] as const;

/** An area of the catalogue as screens show it (the API sends the same shape). */
export interface PermissionGroup {
  area: string;
  permissions: readonly { name: string; description: string }[];
}

type Verb = keyof typeof verbDescription;

/** `crud('user', 'users', ['list', 'create'])` → list-user and create-user, typed as those literals. */
const crud = <const X extends string, const V extends Verb>(x: X, label: string, verbs: readonly V[]) =>
  verbs.map((verb) => ({ name: `${verb}-${x}` as `${V}-${X}`, description: `${verbDescription[verb]} ${label}` }));

const permission = <const N extends string>(name: N, description: string) => ({ name, description });

const verbDescription = {
  menu: 'See in the menu:',
  list: 'List',
  create: 'Create',
  show: 'View',
  update: 'Update',
  delete: 'Delete',
} as const;

// Built with literal types first, so the Permission union below comes from the catalogue itself.
const CATALOGUE = [
  { area: 'Dashboard', permissions: [permission('view-dashboard', 'Open the dashboard')] },
  {
    area: 'Users',
    permissions: [
      ...crud('user', 'users', ['menu', 'list', 'create', 'show', 'update', 'delete']),
      permission('update-trainer-profile', 'Update their own trainer profile'),
    ],
  },
  { area: 'Courses', permissions: crud('course', 'courses', ['menu', 'list', 'create', 'show', 'update', 'delete']) },
  { area: 'Course categories', permissions: crud('category', 'course categories', ['list', 'create', 'update', 'delete']) },
  { area: 'Course locations', permissions: crud('location', 'course locations', ['list', 'create', 'update', 'delete']) },
  {
    area: 'Short courses',
    permissions: [
      ...crud('short-course', 'short courses', ['menu', 'list', 'create', 'update', 'delete']),
      ...crud('short-course-book', 'short-course bookings', ['list']),
      ...crud('short-course-order', 'short-course orders', ['menu', 'list', 'show', 'update']),
      permission('download-short-course-order-pdf', 'Download short-course order PDFs'),
    ],
  },
  {
    area: 'Student forms',
    permissions: [
      ...FORM_PERMISSIONS.flatMap((f) => [
        permission(f.permission, `Fill in and open ${f.label.toLowerCase()} forms`),
        permission(f.list, `List ${f.label.toLowerCase()} forms`),
      ]),
      permission('verify-form', 'Verify and unverify submitted forms'),
    ],
  },
  {
    area: 'Support tickets',
    permissions: [
      ...crud('ticket', 'tickets', ['menu', 'list', 'create', 'show', 'update', 'delete']),
      ...crud('ticket-category', 'ticket categories', ['list', 'create', 'update', 'delete']),
    ],
  },
  {
    area: 'Live chat',
    permissions: [
      permission('menu-chat', 'See in the menu: live chat'),
      // Spec §6 names no permission for answering chats ("staff roles can take chats"): this one says which do.
      permission('take-chat', 'Take live chats: accept, answer, transfer and end them'),
    ],
  },
] as const;

/** A permission of the catalogue: a misspelt name in a route, screen or default grant fails the compile. */
export type Permission = (typeof CATALOGUE)[number]['permissions'][number]['name'];

/** Every permission a role can hold, grouped by area for the permission settings matrix. */
export const PERMISSION_CATALOGUE: readonly PermissionGroup[] = CATALOGUE;

export const ALL_PERMISSIONS: Permission[] = CATALOGUE.flatMap((g) => g.permissions.map((p): Permission => p.name));

const KNOWN_PERMISSIONS = new Set<string>(ALL_PERMISSIONS);

/** True when the name is in the catalogue. */
export const isKnownPermission = (name: string): name is Permission => KNOWN_PERMISSIONS.has(name);

const formGrants = (which: readonly string[], withList: boolean) =>
  FORM_PERMISSIONS.filter((f) => which.includes(f.family)).flatMap((f) => (withList ? [f.permission, f.list] : [f.permission]));

const ALL_FAMILIES = FORM_PERMISSIONS.map((f) => f.family);

/** What each shipped role holds on a fresh install; a Superadmin changes it in permission settings. */
export const DEFAULT_ROLE_PERMISSIONS: Record<string, Permission[]> = {
  [ROLE.superadmin]: [...ALL_PERMISSIONS],
  [ROLE.admin]: ALL_PERMISSIONS.filter((p) => p !== 'update-trainer-profile'),
  [ROLE.agent]: [
    'menu-course',
    'list-course',
    'show-course',
    ...formGrants(['application', 'enrolment'], true),
    'menu-ticket',
    'list-ticket',
    'create-ticket',
    'show-ticket',
    'menu-chat',
  ],
  [ROLE.student]: [
    // Students browse the active courses (the catalogue entries every signed-in user may read), not the full list.
    'menu-course',
    ...formGrants(
      ALL_FAMILIES.filter((f) => f !== 'student-intervention'),
      true,
    ),
    'menu-short-course',
    'list-short-course',
    'menu-ticket',
    'list-ticket',
    'create-ticket',
    'show-ticket',
    'menu-chat',
  ],
  [ROLE.trainer]: [
    'view-dashboard',
    'update-trainer-profile',
    'menu-course',
    'list-course',
    'show-course',
    ...formGrants(['student-intervention'], true),
  ],
  [ROLE.studentSupport]: [
    'view-dashboard',
    'menu-user',
    'list-user',
    'show-user',
    'menu-ticket',
    'list-ticket',
    'create-ticket',
    'show-ticket',
    'update-ticket',
    'list-ticket-category',
    'menu-chat',
    'take-chat',
    ...formGrants(['complaints-appeals', 'student-intervention', 'request-of-information'], true),
  ],
  [ROLE.admissions]: [
    'view-dashboard',
    'menu-user',
    'list-user',
    'show-user',
    'menu-course',
    'list-course',
    'show-course',
    ...formGrants(['application', 'enrolment', 'credit-transfer', 'internal-transfer'], true),
    'verify-form',
    // Admissions is a department that answers tickets (enrolment questions).
    'menu-ticket',
    'list-ticket',
    'show-ticket',
    'update-ticket',
    'list-ticket-category',
    'menu-chat',
    'take-chat',
  ],
};
