import { Button, CloseButton, Fieldset, Group, Select, Stack, Text } from '@mantine/core';
import { Controller, useFieldArray, useFormContext } from 'react-hook-form';
import { useLocations } from '@web/lib/queries/get-locations';
import type { CourseFormValues } from './course-form-values';
import { IntakeDatesInput } from './intake-dates-input';

/** The campuses a course runs at, each with its intake dates; one campus appears once. */
export const CourseLocationsFields = () => {
  const {
    control,
    watch,
    formState: { errors },
  } = useFormContext<CourseFormValues>();
  const rows = useFieldArray({ control, name: 'locations' });
  const locations = useLocations();
  const chosen = watch('locations').map((l) => l.location_id);
  const allUsed = locations.isSuccess && chosen.length >= locations.data.length;

  return (
    <Stack gap="md">
      {rows.fields.length === 0 && (
        <Text size="sm" c="dimmed">
          Not offered at any campus yet. Add the campuses where it runs, so students can choose it.
        </Text>
      )}
      {rows.fields.map((row, index) => {
        const context = `Location ${index + 1}`;
        return (
          <Fieldset
            key={row.id}
            legend={context}
            radius="md"
            p={{ base: 'sm', sm: 'md' }}
            // The remove button sits in the corner of its campus, not among the fields.
            style={{ position: 'relative' }}
          >
            <CloseButton
              aria-label={`Remove ${context.toLowerCase()}`}
              title="Remove this campus"
              onClick={() => rows.remove(index)}
              style={{ position: 'absolute', top: 8, right: 8 }}
            />
            <Stack gap="sm">
              <Controller
                control={control}
                name={`locations.${index}.location_id`}
                render={({ field, fieldState }) => (
                  <Select
                    label="Location"
                    placeholder={locations.isPending ? 'Loading campuses…' : 'Choose a campus'}
                    required
                    data={(locations.data ?? []).map((l) => ({
                      value: l.id,
                      label: `${l.name} (${l.state})`,
                      disabled: l.id !== field.value && chosen.includes(l.id),
                    }))}
                    value={field.value || null}
                    onChange={(value) => field.onChange(value ?? '')}
                    onBlur={field.onBlur}
                    ref={field.ref}
                    name={field.name}
                    error={fieldState.error?.message}
                    allowDeselect={false}
                    style={{ maxWidth: '24rem' }}
                  />
                )}
              />
              <Controller
                control={control}
                name={`locations.${index}.intakes`}
                render={({ field }) => (
                  <IntakeDatesInput value={field.value} onChange={field.onChange} errors={errors.locations?.[index]?.intakes} context={context} />
                )}
              />
            </Stack>
          </Fieldset>
        );
      })}
      <Group>
        <Button variant="default" onClick={() => rows.append({ location_id: '', intakes: [] })} disabled={allUsed}>
          Add location
        </Button>
        {allUsed && (
          <Text size="sm" c="dimmed">
            It runs at every campus.
          </Text>
        )}
      </Group>
      {errors.locations?.message && (
        <Text size="sm" c="red.8" role="alert">
          {errors.locations.message}
        </Text>
      )}
    </Stack>
  );
};
