// What happened to a record, newest first, with who did it: the audit trail a form or an order shows.
import type { UseQueryResult } from '@tanstack/react-query';
import { Paper, Text, Timeline, Title } from '@mantine/core';
import { useId } from 'react';
import type { NamedAuditEntryView } from '@shared/schemas/audit';
import { formatDateTime } from '@web/lib/format';

const changedFields = (entry: NamedAuditEntryView) => entry.changes.map((c) => c.field.replace(/_/g, ' ')).join(', ');

interface RecordHistoryProps {
  history: UseQueryResult<NamedAuditEntryView[]>;
  /** "this form", "this order": what an empty history says nothing has happened to. */
  what: string;
}

export function RecordHistory({ history, what }: RecordHistoryProps) {
  const headingId = useId();
  const entries = history.data ?? [];
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={headingId}>
      <Title order={2} size="h4" mb="md" id={headingId}>
        History
      </Title>
      {history.isPending ? (
        <Text size="sm" c="dimmed">
          Loading the history…
        </Text>
      ) : history.isError ? (
        <Text size="sm">The history could not be loaded. Reload the page to try again.</Text>
      ) : entries.length === 0 ? (
        <Text size="sm">Nothing has happened to {what} yet.</Text>
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
