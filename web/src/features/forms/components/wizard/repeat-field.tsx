// Rows of the same questions (schooling history, units asked for): add and remove rows between the
// definition's min and max; each row's errors arrive as `key.<row>.<field>`, as the server names them.
import { Button, Group, Input, Paper, Stack, Text, Title } from '@mantine/core';
import { isRequired } from '@shared/forms/conditions';
import type { Field } from '@shared/forms/definition';
import { SimpleField } from './simple-field';

type RepeatKind = Extract<Field, { kind: 'repeat' }>;
type Row = Record<string, unknown>;

const capitalised = (text: string) => text[0]!.toUpperCase() + text.slice(1);

export function RepeatField({
  field,
  id,
  value,
  errors,
  required,
  onChange,
}: {
  field: RepeatKind;
  id: string;
  value: unknown;
  errors: Record<string, string>;
  required: boolean;
  onChange: (rows: Row[] | undefined) => void;
}) {
  const rows: Row[] = Array.isArray(value) ? (value as Row[]) : [];
  const error = errors[field.key];
  const item = capitalised(field.itemLabel);
  const setRow = (index: number, key: string, cell: unknown) =>
    onChange(
      rows.map((row, i) => (i === index ? Object.fromEntries(Object.entries({ ...row, [key]: cell }).filter(([, v]) => v !== undefined)) : row)),
    );
  const remove = (index: number) => {
    const left = rows.filter((_, i) => i !== index);
    onChange(left.length ? left : undefined);
  };

  return (
    <Stack gap="xs" role="group" aria-labelledby={`${id}-label`}>
      <Input.Label id={`${id}-label`} required={required} component="div">
        {field.label}
      </Input.Label>
      {field.help && <Input.Description>{field.help}</Input.Description>}
      {rows.length === 0 && (
        <Text size="sm" c="dimmed">
          None added yet.
        </Text>
      )}
      {rows.map((row, index) => (
        <Paper key={index} withBorder p="sm" radius="md">
          <Group justify="space-between" mb="xs">
            <Title order={3} size="h5">
              {item} {index + 1}
            </Title>
            <Button variant="default" size="xs" onClick={() => remove(index)} aria-label={`Remove ${field.itemLabel} ${index + 1}`}>
              Remove
            </Button>
          </Group>
          <Stack gap="sm">
            {field.fields.map((cell) => {
              const path = `${field.key}.${index}.${cell.key}`;
              return (
                <div key={cell.key} data-field={path}>
                  <SimpleField
                    field={cell}
                    id={`field-${path.replace(/\./g, '-')}`}
                    value={row[cell.key]}
                    error={errors[path]}
                    required={isRequired(cell.required, row)}
                    onChange={(v) => setRow(index, cell.key, v)}
                  />
                </div>
              );
            })}
          </Stack>
        </Paper>
      ))}
      <Group>
        <Button id={id} variant="light" size="sm" onClick={() => onChange([...rows, {}])} disabled={rows.length >= field.max}>
          Add {rows.length ? 'another' : 'a'} {field.itemLabel}
        </Button>
        <Text size="xs" c="dimmed">
          {field.min ? `At least ${field.min}, ` : 'Up to '}
          {field.min ? `at most ${field.max}` : field.max}
        </Text>
      </Group>
      {error && <Input.Error>{error}</Input.Error>}
    </Stack>
  );
}
