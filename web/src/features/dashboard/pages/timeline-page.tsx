// A person's evidence timeline (docs/decisions.md, "Notifications and dashboards"): their forms, tickets, chats and
// orders in one list, newest first, with filters kept in the address (a shared link shows the same view) and an
// export of what is shown. `/timeline` is the reader's own; `/users/:id/timeline` anyone's, for those who may open
// accounts.
import { Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { TIMELINE_KINDS, TIMELINE_PER_KIND, type TimelineKind, type TimelineQuery } from '@shared/schemas/dashboard';
import { EmptyState } from '@web/components/empty-state';
import { PageHeader } from '@web/components/page-layout';
import { TableSkeleton } from '@web/components/table-skeleton';
import { KIND_WORDS, TimelineItems } from '@web/components/timeline-items';
import { oneOf } from '@web/lib/use-list-query-params';
import { useSession } from '@web/lib/session';
import { useExportTimeline } from '../api/export-timeline';
import { useTimeline } from '@web/lib/queries/get-timeline';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The filters from the address; a malformed date is dropped rather than sent to be refused. */
const useTimelineFilters = () => {
  const [params, setParams] = useSearchParams();
  const day = (name: string) => {
    const raw = params.get(name);
    return raw && DAY.test(raw) ? raw : undefined;
  };
  const query: TimelineQuery = { kind: oneOf(params.get('kind'), TIMELINE_KINDS), from: day('from'), to: day('to') };
  const update = (changes: Partial<TimelineQuery>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next, { replace: true });
  };
  return { query: Object.fromEntries(Object.entries(query).filter(([, v]) => v)) as TimelineQuery, update };
};

export function TimelinePage() {
  const { id } = useParams();
  const { user } = useSession();
  const userId = id ?? user?.id ?? '';
  const own = userId === user?.id;
  const { query, update } = useTimelineFilters();
  const timeline = useTimeline(userId, query);
  const exporting = useExportTimeline(userId, query);
  const person = timeline.data?.person;

  return (
    <>
      <PageHeader
        title={own ? 'My timeline' : `Timeline of ${person?.name ?? '…'}`}
        description={
          own
            ? 'Your forms, tickets, chats and short-course bookings, newest first.'
            : `Everything ${person?.name ?? 'this person'} raised or booked, newest first${person ? ` (${person.email}${person.role ? `, ${person.role}` : ''})` : ''}.`
        }
        actions={
          <>
            {!own && (
              <Button component={Link} to={`/users/${userId}/record`} variant="default">
                Their record
              </Button>
            )}
            <Button variant="default" onClick={() => exporting.mutate()} loading={exporting.isPending} disabled={!timeline.data?.data.length}>
              Export CSV
            </Button>
          </>
        }
      />
      <Stack gap="md">
        <Group gap="sm" align="flex-end" wrap="wrap" role="search" aria-label="Filter the timeline">
          <Select
            label="Kind"
            placeholder="Everything"
            data={TIMELINE_KINDS.map((k) => ({ value: k, label: KIND_WORDS[k] }))}
            value={query.kind ?? null}
            onChange={(value) => update({ kind: (value as TimelineKind | null) ?? undefined })}
            clearable
            w={180}
          />
          <TextInput label="From" type="date" value={query.from ?? ''} onChange={(e) => update({ from: e.currentTarget.value })} w={170} />
          <TextInput label="To" type="date" value={query.to ?? ''} onChange={(e) => update({ to: e.currentTarget.value })} w={170} />
          {(query.kind || query.from || query.to) && (
            <Button variant="subtle" onClick={() => update({ kind: undefined, from: undefined, to: undefined })}>
              Clear filters
            </Button>
          )}
        </Group>
        {timeline.isPending ? (
          <TableSkeleton label="Loading the timeline" rows={6} />
        ) : timeline.data && timeline.data.data.length === 0 ? (
          <EmptyState
            title="Nothing here"
            description={query.kind || query.from || query.to ? 'Nothing matches these filters.' : 'No forms, tickets, chats or bookings yet.'}
          />
        ) : (
          timeline.data && <TimelineItems items={timeline.data.data} label="Timeline" />
        )}
        {timeline.data?.truncated && (
          <Text size="sm" c="dimmed">
            Only the newest {TIMELINE_PER_KIND} of each kind are shown. Narrow the dates to see older ones.
          </Text>
        )}
      </Stack>
    </>
  );
}
