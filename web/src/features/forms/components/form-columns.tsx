import { Anchor, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { FormType } from '@shared/forms/catalogue';
import { fieldsOf } from '@shared/forms/definition';
import type { FormListItem } from '@shared/schemas/forms';
import type { ListColumn } from '@web/components/list-table';
import { useSession } from '@web/lib/session';
import type { FormSortField } from '../api/get-forms';
import type { CatalogueNames } from './catalogue-names';
import { FormClocks } from './clock-badge';
import { FormVerifiedBadge, SubmittedCell } from './form-badges';
import { formatDate, personName } from './format';

/** A family's own list column (`columns[key]`, as text from the server) as people read it: dates and courses too. */
export const columnValue = (type: FormType, key: string, row: FormListItem, names: CatalogueNames): string => {
  const text = row.columns[key] ?? '';
  if (!text) return '';
  const field = fieldsOf(type.definition).find((f) => f.key === key);
  if (field?.kind === 'date') return formatDate(text);
  if (field?.kind === 'course') return names.course(text) ?? text;
  if (field?.kind === 'location') return names.campus(text) ?? text;
  return text;
};

/** The family's list columns with the labels of their questions. */
export const familyColumns = (type: FormType) =>
  (type.definition.listColumns ?? []).map((key) => ({ key, label: fieldsOf(type.definition).find((f) => f.key === key)?.label ?? key }));

const dash = (text: string) =>
  text || (
    <Text span size="sm" c="dimmed">
      —
    </Text>
  );

/** The name as a link to the form; a draft without a name yet is still reachable. */
export const FormNameLink = ({ form, basePath }: { form: FormListItem; basePath: string }) => (
  <Anchor component={Link} to={`${basePath}/${form.id}`} fw={500} size="sm">
    {personName(form) || 'No name yet'}
  </Anchor>
);

/** The student's record, for those who may open accounts, when the form is about someone with an account. */
const StudentRecordLink = ({ form }: { form: FormListItem }) => {
  const { can } = useSession();
  if (!form.student_user_id || !can('show-user')) return null;
  return (
    <Anchor component={Link} to={`/users/${form.student_user_id}/record`} size="xs">
      Student record
    </Anchor>
  );
};

/** The name, its student's record, and the agent who lodged the form for the student, when one did. */
export const FormNameCell = ({ form, basePath }: { form: FormListItem; basePath: string }) => (
  <Stack gap={2} align="flex-start">
    <FormNameLink form={form} basePath={basePath} />
    <StudentRecordLink form={form} />
    {form.isAgent && (
      <Text size="xs" c="dimmed">
        Through {form.agentname || 'an agent'}
      </Text>
    )}
  </Stack>
);

/** An e-mail address that may break before its "@" (and nowhere else) in a narrow cell. */
const EmailText = ({ email }: { email: string }) => {
  const at = email.indexOf('@');
  return (
    <Text size="sm">
      {at > 0 ? (
        <>
          {email.slice(0, at)}
          <wbr />
          {email.slice(at)}
        </>
      ) : (
        dash(email)
      )}
    </Text>
  );
};

/** Long answers (a residency choice in words) wrap within a readable width. */
const FAMILY_CELL = { style: { maxWidth: '14rem' } };

/** A family's list columns on a tablet or desktop: who, the family's own answers, where it stands. */
export const formColumns = (type: FormType, basePath: string, names: CatalogueNames): ListColumn<FormListItem, FormSortField>[] => [
  { header: 'Name', cell: (form) => <FormNameCell form={form} basePath={basePath} /> },
  { header: 'E-mail', cell: (form) => <EmailText email={form.email} /> },
  { header: 'Student id', cell: (form) => dash(form.student_id) },
  ...familyColumns(type).map(({ key, label }) => ({
    header: label,
    cell: (form: FormListItem) => dash(columnValue(type, key, form, names)),
    cellProps: () => FAMILY_CELL,
  })),
  { header: 'Started', sortField: 'created_at', cell: (form) => formatDate(form.created_at) },
  {
    header: 'Submitted',
    cell: (form) => (
      <Stack gap={6} align="flex-start">
        <SubmittedCell form={form} />
        <FormVerifiedBadge form={form} />
      </Stack>
    ),
  },
  ...(type.definition.clocks?.length
    ? [{ header: 'Deadline', cell: (form: FormListItem) => (form.clocks.length ? <FormClocks clocks={form.clocks} compact /> : dash('')) }]
    : []),
];

/** Badges of a row's state, for a phone's card. */
export const FormStateBadges = ({ form }: { form: FormListItem }) => (
  <Group gap="xs">
    <SubmittedCell form={form} inWords />
    <FormVerifiedBadge form={form} />
  </Group>
);
