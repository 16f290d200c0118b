import type { ReactNode } from 'react';
import { Group, Stack, Text } from '@mantine/core';
import type { FormType } from '@shared/forms/catalogue';
import type { FormListItem } from '@shared/schemas/forms';
import type { CatalogueNames } from './catalogue-names';
import { FormClocks } from './clock-badge';
import { columnValue, familyColumns, FormNameCell, FormStateBadges } from './form-columns';
import { formatDate } from './format';

interface FormCardProps {
  form: FormListItem;
  type: FormType;
  basePath: string;
  names: CatalogueNames;
  /** The row's quick action (verify), for staff who may. */
  action?: ReactNode;
}

/** A form on a phone: a card instead of a table row wider than the screen. */
export const FormCard = ({ form, type, basePath, names, action }: FormCardProps) => {
  const answers = familyColumns(type)
    .map(({ key, label }) => ({ label, value: columnValue(type, key, form, names) }))
    .filter((a) => a.value);
  return (
    <Stack gap="xs">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <div style={{ minWidth: 0 }}>
          <FormNameCell form={form} basePath={basePath} />
          {form.email && (
            <Text size="sm" c="dimmed" style={{ wordBreak: 'break-all' }}>
              {form.email}
            </Text>
          )}
          {form.student_id && <Text size="sm">Student id {form.student_id}</Text>}
        </div>
        {action && <div style={{ flexShrink: 0 }}>{action}</div>}
      </Group>
      {answers.map(({ label, value }) => (
        <Text key={label} size="sm">
          <Text span c="dimmed" size="sm">
            {/[?:]$/.test(label) ? label : `${label}:`}
          </Text>{' '}
          {value}
        </Text>
      ))}
      <Group gap="xs" justify="space-between" align="center">
        <FormStateBadges form={form} />
        <Text size="xs" c="dimmed">
          Started {formatDate(form.created_at)}
        </Text>
      </Group>
      <FormClocks clocks={form.clocks} compact />
    </Stack>
  );
};
