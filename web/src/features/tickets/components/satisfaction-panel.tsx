import { Group, Paper, Rating, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { RatingSummaryView } from '@shared/schemas/tickets';
import { useRatingSummary } from '../api/get-rating-summary';

const TallyTable = ({ caption, rows, empty }: { caption: string; rows: RatingSummaryView['staff']; empty: string }) => (
  <Stack gap={4}>
    <Title order={3} size="h6">
      {caption}
    </Title>
    {rows.length === 0 ? (
      <Text size="sm" c="dimmed">
        {empty}
      </Text>
    ) : (
      <Table aria-label={`Satisfaction ${caption.toLowerCase()}`} verticalSpacing={4}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Average</Table.Th>
            <Table.Th ta="right">Ratings</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td>{row.name}</Table.Td>
              <Table.Td>
                <Group gap={6} wrap="nowrap">
                  <Rating value={row.average} fractions={10} readOnly size="xs" aria-hidden />
                  <Text size="sm">{row.average.toFixed(1)} / 5</Text>
                </Group>
              </Table.Td>
              <Table.Td ta="right">{row.count}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    )}
  </Stack>
);

/** Requesters' ratings of closed tickets, per category and per staff member assigned when they rated. */
export const SatisfactionPanel = () => {
  const summary = useRatingSummary();
  if (!summary.data) return null;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label="Satisfaction">
      <Stack gap="sm">
        <Title order={2} size="h5">
          Satisfaction
        </Title>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <TallyTable caption="By category" rows={summary.data.categories} empty="No ratings yet." />
          <TallyTable caption="By staff member" rows={summary.data.staff} empty="No ratings of assigned staff yet." />
        </SimpleGrid>
      </Stack>
    </Paper>
  );
};
