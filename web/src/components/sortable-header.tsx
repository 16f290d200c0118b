import { Table, UnstyledButton } from '@mantine/core';
import type { SortOrder } from '@web/lib/sort-order';

interface SortableHeaderProps<F extends string> {
  field: F;
  label: string;
  sortedBy: F;
  order: SortOrder;
  onSort: (field: F, order: SortOrder) => void;
}

/** A column header that sorts by its field; a second click reverses the order. `aria-sort` tells screen readers. */
export const SortableHeader = <F extends string>({ field, label, sortedBy, order, onSort }: SortableHeaderProps<F>) => {
  const active = field === sortedBy;
  const nextOrder: SortOrder = active && order === 'asc' ? 'desc' : 'asc';
  const arrow = active ? (order === 'asc' ? '↑' : '↓') : '↕';
  return (
    <Table.Th aria-sort={active ? (order === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <UnstyledButton
        onClick={() => onSort(field, nextOrder)}
        fw={700}
        fz="sm"
        aria-label={`Sort by ${label.toLowerCase()}, ${nextOrder === 'asc' ? 'ascending' : 'descending'}`}
      >
        {label}{' '}
        <span aria-hidden="true" style={{ opacity: active ? 1 : 0.4 }}>
          {arrow}
        </span>
      </UnstyledButton>
    </Table.Th>
  );
};
