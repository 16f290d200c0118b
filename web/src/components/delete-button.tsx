import { Button, Tooltip } from '@mantine/core';

interface DeleteButtonProps {
  /** The record's name, for the accessible name ("Delete Business"). */
  name: string;
  /** Why the server would refuse the delete (a shared rule's message); the button is then disabled with this as its tooltip. */
  refusedBecause?: string;
  deleting?: boolean;
  onDelete: () => void;
}

/**
 * Delete, or a disabled Delete whose tooltip says why. The disabled one stays focusable (aria-disabled rather
 * than disabled) so keyboard, touch and screen-reader users reach the reason too. The server refuses anyway.
 */
export const DeleteButton = ({ name, refusedBecause, deleting = false, onDelete }: DeleteButtonProps) =>
  refusedBecause ? (
    <Tooltip label={refusedBecause} multiline w={240} withArrow events={{ hover: true, focus: true, touch: true }}>
      <Button
        variant="default"
        size="xs"
        data-disabled
        aria-disabled="true"
        aria-label={`Delete ${name} (not possible: ${refusedBecause})`}
        onClick={(event) => event.preventDefault()}
      >
        Delete
      </Button>
    </Tooltip>
  ) : (
    // Mantine's red text falls short of AA contrast at this size; the darkest shade passes.
    <Button variant="default" c="red.9" size="xs" loading={deleting} onClick={onDelete} aria-label={`Delete ${name}`}>
      Delete
    </Button>
  );
