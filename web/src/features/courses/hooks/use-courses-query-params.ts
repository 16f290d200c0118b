import { AQF_LEVELS, COURSE_STATUSES } from '@shared/schemas/courses';
import { oneOf, text, useListQueryParams, type ListQueryConfig } from '@web/lib/use-list-query-params';
import type { CourseSortField, CoursesQuery } from '../api/get-courses';

type CourseFilters = Pick<CoursesQuery, 'category_id' | 'location_id' | 'aqf_level' | 'status'>;

const CONFIG: ListQueryConfig<CourseSortField, CourseFilters> = {
  sortFields: ['name', 'national_code', 'aqf_level', 'created_at'],
  defaultSort: 'name',
  filters: {
    category_id: text,
    location_id: text,
    aqf_level: (raw) => oneOf(raw, AQF_LEVELS),
    status: (raw) => oneOf(raw, COURSE_STATUSES),
  },
};

/** The course list's search, filters, sort and page, kept in the address bar. */
export const useCoursesQueryParams = () => useListQueryParams(CONFIG);
