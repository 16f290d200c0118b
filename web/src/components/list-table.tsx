import type { ReactNode } from 'react';
import { Table, VisuallyHidden, type MantineBreakpoint, type MantineSpacing, type TableTdProps } from '@mantine/core';
import type { SortOrder } from '@web/lib/sort-order';
import { SortableHeader } from './sortable-header';

/** One column of a list: its header, what each row shows there, and whether clicking the header sorts. */
export interface ListColumn<T, F extends string = string> {
  header: string;
  cell: (item: T) => ReactNode;
  /** The API's sort field: the header becomes a button that sorts by it. */
  sortField?: F;
  /** Narrow screens leave the column out: it shows from this breakpoint up. */
  visibleFrom?: MantineBreakpoint;
  align?: 'right';
  /** More props of a row's cell, e.g. the indentation of a sub-category. */
  cellProps?: (item: T) => TableTdProps;
}

/** Which column the list is sorted by, and how to sort by another. */
export interface ListSort<F extends string> {
  sortedBy: F;
  order: SortOrder;
  onSort: (field: F, order: SortOrder) => void;
}

interface ListTableProps<T extends { id: string }, F extends string> {
  /** The table's accessible name. */
  label: string;
  items: readonly T[];
  columns: readonly ListColumn<T, F>[];
  /** A last column, unlabelled on screen ("Actions"), with each row's actions. */
  rowActions?: (item: T) => ReactNode;
  /** Without it, sortable columns show plain headers. */
  sort?: ListSort<F>;
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth: number;
  horizontalSpacing?: MantineSpacing;
}

/** A striped list of records with a column of row actions, as the admin lists show them. */
export const ListTable = <T extends { id: string }, F extends string>({
  label,
  items,
  columns,
  rowActions,
  sort,
  minWidth,
  horizontalSpacing,
}: ListTableProps<T, F>) => (
  // Its scrollbar shows whenever the table is wider than the page, so that a clipped last column reads as more to see.
  <Table.ScrollContainer minWidth={minWidth} scrollAreaProps={{ type: 'auto' }}>
    <Table striped highlightOnHover verticalSpacing="sm" horizontalSpacing={horizontalSpacing} aria-label={label}>
      <Table.Thead>
        <Table.Tr>
          {columns.map((column) =>
            column.sortField && sort ? (
              <SortableHeader key={column.header} field={column.sortField} label={column.header} {...sort} />
            ) : (
              <Table.Th key={column.header} visibleFrom={column.visibleFrom} ta={column.align}>
                {column.header}
              </Table.Th>
            ),
          )}
          {rowActions && (
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          )}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {items.map((item) => (
          <Table.Tr key={item.id}>
            {columns.map((column) => (
              <Table.Td key={column.header} visibleFrom={column.visibleFrom} ta={column.align} {...column.cellProps?.(item)}>
                {column.cell(item)}
              </Table.Td>
            ))}
            {rowActions && <Table.Td ta="right">{rowActions(item)}</Table.Td>}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  </Table.ScrollContainer>
);
