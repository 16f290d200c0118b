import { Button, Group } from '@mantine/core';
import type { Refusal } from '@shared/refusal';
import { DeleteButton } from '@web/components/delete-button';

interface RowActionsProps {
  /** The row's name, for the buttons' accessible names ("Edit Business"). */
  name: string;
  /** Left out when the user may not edit. */
  onEdit?: () => void;
  /** Left out when the user may not delete. */
  onDelete?: () => void;
  /** Why the server would refuse the delete (e.g. shared/catalogue-rules.ts): Delete is then disabled and says so. */
  deleteRefusal?: Refusal;
  deleting: boolean;
}

/** The Edit and Delete buttons at the end of a row of a list edited in a dialog (CrudPage). */
export const RowActions = ({ name, onEdit, onDelete, deleteRefusal, deleting }: RowActionsProps) => (
  <Group gap={4} justify="flex-end" wrap="wrap">
    {onEdit && (
      <Button variant="light" size="xs" onClick={onEdit} aria-label={`Edit ${name}`}>
        Edit
      </Button>
    )}
    {onDelete && <DeleteButton name={name} refusedBecause={deleteRefusal?.message} deleting={deleting} onDelete={onDelete} />}
  </Group>
);
