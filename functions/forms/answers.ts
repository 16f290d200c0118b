// A stored form read back as the definition reads answers: header fields and answers in one map.
import type { Answers } from '@shared/forms/conditions';
import type { Form } from '@functions/lib/form-db';

/** The header fields and answers in one map, as the definition's conditions read them. */
export const answersOf = (form: Form): Answers => ({
  ...(form.answer as Record<string, unknown>),
  firstname: form.firstname,
  middlename: form.middlename,
  lastname: form.lastname,
  email: form.email,
  phone: form.phone,
  student_id: form.studentId,
  course_id: form.courseId,
  course_location_id: form.courseLocationId,
  applied_date: form.appliedDate,
});
