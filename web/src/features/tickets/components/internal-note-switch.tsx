import { SegmentedControl } from '@mantine/core';
import type { NoteToggle } from './reply-form';

/**
 * Staff on a ticket write a reply or an internal note, each in its own tab with its own draft (the reply form's
 * `internalNote`): a note is never one missed checkbox away from the requester.
 */
export const InternalNoteSwitch = ({ checked, onChange }: NoteToggle) => (
  <SegmentedControl
    aria-label="Write"
    value={checked ? 'note' : 'reply'}
    onChange={(value) => onChange(value === 'note')}
    data={[
      { value: 'reply', label: 'Reply to the requester' },
      { value: 'note', label: 'Internal note' },
    ]}
    style={{ alignSelf: 'flex-start' }}
  />
);
