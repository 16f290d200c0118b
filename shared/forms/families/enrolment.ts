// TODO(issue 8): the enrolment family's own steps (../shared/FORMS.md).
import { declarationStep, PRIVACY_STATEMENT, studentStep } from '../common';
import type { FormDefinition } from '../definition';

export const enrolmentForm: FormDefinition = {
  purpose: 'enrolment',
  steps: [studentStep(), declarationStep(PRIVACY_STATEMENT)],
};
