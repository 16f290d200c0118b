// Two tickets about one question: staff answering this one close it into another of the same requester, whose
// conversation it joins as an internal note (functions/tickets/actions.ts, `mergeTicket`). The requester's other open
// tickets are offered from their timeline; a ticket's link may be pasted instead (a guest's, or for staff who do not
// open accounts).
import { Button, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { ID_PATTERN } from '@shared/schemas/common';
import { MergeTicketBody, type TicketView } from '@shared/schemas/tickets';
import { FormActions } from '@web/components/form-actions';
import { FormRootError } from '@web/components/form-root-error';
import { useTimeline } from '@web/lib/queries/get-timeline';
import { useSession } from '@web/lib/session';
import { useServerForm } from '@web/lib/use-server-form';
import { mergeTicketMutation } from '../api/merge-ticket';

/** The ticket id in a pasted link (`…/tickets/abc123`), or the text itself when it is an id. */
const idIn = (text: string): string => {
  const trimmed = text.trim();
  const fromLink = /\/tickets\/([a-z0-9][a-z0-9-]*)/.exec(trimmed)?.[1];
  return fromLink ?? (ID_PATTERN.test(trimmed) ? trimmed : '');
};

const MergeForm = ({ ticket, onDone }: { ticket: TicketView; onDone: () => void }) => {
  const navigate = useNavigate();
  const { can } = useSession();
  const requesterId = ticket.requester.id;
  // Their other tickets still open, as their timeline lists them (staff who may open accounts read it).
  const timeline = useTimeline(requesterId && can('show-user') ? requesterId : '', { kind: 'ticket' });
  const others = (timeline.data?.data ?? []).filter((t) => t.id !== ticket.id && t.status !== 'Closed');
  const [pasted, setPasted] = useState('');
  const { form, onSubmit } = useServerForm({
    schema: MergeTicketBody,
    defaultValues: { into: '' },
    mutation: mergeTicketMutation(ticket.id),
    onSuccess: (merged) => {
      onDone();
      void navigate(`/tickets/${merged.data.id}`);
    },
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Merge into another ticket">
      <Stack gap="md">
        <Text size="sm">
          This ticket closes, and its conversation is added to the other ticket as an internal note. {ticket.requester.name} is told where their
          question is followed.
        </Text>
        <FormRootError errors={errors} />
        {others.length > 0 && (
          <Controller
            control={form.control}
            name="into"
            render={({ field }) => (
              <Select
                label={`${ticket.requester.name}'s open tickets`}
                placeholder="Choose the ticket to merge it into"
                data={others.map((t) => ({ value: t.id, label: t.title }))}
                value={others.some((t) => t.id === field.value) ? field.value : null}
                onChange={(value) => {
                  setPasted('');
                  field.onChange(value ?? '');
                }}
                error={pasted ? undefined : errors.into?.message}
                data-autofocus
              />
            )}
          />
        )}
        <TextInput
          label={others.length ? 'Or paste the other ticket’s link' : 'The other ticket’s link'}
          placeholder="https://…/tickets/…"
          value={pasted}
          onChange={(event) => {
            setPasted(event.currentTarget.value);
            form.setValue('into', idIn(event.currentTarget.value), { shouldValidate: form.formState.isSubmitted });
          }}
          error={pasted || others.length === 0 ? errors.into?.message : undefined}
        />
        <FormActions onCancel={onDone} submitLabel="Merge" submitting={isSubmitting} />
      </Stack>
    </form>
  );
};

/** The button and its dialog, for staff answering an open ticket (`can.merge`). */
export const MergeTicket = ({ ticket }: { ticket: TicketView }) => {
  const [open, setOpen] = useState(false);
  if (!ticket.can.merge) return null;
  return (
    <>
      <Button size="xs" variant="default" onClick={() => setOpen(true)}>
        Merge into another ticket
      </Button>
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title="Merge into another ticket"
        centered
        closeButtonProps={{ 'aria-label': 'Close the dialog' }}
      >
        {open && <MergeForm ticket={ticket} onDone={() => setOpen(false)} />}
      </Modal>
    </>
  );
};
