// Who may do what with the forms of a family (spec §6; docs/decisions.md, "Who sees what"). Students and agents fill forms in for
// themselves or their students: whatever permissions their role holds, they see only the forms they
// filled in. Every other role sees a family's forms when it holds that family's permission or its list
// permission, and changes them (a submitted one included) with the family's permission.
import { editsFamily, isApplicant } from '@shared/forms/access';
import { formTypeById, permissionsOf, type FormType } from '@shared/forms/catalogue';
import { hasPermission } from '@shared/permissions';
import { ForbiddenError, NotFoundError } from '@functions/platform/errors';
import type { Form } from './form-db';
import type { Caller } from '@functions/platform/session';

export { editsFamily, isApplicant };

/** May fill in a new form of this type (spec §6, and its extra create roles: Admin for overseas travel). */
export const mayCreate = (caller: Caller, type: FormType): boolean =>
  hasPermission(caller.role, caller.permissions, permissionsOf(type).permission) || (type.createRoles ?? []).includes(caller.role ?? '');

/** Sees every form of the family (staff); applicants never do. */
export const seesFamily = (caller: Caller, type: FormType): boolean => {
  if (isApplicant(caller)) return false;
  const { permission, list } = permissionsOf(type);
  return hasPermission(caller.role, caller.permissions, permission) || hasPermission(caller.role, caller.permissions, list);
};

/** Lists the family (spec §6: its list permission): its staff the whole family, its applicants their own forms. */
export const mayList = (caller: Caller, type: FormType): boolean => hasPermission(caller.role, caller.permissions, permissionsOf(type).list);

export const mayVerify = (caller: Caller, type: FormType): boolean =>
  seesFamily(caller, type) && hasPermission(caller.role, caller.permissions, 'verify-form');

export const noSuchForm = () => new NotFoundError('form.not_found', 'This form does not exist.');

/** The form's type; a form of a type no longer in the catalogue names no form anyone may open. */
export const typeOf = (form: Form): FormType => {
  const type = formTypeById(form.formTypeId);
  if (!type) throw noSuchForm();
  return type;
};

/** The form when the caller may read it: its owner, or the family's staff. Anyone else learns nothing (404). */
export const assertReadable = (caller: Caller, form: Form | undefined): Form & { type: FormType } => {
  if (!form) throw noSuchForm();
  const type = typeOf(form);
  if (form.ownerId !== caller.userId && !seesFamily(caller, type)) throw noSuchForm();
  return { ...form, type };
};

export const forbiddenToCreate = (type: FormType) => new ForbiddenError('form.forbidden', `You may not fill in ${type.name.toLowerCase()} forms.`);
