// What a form's write brings to the dashboards' trends (functions/platform/trends.ts): each arrival at the college
// (a first submission, or a returned form submitted again) and its first verification, counted in its family and in
// the college's. A verification taken back and given again is not a new one: the first is when the applicant was told.
import { formTypeById } from '@shared/forms/catalogue';
import type { TrendEvent } from '@functions/platform/trends';
import { studentNameOf } from './agent-students-db';
import type { Form } from './form-db';

type Tracked = Pick<
  Form,
  'id' | 'formTypeId' | 'firstname' | 'lastname' | 'ownerName' | 'submittedAt' | 'verified' | 'verifiedAt' | 'verifiedAnnouncedAt'
>;

/** Where a family's events are counted: its own scope and the college's. */
export const familyTrendScope = (formTypeId: number) => `type:${formTypeId}`;

/** The events of one write of a form: from `before` (none for a new form) to `after`. */
export const formTrendEvents = (before: Tracked | undefined, after: Tracked): TrendEvent[] => {
  const type = formTypeById(after.formTypeId);
  if (!type) return [];
  const about = studentNameOf(after) || after.ownerName;
  const event = (series: TrendEvent['series'], at: string): TrendEvent => ({
    series,
    scopes: [familyTrendScope(type.id), 'all'],
    at,
    recordId: after.id,
    title: `${type.name} form${about ? ` of ${about}` : ''}`,
    detail: type.name,
    link: `${type.path}/${after.id}`,
  });
  const submitted = after.submittedAt && after.submittedAt !== before?.submittedAt ? [event('forms-submitted', after.submittedAt)] : [];
  const firstVerified = after.verified && after.verifiedAt && !before?.verified && !before?.verifiedAnnouncedAt;
  return [...submitted, ...(firstVerified ? [event('forms-verified', after.verifiedAt!)] : [])];
};
