import { MultiSelect } from '@mantine/core';
import { Controller, useFormContext } from 'react-hook-form';
import type { DeliveredCourse, TrainerProfileBody } from '@shared/schemas/users';
import type { z } from 'zod';
import { useActiveCourses } from '@web/lib/queries/get-active-courses';

const label = (course: { national_code: string; name: string }) => `${course.national_code} ${course.name}`;

/**
 * The courses a trainer delivers, picked from the active courses of the catalogue and kept as course ids.
 * A course they already deliver that has since been deactivated stays visible (and removable), named from
 * the profile, so saving never drops it silently.
 */
export const CoursesDeliveredInput = ({ delivered }: { delivered: DeliveredCourse[] }) => {
  const { control } = useFormContext<z.input<typeof TrainerProfileBody>>();
  const courses = useActiveCourses();
  return (
    <Controller
      control={control}
      name="courses"
      render={({ field, fieldState }) => {
        const itemError = Array.isArray(fieldState.error) ? fieldState.error.find(Boolean)?.message : undefined;
        const value = field.value ?? [];
        const offered = courses.data ?? [];
        const active = new Set(offered.map((c) => c.id));
        const data = [
          ...offered.map((c) => ({ value: c.id, label: label(c) })),
          ...delivered.filter((c) => !active.has(c.id)).map((c) => ({ value: c.id, label: `${label(c)} (inactive)` })),
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
