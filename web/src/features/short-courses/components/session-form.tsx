import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { SessionUpdateBody, type SessionView } from '@shared/schemas/short-courses';
import { FormActions } from '@web/components/form-actions';
import { FormRootError } from '@web/components/form-root-error';
import { FormNumberInput } from '@web/components/form-number-input';
import { FormSelect } from '@web/components/form-select';
import { formValues } from '@web/lib/form-values';
import { useServerForm } from '@web/lib/use-server-form';
import { useCampuses } from '../api/get-campuses';
import { useTrainers } from '../api/get-trainers';
import { saveSessionMutation } from '../api/save-session';

/** Adds a session to a course, or edits `session`: when (college time), where, how many it seats and who trains. */
export const SessionForm = ({ courseId, session, onDone }: { courseId: string; session?: SessionView; onDone: () => void }) => {
  const campuses = useCampuses();
  const trainers = useTrainers();
  // A session keeps its trainer even when they are no longer listed as one (their role changed).
  const trainerOptions = [
    ...(trainers.data ?? []).map((t) => ({ value: t.id, label: t.name })),
    ...(session?.trainer && !trainers.data?.some((t) => t.id === session.trainer!.id)
      ? [{ value: session.trainer.id, label: session.trainer.name }]
      : []),
  ];
  const valuesOf = (shown: SessionView | undefined) =>
    formValues(SessionUpdateBody, shown, {
      location_id: shown?.location.id ?? '',
      trainer_id: shown?.trainer?.id ?? '',
      // A new session starts from a classroom's seats.
      capacity: shown?.capacity ?? 12,
    });
  const named = (options: { value: string; label: string }[], none: string) => (value: unknown) =>
    value ? (options.find((o) => o.value === value)?.label ?? '(another)') : none;
  const { form, onSubmit, conflictNotice } = useServerForm({
    schema: SessionUpdateBody,
    defaultValues: valuesOf(session),
    mutation: saveSessionMutation(courseId),
    toVariables: (body) => ({ id: session?.id, body }),
    onSuccess: onDone,
    recordValues: session && ((current: SessionView) => valuesOf(current)),
    conflictLabels: { booking_datetime: 'Date and time', location_id: 'Campus', trainer_id: 'Trainer', capacity: 'Seats' },
    conflictDescribe: {
      location_id: named(
        (campuses.data ?? []).map((c) => ({ value: c.id, label: c.name })),
        '(none)',
      ),
      trainer_id: named(trainerOptions, 'No trainer yet'),
    },
  });
  const { errors } = form.formState;
  return (
    <form onSubmit={onSubmit} noValidate aria-label={session ? 'Edit session' : 'New session'}>
      <Stack gap="md">
        <FormRootError errors={errors} />
        <TextInput
          label="Date and time"
          description="At the campus (Sydney time)"
          type="datetime-local"
          required
          data-autofocus
          {...form.register('booking_datetime')}
          error={errors.booking_datetime?.message}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <FormSelect
            control={form.control}
            name="location_id"
            label="Campus"
            required
            placeholder={campuses.isLoading ? 'Loading campuses…' : 'Choose a campus'}
            data={(campuses.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
          />
          <FormNumberInput control={form.control} name="capacity" label="Seats" required min={1} allowDecimal={false} />
        </SimpleGrid>
        <FormSelect
          control={form.control}
          name="trainer_id"
          label="Trainer"
          description="Optional: who runs the session."
          placeholder={trainers.isLoading ? 'Loading trainers…' : 'No trainer yet'}
          clearable
          searchable
          allowDeselect
          nothingFoundMessage="No trainer by that name"
          data={trainerOptions}
        />
        <FormActions onCancel={onDone} submitLabel={session ? 'Save session' : 'Add session'} submitting={form.formState.isSubmitting} />
      </Stack>
      {conflictNotice}
    </form>
  );
};
