// Read by the category pickers (course form, course filters) and the categories screen.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { categoryApi } from '@shared/api/courses';
import { api } from '../api-client';
import { queryKeys } from '../query-keys';

/** Spec §9: categories are fetched whole, pagination=1000. */
export const getCategories = () => api.call(categoryApi.list, { query: { pagination: 1000 } }).then((res) => res.data);

export const categoriesQueryOptions = () => queryOptions({ queryKey: queryKeys.catalogue.categories(), queryFn: getCategories });

/** Every category, parents and sub-categories. Readable by every signed-in user. */
export const useCategories = () => useQuery(categoriesQueryOptions());
