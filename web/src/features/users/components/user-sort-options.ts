import type { SortOption } from '@web/components/sort-select';
import type { UserSortField } from '../api/get-users';

/** The users list's sort choices on a phone, where there are no column headers to click. */
export const USER_SORT_OPTIONS: readonly SortOption<UserSortField>[] = [
  { value: 'name:asc', label: 'Name, A to Z' },
  { value: 'name:desc', label: 'Name, Z to A' },
  { value: 'email:asc', label: 'E-mail, A to Z' },
  { value: 'email:desc', label: 'E-mail, Z to A' },
  { value: 'created_at:desc', label: 'Newest first' },
  { value: 'created_at:asc', label: 'Oldest first' },
];
