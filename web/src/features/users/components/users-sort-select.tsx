import { Select } from '@mantine/core';
import type { SortOrder, UserSortField } from '../api/get-users';

const SORT_OPTIONS = [
  { value: 'name:asc', label: 'Name, A to Z' },
  { value: 'name:desc', label: 'Name, Z to A' },
  { value: 'email:asc', label: 'E-mail, A to Z' },
  { value: 'email:desc', label: 'E-mail, Z to A' },
  { value: 'created_at:desc', label: 'Newest first' },
  { value: 'created_at:asc', label: 'Oldest first' },
];

interface UsersSortSelectProps {
  sortedBy: UserSortField;
  order: SortOrder;
  onSort: (field: UserSortField, order: SortOrder) => void;
}

/** Phones show cards without column headers to click, so sorting gets its own select there. */
export const UsersSortSelect = ({ sortedBy, order, onSort }: UsersSortSelectProps) => (
  <Select
    label="Sort by"
    data={SORT_OPTIONS}
    value={`${sortedBy}:${order}`}
    allowDeselect={false}
    onChange={(value) => {
      const [field, direction] = (value ?? 'name:asc').split(':') as [UserSortField, SortOrder];
      onSort(field, direction);
    }}
  />
);
