// "Someone saved this while you were editing": their version beside the person's, field by field, and what to do
// about it (web/src/lib/record-changed.ts merges). Nothing is lost either way: "Save mine on theirs" saves the person's
// changes on the newer version; "Review first" puts them in the form to look over; "Use theirs" drops the person's.
// Shown in the form, beside the Save button the person just pressed (no dialog over a dialog in the list pages'
// editors), and it takes the keyboard's focus so a screen reader reads it at once.
import { Alert, Button, Group, Stack, Table, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import type { RecordChangedAnswer } from '@shared/schemas/revisions';
import { formatDateTime } from '@web/lib/format';
import { fieldHeading, shownValue, type ChangedField } from '@web/lib/record-changed';

export interface RecordChangedNoticeProps {
  /** The refusal. */
  answer: RecordChangedAnswer;
  fields: ChangedField[];
  /** A field's label as the form shows it, where it has one. */
  labels?: Record<string, string>;
  /** A field's value as the form shows it (a campus's name for its id), where the plain value would not say it. */
  describe?: Record<string, (value: unknown) => string>;
  onSaveMine: () => void;
  onReview: () => void;
  onUseTheirs: () => void;
}

export const RecordChangedNotice = ({ answer, fields, labels = {}, describe = {}, onSaveMine, onReview, onUseTheirs }: RecordChangedNoticeProps) => {
  const who = answer.changed_by?.name ?? 'Someone';
  const when = answer.changed_at ? ` on ${formatDateTime(answer.changed_at)}` : '';
  const value = (field: string, v: unknown) => describe[field]?.(v) ?? shownValue(v);
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => {
    notice.current?.focus();
    notice.current?.scrollIntoView({ block: 'nearest' });
  }, [answer]);
  return (
    <Alert
      ref={notice}
      tabIndex={-1}
      color="orange"
      // Even the darkest orange title reads at 3.9:1 on the light variant's tint: the title is in the text's colour.
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
      variant="light"
      title="Saved by someone else meanwhile"
      role="region"
      aria-label="Saved by someone else meanwhile"
      mt="md"
    >
      <Stack gap="md">
        <Text size="sm">
          {who} saved this{when}, after you opened it. Your changes are not lost: they can go on their version.
        </Text>
        {fields.length > 0 ? (
          <Table.ScrollContainer minWidth={420}>
            <Table withTableBorder striped verticalSpacing="xs" aria-label="Their version and yours">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Field</Table.Th>
                  <Table.Th scope="col">Their version</Table.Th>
                  <Table.Th scope="col">Yours</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {fields.map((f) => (
                  <Table.Tr key={f.field}>
                    <Table.Th scope="row" fw={500}>
                      {labels[f.field] ?? fieldHeading(f.field)}
                    </Table.Th>
                    <Table.Td>{value(f.field, f.theirs)}</Table.Td>
                    <Table.Td>
                      {f.mineChanged ? (
                        value(f.field, f.mine)
                      ) : (
                        <Text size="sm" c="dimmed">
                          Not changed by you: theirs is kept
                        </Text>
                      )}
                      {f.both && (
                        <Text size="xs" c="dimmed">
                          You both changed this: yours is kept
                        </Text>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : (
          <Text size="sm">Their changes and yours are the same.</Text>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onUseTheirs}>
            Use theirs, drop mine
          </Button>
          <Button variant="light" onClick={onReview}>
            Review first
          </Button>
          <Button onClick={onSaveMine}>Save mine on theirs</Button>
        </Group>
      </Stack>
    </Alert>
  );
};
