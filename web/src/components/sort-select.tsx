import { Select } from '@mantine/core';
import type { SortOrder } from '@web/lib/sort-order';

/** One choice of the sort select: `field:order` and how it reads, e.g. `name:asc`, "Name, A to Z". */
export interface SortOption<F extends string> {
  value: `${F}:${SortOrder}`;
  label: string;
}

interface SortSelectProps<F extends string> {
  options: readonly SortOption<F>[];
  sortedBy: F;
  order: SortOrder;
  onSort: (field: F, order: SortOrder) => void;
}

/** Phones show cards without column headers to click, so sorting gets its own select there. */
export const SortSelect = <F extends string>({ options, sortedBy, order, onSort }: SortSelectProps<F>) => (
  <Select
    label="Sort by"
    data={options}
    value={`${sortedBy}:${order}`}
    allowDeselect={false}
    onChange={(value) => {
      // Never null: `allowDeselect={false}` and no clear button.
      if (!value) return;
      const [field, direction] = value.split(':') as [F, SortOrder];
      onSort(field, direction);
    }}
  />
);
