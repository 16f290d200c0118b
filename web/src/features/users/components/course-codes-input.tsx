import { TagsInput } from '@mantine/core';
import { Controller, useFormContext } from 'react-hook-form';
import type { TrainerProfileFormInput } from './trainer-profile-schema';

const SEPARATORS = /[\s,;]+/;

/**
 * Codes are upper case everywhere (training.gov.au), so "bsb50120" is kept as BSB50120. A pasted or
 * autofilled "BSB50120, BSB40120" becomes two codes, and a code given twice is kept once.
 */
const normaliseCodes = (codes: string[]) =>
  [...new Set(codes.flatMap((code) => code.split(SEPARATORS)).map((code) => code.toUpperCase()).filter(Boolean))];

/**
 * The courses a trainer delivers, as national codes. There is no course catalogue to pick from yet
 * (a later issue brings it and this becomes a select of real courses), so any code of the right shape is kept.
 */
export const CourseCodesInput = () => {
  const { control } = useFormContext<TrainerProfileFormInput>();
  return (
    <Controller
      control={control}
      name="courses"
      render={({ field, fieldState }) => {
        const itemError = Array.isArray(fieldState.error) ? fieldState.error.find(Boolean)?.message : undefined;
        return (
          <TagsInput
            label="Courses delivered"
            description="National course codes, e.g. BSB50120. Press Enter or a comma after each."
            placeholder={field.value?.length ? '' : 'BSB50120'}
            splitChars={[',', ' ', ';']}
            clearable
            value={field.value ?? []}
            onChange={(codes) => field.onChange(normaliseCodes(codes))}
            onBlur={field.onBlur}
            ref={field.ref}
            acceptValueOnBlur
            error={fieldState.error?.message ?? itemError}
          />
        );
      }}
    />
  );
};
