// TODO(issue 8): the variation family's own steps (../shared/FORMS.md).
import { declarationStep, PRIVACY_STATEMENT, studentStep } from '../common';
import type { FormDefinition } from '../definition';

export const variationForm: FormDefinition = {
  purpose: 'variation',
  steps: [studentStep(), declarationStep(PRIVACY_STATEMENT)],
};
