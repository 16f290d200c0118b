// A person's records as their evidence timeline lists them (a form, a ticket, a chat, a booking): a card each on a
// phone, a table row each on a wider screen. The timeline page shows them all; the student record a kind at a time.
import { Anchor, Badge, Card, Group, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { TimelineItemView, TimelineKind } from '@shared/schemas/dashboard';
import { formatDateTime } from '@web/lib/format';

export const KIND_WORDS: Record<TimelineKind, string> = { form: 'Form', ticket: 'Ticket', chat: 'Chat', order: 'Booking' };
const KIND_COLOURS: Record<TimelineKind, string> = { form: 'blue.9', ticket: 'grape.9', chat: 'teal.9', order: 'orange.9' };

/** What the item is, as a link to its page when the reader may open one. */
const ItemTitle = ({ item }: { item: TimelineItemView }) =>
  item.link ? (
    <Anchor component={Link} to={item.link} size="sm">
      {item.title}
    </Anchor>
  ) : (
    <Text size="sm">{item.title}</Text>
  );

const KindBadge = ({ kind }: { kind: TimelineKind }) => (
  <Badge variant="outline" color={KIND_COLOURS[kind]} style={{ flexShrink: 0 }}>
    {KIND_WORDS[kind]}
  </Badge>
);

interface TimelineItemsProps {
  items: TimelineItemView[];
  /** The list's accessible name. */
  label: string;
  /** A column (and a badge on phones) for each item's kind: off where all are of one kind. */
  withKind?: boolean;
}

export const TimelineItems = ({ items, label, withKind = true }: TimelineItemsProps) => (
  <>
    {/* A phone reads a card per item; the table's columns would not fit. */}
    <Stack gap="xs" hiddenFrom="sm" component="ul" aria-label={label} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {items.map((item) => (
        <Card key={`${item.kind}-${item.id}`} component="li" withBorder padding="sm" radius="md">
          <Group justify="space-between" gap="xs" wrap="nowrap">
            {withKind && <KindBadge kind={item.kind} />}
            <Text size="xs" c="dimmed">
              {formatDateTime(item.at)}
            </Text>
          </Group>
          <ItemTitle item={item} />
          <Text size="sm" c="dimmed">
            {item.status}
          </Text>
        </Card>
      ))}
    </Stack>
    <Table.ScrollContainer minWidth={withKind ? 640 : 480} visibleFrom="sm">
      <Table striped verticalSpacing="xs" aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>When</Table.Th>
            {withKind && <Table.Th>Kind</Table.Th>}
            <Table.Th>What</Table.Th>
            <Table.Th>Status</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={`${item.kind}-${item.id}`}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(item.at)}</Table.Td>
              {withKind && (
                <Table.Td>
                  <KindBadge kind={item.kind} />
                </Table.Td>
              )}
              <Table.Td>
                <ItemTitle item={item} />
              </Table.Td>
              <Table.Td>{item.status}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  </>
);
