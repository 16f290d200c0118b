// TODO(issue 8): the internal-transfer family's own steps (../shared/FORMS.md).
import { declarationStep, PRIVACY_STATEMENT, studentStep } from '../common';
import type { FormDefinition } from '../definition';

export const internalTransferForm: FormDefinition = {
  purpose: 'internal-transfer',
  steps: [studentStep(), declarationStep(PRIVACY_STATEMENT)],
};
