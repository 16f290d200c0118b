// The legal deadlines a form carries (issue 8 compliance clocks), from its family's definition: counted
// in the working days of its campus's state, the college's duty done when staff verify the form.
import type { FormType } from '@shared/forms/catalogue';
import { clocksOf } from '@shared/forms/clocks';
import type { AustralianState } from '@shared/schemas/courses';
import type { ClockView } from '@shared/schemas/forms';
import { answersOf, type Form } from '@functions/platform/form-db';

export const clocksFor = (form: Form, type: FormType, today = new Date()): ClockView[] =>
  clocksOf(
    type.definition,
    { answers: answersOf(form), submittedAt: form.submittedAt, stoppedAt: form.verifiedAt, state: form.campusState as AustralianState | undefined },
    today,
  );
