import { NumberInput, type NumberInputProps } from '@mantine/core';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

type FormNumberInputProps<T extends FieldValues> = Omit<NumberInputProps, 'value' | 'onChange' | 'onBlur' | 'name' | 'error'> & {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any context and output type, as FormSelect's
  control: Control<T, any, any>;
  name: Path<T>;
};

/**
 * A Mantine number box bound to a react-hook-form field. An emptied box holds '' rather than 0, so the schema
 * names the field ("Enter the price") instead of accepting a zero nobody typed; its error shows under it.
 */
export function FormNumberInput<T extends FieldValues>({ control, name, ...props }: FormNumberInputProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <NumberInput
          allowNegative={false}
          {...props}
          value={field.value}
          onChange={(value) => field.onChange(typeof value === 'number' ? value : '')}
          onBlur={field.onBlur}
          ref={field.ref}
          name={field.name}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
