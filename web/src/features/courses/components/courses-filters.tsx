import { Group, Select } from '@mantine/core';
import { COURSE_STATUSES, type AqfLevel } from '@shared/schemas/courses';
import { useLocations } from '@web/components/course-picker/get-locations';
import { DebouncedSearchInput } from '@web/components/debounced-search-input';
import { useAqfLevels } from '../api/get-aqf-levels';
import type { CoursesQuery } from '../api/get-courses';
import { CategorySelect } from './category-select';

const STATUS_OPTIONS = COURSE_STATUSES.map((s) => ({ value: s, label: s === 'active' ? 'Active' : 'Inactive' }));

interface CoursesFiltersProps {
  query: CoursesQuery;
  onChange: (changes: Partial<CoursesQuery>) => void;
}

const FILTER_STYLE = { flex: '1 1 10rem', maxWidth: '16rem' };

export const CoursesFilters = ({ query, onChange }: CoursesFiltersProps) => {
  const locations = useLocations();
  const aqfLevels = useAqfLevels();
  return (
    <Group gap="sm" align="flex-end" wrap="wrap" role="search" aria-label="Filter courses">
      <DebouncedSearchInput
        placeholder="Code or name"
        value={query.search}
        onSearch={(search) => onChange({ search })}
        style={{ flex: '2 1 14rem' }}
      />
      <CategorySelect
        label="Category"
        placeholder="All categories"
        value={query.category_id}
        onChange={(category_id) => onChange({ category_id })}
        clearable
        style={FILTER_STYLE}
      />
      <Select
        label="Location"
        placeholder="All campuses"
        data={(locations.data ?? []).map((l) => ({ value: l.id, label: l.name }))}
        value={query.location_id ?? null}
        onChange={(value) => onChange({ location_id: value ?? undefined })}
        clearable
        style={FILTER_STYLE}
      />
      <Select
        label="AQF level"
        placeholder="All levels"
        data={aqfLevels.data ?? []}
        value={query.aqf_level ?? null}
        onChange={(value) => onChange({ aqf_level: (value as AqfLevel | null) ?? undefined })}
        clearable
        style={FILTER_STYLE}
      />
      <Select
        label="Status"
        placeholder="Any status"
        data={STATUS_OPTIONS}
        value={query.status ?? null}
        onChange={(value) => onChange({ status: value === 'active' || value === 'inactive' ? value : undefined })}
        clearable
        style={{ flex: '1 1 8rem', maxWidth: '11rem' }}
      />
    </Group>
  );
};
