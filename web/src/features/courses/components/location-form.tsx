import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { AUSTRALIAN_STATES, LocationUpdateBody, type LocationView } from '@shared/schemas/courses';
import { FormActions } from '@web/components/form-actions';
import { FormRootError } from '@web/components/form-root-error';
import { FormSelect } from '@web/components/form-select';
import { formValues } from '@web/lib/form-values';
import { useServerForm } from '@web/lib/use-server-form';
import { saveLocationMutation } from '../api/save-location';

/** Adds a campus, or edits `location`; `onDone` after saving or on Cancel. */
export const LocationForm = ({ location, onDone }: { location?: LocationView; onDone: () => void }) => {
  const { form, onSubmit, conflictNotice } = useServerForm({
    schema: LocationUpdateBody,
    defaultValues: formValues(LocationUpdateBody, location),
    mutation: saveLocationMutation,
    toVariables: (body) => ({ id: location?.id, body }),
    onSuccess: onDone,
    recordValues: location && ((current: LocationView) => formValues(LocationUpdateBody, current)),
    conflictLabels: { name: 'Campus name', address: 'Street address' },
  });
  const errors = form.formState.errors;

  return (
    <form onSubmit={onSubmit} noValidate aria-label={location ? 'Edit location' : 'New location'}>
      <Stack gap="md">
        <FormRootError errors={errors} />
        <TextInput label="Campus name" placeholder="Sydney CBD" required data-autofocus {...form.register('name')} error={errors.name?.message} />
        <TextInput
          label="Street address"
          placeholder="Level 3, 123 Pitt Street"
          required
          autoComplete="street-address"
          {...form.register('address')}
          error={errors.address?.message}
        />
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
          <TextInput label="Suburb" required {...form.register('suburb')} error={errors.suburb?.message} />
          <FormSelect control={form.control} name="state" label="State" placeholder="Choose" required data={[...AUSTRALIAN_STATES]} />
          <TextInput label="Postcode" inputMode="numeric" maxLength={4} required {...form.register('postcode')} error={errors.postcode?.message} />
        </SimpleGrid>
        <TextInput label="Phone" type="tel" placeholder="(02) 9000 1234" required {...form.register('phone')} error={errors.phone?.message} />
        <TextInput
          label="Opening hours"
          description="When students and visitors can come in"
          placeholder="Mon–Fri 8:30 am – 5 pm, Sat 9 am – 12 pm"
          {...form.register('opening_hours')}
          error={errors.opening_hours?.message}
        />
        <FormActions onCancel={onDone} submitLabel={location ? 'Save changes' : 'Create location'} submitting={form.formState.isSubmitting} />
      </Stack>
      {conflictNotice}
    </form>
  );
};
