import type { ReactNode } from 'react';
import { Box, List, Table, Text } from '@mantine/core';
import type { Field, Option, RowField } from '@shared/forms/definition';
import type { AttachmentView } from '@shared/schemas/attachments';
import type { CatalogueNames } from './catalogue-names';
import { FormFileLink, FormSignature } from './form-file';
import { formatDate } from './format';

/** What the answer needs beyond itself: the form's files, and course and campus names. */
export interface AnswerContext {
  formId: string;
  files: readonly AttachmentView[];
  names: CatalogueNames;
}

const isEmpty = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);

export const NotAnswered = () => (
  <Text span size="sm" c="dimmed" fs="italic">
    Not answered
  </Text>
);

/** An id the catalogue no longer names (a course no longer offered): shown as it is, quietly. */
const UnknownId = ({ id, what }: { id: string; what: string }) => (
  <Text span size="sm" c="dimmed">
    {what} {id}
  </Text>
);

const labelOf = (options: readonly Option[], value: unknown) => options.find((o) => o.value === value)?.label ?? String(value);

/** A plain answer (also a repeat row's cell) as text. */
const plainText = (field: Field | RowField, value: unknown): string => {
  switch (field.kind) {
    case 'date':
      return formatDate(String(value));
    case 'select':
    case 'radio':
      return labelOf(field.options, value);
    case 'checkbox':
      return value === true ? (field.mustAgree ? 'Agreed' : 'Yes') : 'No';
    default:
      return String(value);
  }
};

const text = (content: string, multiline = false) => (
  <Text size="sm" style={multiline ? { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } : { overflowWrap: 'anywhere' }}>
    {content}
  </Text>
);

/** A repeat's rows as a small table: one column per question of the row. */
const RepeatTable = ({ field, rows }: { field: Extract<Field, { kind: 'repeat' }>; rows: readonly Record<string, unknown>[] }) => (
  // Scrolls sideways on a phone; the padding keeps the table's outer border inside the scrolling box.
  <Box style={{ overflowX: 'auto', padding: 1 }}>
    <Table miw={field.fields.length * 110} withTableBorder withColumnBorders verticalSpacing={4} fz="sm" aria-label={field.label}>
      <Table.Thead>
        <Table.Tr>
          {field.fields.map((f) => (
            <Table.Th key={f.key}>{f.label}</Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row, index) => (
          <Table.Tr key={index}>
            {field.fields.map((f) => (
              <Table.Td key={f.key}>{isEmpty(row[f.key]) ? <NotAnswered /> : plainText(f, row[f.key])}</Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  </Box>
);

/** One answer as people read it: option labels, dates in words, lists as lists, ids as names. */
export const AnswerValue = ({ field, value, context }: { field: Field; value: unknown; context: AnswerContext }): ReactNode => {
  if (field.kind === 'checkbox') return text(plainText(field, value));
  if (isEmpty(value))
    return field.kind === 'signature' ? (
      <Text size="sm" c="dimmed" fs="italic">
        Not signed
      </Text>
    ) : (
      <NotAnswered />
    );
  switch (field.kind) {
    case 'textarea':
      return text(String(value), true);
    case 'checkboxes': {
      const values = Array.isArray(value) ? value : [value];
      return (
        <List size="sm" spacing={2}>
          {values.map((v) => (
            <List.Item key={String(v)}>{labelOf(field.options, v)}</List.Item>
          ))}
        </List>
      );
    }
    case 'course': {
      const name = context.names.course(String(value));
      return name ? text(name) : <UnknownId id={String(value)} what="Course" />;
    }
    case 'location': {
      const name = context.names.campus(String(value));
      return name ? text(name) : <UnknownId id={String(value)} what="Campus" />;
    }
    case 'files': {
      const ids = (Array.isArray(value) ? value : [value]).map(String);
      return (
        <List size="sm" spacing={4} listStyleType="none" withPadding={false}>
          {ids.map((id) => {
            const file = context.files.find((f) => f.id === id);
            return <List.Item key={id}>{file ? <FormFileLink formId={context.formId} file={file} /> : <UnknownId id={id} what="File" />}</List.Item>;
          })}
        </List>
      );
    }
    case 'signature':
      return <FormSignature formId={context.formId} fileId={String(value)} label={field.label} />;
    case 'repeat': {
      const rows = (Array.isArray(value) ? value : []).filter((r): r is Record<string, unknown> => typeof r === 'object' && r !== null);
      return <RepeatTable field={field} rows={rows} />;
    }
    default:
      return text(plainText(field, value));
  }
};

/** Files of the form no answer names (kept from an earlier answer): listed, so none goes unseen. */
export const OtherFiles = ({ context, shownIds }: { context: AnswerContext; shownIds: ReadonlySet<string> }) => {
  const others = context.files.filter((f) => !shownIds.has(f.id));
  if (others.length === 0) return null;
  return (
    <List size="sm" spacing={4} listStyleType="none" withPadding={false} aria-label="Other files">
      {others.map((file) => (
        <List.Item key={file.id}>
          <FormFileLink formId={context.formId} file={file} />
        </List.Item>
      ))}
    </List>
  );
};
