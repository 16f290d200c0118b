// Where a form is on its way, as the dashboards count it: being filled in, waiting for staff, or checked.
export const FORM_STAGES = ['draft', 'submitted', 'verified'] as const;
export type FormStage = (typeof FORM_STAGES)[number];

/** A returned form is being filled in again: with its applicant, as a draft is (its own status says why). */
export const formStage = (form: { status: 'draft' | 'submitted' | 'returned'; verified: boolean }): FormStage =>
  form.status !== 'submitted' ? 'draft' : form.verified ? 'verified' : 'submitted';
