// TODO(issue 8): the reenrolment family's own steps (../shared/FORMS.md).
import { declarationStep, PRIVACY_STATEMENT, studentStep } from '../common';
import type { FormDefinition } from '../definition';

export const reenrolmentForm: FormDefinition = {
  purpose: 'reenrolment',
  steps: [studentStep(), declarationStep(PRIVACY_STATEMENT)],
};
