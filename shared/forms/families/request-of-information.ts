// TODO(issue 8): the request-of-information family's own steps (../shared/FORMS.md).
import { declarationStep, PRIVACY_STATEMENT, studentStep } from '../common';
import type { FormDefinition } from '../definition';

export const requestOfInformationForm: FormDefinition = {
  purpose: 'request-of-information',
  steps: [studentStep(), declarationStep(PRIVACY_STATEMENT)],
};
