import { Group, Select } from '@mantine/core';
import type { ReactNode } from 'react';
import { COURSE_STATUSES, type AqfLevel } from '@shared/schemas/courses';
import { useLocations } from '@web/components/course-picker/get-locations';
import { DebouncedSearchInput } from '@web/components/debounced-search-input';
import { PhoneFilters } from '@web/components/phone-filters';
import { useAqfLevels } from '../api/get-aqf-levels';
import type { CoursesQuery } from '../api/get-courses';
import { CategorySelect } from './category-select';

const STATUS_OPTIONS = COURSE_STATUSES.map((s) => ({ value: s, label: s === 'active' ? 'Active' : 'Inactive' }));

/** The filters a list of courses may offer: staff filter the whole list, a student browses active courses by campus and level. */
export type CourseFilterName = 'category_id' | 'location_id' | 'aqf_level' | 'status';

interface CoursesFiltersProps {
  query: Pick<CoursesQuery, 'search' | CourseFilterName>;
  onChange: (changes: Partial<CoursesQuery>) => void;
  /** Which filters to show besides the search; all of them by default. */
  filters?: readonly CourseFilterName[];
  /** On a phone the filters fold behind a "Filters" button, the search staying at hand. */
  isPhone: boolean;
  /** Shown with the filters on a phone (the sort select), where there are no column headers. */
  phoneExtras?: ReactNode;
}

const ALL_FILTERS: readonly CourseFilterName[] = ['category_id', 'location_id', 'aqf_level', 'status'];

export const CoursesFilters = ({ query, onChange, filters = ALL_FILTERS, isPhone, phoneExtras }: CoursesFiltersProps) => {
  const locations = useLocations();
  const aqfLevels = useAqfLevels();
  const filterStyle = isPhone ? undefined : { flex: '1 1 10rem', maxWidth: '16rem' };
  const shown = new Set(filters);

  const selects = (
    <>
      {shown.has('category_id') && (
        <CategorySelect
          label="Category"
          placeholder="All categories"
          value={query.category_id}
          onChange={(category_id) => onChange({ category_id })}
          clearable
          style={filterStyle}
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
          style={filterStyle}
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
          style={filterStyle}
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
          style={isPhone ? undefined : { flex: '1 1 8rem', maxWidth: '11rem' }}
        />
      )}
    </>
  );

  const search = (
    <DebouncedSearchInput placeholder="Code or name" value={query.search} onSearch={(s) => onChange({ search: s })} style={{ flex: '2 1 14rem' }} />
  );

  if (isPhone) {
    const activeCount = filters.filter((name) => query[name] !== undefined).length;
    return (
      <Group gap="sm" align="flex-end" wrap="wrap" role="search" aria-label="Filter courses">
        {search}
        <PhoneFilters activeCount={activeCount}>
          {selects}
          {phoneExtras}
        </PhoneFilters>
      </Group>
    );
  }
  return (
    <Group gap="sm" align="flex-end" wrap="wrap" role="search" aria-label="Filter courses">
      {search}
      {selects}
    </Group>
  );
};
