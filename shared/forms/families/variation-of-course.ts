// TODO(issue 8): the variation-of-course family's own steps (../shared/FORMS.md).
import { declarationStep, PRIVACY_STATEMENT, studentStep } from '../common';
import type { FormDefinition } from '../definition';

export const variationOfCourseForm: FormDefinition = {
  purpose: 'variation-of-course',
  steps: [studentStep(), declarationStep(PRIVACY_STATEMENT)],
};
