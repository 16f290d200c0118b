import { Button, Group } from '@mantine/core';

interface RowActionsProps {
  /** The row's name, for the buttons' accessible names ("Edit Business"). */
  name: string;
  /** Left out when the user may not edit. */
  onEdit?: () => void;
  /** Left out when the user may not delete. */
  onDelete?: () => void;
  deleting: boolean;
}

/** The Edit and Delete buttons at the end of a category or location row. */
export const RowActions = ({ name, onEdit, onDelete, deleting }: RowActionsProps) => (
  <Group gap={4} justify="flex-end" wrap="wrap">
    {onEdit && (
      <Button variant="light" size="xs" onClick={onEdit} aria-label={`Edit ${name}`}>
        Edit
      </Button>
    )}
    {onDelete && (
      <Button variant="default" c="red.9" size="xs" loading={deleting} onClick={onDelete} aria-label={`Delete ${name}`}>
        Delete
      </Button>
    )}
  </Group>
);
