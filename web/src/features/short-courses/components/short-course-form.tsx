import { Button, CloseButton, Fieldset, Group, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useFieldArray } from 'react-hook-form';
import { ShortCourseUpdateBody, type ShortCourseView } from '@shared/schemas/short-courses';
import { FormActions } from '@web/components/form-actions';
import { FormRootError } from '@web/components/form-root-error';
import { FormNumberInput } from '@web/components/form-number-input';
import { FormSelect } from '@web/components/form-select';
import { formValues } from '@web/lib/form-values';
import { useServerForm } from '@web/lib/use-server-form';
import { saveShortCourseMutation } from '../api/save-short-course';

/** Creates a short course, or edits `course`; `onDone` after saving or on Cancel. */
export const ShortCourseForm = ({ course, onDone }: { course?: ShortCourseView; onDone: () => void }) => {
  const { form, onSubmit, conflictNotice } = useServerForm({
    schema: ShortCourseUpdateBody,
    defaultValues: formValues(ShortCourseUpdateBody, course),
    mutation: saveShortCourseMutation,
    toVariables: (body) => ({ id: course?.id, body }),
    onSuccess: onDone,
    recordValues: course && ((current: ShortCourseView) => formValues(ShortCourseUpdateBody, current)),
    conflictLabels: {
      price: 'Price per person (incl. GST)',
      duration_hours: 'Duration (hours)',
      required_documents: 'Documents each participant brings',
    },
    conflictDescribe: {
      status: (value) => (value === 'active' ? 'Taking bookings' : 'Inactive'),
      required_documents: (value) => (value as { label: string }[]).map((d) => d.label).join(', ') || '(none)',
    },
  });
  const documents = useFieldArray({ control: form.control, name: 'required_documents' });
  const { errors } = form.formState;
  return (
    <form onSubmit={onSubmit} noValidate aria-label={course ? 'Edit short course' : 'New short course'}>
      <Stack gap="md">
        <FormRootError errors={errors} />
        <SimpleGrid cols={{ base: 1, xs: 3 }}>
          <TextInput label="Code" placeholder="HLTAID011" required data-autofocus {...form.register('code')} error={errors.code?.message} />
          <TextInput label="Title" required style={{ gridColumn: 'span 2' }} {...form.register('title')} error={errors.title?.message} />
        </SimpleGrid>
        <Textarea label="Description" autosize minRows={2} maxRows={6} {...form.register('description')} error={errors.description?.message} />
        <Textarea
          label="Prerequisites"
          description="What a participant must hold or have done first; shown on the booking page"
          placeholder="A current first aid certificate"
          autosize
          minRows={1}
          maxRows={4}
          {...form.register('prerequisites')}
          error={errors.prerequisites?.message}
        />
        <SimpleGrid cols={{ base: 1, xs: 3 }}>
          <FormNumberInput control={form.control} name="price" label="Price per person (incl. GST)" required min={0} prefix="$" decimalScale={2} />
          <FormNumberInput control={form.control} name="duration_hours" label="Duration" required min={0} suffix=" h" decimalScale={1} />
          <FormSelect
            control={form.control}
            name="status"
            label="Status"
            data={[
              { value: 'active', label: 'Taking bookings' },
              { value: 'inactive', label: 'Inactive' },
            ]}
          />
        </SimpleGrid>
        <Fieldset legend="Documents each participant brings">
          <Stack gap="xs">
            {documents.fields.length === 0 && (
              <Text size="sm" c="dimmed">
                None.
              </Text>
            )}
            {documents.fields.map((doc, index) => (
              <Group key={doc.id} wrap="nowrap" align="flex-start" gap="xs">
                <TextInput
                  label={`Document ${index + 1}`}
                  placeholder="Photo ID"
                  required
                  style={{ flex: 1 }}
                  {...form.register(`required_documents.${index}.label`)}
                  error={errors.required_documents?.[index]?.label?.message}
                />
                <CloseButton mt={24} aria-label={`Remove document ${index + 1}`} onClick={() => documents.remove(index)} />
              </Group>
            ))}
            <div>
              <Button variant="light" size="sm" disabled={documents.fields.length >= 10} onClick={() => documents.append({ label: '' })}>
                Add a document
              </Button>
            </div>
          </Stack>
        </Fieldset>
        <FormActions onCancel={onDone} submitLabel={course ? 'Save changes' : 'Create short course'} submitting={form.formState.isSubmitting} />
      </Stack>
      {conflictNotice}
    </form>
  );
};
