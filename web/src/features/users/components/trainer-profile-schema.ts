import { z } from 'zod';
import { TrainerProfileBody } from '@shared/schemas/users';

/**
 * National course codes (training.gov.au), e.g. BSB50120. The course catalogue arrives with a later issue;
 * until then trainers type codes freely and the form only checks their shape.
 */
export const COURSE_CODE = /^[A-Z0-9]{3,12}$/;

/** The server's trainer profile schema, with the stricter course-code rule the form applies while typing. */
export const TrainerProfileForm = TrainerProfileBody.extend({
  courses: z
    .array(z.string().regex(COURSE_CODE, 'Course codes are 3 to 12 capital letters or digits, like BSB50120'))
    .max(100, 'At most 100 courses'),
});
export type TrainerProfileFormInput = z.input<typeof TrainerProfileForm>;
export type TrainerProfileFormOutput = z.output<typeof TrainerProfileForm>;
