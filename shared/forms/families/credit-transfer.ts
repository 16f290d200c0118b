// TODO(issue 8): the credit-transfer family's own steps (../shared/FORMS.md).
import { declarationStep, PRIVACY_STATEMENT, studentStep } from '../common';
import type { FormDefinition } from '../definition';

export const creditTransferForm: FormDefinition = {
  purpose: 'credit-transfer',
  steps: [studentStep(), declarationStep(PRIVACY_STATEMENT)],
};
