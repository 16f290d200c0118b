// TODO(issue 8): the transfer family's own steps (../shared/FORMS.md).
import { declarationStep, PRIVACY_STATEMENT, studentStep } from '../common';
import type { FormDefinition } from '../definition';

export const transferForm: FormDefinition = {
  purpose: 'transfer',
  steps: [studentStep(), declarationStep(PRIVACY_STATEMENT)],
};
