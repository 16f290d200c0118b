// The form types of spec §2: each family's id (what `form[form_type_id]` takes), slug, name, base path,
// the permission family of spec §6 that gates it, and its definition. `GET /api/form-types` answers the
// first four; the SPA's screens, the side menu and the server's checks read the rest.
import { FORM_PERMISSIONS, ROLE } from '../permissions';
import type { FormDefinition } from './definition';
import { applicationForm } from './families/application';
import { certificateApplicationForm } from './families/certificate-application';
import { changeOfAddressForm } from './families/change-of-address';
import { complaintsAppealsForm } from './families/complaints-appeals';
import { creditTransferForm } from './families/credit-transfer';
import { deferForm } from './families/defer';
import { dsrcEnrolmentForm } from './families/dsrc-enrolment';
import { enrolmentForm } from './families/enrolment';
import { internalTransferForm } from './families/internal-transfer';
import { overseasForm } from './families/overseas';
import { overseasTravelForm } from './families/overseas-travel';
import { reenrolmentForm } from './families/reenrolment';
import { requestOfInformationForm } from './families/request-of-information';
import { studentInterventionForm } from './families/student-intervention';
import { transferForm } from './families/transfer';
import { variationForm } from './families/variation';
import { variationOfCourseForm } from './families/variation-of-course';

export type PermissionFamily = (typeof FORM_PERMISSIONS)[number]['family'];

export interface FormType {
  /** Stable: stored on every form and sent as `form[form_type_id]`. Never reused. */
  id: number;
  slug: string;
  /** What people call it: headings, menu, mail. */
  name: string;
  /** The base path of spec §2 (list; `/new`, `/{id}`, `/{id}/edit`, `/{id}/pdf` below it). */
  path: string;
  /** Further base paths of spec §2 that open the same family (the V5 enrolment's), with what their pages are called. */
  aliases?: readonly { path: string; name: string }[];
  /** The permissions of spec §6 that gate it (`<family>-form`, and its list permission). */
  permissionFamily: PermissionFamily;
  /** Roles that may create it without the permission (spec §6: Admin may create overseas-travel forms). */
  createRoles?: readonly string[];
  /** Filled in by staff about a student (a trainer's intervention): whoever fills it in is not the person it is about. */
  aboutAnother?: true;
  definition: FormDefinition;
}

export const FORM_TYPES: readonly FormType[] = [
  {
    id: 1,
    slug: 'application',
    name: 'Application',
    path: '/application',
    permissionFamily: 'application',
    definition: applicationForm,
  },
  {
    id: 2,
    slug: 'enrolment',
    name: 'Enrolment',
    path: '/enrollment',
    aliases: [
      { path: '/v5/enrollment', name: 'Enrolment (V5)' },
      { path: '/v5/enrollment-form', name: 'Enrolment form (V5)' },
    ],
    permissionFamily: 'enrolment',
    definition: enrolmentForm,
  },
  {
    id: 3,
    slug: 'dsrc-enrolment',
    name: 'DSRC enrolment',
    path: '/dsrc-enrolment',
    permissionFamily: 'enrolment',
    definition: dsrcEnrolmentForm,
  },
  {
    id: 4,
    slug: 'reenrolment',
    name: 'Re-enrolment',
    path: '/reenrollment',
    permissionFamily: 'reenrolment',
    definition: reenrolmentForm,
  },
  {
    id: 5,
    slug: 'variation',
    name: 'Variation of enrolment',
    path: '/variation',
    permissionFamily: 'variation',
    definition: variationForm,
  },
  {
    id: 6,
    slug: 'variation-of-course',
    name: 'Variation of course',
    path: '/variation-of-course',
    permissionFamily: 'variation',
    definition: variationOfCourseForm,
  },
  {
    id: 7,
    slug: 'internal-transfer',
    name: 'Internal transfer',
    path: '/internal-transfer',
    permissionFamily: 'internal-transfer',
    definition: internalTransferForm,
  },
  // Release to another provider: gated like internal transfers, whose list permission the spec names list-transfer-form.
  {
    id: 8,
    slug: 'transfer',
    name: 'Transfer to another provider',
    path: '/transfer',
    permissionFamily: 'internal-transfer',
    definition: transferForm,
  },
  {
    id: 9,
    slug: 'overseas',
    name: 'Overseas and transfer',
    path: '/overseas',
    permissionFamily: 'overseas',
    definition: overseasForm,
  },
  {
    id: 10,
    slug: 'change-of-address',
    name: 'Change of address',
    path: '/change-of-address',
    permissionFamily: 'change-of-address',
    definition: changeOfAddressForm,
  },
  { id: 11, slug: 'defer', name: 'Deferral', path: '/defer', permissionFamily: 'defer', definition: deferForm },
  {
    id: 12,
    slug: 'overseas-travel',
    name: 'Overseas travel',
    path: '/overseas-travel',
    permissionFamily: 'overseas',
    createRoles: [ROLE.admin],
    definition: overseasTravelForm,
  },
  {
    id: 13,
    slug: 'credit-transfer',
    name: 'Credit transfer',
    path: '/credit-transfer',
    permissionFamily: 'credit-transfer',
    definition: creditTransferForm,
  },
  {
    id: 14,
    slug: 'request-of-information',
    name: 'Request of information',
    path: '/request-of-information',
    permissionFamily: 'request-of-information',
    definition: requestOfInformationForm,
  },
  {
    id: 15,
    slug: 'student-intervention',
    name: 'Student intervention',
    path: '/student-intervention',
    permissionFamily: 'student-intervention',
    aboutAnother: true,
    definition: studentInterventionForm,
  },
  {
    id: 16,
    slug: 'certificate-application',
    name: 'Certificate application',
    path: '/certificate-application',
    permissionFamily: 'certificate-application',
    definition: certificateApplicationForm,
  },
  {
    id: 17,
    slug: 'complaints-appeals',
    name: 'Complaints and appeals',
    path: '/complaints-appeals',
    permissionFamily: 'complaints-appeals',
    definition: complaintsAppealsForm,
  },
];

const BY_ID = new Map(FORM_TYPES.map((t) => [t.id, t]));
const BY_SLUG = new Map(FORM_TYPES.map((t) => [t.slug, t]));

export const formTypeById = (id: number): FormType | undefined => BY_ID.get(id);
export const formTypeBySlug = (slug: string): FormType | undefined => BY_SLUG.get(slug);

/** The permissions of spec §6 for a form type: fill in and open, and list. */
export const permissionsOf = (type: FormType) => FORM_PERMISSIONS.find((f) => f.family === type.permissionFamily)!;
