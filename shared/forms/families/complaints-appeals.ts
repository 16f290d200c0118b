// TODO(issue 8): the complaints-appeals family's own steps (../shared/FORMS.md).
import { declarationStep, PRIVACY_STATEMENT, studentStep } from '../common';
import type { FormDefinition } from '../definition';

export const complaintsAppealsForm: FormDefinition = {
  purpose: 'complaints-appeals',
  steps: [studentStep(), declarationStep(PRIVACY_STATEMENT)],
};
