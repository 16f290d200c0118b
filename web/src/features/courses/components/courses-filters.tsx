import { Group, Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import { COURSE_STATUSES, type AqfLevel } from '@shared/schemas/courses';
import { useLocations } from '@web/components/course-picker/get-locations';
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
  // The box shows every keystroke at once; the list follows a moment later, not once per letter.
  const [search, setSearch] = useState(query.search ?? '');
  const lastApplied = useRef(query.search ?? '');
  const applySearch = useDebouncedCallback((value: string) => {
    lastApplied.current = value.trim();
    onChange({ search: lastApplied.current || undefined });
  }, 350);

  // When the search changes from outside (e.g. "Clear filters"), the box follows; its own changes are not echoed back.
  useEffect(() => {
    const applied = query.search ?? '';
    if (applied !== lastApplied.current) {
      lastApplied.current = applied;
      setSearch(applied);
    }
  }, [query.search]);

  return (
    <Group gap="sm" align="flex-end" wrap="wrap" role="search" aria-label="Filter courses">
      <TextInput
        label="Search"
        placeholder="Code or name"
        type="search"
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          applySearch(event.currentTarget.value);
        }}
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
