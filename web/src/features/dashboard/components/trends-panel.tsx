// The dashboard's trends (docs/decisions.md, "Trends"), loaded with the dashboard of those who have any and only
// then: the chart library is in this chunk alone. A member of staff who checks several families chooses whose forms the
// first chart shows; the choice stays for the visit.
import { useState } from 'react';
import { Group, Select, SimpleGrid, Skeleton, Stack, Title, VisuallyHidden } from '@mantine/core';
import { PageLoader } from '@web/components/page-loader';
import { useTrends } from '../api/get-trends';
import { TrendChartCard } from './trend-chart';

const ALL = 'all';

export default function TrendsPanel() {
  const [formType, setFormType] = useState<string | undefined>();
  const trends = useTrends(formType);
  if (trends.isPending) {
    return (
      <>
        <Skeleton h={260} radius="md" aria-hidden />
        <VisuallyHidden>Loading the trends</VisuallyHidden>
      </>
    );
  }
  // Why it failed (signed out, not allowed, the server's error with its reference) and a way on, as every page says it.
  if (trends.isError) return <PageLoader query={trends} what="the trends" />;
  const { charts, families, family, all_families } = trends.data;
  if (charts.length === 0) return null;
  const choices = [...(all_families ? [{ value: ALL, label: 'All families' }] : []), ...families.map((f) => ({ value: f.slug, label: f.name }))];
  return (
    <section aria-labelledby="trends-heading">
      <Stack gap="sm">
        <Group justify="space-between" align="end">
          <Title order={2} size="h4" id="trends-heading">
            Trends
          </Title>
          {choices.length > 1 && (
            <Select
              label="Forms of"
              size="xs"
              w={220}
              data={choices}
              value={family?.slug ?? ALL}
              allowDeselect={false}
              onChange={(value) => setFormType(value ?? undefined)}
            />
          )}
        </Group>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {charts.map((chart, i) => (
            <TrendChartCard key={chart.title} chart={chart} headingId={`trend-${i}-heading`} />
          ))}
        </SimpleGrid>
      </Stack>
    </section>
  );
}
