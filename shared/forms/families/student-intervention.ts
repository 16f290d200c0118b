// TODO(issue 8): the student-intervention family's own steps (../shared/FORMS.md).
import { declarationStep, PRIVACY_STATEMENT, studentStep } from '../common';
import type { FormDefinition } from '../definition';

export const studentInterventionForm: FormDefinition = {
  purpose: 'student-intervention',
  steps: [studentStep(), declarationStep(PRIVACY_STATEMENT)],
};
