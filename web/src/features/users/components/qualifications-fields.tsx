import { Button, CloseButton, Divider, Grid, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { Fragment } from 'react';
import { Controller, useFieldArray, useFormContext } from 'react-hook-form';
import type { z } from 'zod';
import type { TrainerProfileBody } from '@shared/schemas/users';

const THIS_YEAR = new Date().getFullYear();

/** Repeatable qualification rows (title, institution, year) with add and remove. */
export const QualificationsFields = () => {
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<z.input<typeof TrainerProfileBody>>();
  const rows = useFieldArray({ control, name: 'qualifications' });

  return (
    <Stack gap="sm">
      {rows.fields.length === 0 && (
        <Text size="sm" c="dimmed">
          No qualifications recorded yet.
        </Text>
      )}
      {rows.fields.map((row, index) => {
        const rowErrors = errors.qualifications?.[index];
        return (
          <Fragment key={row.id}>
            {/* On a phone the fields stack, so a rule shows where one qualification ends. */}
            {index > 0 && <Divider hiddenFrom="sm" />}
            <Grid gutter="sm" align="flex-end">
              <Grid.Col span={{ base: 12, sm: 5 }}>
                <TextInput
                  label={`Qualification ${index + 1}`}
                  placeholder="Certificate IV in Training and Assessment"
                  required
                  {...register(`qualifications.${index}.title`)}
                  error={rowErrors?.title?.message}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 4 }}>
                <TextInput
                  label="Institution"
                  placeholder="Where it was completed"
                  {...register(`qualifications.${index}.institution`)}
                  error={rowErrors?.institution?.message}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 9, sm: 2 }}>
                <Controller
                  control={control}
                  name={`qualifications.${index}.year`}
                  render={({ field, fieldState }) => (
                    <NumberInput
                      label="Year"
                      min={1950}
                      max={THIS_YEAR + 1}
                      allowDecimal={false}
                      allowNegative={false}
                      hideControls
                      // An emptied box means "year unknown", which the schema allows; '' would fail as 0.
                      value={typeof field.value === 'number' ? field.value : ''}
                      onChange={(value) => field.onChange(value === '' ? undefined : value)}
                      onBlur={field.onBlur}
                      ref={field.ref}
                      error={fieldState.error?.message}
                    />
                  )}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 3, sm: 1 }} style={{ display: 'flex', justifyContent: 'flex-end' }}>
                <CloseButton size="lg" mb={4} aria-label={`Remove qualification ${index + 1}`} title="Remove" onClick={() => rows.remove(index)} />
              </Grid.Col>
            </Grid>
          </Fragment>
        );
      })}
      <div>
        <Button variant="light" size="sm" onClick={() => rows.append({ title: '', institution: '', year: undefined })}>
          Add qualification
        </Button>
      </div>
    </Stack>
  );
};
