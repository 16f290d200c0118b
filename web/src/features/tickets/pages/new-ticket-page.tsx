import { Paper, Select, Stack, TextInput, Textarea } from '@mantine/core';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { TICKET_PRIORITIES, TicketBody } from '@shared/schemas/tickets';
import { FormActions } from '@web/components/form-actions';
import { FormRootError } from '@web/components/form-root-error';
import { PageHeader } from '@web/components/page-layout';
import { useServerForm } from '@web/lib/use-server-form';
import { raiseTicketMutation } from '../api/raise-ticket';
import { useTicketCategories } from '@web/lib/queries/get-ticket-categories';
import { PRIORITY_LABELS } from '../components/ticket-badges';
import { CategoryField } from '../components/category-field';
import { MessageFilesInput } from '../components/message-files-input';

/** `/tickets/new`: a question to the college, filed under a category whose department answers it. */
export const NewTicketPage = () => {
  const navigate = useNavigate();
  const categories = useTicketCategories();
  const [files, setFiles] = useState<File[]>([]);
  const { form, onSubmit } = useServerForm({
    schema: TicketBody,
    defaultValues: { subject: '', category_id: '', priority: 'normal' as (typeof TICKET_PRIORITIES)[number], message: '' },
    mutation: raiseTicketMutation,
    toVariables: (body) => ({ body, files }),
    onSuccess: (res) => navigate(`/tickets/${res.data.id}`),
  });
  const { errors } = form.formState;

  return (
    <Stack gap="md">
      <PageHeader title="New ticket" description="Ask the college a question or report a problem. We answer here and by e-mail." />
      <Paper withBorder p={{ base: 'xs', sm: 'lg' }} radius="md" maw="48rem">
        <form onSubmit={onSubmit} noValidate aria-label="New ticket">
          <Stack gap="md">
            <FormRootError errors={errors} />
            <CategoryField control={form.control} categories={categories} chosenId={form.watch('category_id')} />
            <TextInput
              label="Subject"
              placeholder="My invoice shows the wrong amount"
              required
              {...form.register('subject')}
              error={errors.subject?.message}
            />
            <Controller
              control={form.control}
              name="priority"
              render={({ field }) => (
                <Select
                  label="Priority"
                  data={TICKET_PRIORITIES.map((p) => ({ value: p, label: PRIORITY_LABELS[p] }))}
                  value={field.value}
                  onChange={(value) => field.onChange(value ?? 'normal')}
                  allowDeselect={false}
                  style={{ maxWidth: '16rem' }}
                />
              )}
            />
            <Textarea label="Message" required autosize minRows={5} maxRows={14} {...form.register('message')} error={errors.message?.message} />
            <MessageFilesInput value={files} onChange={setFiles} />
            <FormActions cancelTo="/tickets" submitLabel="Raise ticket" submitting={form.formState.isSubmitting} />
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
};
