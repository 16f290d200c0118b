import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { MESSAGE_TEXT } from '@shared/schemas/ticket-rules';
import type { TicketMessageBody, TicketView } from '@shared/schemas/tickets';
import { FormRefusal } from '@web/components/form-refusal';
import { trimmedLength } from '@web/lib/field-checks';
import type { WriteOptions } from '@web/lib/public-fetch';
import { useCheckedForm } from '@web/lib/use-checked-form';
import { MessageFilesInput } from './message-files-input';

type MessageMutation = WriteOptions<{ message?: string; data: TicketView }, { body: TicketMessageBody; files: readonly File[] }>;

interface ReplyValues {
  body: string;
  internal: boolean;
}

const EMPTY: ReplyValues = { body: '', internal: false };

const messageCheck = trimmedLength(MESSAGE_TEXT);

/** The switch between a reply and an internal note, as the form hands it to `internalNote`. */
export interface NoteToggle {
  checked: boolean;
  onChange: (internal: boolean) => void;
}

/**
 * A reply to the ticket, or for staff on it an internal note. `mutation` sends it (the signed-in person's call, or a
 * guest's with their link's pass). Staff's tools come from their page, so a guest's page loads none of their code:
 * `cannedReplies` offers a start (CannedReplyPicker), put into the reply, and `internalNote` the tabs between a reply and
 * a note (InternalNoteSwitch), each with its own draft. Plain state, not react-hook-form and the zod schema: a guest's ticket page loads neither.
 */
export const ReplyForm = ({
  ticket,
  mutation,
  cannedReplies,
  internalNote,
}: {
  ticket: TicketView;
  mutation: MessageMutation;
  cannedReplies?: (insert: (text: string) => void) => ReactNode;
  internalNote?: (toggle: NoteToggle) => ReactNode;
}) => {
  const [values, setValues] = useState(EMPTY);
  // The reply and the note keep their own drafts: switching tabs never carries words from one to the other.
  const [otherDraft, setOtherDraft] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const form = useCheckedForm({
    check: ({ body }: ReplyValues) => ({ body: messageCheck(body) }),
    mutation,
    toVariables: ({ body, internal }: ReplyValues) => ({ body: { body: body.trim(), internal }, files }),
    onSuccess: () => {
      setValues({ ...EMPTY, internal: values.internal });
      setFiles([]);
      form.reset();
    },
  });
  const { internal } = values;
  // A canned reply goes after what is written, and is not checked until the next send.
  const insert = (text: string) => setValues((current) => ({ ...current, body: current.body ? `${current.body}\n\n${text}` : text }));

  return (
    <form onSubmit={form.onSubmit(values)} noValidate aria-label="Reply">
      <Stack gap="sm">
        <FormRefusal message={form.refusal} />
        {ticket.can.note &&
          internalNote?.({
            checked: internal,
            onChange: (checked) => {
              if (checked === internal) return;
              setOtherDraft(values.body);
              setValues({ body: otherDraft, internal: checked });
              form.reset();
            },
          })}
        {cannedReplies?.(insert)}
        <Textarea
          label={internal ? 'Internal note' : 'Your reply'}
          description={internal ? 'Only staff answering this ticket see it.' : undefined}
          required
          autosize
          minRows={4}
          maxRows={14}
          name="body"
          value={values.body}
          onChange={(event) => {
            const next = { ...values, body: event.currentTarget.value };
            setValues(next);
            form.recheck(next, 'body');
          }}
          error={form.errors.body}
          // A note looks like one: the yellow of the notes in the conversation.
          styles={internal ? { input: { backgroundColor: 'var(--mantine-color-yellow-0)' } } : undefined}
        />
        <MessageFilesInput value={files} onChange={setFiles} />
        {!ticket.can.note && (
          <Text size="xs" c="dimmed">
            We will answer here and let you know by e-mail.
          </Text>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={form.mutation.isPending}>
            {internal ? 'Add note' : 'Send reply'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};
