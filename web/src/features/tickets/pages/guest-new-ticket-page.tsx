import { Alert, Anchor, Paper, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { GuestTicketBody } from '@shared/schemas/tickets';
import { FormActions } from '@web/components/form-actions';
import { FormRootError } from '@web/components/form-root-error';
import { PageHeader } from '@web/components/page-layout';
import { useServerForm } from '@web/lib/use-server-form';
import { useGuestCategories } from '../api/get-guest-categories';
import { raiseGuestTicketMutation } from '../api/raise-guest-ticket';
import { CategoryField } from '../components/category-field';
import { MessageFilesInput } from '../components/message-files-input';

/**
 * `/tickets/guest`: a question to the college without an account. The private link to follow it goes to the
 * address given, so only who reads that mailbox can open it.
 */
export const GuestNewTicketPage = () => {
  const categories = useGuestCategories();
  const [files, setFiles] = useState<File[]>([]);
  const { form, onSubmit, mutation } = useServerForm({
    schema: GuestTicketBody,
    defaultValues: { name: '', email: '', subject: '', category_id: '', priority: 'normal' as const, message: '' },
    mutation: raiseGuestTicketMutation,
    toVariables: (body) => ({ body, files }),
  });
  const { errors } = form.formState;

  if (mutation.isSuccess) {
    return (
      <Stack gap="md" maw="48rem" mx="auto">
        <PageHeader title="Check your inbox" />
        <Alert color="green" variant="light" role="status" title="Your ticket is with us">
          <Stack gap="xs">
            <Text size="sm">{mutation.data.message}</Text>
            <Text size="sm">
              Open the link in that e-mail to follow your ticket, read our answers and reply. Keep it to yourself: it opens your ticket without a
              password.
            </Text>
          </Stack>
        </Alert>
      </Stack>
    );
  }
  return (
    <Stack gap="md" maw="48rem" mx="auto">
      <PageHeader
        title="Contact support"
        description={
          <>
            Ask the college a question without an account. Students and agents:{' '}
            <Anchor component={Link} to="/login" underline="always">
              sign in
            </Anchor>{' '}
            to raise it from the portal instead.
          </>
        }
      />
      <Paper withBorder p={{ base: 'xs', sm: 'lg' }} radius="md">
        <form onSubmit={onSubmit} noValidate aria-label="Contact support">
          <Stack gap="md">
            <FormRootError errors={errors} />
            <TextInput label="Your name" autoComplete="name" required {...form.register('name')} error={errors.name?.message} />
            <TextInput
              label="E-mail"
              type="email"
              autoComplete="email"
              required
              description="We e-mail you a private link to follow your ticket."
              {...form.register('email')}
              error={errors.email?.message}
            />
            <CategoryField control={form.control} categories={categories} chosenId={form.watch('category_id')} />
            <TextInput label="Subject" required {...form.register('subject')} error={errors.subject?.message} />
            <Textarea label="Message" required autosize minRows={5} maxRows={14} {...form.register('message')} error={errors.message?.message} />
            <MessageFilesInput value={files} onChange={setFiles} />
            <FormActions cancelTo="/" submitLabel="Send" submitting={form.formState.isSubmitting} />
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
};
