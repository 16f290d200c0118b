import { queryOptions, useQuery } from '@tanstack/react-query';
import { courseApi } from '@shared/api/courses';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export const getCourse = (id: string) => api.call(courseApi.show, { params: { id } }).then((res) => res.data);

export const courseQueryOptions = (id: string) => queryOptions({ queryKey: queryKeys.catalogue.course(id), queryFn: () => getCourse(id) });

export const useCourse = (id: string) => useQuery(courseQueryOptions(id));
