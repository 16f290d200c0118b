// TODO(issue 8): the defer family's own steps (../shared/FORMS.md).
import { declarationStep, PRIVACY_STATEMENT, studentStep } from '../common';
import type { FormDefinition } from '../definition';

export const deferForm: FormDefinition = {
  purpose: 'defer',
  steps: [studentStep(), declarationStep(PRIVACY_STATEMENT)],
};
