import { Select, type SelectProps } from '@mantine/core';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

type FormSelectProps<T extends FieldValues> = Omit<SelectProps, 'value' | 'onChange' | 'onBlur' | 'name' | 'error'> & {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any context and output type: forms whose resolver transforms values (zod coercion) pass their control too
  control: Control<T, any, any>;
  name: Path<T>;
};

/** A Mantine select bound to a react-hook-form field: an empty field holds '', and its error shows under it. */
export function FormSelect<T extends FieldValues>({ control, name, ...props }: FormSelectProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          allowDeselect={false}
          {...props}
          value={field.value || null}
          onChange={(value) => field.onChange(value ?? '')}
          onBlur={field.onBlur}
          ref={field.ref}
          name={field.name}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
