import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useId, useState, type KeyboardEvent } from 'react';
import type { FieldError, Merge } from 'react-hook-form';
import { formatIntake } from '@web/components/course-picker/format-intake';

/** What react-hook-form holds for an array of dates: one error for the list, or one per date. */
export type IntakeErrors = Merge<FieldError, (FieldError | undefined)[]> | undefined;

interface IntakeDatesInputProps {
  value: string[];
  onChange: (intakes: string[]) => void;
  errors: IntakeErrors;
  /** Names the campus in the remove buttons' labels, e.g. "Location 1". */
  context: string;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The intake dates of one course location: a native date box and "Add intake" (no date-picker package
 * is installed, and the browser's own picker works on phones), then the dates as a sorted, removable list.
 */
export const IntakeDatesInput = ({ value, onChange, errors, context }: IntakeDatesInputProps) => {
  const [draft, setDraft] = useState('');
  const [draftError, setDraftError] = useState<string>();
  const listId = useId();

  const add = () => {
    if (!ISO_DATE.test(draft)) return setDraftError('Choose a date first');
    if (value.includes(draft)) return setDraftError('That intake is already listed');
    setDraftError(undefined);
    setDraft('');
    onChange([...value, draft].sort());
  };

  // Enter in the date box adds the date instead of submitting the whole course form.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };

  const listError = errors && !Array.isArray(errors) ? errors.message : undefined;
  const errorAt = (index: number) => (Array.isArray(errors) ? (errors[index] as FieldError | undefined)?.message : undefined);

  return (
    <Stack gap="xs">
      <Group gap="sm" align="flex-start" wrap="wrap">
        <TextInput
          type="date"
          label="Intake date"
          description="Add each date a new group starts"
          value={draft}
          onChange={(event) => {
            setDraft(event.currentTarget.value);
            setDraftError(undefined);
          }}
          onKeyDown={onKeyDown}
          error={draftError ?? listError}
          style={{ flex: '0 1 14rem' }}
        />
        <Button variant="light" onClick={add} mt={{ base: 0, xs: 44 }}>
          Add intake
        </Button>
      </Group>
      {value.length === 0 ? (
        <Text size="sm" c="dimmed">
          No intakes yet.
        </Text>
      ) : (
        <Stack gap={4} component="ul" id={listId} aria-label={`Intakes at ${context}`} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {value.map((date, index) => {
            const error = errorAt(index);
            return (
              <Group key={date} component="li" gap="xs" wrap="nowrap">
                <Text size="sm" fw={500} miw="9rem" c={error ? 'red.8' : undefined}>
                  {formatIntake(date)}
                </Text>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size="sm"
                  aria-label={`Remove intake ${formatIntake(date)} at ${context}`}
                  onClick={() => onChange(value.filter((d) => d !== date))}
                >
                  <span aria-hidden="true">×</span>
                </ActionIcon>
                {error && (
                  <Text size="xs" c="red.8" role="alert">
                    {error}
                  </Text>
                )}
              </Group>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
};
