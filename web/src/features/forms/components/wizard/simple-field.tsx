// The inputs of the plain kinds of answer: the ones a repeat's rows hold too (text, textarea, e-mail,
// phone, date, number, select, radio, checkbox), the checkbox group and the USI. Help under the field, the
// definition's example as placeholder, a mark on required fields, and the server's words as the error.
import { Checkbox, NativeSelect, NumberInput, Paper, Radio, Stack, TextInput, Textarea } from '@mantine/core';
import type { Field, RowField } from '@shared/forms/definition';
import { TEXTAREA_MAX, TEXT_MAX } from '@shared/forms/schema';

export type SimpleKind = Extract<Field, { kind: RowField['kind'] | 'checkboxes' | 'usi' }>;

export interface FieldInputProps<F> {
  field: F;
  /** The element id: the label, the error and the wizard's focus on the first error use it. */
  id: string;
  value: unknown;
  error?: string;
  required: boolean;
  onChange: (value: unknown) => void;
}

const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

/** Today as `YYYY-MM-DD` on the person's calendar: the bound of a past or future date. */
const today = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

/** An emptied answer is no answer: cleared from the form, so it is not sent (spec §5). */
const orUndefined = (value: string) => (value === '' ? undefined : value);

export function SimpleField({ field, id, value, error, required, onChange }: FieldInputProps<SimpleKind>) {
  const group = { id, label: field.label, description: field.help, error, required };
  // The example reads as one ("e.g. 2000"), not as an answer already given.
  const common = { ...group, placeholder: field.example ? `e.g. ${field.example}` : undefined };
  const narrow = { maw: 320 };
  switch (field.kind) {
    case 'text':
      return (
        <TextInput
          {...common}
          value={text(value)}
          maxLength={field.maxLength ?? TEXT_MAX}
          maw={field.maxLength !== undefined && field.maxLength <= 20 ? 320 : undefined}
          autoComplete={autoCompleteOf(field.key)}
          onChange={(e) => onChange(orUndefined(e.currentTarget.value))}
        />
      );
    case 'textarea':
      return (
        <Textarea
          {...common}
          value={text(value)}
          autosize
          minRows={3}
          maxRows={12}
          maxLength={field.maxLength ?? TEXTAREA_MAX}
          onChange={(e) => onChange(orUndefined(e.currentTarget.value))}
        />
      );
    case 'email':
      return (
        <TextInput
          {...common}
          type="email"
          value={text(value)}
          autoComplete={field.key === 'email' ? 'email' : 'off'}
          placeholder={common.placeholder ?? 'e.g. name@example.com'}
          onChange={(e) => onChange(orUndefined(e.currentTarget.value))}
        />
      );
    case 'phone':
      return (
        <TextInput
          {...common}
          type="tel"
          value={text(value)}
          maxLength={20}
          autoComplete={field.key === 'phone' ? 'tel' : 'off'}
          placeholder={common.placeholder ?? 'e.g. 0412 345 678'}
          {...narrow}
          onChange={(e) => onChange(orUndefined(e.currentTarget.value))}
        />
      );
    case 'date':
      // The browser's date picker keeps the value as YYYY-MM-DD, the answer's own form.
      return (
        <TextInput
          {...common}
          type="date"
          value={text(value)}
          max={field.past ? today() : undefined}
          min={field.future ? today() : undefined}
          autoComplete={field.key === 'date_of_birth' ? 'bday' : 'off'}
          w={{ base: '100%', xs: 220 }}
          onChange={(e) => onChange(orUndefined(e.currentTarget.value))}
        />
      );
    case 'number':
      return (
        <NumberInput
          {...common}
          value={typeof value === 'number' || typeof value === 'string' ? value : ''}
          min={field.min}
          max={field.max}
          allowDecimal={!field.integer}
          thousandSeparator={false}
          hideControls
          inputMode={field.integer ? 'numeric' : 'decimal'}
          w={{ base: '100%', xs: 220 }}
          onChange={(v) => onChange(v === '' ? undefined : v)}
        />
      );
    case 'select':
      return (
        <NativeSelect
          {...group}
          value={text(value)}
          data={[{ value: '', label: 'Choose…' }, ...field.options]}
          onChange={(e) => onChange(orUndefined(e.currentTarget.value))}
        />
      );
    case 'radio':
      return (
        <Radio.Group {...group} value={text(value)} onChange={(v) => onChange(orUndefined(v))}>
          <Stack gap="xs" mt={6}>
            {field.options.map((option) => (
              <Radio key={option.value} value={option.value} label={option.label} />
            ))}
          </Stack>
        </Radio.Group>
      );
    case 'checkboxes':
      return (
        <Checkbox.Group
          {...group}
          value={Array.isArray(value) ? (value as string[]) : []}
          onChange={(list) => onChange(list.length ? list : undefined)}
        >
          <Stack gap="xs" mt={6}>
            {field.options.map((option) => (
              <Checkbox key={option.value} value={option.value} label={option.label} />
            ))}
          </Stack>
        </Checkbox.Group>
      );
    case 'checkbox': {
      // An acknowledgement reads as the sentence it is, with its box, set apart from the questions.
      const box = (
        <Checkbox
          id={id}
          label={field.label}
          description={field.help}
          error={error}
          required={required}
          checked={value === true}
          onChange={(e) => onChange(e.currentTarget.checked ? true : undefined)}
          styles={{ label: { fontSize: 'var(--mantine-font-size-sm)', lineHeight: 1.5 } }}
        />
      );
      return field.mustAgree ? (
        <Paper withBorder p="sm" radius="sm" bg={error ? 'var(--mantine-color-red-light)' : undefined}>
          {box}
        </Paper>
      ) : (
        box
      );
    }
    case 'usi':
      // A USI is written in capitals; lowercase typed is taken as meant.
      return (
        <TextInput
          {...common}
          value={text(value)}
          maxLength={10}
          placeholder={common.placeholder ?? 'e.g. 3AW88YH9U5'}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          w={{ base: '100%', xs: 260 }}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', letterSpacing: '0.1em' } }}
          onChange={(e) => onChange(orUndefined(e.currentTarget.value.toUpperCase().replace(/\s/g, '')))}
        />
      );
  }
}

/** Browsers fill the student's own name in: their autocomplete tokens for the header fields. */
const autoCompleteOf = (key: string): string =>
  ({ firstname: 'given-name', middlename: 'additional-name', lastname: 'family-name', home_street: 'street-address', home_postcode: 'postal-code' })[
    key
  ] ?? 'off';
