import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CourseOption } from '@shared/schemas/courses';
import { api } from '@web/lib/api-client';
import { courseKeys } from './course-keys';

/** One active course as `GET /api/course-list` lists it: what every signed-in user may browse. */
export type CatalogueEntry = Omit<CourseOption, 'intakes'>;

/** The active courses by name (`GET /api/course-list`); open to every signed-in user, unlike `GET /api/course`. */
export const getCourseCatalogue = () => api.get<{ data: CatalogueEntry[] }>('/course-list').then((res) => res.data);

export const courseCatalogueQueryOptions = () =>
  queryOptions({ queryKey: [...courseKeys.all, 'course-list'] as const, queryFn: getCourseCatalogue });

export const useCourseCatalogue = () => useQuery(courseCatalogueQueryOptions());
