import { Select } from '@mantine/core';
import type { CourseSortField, SortOrder } from '../api/get-courses';

const SORT_OPTIONS = [
  { value: 'name:asc', label: 'Name, A to Z' },
  { value: 'name:desc', label: 'Name, Z to A' },
  { value: 'national_code:asc', label: 'Code, A to Z' },
  { value: 'national_code:desc', label: 'Code, Z to A' },
  { value: 'aqf_level:asc', label: 'AQF level, A to Z' },
  { value: 'aqf_level:desc', label: 'AQF level, Z to A' },
  { value: 'created_at:desc', label: 'Newest first' },
  { value: 'created_at:asc', label: 'Oldest first' },
];

interface CoursesSortSelectProps {
  sortedBy: CourseSortField;
  order: SortOrder;
  onSort: (field: CourseSortField, order: SortOrder) => void;
}

/** Phones show cards without column headers to click, so sorting gets its own select there. */
export const CoursesSortSelect = ({ sortedBy, order, onSort }: CoursesSortSelectProps) => (
  <Select
    label="Sort by"
    data={SORT_OPTIONS}
    value={`${sortedBy}:${order}`}
    allowDeselect={false}
    onChange={(value) => {
      const [field, direction] = (value ?? 'name:asc').split(':') as [CourseSortField, SortOrder];
      onSort(field, direction);
    }}
  />
);
