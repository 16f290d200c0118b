import { catalogueKeys } from '@web/components/course-picker/catalogue-keys';
import type { CoursesQuery } from './get-courses';

/**
 * Query keys of the courses feature, under the catalogue prefix the course picker shares: one
 * `invalidateQueries({ queryKey: courseKeys.all })` after any change refreshes lists, selects and picker trees.
 */
export const courseKeys = {
  all: catalogueKeys.all,
  lists: () => [...courseKeys.all, 'courses'] as const,
  list: (query: CoursesQuery) => [...courseKeys.lists(), query] as const,
  detail: (id: string) => [...courseKeys.all, 'course', id] as const,
  categories: () => [...courseKeys.all, 'categories'] as const,
  aqfLevels: () => [...courseKeys.all, 'aqf-levels'] as const,
};
