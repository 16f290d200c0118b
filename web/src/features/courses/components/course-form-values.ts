// The course form's values are CourseBody's, as its inputs hold them (web/src/lib/form-values.ts): an emptied
// number box and an unchosen select hold ''; the CourseBody resolver turns them into the payload.
import { CourseBody, type CourseView } from '@shared/schemas/courses';
import { bodyFrom, formValues, type FormValues } from '@web/lib/form-values';

export type CourseFormValues = FormValues<typeof CourseBody>;

export const EMPTY_COURSE: CourseFormValues = formValues(CourseBody, undefined);

/** A course's campuses as the form lists them: intakes in date order, without the names the view adds. */
const locationsOf = (course: CourseView) => course.locations.map((l) => ({ location_id: l.location_id, intakes: [...l.intakes].sort() }));

export const formValuesOf = (course: CourseView): CourseFormValues => formValues(CourseBody, course, { locations: locationsOf(course) });

/** The payload that saves a course as it is but with another status (the list's Deactivate and Activate). */
export const withStatus = (course: CourseView, status: CourseView['status']): CourseBody =>
  bodyFrom(CourseBody, course, { locations: locationsOf(course), status });
