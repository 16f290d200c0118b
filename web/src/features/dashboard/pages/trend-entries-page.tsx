// The records one point of a dashboard's trend counts (docs/decisions.md, "Trends"): the forms that arrived in a week,
// the tickets closed, the payments of a month, newest first, each opening its record. The API answers only those whose
// chart the point is on.
import { Anchor, Stack, Text } from '@mantine/core';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { TREND_SCOPE_PATTERN, TREND_SERIES, type TrendEntryView } from '@shared/schemas/trends';
import { capitalised } from '@shared/text';
import { EmptyState } from '@web/components/empty-state';
import { ListParamsPager } from '@web/components/list-pager';
import { ListState } from '@web/components/list-page';
import { ListTable, type ListColumn } from '@web/components/list-table';
import { PageHeader } from '@web/components/page-layout';
import { formatDateTime, formatMoney } from '@web/lib/format';
import { oneOf, useListQueryParams } from '@web/lib/use-list-query-params';
import { useTrendEntries } from '../api/get-trends';
import { periodName, periodSpan } from '../components/trend-periods';

const LIST_CONFIG = { sortFields: ['at'] as const, defaultSort: 'at' as const, filters: {} };

type Row = TrendEntryView & { id: string };

const COLUMNS: ListColumn<Row>[] = [
  {
    header: 'What',
    cell: (entry) => (
      <Stack gap={0}>
        <Anchor component={Link} to={entry.link} size="sm" fw={600}>
          {entry.title}
        </Anchor>
        <Text size="xs" c="dimmed">
          {entry.detail}
        </Text>
      </Stack>
    ),
  },
  { header: 'When', cell: (entry) => <Text size="sm">{formatDateTime(entry.at)}</Text> },
];

const AMOUNT: ListColumn<Row> = {
  header: 'Amount',
  align: 'right',
  cell: (entry) => <Text size="sm">{entry.amount_cents === null ? '' : formatMoney(entry.amount_cents / 100)}</Text>,
};

export function TrendEntriesPage() {
  const params = useParams();
  const [search] = useSearchParams();
  const list = useListQueryParams(LIST_CONFIG);
  const series = oneOf(params.series ?? null, TREND_SERIES);
  const scope = search.get('scope') ?? 'all';
  const period = params.period ?? '';
  const known = series !== undefined && TREND_SCOPE_PATTERN.test(scope);
  const { page, pagination } = list.query;
  const entries = useTrendEntries({ series: series ?? 'forms-submitted', period }, { scope, page, pagination }, known);
  if (!known) {
    return (
      <Stack gap="md">
        <PageHeader title="Trend" />
        <EmptyState title="No such figure" description="This address names no figure of a dashboard. Go back to the dashboard and choose one." />
      </Stack>
    );
  }
  const heading = entries.data?.heading;
  const total = entries.data?.meta.total ?? 0;
  const rows = entries.data?.data.map((entry) => ({ ...entry, id: `${entry.record_id}-${entry.at}` }));
  const when = heading ? (heading.period.length === 10 ? periodSpan(heading.from, heading.to) : periodName(heading.period)) : '';
  return (
    <Stack gap="md">
      <PageHeader
        title={heading ? `${heading.title}: ${heading.scope_name}` : 'Trend'}
        description={
          heading
            ? `${capitalised(heading.period.length === 10 ? `${periodName(heading.period)} (${when})` : when)}: ${total} counted, newest first.`
            : undefined
        }
      />
      <ListState
        noun="records"
        query={entries}
        items={rows}
        empty={{ title: 'Nothing in this period', description: 'Nothing was counted here in this period.' }}
      >
        {(items) => (
          <ListTable
            label={heading?.title ?? 'Records'}
            items={items}
            columns={series === 'payments' ? [...COLUMNS, AMOUNT] : COLUMNS}
            minWidth={360}
          />
        )}
      </ListState>
      <ListParamsPager params={list} total={total} />
    </Stack>
  );
}
