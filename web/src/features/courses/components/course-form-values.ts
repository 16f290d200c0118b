// The course form's values are CourseUpdateBody's (CourseBody and the revision an edit was made from), as its inputs
// hold them (web/src/lib/form-values.ts): an emptied number box and an unchosen select hold ''; the resolver turns
// them into the payload.
import { CourseUpdateBody, type CourseView } from '@shared/schemas/courses';
import { bodyFrom, formValues, type FormValues } from '@web/lib/form-values';

// The update's body: an edit carries the revision it was made from (shared/schemas/revisions.ts); a new course none.
export type CourseFormValues = FormValues<typeof CourseUpdateBody>;

export const EMPTY_COURSE: CourseFormValues = formValues(CourseUpdateBody, undefined);

/** A course's campuses as the form lists them: intakes in date order, without the names the view adds. */
const locationsOf = (course: CourseView) => course.locations.map((l) => ({ location_id: l.location_id, intakes: [...l.intakes].sort() }));

export const formValuesOf = (course: CourseView): CourseFormValues => formValues(CourseUpdateBody, course, { locations: locationsOf(course) });

/** The payload that saves a course as it is but with another status (the list's Deactivate and Activate). */
export const withStatus = (course: CourseView, status: CourseView['status']): CourseUpdateBody =>
  bodyFrom(CourseUpdateBody, course, { locations: locationsOf(course), status });
