import { queryOptions, useQuery } from '@tanstack/react-query';
import { pickerApi } from '@shared/api/courses';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** The active courses at a campus with their upcoming intakes there (`GET /api/location-courses/{id}`; every signed-in user). */
export const getLocationCourses = (locationId: string) => api.call(pickerApi.locationCourses, { params: { id: locationId } }).then((res) => res.data);

export const locationCoursesQueryOptions = (locationId: string) =>
  queryOptions({ queryKey: queryKeys.catalogue.locationCourses(locationId), queryFn: () => getLocationCourses(locationId) });

/** Nothing is fetched until a campus is chosen. */
export const useLocationCourses = (locationId: string | undefined) =>
  useQuery({ ...locationCoursesQueryOptions(locationId ?? ''), enabled: Boolean(locationId) });
