// The office's notes on a person, newest first, and a box to add one. A note is kept as written (no edit, no
// delete): it is the college's record of what it knew and when. Shown as plain text, line breaks kept.
import { Button, Card, Group, Stack, Text, Textarea } from '@mantine/core';
import { STAFF_NOTE_MAX, StaffNoteBody } from '@shared/schemas/users';
import { EmptyState } from '@web/components/empty-state';
import { FormRootError } from '@web/components/form-root-error';
import { formatDateTime } from '@web/lib/format';
import { useServerForm } from '@web/lib/use-server-form';
import { addNoteMutation, useStaffNotes } from '../api/staff-notes';

export const StaffNotes = ({ userId, name }: { userId: string; name: string }) => {
  const notes = useStaffNotes(userId);
  const { form, onSubmit } = useServerForm({
    schema: StaffNoteBody,
    defaultValues: { body: '' },
    mutation: addNoteMutation(userId),
    onSuccess: (_saved, _values, saved) => saved.reset({ body: '' }),
  });
  const { errors, isSubmitting } = form.formState;
  const written = form.watch('body').length;
  const all = notes.data?.pages.flatMap((page) => page.data) ?? [];

  return (
    <Stack gap="md">
      <form onSubmit={onSubmit} noValidate aria-label="Add a staff note">
        <Stack gap="xs">
          <FormRootError errors={errors} />
          <Textarea
            label="New note"
            description={`Seen by staff only, never by ${name}. Kept as written.`}
            placeholder="Rang about the March intake; will apply next week."
            autosize
            minRows={2}
            maxRows={8}
            maxLength={STAFF_NOTE_MAX}
            {...form.register('body')}
            error={errors.body?.message}
          />
          <Group justify="space-between" gap="xs">
            <Text size="xs" c="dimmed">
              {written.toLocaleString('en-AU')} / {STAFF_NOTE_MAX.toLocaleString('en-AU')}
            </Text>
            <Button type="submit" loading={isSubmitting}>
              Add note
            </Button>
          </Group>
        </Stack>
      </form>
      {notes.isSuccess && all.length === 0 ? (
        <EmptyState title="No notes yet" description={`Notes the office keeps about ${name} show here, newest first.`} />
      ) : (
        <Stack gap="xs" component="ul" aria-label="Staff notes" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {all.map((note) => (
            <Card key={note.id} component="li" withBorder padding="sm" radius="md">
              <Text size="xs" c="dimmed">
                {note.author.name} · {formatDateTime(note.created_at)}
              </Text>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {note.body}
              </Text>
            </Card>
          ))}
        </Stack>
      )}
      {notes.hasNextPage && (
        <Button variant="subtle" onClick={() => void notes.fetchNextPage()} loading={notes.isFetchingNextPage} style={{ alignSelf: 'flex-start' }}>
          Show older notes
        </Button>
      )}
    </Stack>
  );
};
