// TODO(issue 8): the certificate-application family's own steps (../shared/FORMS.md).
import { declarationStep, PRIVACY_STATEMENT, studentStep } from '../common';
import type { FormDefinition } from '../definition';

export const certificateApplicationForm: FormDefinition = {
  purpose: 'certificate-application',
  steps: [studentStep(), declarationStep(PRIVACY_STATEMENT)],
};
