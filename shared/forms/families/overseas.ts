// TODO(issue 8): the overseas family's own steps (../shared/FORMS.md).
import { declarationStep, PRIVACY_STATEMENT, studentStep } from '../common';
import type { FormDefinition } from '../definition';

export const overseasForm: FormDefinition = {
  purpose: 'overseas',
  steps: [studentStep(), declarationStep(PRIVACY_STATEMENT)],
};
