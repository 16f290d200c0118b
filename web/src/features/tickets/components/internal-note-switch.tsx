import { Button } from '@mantine/core';
import type { NoteToggle } from './reply-form';

/**
 * Staff on a ticket write a reply or an internal note, each in its own tab with its own draft (the reply form's
 * `internalNote`): a note is never one missed checkbox away from the requester. Two pressed-or-not buttons, the
 * lightest control that says it (a guest's pages share their code).
 */
export const InternalNoteSwitch = ({ checked, onChange }: NoteToggle) => (
  <Button.Group aria-label="Write" style={{ alignSelf: 'flex-start' }}>
    <Button variant={checked ? 'default' : 'filled'} aria-pressed={!checked} onClick={() => onChange(false)}>
      Reply to the requester
    </Button>
    <Button
      variant={checked ? 'filled' : 'default'}
      color={checked ? 'yellow.3' : undefined}
      c={checked ? 'dark.9' : undefined}
      aria-pressed={checked}
      onClick={() => onChange(true)}
    >
      Internal note
    </Button>
  </Button.Group>
);
