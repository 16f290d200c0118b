import { Button, CloseButton, Divider, Fieldset, Group, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { CANNED_PLACEHOLDERS } from '@shared/tickets/canned-replies';
import { Fragment } from 'react';
import { useFieldArray } from 'react-hook-form';
import { MAX_CANNED_REPLIES, TicketCategoryUpdateBody, type TicketCategoryView } from '@shared/schemas/tickets';
import { FormActions } from '@web/components/form-actions';
import { FormRootError } from '@web/components/form-root-error';
import { FormNumberInput } from '@web/components/form-number-input';
import { FormSelect } from '@web/components/form-select';
import { formValues } from '@web/lib/form-values';
import { useServerForm } from '@web/lib/use-server-form';
import { useDepartments } from '../api/get-departments';
import { saveTicketCategoryMutation } from '../api/save-ticket-category';

const valuesOf = (category?: TicketCategoryView) =>
  formValues(TicketCategoryUpdateBody, category, {
    department_role_id: category?.department.id ?? '',
    // A new category starts from a working day to answer and a working week to resolve.
    first_response_hours: category?.first_response_hours ?? 8,
    resolution_hours: category?.resolution_hours ?? 40,
  });

/** A target in whole working hours. */
const WORKING_HOURS = { required: true, min: 1, allowDecimal: false, suffix: ' h' };

/** Creates a ticket category, or edits `category`; `onDone` after saving or on Cancel. */
export const TicketCategoryForm = ({ category, onDone }: { category?: TicketCategoryView; onDone: () => void }) => {
  const departments = useDepartments();
  const { form, onSubmit, conflictNotice } = useServerForm({
    schema: TicketCategoryUpdateBody,
    defaultValues: valuesOf(category),
    mutation: saveTicketCategoryMutation,
    toVariables: (body) => ({ id: category?.id, body }),
    onSuccess: onDone,
    recordValues: category && valuesOf,
    conflictLabels: {
      department_role_id: 'Department',
      first_response_hours: 'First response (working hours)',
      resolution_hours: 'Resolution (working hours)',
    },
    conflictDescribe: {
      department_role_id: (value) => departments.data?.find((d) => d.id === value)?.name ?? '(another department)',
      canned_replies: (value) => (value as { title: string }[]).map((r) => r.title).join(', ') || '(none)',
    },
  });
  const replies = useFieldArray({ control: form.control, name: 'canned_replies' });
  const { errors } = form.formState;

  return (
    <form onSubmit={onSubmit} noValidate aria-label={category ? 'Edit ticket category' : 'New ticket category'}>
      <Stack gap="md">
        <FormRootError errors={errors} />
        <TextInput
          label="Category name"
          placeholder="Fees and payments"
          required
          data-autofocus
          {...form.register('name')}
          error={errors.name?.message}
        />
        <Textarea
          label="Description"
          description="Tells students what to file here"
          autosize
          minRows={2}
          maxRows={5}
          {...form.register('description')}
          error={errors.description?.message}
        />
        <FormSelect
          control={form.control}
          name="department_role_id"
          label="Department"
          description="Its staff answer these tickets"
          placeholder={departments.isLoading ? 'Loading departments…' : 'Choose a department'}
          required
          data={(departments.data ?? []).map((d) => ({ value: d.id, label: d.name }))}
          searchable
        />
        <TextInput
          label="Escalation e-mail"
          description="Where these tickets escalate; students do not see it"
          placeholder="fees.manager@example.edu.au"
          type="email"
          autoComplete="off"
          {...form.register('escalation_email')}
          error={errors.escalation_email?.message}
        />
        <Fieldset legend="Service targets">
          <Text size="sm" c="dimmed" mb="xs">
            In working hours: Monday to Friday, 9 to 5 at the college, public holidays excepted.
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <FormNumberInput
              control={form.control}
              name="first_response_hours"
              label="First response within"
              description="From when the ticket is raised"
              {...WORKING_HOURS}
            />
            <FormNumberInput
              control={form.control}
              name="resolution_hours"
              label="Resolved within"
              description="From when the ticket is raised"
              {...WORKING_HOURS}
            />
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend="Canned replies">
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              Answers the department gives often. Staff insert one into a reply and adapt it; students never see this list.{' '}
              {Object.entries(CANNED_PLACEHOLDERS)
                .map(([placeholder, what]) => `${placeholder} becomes ${what}`)
                .join(', ')}
              .
            </Text>
            {typeof errors.canned_replies?.message === 'string' && (
              <Text size="sm" c="red" role="alert">
                {errors.canned_replies.message}
              </Text>
            )}
            {replies.fields.map((reply, index) => {
              const replyErrors = errors.canned_replies?.[index];
              return (
                <Fragment key={reply.id}>
                  {index > 0 && <Divider />}
                  <Group align="flex-start" wrap="nowrap" gap="xs">
                    <Stack gap="xs" style={{ flex: 1 }}>
                      <TextInput
                        label={`Reply ${index + 1} title`}
                        placeholder="Payment plan"
                        required
                        {...form.register(`canned_replies.${index}.title`)}
                        error={replyErrors?.title?.message}
                      />
                      <Textarea
                        label={`Reply ${index + 1} text`}
                        required
                        autosize
                        minRows={3}
                        maxRows={8}
                        {...form.register(`canned_replies.${index}.body`)}
                        error={replyErrors?.body?.message}
                      />
                    </Stack>
                    <CloseButton mt={24} size="lg" aria-label={`Remove reply ${index + 1}`} title="Remove" onClick={() => replies.remove(index)} />
                  </Group>
                </Fragment>
              );
            })}
            <div>
              <Button
                variant="light"
                size="sm"
                onClick={() => replies.append({ title: '', body: '' })}
                disabled={replies.fields.length >= MAX_CANNED_REPLIES}
              >
                Add canned reply
              </Button>
            </div>
          </Stack>
        </Fieldset>
        <FormActions onCancel={onDone} submitLabel={category ? 'Save changes' : 'Create category'} submitting={form.formState.isSubmitting} />
      </Stack>
      {conflictNotice}
    </form>
  );
};
