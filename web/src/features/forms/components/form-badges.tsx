import { Badge, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import type { FormListItem } from '@shared/schemas/forms';
import { formatDate, formatDateTime } from './format';

type FormState = Pick<FormListItem, 'status' | 'submitted_at' | 'verified' | 'verified_by' | 'verified_at'>;

// Dark shades: Mantine's default badge colours fall short of WCAG AA contrast at badge size.

/** A badge keeps its whole word: a table column would otherwise squeeze it into "VERI…". */
export const NO_SQUEEZE = { minWidth: 'max-content' } as const;

/**
 * "3 Feb 2026" (or "Submitted 3 Feb 2026" out of a column), a "Draft" badge (still being filled in) or a "Sent back"
 * one (returned to its applicant to change).
 */
export const SubmittedCell = ({ form, inWords = false }: { form: FormState; inWords?: boolean }) =>
  form.status === 'submitted' ? (
    <Text size="sm">
      {inWords ? 'Submitted ' : ''}
      {formatDate(form.submitted_at)}
    </Text>
  ) : form.status === 'returned' ? (
    <Badge color="orange.9" variant="filled" style={NO_SQUEEZE}>
      Sent back
    </Badge>
  ) : (
    <Badge color="gray.7" variant="outline" style={NO_SQUEEZE}>
      Draft
    </Badge>
  );

/** Who verified it and when, in words: "Verified by Morgan Admissions on 3 Feb 2026 at 9:15 am". */
export const verifiedWords = (form: FormState): string =>
  form.verified
    ? `Verified by ${form.verified_by?.name ?? 'a former user'}${form.verified_at ? ` on ${formatDateTime(form.verified_at)}` : ''}`
    : 'Not verified yet';

/** "Verified", saying by whom on hover (and to screen readers); nothing to say for a draft. */
export const FormVerifiedBadge = ({ form }: { form: FormState }) => {
  if (form.verified) {
    return (
      <Tooltip label={verifiedWords(form)} withArrow>
        <Badge color="teal.9" variant="filled" style={NO_SQUEEZE}>
          Verified
          <VisuallyHidden> by {form.verified_by?.name ?? 'a former user'}</VisuallyHidden>
        </Badge>
      </Tooltip>
    );
  }
  if (form.status !== 'submitted') return null;
  return (
    <Badge color="gray.7" variant="outline" style={NO_SQUEEZE}>
      Not verified
    </Badge>
  );
};
