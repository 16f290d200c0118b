import { queryOptions, useQuery } from '@tanstack/react-query';
import { categoryApi } from '@shared/api/courses';
import { api } from '@web/lib/api-client';
import { courseKeys } from './course-keys';

/** Spec §9: categories are fetched whole, pagination=1000. */
export const getCategories = () =>
  api.call(categoryApi.list, { query: { pagination: 1000 } }).then((res) => res.data);

export const categoriesQueryOptions = () => queryOptions({ queryKey: courseKeys.categories(), queryFn: getCategories });

export const useCategories = () => useQuery(categoriesQueryOptions());
