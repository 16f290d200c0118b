import type { ReactNode } from 'react';
import { Table, VisuallyHidden, type MantineSpacing } from '@mantine/core';

interface ListTableProps {
  /** The table's accessible name. */
  label: string;
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth: number;
  /** The header cells; a last, unlabelled-on-screen "Actions" column is added after them. */
  columns: ReactNode;
  horizontalSpacing?: MantineSpacing;
  /** The rows (`Table.Tr`), each ending with its actions cell. */
  children: ReactNode;
}

/** A striped list of records with a column of row actions, as the admin lists show them. */
export const ListTable = ({ label, minWidth, columns, horizontalSpacing, children }: ListTableProps) => (
  <Table.ScrollContainer minWidth={minWidth}>
    <Table striped highlightOnHover verticalSpacing="sm" horizontalSpacing={horizontalSpacing} aria-label={label}>
      <Table.Thead>
        <Table.Tr>
          {columns}
          <Table.Th>
            <VisuallyHidden>Actions</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>{children}</Table.Tbody>
    </Table>
  </Table.ScrollContainer>
);
