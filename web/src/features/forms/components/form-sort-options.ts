import type { SortOption } from '@web/components/sort-select';
import type { FormSortField } from '../api/get-forms';

/** A family's sort choices on a phone, where there are no column headers to click. */
export const FORM_SORT_OPTIONS: readonly SortOption<FormSortField>[] = [
  { value: 'created_at:desc', label: 'Newest first' },
  { value: 'created_at:asc', label: 'Oldest first' },
];
