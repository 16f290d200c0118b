// Read by the course picker every student form reuses and the courses feature's find-a-course panel.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { pickerApi } from '@shared/api/courses';
import { api } from '../api-client';
import { queryKeys } from '../query-keys';

/** The parent categories, their children and the active courses (with upcoming intakes) offered at a campus. */
export const getLocationCourseTree = (locationId: string) => api.call(pickerApi.categoryTree, { params: { locationId } }).then((res) => res.data);

export const locationCourseTreeQueryOptions = (locationId: string) =>
  queryOptions({ queryKey: queryKeys.catalogue.tree(locationId), queryFn: () => getLocationCourseTree(locationId) });

/** Fetches nothing until a location is chosen. */
export const useLocationCourseTree = (locationId: string | undefined) =>
  useQuery({ ...locationCourseTreeQueryOptions(locationId ?? ''), enabled: Boolean(locationId) });
