import { FileInput } from '@mantine/core';
import { MESSAGE_FILE_PARTS } from '@shared/api/route-def';

/** The most files one message carries (the call's `attachments[0..4]`). */
export const MAX_MESSAGE_FILES = 5;

/** Up to five PDFs or pictures for one message; the server checks each file's first bytes again. */
export const MessageFilesInput = ({ value, onChange, error }: { value: File[]; onChange: (files: File[]) => void; error?: string }) => (
  <FileInput
    label="Attachments"
    description={`Up to ${MAX_MESSAGE_FILES} PDFs or pictures (PNG, JPEG, WebP), 4 MB each`}
    placeholder="Choose files"
    // A FileInput's placeholder is text on the page, not an input's placeholder: it must read at AA contrast.
    styles={{ placeholder: { color: 'var(--mantine-color-gray-7)' } }}
    multiple
    clearable
    // Mantine's clear button is an icon alone: without a name a screen reader announces "button".
    clearButtonProps={{ 'aria-label': 'Remove the chosen files' }}
    accept={MESSAGE_FILE_PARTS[0]!.types.join(',')}
    value={value}
    onChange={(files) => onChange(files.slice(0, MAX_MESSAGE_FILES))}
    error={error}
  />
);
