import { Checkbox } from '@mantine/core';
import type { NoteToggle } from './reply-form';

/** Staff on a ticket write an internal note instead of a reply: the reply form's `internalNote`. */
export const InternalNoteSwitch = ({ checked, onChange }: NoteToggle) => (
  <Checkbox
    label="Internal note (not shown to the requester)"
    name="internal"
    checked={checked}
    onChange={(event) => onChange(event.currentTarget.checked)}
  />
);
