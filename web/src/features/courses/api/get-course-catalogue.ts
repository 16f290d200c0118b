import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CourseListItem } from '@shared/schemas/courses';
import { pickerApi } from '@shared/api/courses';
import { api } from '@web/lib/api-client';
import { courseKeys } from './course-keys';

/** One active course as `GET /api/course-list` lists it: what every signed-in user may browse. */
export type CatalogueEntry = CourseListItem;

/** The active courses by name (`GET /api/course-list`); open to every signed-in user, unlike `GET /api/course`. */
export const getCourseCatalogue = () => api.call(pickerApi.activeCourses).then((res) => res.data);

export const courseCatalogueQueryOptions = () =>
  queryOptions({ queryKey: [...courseKeys.all, 'course-list'] as const, queryFn: getCourseCatalogue });

export const useCourseCatalogue = () => useQuery(courseCatalogueQueryOptions());
