import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm, type Resolver } from 'react-hook-form';
import { AUSTRALIAN_STATES, LocationBody, type LocationView } from '@shared/schemas/courses';
import { FormRootError } from '@web/components/form-root-error';
import { FormSelect } from '@web/components/form-select';
import { applyServerErrors } from '@web/lib/form-errors';
import { useCreateLocation } from '../api/create-location';
import { useUpdateLocation } from '../api/update-location';

type LocationFormValues = Omit<LocationBody, 'state'> & { state: LocationBody['state'] | '' };

// The form starts with no state chosen (''), which the schema's enum refuses with its own message.
const locationResolver = zodResolver(LocationBody) as unknown as Resolver<LocationFormValues, unknown, LocationBody>;

const EMPTY_LOCATION: LocationFormValues = { name: '', address: '', suburb: '', state: '', postcode: '', phone: '' };

interface LocationFormModalProps {
  /** The campus to edit; none to add one. */
  location?: LocationView;
  opened: boolean;
  onClose: () => void;
}

export const LocationFormModal = ({ location, opened, onClose }: LocationFormModalProps) => (
  <Modal opened={opened} onClose={onClose} title={location ? `Edit ${location.name}` : 'New location'} centered size="lg">
    {/* Remounted per campus so the fields start from the one being edited. */}
    {opened && <LocationForm key={location?.id ?? 'new'} location={location} onDone={onClose} />}
  </Modal>
);

const LocationForm = ({ location, onDone }: { location?: LocationView; onDone: () => void }) => {
  const create = useCreateLocation();
  const update = useUpdateLocation();
  const form = useForm<LocationFormValues, unknown, LocationBody>({
    resolver: locationResolver,
    defaultValues: location
      ? { name: location.name, address: location.address, suburb: location.suburb, state: location.state, postcode: location.postcode, phone: location.phone }
      : EMPTY_LOCATION,
  });
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      if (location) await update.mutateAsync({ id: location.id, body });
      else await create.mutateAsync(body);
      onDone();
    } catch (error) {
      applyServerErrors(form.setError, error);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={location ? 'Edit location' : 'New location'}>
      <Stack gap="md">
        <FormRootError errors={errors} />
        <TextInput label="Campus name" placeholder="Sydney CBD" required data-autofocus {...form.register('name')} error={errors.name?.message} />
        <TextInput label="Street address" placeholder="Level 3, 123 Pitt Street" required autoComplete="street-address" {...form.register('address')} error={errors.address?.message} />
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
          <TextInput label="Suburb" required {...form.register('suburb')} error={errors.suburb?.message} />
          <FormSelect control={form.control} name="state" label="State" placeholder="Choose" required data={[...AUSTRALIAN_STATES]} />
          <TextInput label="Postcode" inputMode="numeric" maxLength={4} required {...form.register('postcode')} error={errors.postcode?.message} />
        </SimpleGrid>
        <TextInput label="Phone" type="tel" placeholder="(02) 9000 1234" required {...form.register('phone')} error={errors.phone?.message} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={form.formState.isSubmitting}>
            {location ? 'Save changes' : 'Create location'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};
