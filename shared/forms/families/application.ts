// TODO(issue 8): the application family's own steps (../shared/FORMS.md).
import { declarationStep, PRIVACY_STATEMENT, studentStep } from '../common';
import type { FormDefinition } from '../definition';

export const applicationForm: FormDefinition = {
  purpose: 'application',
  steps: [studentStep(), declarationStep(PRIVACY_STATEMENT)],
};
