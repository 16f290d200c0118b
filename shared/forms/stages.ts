// Where a form is on its way, as the dashboards count it: being filled in, waiting for staff, or checked.
export const FORM_STAGES = ['draft', 'submitted', 'verified'] as const;
export type FormStage = (typeof FORM_STAGES)[number];

export const formStage = (form: { status: 'draft' | 'submitted'; verified: boolean }): FormStage =>
  form.status === 'draft' ? 'draft' : form.verified ? 'verified' : 'submitted';
