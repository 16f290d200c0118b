// One person's record for the staff who may open accounts (docs/decisions.md, "The student record"): who they are,
// their forms, tickets, chats and bookings with where each stands, their forms' documents, and the office's notes. The lists are
// the person's evidence timeline read a kind at a time (so each costs the person's records, never the college's);
// the tab is kept in the address, so a link opens the same view.
import { Anchor, Badge, Button, Group, Paper, SimpleGrid, Stack, Tabs, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { TIMELINE_KINDS, TIMELINE_PER_KIND, type TimelineKind } from '@shared/schemas/dashboard';
import { EmptyState } from '@web/components/empty-state';
import { PageHeader } from '@web/components/page-layout';
import { PageLoader } from '@web/components/page-loader';
import { TableSkeleton } from '@web/components/table-skeleton';
import { TimelineItems } from '@web/components/timeline-items';
import { UserAvatar } from '@web/components/user-avatar';
import { formatDate } from '@web/lib/format';
import { useTimeline } from '@web/lib/queries/get-timeline';
import { useUser } from '@web/lib/queries/get-user';
import { useSession } from '@web/lib/session';
import { oneOf } from '@web/lib/use-list-query-params';
import { PersonDocuments } from '../components/person-documents';
import { StaffNotes } from '../components/staff-notes';

const TABS = [...TIMELINE_KINDS, 'documents', 'notes'] as const;
type Tab = (typeof TABS)[number];

const TAB_WORDS: Record<Tab, string> = {
  form: 'Forms',
  ticket: 'Tickets',
  chat: 'Chats',
  order: 'Bookings',
  documents: 'Documents',
  notes: 'Staff notes',
};
// A record lists only what its reader may open (a member of staff who checks no enrolments sees none of them): the empty
// state says so rather than that there are none.
const NONE_YET: Record<TimelineKind, string> = {
  form: 'No forms that you may open: none started yet, or none of a family you work on.',
  ticket: 'No tickets that you may open: none raised yet, or none of your department.',
  chat: 'No live chats that you may open.',
  order: 'No short-course bookings that you may open.',
};

/** A line of the profile: what it is, and its value (or a dash). */
const Fact = ({ label, children }: { label: string; children: ReactNode }) => (
  <div>
    <Text size="xs" c="dimmed">
      {label}
    </Text>
    <Text size="sm" component="div">
      {children || '—'}
    </Text>
  </div>
);

export function StudentRecordPage() {
  const { id = '' } = useParams();
  const { can } = useSession();
  const [params, setParams] = useSearchParams();
  const tab: Tab = oneOf(params.get('tab'), TABS) ?? 'form';
  const person = useUser(id);
  const timeline = useTimeline(id, {});
  const items = timeline.data?.data ?? [];
  const ofKind = (kind: TimelineKind) => items.filter((item) => item.kind === kind);
  const name = person.data?.name ?? '…';

  if (!person.data) {
    return (
      <>
        <PageHeader title="Student record" />
        <PageLoader query={person} what="this person" />
      </>
    );
  }
  const user = person.data;
  const role = user.roles[0]?.name;

  return (
    <>
      <PageHeader
        title={user.name}
        description={`${role ?? 'Account'} record: who they are, what they raised or booked, and the office's notes.`}
        actions={
          <>
            <Button component={Link} to={`/users/${id}/timeline`} variant="default">
              Full timeline
            </Button>
            {can('update-user') && (
              <Button component={Link} to={`/users/update/${id}`} variant="default">
                Edit account
              </Button>
            )}
          </>
        }
      />
      <Stack gap="lg">
        <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md" component="section" aria-label="Who they are">
          <Group gap="lg" align="flex-start" wrap="nowrap">
            <UserAvatar name={user.name} src={user.avatar_url} size="lg" />
            <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md" style={{ flex: 1 }}>
              <Fact label="E-mail">
                <Anchor href={`mailto:${user.email}`} size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {user.email}
                </Anchor>
              </Fact>
              <Fact label="Phone">
                {user.phone && (
                  <Anchor href={`tel:${user.phone.replace(/\s/g, '')}`} size="sm">
                    {user.phone}
                  </Anchor>
                )}
              </Fact>
              <Fact label="Role">
                <Group gap="xs">
                  {role}
                  {user.verified ? (
                    <Badge color="teal.9" variant="filled">
                      Verified
                    </Badge>
                  ) : (
                    <Badge color="gray.7" variant="outline">
                      E-mail not verified
                    </Badge>
                  )}
                </Group>
              </Fact>
              <Fact label="In the portal since">{formatDate(user.created_at)}</Fact>
            </SimpleGrid>
          </Group>
        </Paper>

        <Tabs
          value={tab}
          onChange={(next) => {
            const nextParams = new URLSearchParams(params);
            nextParams.set('tab', next ?? 'form');
            setParams(nextParams, { replace: true });
          }}
          keepMounted={false}
        >
          <Tabs.List aria-label={`${name}'s records`}>
            {TABS.map((t) => (
              <Tabs.Tab key={t} value={t}>
                {TAB_WORDS[t]}
                {t !== 'notes' && t !== 'documents' && timeline.data
                  ? ` (${ofKind(t).length}${ofKind(t).length >= TIMELINE_PER_KIND ? '+' : ''})`
                  : ''}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {TIMELINE_KINDS.map((kind) => (
            <Tabs.Panel key={kind} value={kind} pt="md">
              {timeline.isPending ? (
                <TableSkeleton label={`Loading ${TAB_WORDS[kind].toLowerCase()}`} rows={4} />
              ) : timeline.isError ? (
                <PageLoader query={timeline} what={`${name}'s ${TAB_WORDS[kind].toLowerCase()}`} />
              ) : ofKind(kind).length === 0 ? (
                <EmptyState title={`No ${TAB_WORDS[kind].toLowerCase()}`} description={NONE_YET[kind]} />
              ) : (
                <TimelineItems items={ofKind(kind)} label={`${name}'s ${TAB_WORDS[kind].toLowerCase()}`} withKind={false} />
              )}
              {ofKind(kind).length >= TIMELINE_PER_KIND && (
                <Text size="sm" c="dimmed" mt="xs">
                  The newest {TIMELINE_PER_KIND} are shown; the full timeline narrows by dates.
                </Text>
              )}
            </Tabs.Panel>
          ))}
          <Tabs.Panel value="documents" pt="md">
            <PersonDocuments userId={id} name={user.name} />
          </Tabs.Panel>
          <Tabs.Panel value="notes" pt="md">
            <StaffNotes userId={id} name={user.name} />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </>
  );
}
