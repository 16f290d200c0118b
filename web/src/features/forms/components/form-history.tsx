// What happened to a form, newest first: the audit trail of issue 8, for whoever may read the form.
import { Paper, Text, Timeline, Title } from '@mantine/core';
import type { FormHistoryEntry } from '@shared/schemas/forms';
import { useFormHistory } from '../api/get-form-history';
import { formatDateTime } from './format';

const changedFields = (entry: FormHistoryEntry) => entry.changes.map((c) => c.field.replace(/_/g, ' ')).join(', ');

export function FormHistory({ formId }: { formId: string }) {
  const history = useFormHistory(formId);
  const entries = history.data ?? [];
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="form-history-heading">
      <Title order={2} size="h4" mb="md" id="form-history-heading">
        History
      </Title>
      {history.isPending ? (
        <Text size="sm" c="dimmed">
          Loading the history…
        </Text>
      ) : history.isError ? (
        <Text size="sm">The history could not be loaded. Reload the page to try again.</Text>
      ) : entries.length === 0 ? (
        <Text size="sm">Nothing has happened to this form yet.</Text>
      ) : (
        <Timeline bulletSize={12} lineWidth={2}>
          {entries.map((entry) => (
            <Timeline.Item key={entry.id} title={entry.summary}>
              <Text size="sm" c="dimmed">
                {entry.actor_name} · {formatDateTime(entry.at)}
              </Text>
              {entry.changes.length > 0 && <Text size="sm">Changed: {changedFields(entry)}</Text>}
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </Paper>
  );
}
