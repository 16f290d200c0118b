import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ParentCategoryTree } from '@shared/schemas/courses';
import { api } from '@web/lib/api-client';
import { catalogueKeys } from './catalogue-keys';

/** The parent categories, their children and the active courses (with upcoming intakes) offered at a campus. */
export const getLocationCourseTree = (locationId: string) =>
  api
    .get<{ data: ParentCategoryTree[] }>(`/parent-category-course-location/${encodeURIComponent(locationId)}`)
    .then((res) => res.data);

export const locationCourseTreeQueryOptions = (locationId: string) =>
  queryOptions({ queryKey: catalogueKeys.tree(locationId), queryFn: () => getLocationCourseTree(locationId) });

/** Fetches nothing until a location is chosen. */
export const useLocationCourseTree = (locationId: string | undefined) =>
  useQuery({ ...locationCourseTreeQueryOptions(locationId ?? ''), enabled: Boolean(locationId) });
