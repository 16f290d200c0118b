// Read by the courses feature (what a student browses) and the users feature (the courses a trainer delivers).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CourseListItem } from '@shared/schemas/courses';
import { pickerApi } from '@shared/api/courses';
import { api } from '../api-client';
import { queryKeys } from '../query-keys';

/** One active course as `GET /api/course-list` lists it: what every signed-in user may read. */
export type ActiveCourse = CourseListItem;

/** The active courses by name; open to every signed-in user, unlike `GET /api/course`. */
export const getActiveCourses = () => api.call(pickerApi.activeCourses).then((res) => res.data);

// Under the catalogue prefix: any change to a course, category or campus refreshes it.
export const activeCoursesQueryOptions = () => queryOptions({ queryKey: queryKeys.catalogue.activeCourses(), queryFn: getActiveCourses });

export const useActiveCourses = () => useQuery(activeCoursesQueryOptions());
