// Read by the courses feature (a course's page for those who may not list courses) and the forms feature (the
// campuses of the course a form names): one cached answer for both.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { pickerApi } from '@shared/api/courses';
import { api } from '../api-client';
import { queryKeys } from '../query-keys';

/** An active course without its fees (`GET /api/course-list/{id}`): the course page of those who may not list courses. */
export const getCatalogueCourse = (id: string) => api.call(pickerApi.catalogueCourse, { params: { id } }).then((res) => res.data);

export const catalogueCourseQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.catalogue.activeCourse(id), queryFn: () => getCatalogueCourse(id) });

export const useCatalogueCourse = (id: string) => useQuery(catalogueCourseQueryOptions(id));
