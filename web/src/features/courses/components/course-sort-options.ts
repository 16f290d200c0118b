import type { SortOption } from '@web/components/sort-select';
import type { CourseSortField } from '../api/get-courses';

/** The course list's sort choices on a phone, where there are no column headers to click. */
export const COURSE_SORT_OPTIONS: readonly SortOption<CourseSortField>[] = [
  { value: 'name:asc', label: 'Name, A to Z' },
  { value: 'name:desc', label: 'Name, Z to A' },
  { value: 'national_code:asc', label: 'Code, A to Z' },
  { value: 'national_code:desc', label: 'Code, Z to A' },
  { value: 'aqf_level:asc', label: 'AQF level, A to Z' },
  { value: 'aqf_level:desc', label: 'AQF level, Z to A' },
  { value: 'created_at:desc', label: 'Newest first' },
  { value: 'created_at:asc', label: 'Oldest first' },
];
