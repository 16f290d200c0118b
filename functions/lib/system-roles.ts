// The ids of the shipped roles: stable slugs, so code and seed data can name them.
import { ROLE } from '@shared/permissions';

/** `Student Support` → `student-support`. */
export const roleSlug = (name: string): string =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export const SUPERADMIN_ROLE_ID = roleSlug(ROLE.superadmin);
export const STUDENT_ROLE_ID = roleSlug(ROLE.student);
