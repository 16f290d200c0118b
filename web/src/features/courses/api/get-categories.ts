import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListResponse } from '@shared/schemas/common';
import type { CategoryView } from '@shared/schemas/courses';
import { api } from '@web/lib/api-client';
import { courseKeys } from './course-keys';

/** Spec §9: categories are fetched whole, pagination=1000. */
export const getCategories = () =>
  api.get<ListResponse<CategoryView>>('/category', { pagination: 1000 }).then((res) => res.data);

export const categoriesQueryOptions = () => queryOptions({ queryKey: courseKeys.categories(), queryFn: getCategories });

export const useCategories = () => useQuery(categoriesQueryOptions());
