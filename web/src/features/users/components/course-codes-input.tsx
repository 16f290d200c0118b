import { MultiSelect } from '@mantine/core';
import { Controller, useFormContext } from 'react-hook-form';
import { useCourseOptions } from '../api/get-course-options';
import type { TrainerProfileFormInput } from './trainer-profile-schema';

/**
 * The courses a trainer delivers, picked from the catalogue and stored as national codes. A code the
 * catalogue no longer lists stays visible (and removable) so saving never drops it silently.
 */
export const CourseCodesInput = () => {
  const { control } = useFormContext<TrainerProfileFormInput>();
  const courses = useCourseOptions();
  return (
    <Controller
      control={control}
      name="courses"
      render={({ field, fieldState }) => {
        const itemError = Array.isArray(fieldState.error) ? fieldState.error.find(Boolean)?.message : undefined;
        const value = field.value ?? [];
        const known = new Set((courses.data ?? []).map((c) => c.national_code));
        const data = [
          ...(courses.data ?? []).map((c) => ({ value: c.national_code, label: `${c.national_code} ${c.name}` })),
          ...value.filter((code) => !known.has(code)).map((code) => ({ value: code, label: code })),
        ];
        return (
          <MultiSelect
            label="Courses delivered"
            description="Search by code or name, e.g. BSB50120 or Diploma of Business."
            placeholder={value.length ? '' : 'Choose courses'}
            data={data}
            searchable
            clearable
            nothingFoundMessage="No course matches"
            disabled={courses.isLoading}
            value={value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            error={fieldState.error?.message ?? itemError}
          />
        );
      }}
    />
  );
};
