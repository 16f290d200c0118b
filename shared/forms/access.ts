// Who fills forms in and who decides on them, as both the functions (functions/forms/access.ts) and the
// wizard read it: students and agents fill forms in for themselves or their students; a family's staff (its
// permission, in any other role) change any form of the family and record the college's decisions on it.
import { hasPermission, ROLE } from '../permissions';
import { permissionsOf, type FormType } from './catalogue';

/** The roles whose people fill forms in for themselves (students) or for their own students (agents). */
const APPLICANT_ROLES: readonly string[] = [ROLE.student, ROLE.agent];

export interface FormPerson {
  role: string | undefined;
  permissions: readonly string[];
}

export const isApplicant = ({ role }: FormPerson): boolean => APPLICANT_ROLES.includes(role ?? '');

/** Changes any form of the family, a submitted one too, and fills in its staff-only steps. */
export const editsFamily = (person: FormPerson, type: FormType): boolean =>
  !isApplicant(person) && hasPermission(person.role, person.permissions, permissionsOf(type).permission);
