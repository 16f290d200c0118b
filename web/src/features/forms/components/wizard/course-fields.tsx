// A form's course (one of the active courses every signed-in user may read) and its campus (where the
// chosen course runs, from the course's own page of the catalogue). A course no longer offered stays
// chosen on a form that had it, named as such.
import { NativeSelect } from '@mantine/core';
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Field } from '@shared/forms/definition';
import { useActiveCourses } from '@web/lib/queries/get-active-courses';
import { catalogueCourseQueryOptions } from '@web/lib/queries/get-catalogue-course';
import type { FieldInputProps } from './simple-field';

/** The chosen course with its campuses; nothing is asked until a course is chosen. */
export const useCourseCampuses = (courseId: string) =>
  // A course withdrawn since it was chosen answers 404: no point asking three more times.
  useQuery({ ...catalogueCourseQueryOptions(courseId), enabled: Boolean(courseId), retry: false });

export function CourseField({ field, id, value, error, required, onChange }: FieldInputProps<Extract<Field, { kind: 'course' }>>) {
  const courses = useActiveCourses();
  const chosen = typeof value === 'string' ? value : '';
  const options = (courses.data ?? []).map((c) => ({ value: c.id, label: `${c.national_code} ${c.name}` }));
  if (chosen && courses.data && !options.some((o) => o.value === chosen))
    options.unshift({ value: chosen, label: 'The course chosen before (no longer offered)' });
  return (
    <NativeSelect
      id={id}
      label={field.label}
      description={field.help ?? (courses.isLoading ? 'Loading the courses…' : undefined)}
      error={error ?? (courses.isError ? 'The courses could not be loaded. Reload the page to try again.' : undefined)}
      required={required}
      value={chosen}
      data={[{ value: '', label: courses.isLoading ? 'Loading…' : 'Choose a course…' }, ...options]}
      onChange={(e) => onChange(e.currentTarget.value || undefined)}
    />
  );
}

export function LocationField({
  field,
  id,
  value,
  error,
  required,
  onChange,
  courseId,
}: FieldInputProps<Extract<Field, { kind: 'location' }>> & { courseId: string }) {
  const course = useCourseCampuses(courseId);
  const chosen = typeof value === 'string' ? value : '';
  const options = (course.data?.locations ?? []).map((l) => ({ value: l.location_id, label: l.location_name }));
  if (chosen && course.data && !options.some((o) => o.value === chosen)) options.unshift({ value: chosen, label: 'The campus chosen before' });
  // A course taught at one campus only: that campus, without asking.
  const only = course.data?.locations.length === 1 ? course.data.locations[0]!.location_id : undefined;
  useEffect(() => {
    if (only && !chosen) onChange(only);
  }, [only, chosen, onChange]);
  const hint = !courseId ? 'Choose the course first: its campuses are listed here.' : course.isLoading ? 'Loading the campuses…' : undefined;
  return (
    <NativeSelect
      id={id}
      label={field.label}
      description={field.help ?? hint}
      error={error}
      required={required}
      disabled={!courseId}
      value={chosen}
      data={[{ value: '', label: courseId ? 'Choose a campus…' : 'Choose a course first' }, ...options]}
      onChange={(e) => onChange(e.currentTarget.value || undefined)}
    />
  );
}
