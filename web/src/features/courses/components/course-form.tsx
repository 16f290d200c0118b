import { Checkbox, Fieldset, Group, NumberInput, Radio, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { Controller, FormProvider } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { CourseUpdateBody, DELIVERY_MODE_LABELS, DELIVERY_MODES } from '@shared/schemas/courses';
import { FormActions } from '@web/components/form-actions';
import { FormRootError } from '@web/components/form-root-error';
import { FormSelect } from '@web/components/form-select';
import { useCategories } from '@web/lib/queries/get-categories';
import { useServerForm } from '@web/lib/use-server-form';
import { useUnsavedChangesGuard } from '@web/lib/use-unsaved-changes-guard';
import { useAqfLevels } from '../api/get-aqf-levels';
import { saveCourseMutation } from '../api/save-course';
import { CategorySelect } from './category-select';
import { formValuesOf, type CourseFormValues } from './course-form-values';
import { formatFee } from './course-labels';
import { CourseLocationsFields } from './course-locations-fields';

// An emptied number box reaches the schema as NaN, whose stock message ("expected number, received NaN") a
// person should not read.
const friendlyIssues = {
  error: (issue: { code: string; expected?: unknown }) =>
    issue.code === 'invalid_type' && issue.expected === 'number' ? 'Enter a number' : undefined,
};

interface CourseFormProps {
  /** The course to update; none to create one. */
  id?: string;
  /** Where the inputs start (course-form-values.ts): the course being edited, or an empty one. */
  defaultValues: CourseFormValues;
  submitLabel: string;
  /** The form's accessible name, e.g. "New course". */
  label: string;
}

/** The fields as the form labels them, for the dialog that shows someone else's version beside the person's. */
const COURSE_FIELD_LABELS: Record<string, string> = {
  national_code: 'National code',
  name: 'Course name',
  aqf_level: 'AQF level',
  cricos_code: 'CRICOS code',
  category_id: 'Category',
  duration_weeks: 'Duration (weeks)',
  delivery_modes: 'Delivery modes',
  tuition_fee: 'Tuition fee',
  material_fee: 'Materials fee',
  locations: 'Campuses and intakes',
};

const modesOf = (value: unknown) =>
  (value as (keyof typeof DELIVERY_MODE_LABELS)[]).map((mode) => DELIVERY_MODE_LABELS[mode] ?? mode).join(', ') || '(none)';
const campusesOf = (value: unknown) => {
  const count = (value as unknown[]).length;
  return count === 1 ? '1 campus' : `${count} campuses`;
};

/** The course, its fees and the campuses where it runs: one form for create and update. */
export const CourseForm = ({ id, defaultValues, submitLabel, label }: CourseFormProps) => {
  const navigate = useNavigate();
  const aqfLevels = useAqfLevels();
  const categories = useCategories();
  const categoryName = (categoryId: string) => categories.data?.find((c) => c.id === categoryId)?.name ?? '(another category)';
  const { form, onSubmit, conflictNotice } = useServerForm({
    schema: CourseUpdateBody,
    schemaParams: friendlyIssues,
    defaultValues,
    mutation: saveCourseMutation,
    toVariables: (body) => ({ id, body }),
    onSuccess: () => navigate('/courses'),
    recordValues: id ? formValuesOf : undefined,
    conflictLabels: COURSE_FIELD_LABELS,
    conflictDescribe: {
      category_id: (value) => categoryName(String(value)),
      delivery_modes: modesOf,
      locations: campusesOf,
      tuition_fee: (value) => (typeof value === 'number' ? formatFee(value) : '(empty)'),
      material_fee: (value) => (typeof value === 'number' ? formatFee(value) : '(empty)'),
    },
  });
  const {
    register,
    control,
    formState: { errors, isSubmitting },
  } = form;
  useUnsavedChangesGuard(form.formState);

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate aria-label={label}>
        <Stack gap="lg">
          <FormRootError errors={errors} />

          <Fieldset legend="Qualification" radius="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput
                label="National code"
                description="BSB50120, 10971NAT, or the college's own code for a non-accredited course"
                placeholder="BSB50120"
                required
                autoCapitalize="characters"
                styles={{ input: { textTransform: 'uppercase' } }}
                {...register('national_code')}
                error={errors.national_code?.message}
              />
              <TextInput label="Course name" placeholder="Diploma of Business" required {...register('name')} error={errors.name?.message} />
              <FormSelect
                control={control}
                name="aqf_level"
                label="AQF level"
                placeholder={aqfLevels.isPending ? 'Loading levels…' : 'Choose a level'}
                required
                data={aqfLevels.data ?? []}
              />
              <TextInput
                label="CRICOS code"
                description="Only for courses open to overseas students"
                placeholder="099532B"
                autoCapitalize="characters"
                styles={{ input: { textTransform: 'uppercase' } }}
                {...register('cricos_code')}
                error={errors.cricos_code?.message}
              />
              <Controller
                control={control}
                name="category_id"
                render={({ field, fieldState }) => (
                  <CategorySelect
                    placeholder="Choose a category"
                    required
                    value={field.value || undefined}
                    onChange={(value) => field.onChange(value ?? '')}
                    onBlur={field.onBlur}
                    ref={field.ref}
                    name={field.name}
                    error={fieldState.error?.message}
                    allowDeselect={false}
                  />
                )}
              />
              <Controller
                control={control}
                name="status"
                render={({ field }) => (
                  <Radio.Group
                    label="Status"
                    description="Inactive courses stay on record but are not offered in forms"
                    value={field.value}
                    onChange={(value) => field.onChange(value)}
                  >
                    <Group gap="lg" mt={6}>
                      <Radio value="active" label="Active" />
                      <Radio value="inactive" label="Inactive" />
                    </Group>
                  </Radio.Group>
                )}
              />
            </SimpleGrid>
          </Fieldset>

          <Fieldset legend="Delivery and fees" radius="md">
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
              <Controller
                control={control}
                name="duration_weeks"
                render={({ field, fieldState }) => (
                  <NumberInput
                    label="Duration in weeks"
                    required
                    min={1}
                    max={520}
                    allowDecimal={false}
                    allowNegative={false}
                    value={field.value}
                    onChange={(value) => field.onChange(typeof value === 'number' ? value : '')}
                    onBlur={field.onBlur}
                    ref={field.ref}
                    name={field.name}
                    error={fieldState.error?.message}
                  />
                )}
              />
              <MoneyField name="tuition_fee" label="Tuition fee" required />
              <MoneyField name="material_fee" label="Material fee" />
            </SimpleGrid>
            <Controller
              control={control}
              name="delivery_modes"
              render={({ field, fieldState }) => (
                <Checkbox.Group
                  label="Delivery modes"
                  required
                  mt="md"
                  value={field.value}
                  onChange={(value) => field.onChange(value)}
                  error={fieldState.error?.message}
                >
                  <Group gap="lg" mt={6}>
                    {DELIVERY_MODES.map((mode) => (
                      <Checkbox key={mode} value={mode} label={DELIVERY_MODE_LABELS[mode]} />
                    ))}
                  </Group>
                </Checkbox.Group>
              )}
            />
            <Textarea
              label="Description"
              description="What students learn and the jobs it leads to"
              mt="md"
              autosize
              minRows={3}
              maxRows={10}
              {...register('description')}
              error={errors.description?.message}
            />
          </Fieldset>

          <Fieldset legend="Locations and intakes" radius="md">
            <CourseLocationsFields />
          </Fieldset>

          <FormActions cancelTo="/courses" submitLabel={submitLabel} submitting={isSubmitting} />
        </Stack>
      </form>
      {conflictNotice}
    </FormProvider>
  );
};

/** An amount in Australian dollars: "$" in front, cents always shown. */
const MoneyField = ({ name, label, required }: { name: 'tuition_fee' | 'material_fee'; label: string; required?: boolean }) => (
  <Controller<CourseFormValues, typeof name>
    name={name}
    render={({ field, fieldState }) => (
      <NumberInput
        label={`${label} (AUD)`}
        required={required}
        prefix="$"
        decimalScale={2}
        fixedDecimalScale
        thousandSeparator=","
        min={0}
        allowNegative={false}
        value={field.value}
        // An emptied box is "no amount", which the schema names, rather than a silent $0.00.
        onChange={(value) => field.onChange(value === '' ? '' : Number(value))}
        onBlur={field.onBlur}
        ref={field.ref}
        name={field.name}
        error={fieldState.error?.message}
      />
    )}
  />
);
