import { Button, Checkbox, Group, Select, Stack, Text, Textarea } from '@mantine/core';
import type { UseMutationOptions } from '@tanstack/react-query';
import { useState } from 'react';
import { TicketMessageBody, type TicketView } from '@shared/schemas/tickets';
import { FormRootError } from '@web/components/form-root-error';
import { useServerForm } from '@web/lib/use-server-form';
import { sendTicketMessageMutation } from '../api/send-ticket-message';
import { useTicketCategories } from '../api/get-ticket-categories';
import { MessageFilesInput } from './message-files-input';

type MessageMutation = UseMutationOptions<{ message?: string; data: TicketView }, Error, { body: TicketMessageBody; files: readonly File[] }>;

/**
 * A reply to the ticket; staff on it may insert a canned reply of its category, or write an internal note.
 * `mutation` sends it (a guest's goes with their link's pass); by default, as the signed-in person.
 */
export const ReplyForm = ({ ticket, mutation }: { ticket: TicketView; mutation?: MessageMutation }) => {
  // Canned replies are staff's: nobody else asks for them.
  const categories = useTicketCategories(ticket.can.note);
  const [files, setFiles] = useState<File[]>([]);
  const { form, onSubmit } = useServerForm({
    schema: TicketMessageBody,
    defaultValues: { body: '', internal: false },
    mutation: mutation ?? sendTicketMessageMutation(ticket.id),
    toVariables: (body) => ({ body, files }),
    onSuccess: (_data, _values, f) => {
      f.reset({ body: '', internal: false });
      setFiles([]);
    },
  });
  const replies = (categories.data ?? []).find((c) => c.id === ticket.category.id)?.canned_replies ?? [];
  const internal = form.watch('internal');

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Reply">
      <Stack gap="sm">
        <FormRootError errors={form.formState.errors} />
        {ticket.can.note && replies.length > 0 && (
          <Select
            label="Insert a canned reply"
            placeholder="Choose one to start from"
            data={replies.map((r) => ({ value: r.title, label: r.title }))}
            value={null}
            onChange={(title) => {
              const reply = replies.find((r) => r.title === title);
              if (!reply) return;
              const current = form.getValues('body');
              form.setValue('body', current ? `${current}\n\n${reply.body}` : reply.body, { shouldDirty: true });
            }}
            style={{ maxWidth: '24rem' }}
          />
        )}
        <Textarea
          label={internal ? 'Internal note' : 'Your reply'}
          description={internal ? 'Only staff answering this ticket see it.' : undefined}
          required
          autosize
          minRows={4}
          maxRows={14}
          {...form.register('body')}
          error={form.formState.errors.body?.message}
        />
        <MessageFilesInput value={files} onChange={setFiles} />
        {ticket.can.note && <Checkbox label="Internal note (not shown to the requester)" {...form.register('internal')} />}
        {!ticket.can.note && (
          <Text size="xs" c="dimmed">
            We will answer here and let you know by e-mail.
          </Text>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={form.formState.isSubmitting}>
            {internal ? 'Add note' : 'Send reply'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};
