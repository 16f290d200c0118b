// TODO(issue 8): the overseas-travel family's own steps (../shared/FORMS.md).
import { declarationStep, PRIVACY_STATEMENT, studentStep } from '../common';
import type { FormDefinition } from '../definition';

export const overseasTravelForm: FormDefinition = {
  purpose: 'overseas-travel',
  steps: [studentStep(), declarationStep(PRIVACY_STATEMENT)],
};
