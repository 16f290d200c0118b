// TODO(issue 8): the dsrc-enrolment family's own steps (../shared/FORMS.md).
import { declarationStep, PRIVACY_STATEMENT, studentStep } from '../common';
import type { FormDefinition } from '../definition';

export const dsrcEnrolmentForm: FormDefinition = {
  purpose: 'dsrc-enrolment',
  steps: [studentStep(), declarationStep(PRIVACY_STATEMENT)],
};
