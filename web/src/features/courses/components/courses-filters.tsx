import { Select } from '@mantine/core';
import type { CSSProperties } from 'react';
import { COURSE_STATUSES, type AqfLevel } from '@shared/schemas/courses';
import { useLocations } from '@web/lib/queries/get-locations';
import { useAqfLevels } from '../api/get-aqf-levels';
import type { CoursesQuery } from '../api/get-courses';
import { CategorySelect } from './category-select';

const STATUS_OPTIONS = COURSE_STATUSES.map((s) => ({ value: s, label: s === 'active' ? 'Active' : 'Inactive' }));

/** The filters a list of courses may offer: staff filter the whole list, a student browses active courses by campus and level. */
export type CourseFilterName = 'category_id' | 'location_id' | 'aqf_level' | 'status';

interface CoursesFiltersProps {
  query: Pick<CoursesQuery, CourseFilterName>;
  onChange: (changes: Partial<CoursesQuery>) => void;
  /** Which filters to show; all of them by default. */
  filters?: readonly CourseFilterName[];
  style: CSSProperties | undefined;
}

const ALL_FILTERS: readonly CourseFilterName[] = ['category_id', 'location_id', 'aqf_level', 'status'];

/** The course lists' filter selects (the list page adds the search and lays them out). */
export const CoursesFilters = ({ query, onChange, filters = ALL_FILTERS, style }: CoursesFiltersProps) => {
  const locations = useLocations();
  const aqfLevels = useAqfLevels();
  const shown = new Set(filters);
  return (
    <>
      {shown.has('category_id') && (
        <CategorySelect
          label="Category"
          placeholder="All categories"
          value={query.category_id}
          onChange={(category_id) => onChange({ category_id })}
          clearable
          style={style}
        />
      )}
      {shown.has('location_id') && (
        <Select
          label="Location"
          placeholder="All campuses"
          data={(locations.data ?? []).map((l) => ({ value: l.id, label: l.name }))}
          value={query.location_id ?? null}
          onChange={(value) => onChange({ location_id: value ?? undefined })}
          clearable
          style={style}
        />
      )}
      {shown.has('aqf_level') && (
        <Select
          label="AQF level"
          placeholder="All levels"
          data={aqfLevels.data ?? []}
          value={query.aqf_level ?? null}
          onChange={(value) => onChange({ aqf_level: (value as AqfLevel | null) ?? undefined })}
          clearable
          style={style}
        />
      )}
      {shown.has('status') && (
        <Select
          label="Status"
          placeholder="Any status"
          data={STATUS_OPTIONS}
          value={query.status ?? null}
          onChange={(value) => onChange({ status: value === 'active' || value === 'inactive' ? value : undefined })}
          clearable
          // Two short choices: a narrower box.
          style={style && { ...style, flex: '1 1 8rem', maxWidth: '11rem' }}
        />
      )}
    </>
  );
};
