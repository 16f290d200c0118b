import type { CSSProperties, ReactNode } from 'react';
import { Group } from '@mantine/core';
import { DebouncedSearchInput } from './debounced-search-input';
import type { ListSort } from './list-table';
import { PhoneFilters } from './phone-filters';
import { SortSelect, type SortOption } from './sort-select';

/** A list's filter selects, laid out by the toolbar: each takes `style` (none on a phone, where they stack). */
export type ListFilters = (style: CSSProperties | undefined) => ReactNode;

export interface ListToolbarProps<F extends string> {
  /** The search region's accessible name, e.g. "Filter courses". */
  label: string;
  search: { value: string | undefined; onSearch: (search: string | undefined) => void; placeholder?: string };
  filters?: ListFilters;
  /** How many filters are set, counted on the phone's "Filters" button. */
  activeFilters?: number;
  /** The sort choices a phone offers instead of column headers. */
  sortOptions?: readonly SortOption<F>[];
  sort?: ListSort<F>;
  isPhone: boolean;
}

const FILTER_STYLE: CSSProperties = { flex: '1 1 10rem', maxWidth: '16rem' };

/**
 * A list's search and filters. On a phone the search stays at hand and the filters (and the sort) fold
 * behind one "Filters" button, so the list starts on the first screen.
 */
export const ListToolbar = <F extends string>({ label, search, filters, activeFilters = 0, sortOptions, sort, isPhone }: ListToolbarProps<F>) => {
  const searchBox = (
    <DebouncedSearchInput
      placeholder={search.placeholder}
      value={search.value}
      onSearch={search.onSearch}
      // Alone, the box keeps to a search's width; beside filters it takes the room they leave.
      style={filters ? { flex: '2 1 14rem' } : { flex: '0 1 22.5rem' }}
    />
  );
  const phoneSort = isPhone && sortOptions && sort ? <SortSelect options={sortOptions} {...sort} /> : null;
  return (
    <Group gap="sm" align="flex-end" wrap="wrap" role="search" aria-label={label}>
      {searchBox}
      {isPhone
        ? (filters || phoneSort) && (
            <PhoneFilters activeCount={activeFilters}>
              {filters?.(undefined)}
              {phoneSort}
            </PhoneFilters>
          )
        : filters?.(FILTER_STYLE)}
    </Group>
  );
};
