import { lazy, Suspense, type ReactNode } from 'react';
import { Badge, Group, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { collegeNow } from '@shared/college-time';
import { ROLE } from '@shared/permissions';
import type { DashboardView } from '@shared/schemas/dashboard';
import { menuFor } from '@shared/screens';
import { PageHeader } from '@web/components/page-layout';
import { PageLoader } from '@web/components/page-loader';
import { useSession } from '@web/lib/session';
import { useMyProfile } from '@web/lib/queries/get-my-profile';
import { ShortcutGrid } from '../components/shortcut-grid';
import { VerifyEmailNotice } from '../components/verify-email-notice';
import { useDashboard } from '../api/get-dashboard';
import { CollegePanels } from '../components/college-panels';
import { OwnPanels } from '../components/own-panels';

/** A titled group of cards; `id` is its heading's, which names the section. */
const DashboardSection = ({ id, title, description, children }: { id: string; title: string; description?: string; children: ReactNode }) => (
  <section aria-labelledby={id}>
    <Title order={2} size="h4" mb={description ? 4 : 'sm'} id={id}>
      {title}
    </Title>
    {description && (
      <Text size="sm" c="dimmed" mb="sm">
        {description}
      </Text>
    )}
    {children}
  </section>
);

// The trends and their chart library load with the dashboard of those who have any, never before.
const TrendsPanel = lazy(() => import('../components/trends-panel'));

/** Whether the dashboard shows the college's work the trends follow: forms checked, tickets answered, bookings. */
const hasTrends = (data: DashboardView) => Boolean(data.forms?.length || data.tickets || data.orders);

/** The hour on the college's clock, as every time on screen is (a browser elsewhere would greet by its own). */
const collegeHour = () => Number(collegeNow().slice(11, 13));

const greeting = (hour: number) => (hour < 12 ? 'Good morning' : hour < 18 ? 'Good afternoon' : 'Good evening');

const hasOwnWork = (own: DashboardView['own']) =>
  own.forms.draft + own.forms.submitted + own.forms.verified + own.open_tickets.length + own.upcoming_sessions.length + own.due.length > 0;

export function DashboardPage() {
  const { user, role, permissions } = useSession();
  const account = useMyProfile();
  const dashboard = useDashboard();
  const firstName = user?.name.split(/\s+/)[0] ?? '';
  const shortcuts = menuFor(role, permissions).filter((item) => item.path !== '/dashboard');
  const main = shortcuts.filter((item) => item.group !== 'Student forms');
  const forms = shortcuts.filter((item) => item.group === 'Student forms');
  const data = dashboard.data;
  // Students and agents come for their own forms; staff for the college's work, and their own only when they have some.
  const applicant = role === ROLE.student || role === ROLE.agent;

  return (
    <>
      <PageHeader
        title={`${greeting(collegeHour())}, ${firstName}`}
        description={
          <Group gap="xs" component="span">
            <span>Signed in as {user?.email}</span>
            {role && (
              <Badge variant="light" component="span">
                {role}
              </Badge>
            )}
          </Group>
        }
      />
      {account.data && !account.data.email_verified_at && <VerifyEmailNotice email={account.data.email} />}
      <Stack gap="xl">
        {/* The placeholder is a bare element, on which ARIA allows no label: the words are said beside it. */}
        {dashboard.isPending && (
          <>
            <Skeleton h={220} radius="md" aria-hidden />
            <VisuallyHidden>Loading your dashboard</VisuallyHidden>
          </>
        )}
        {/* A dashboard that could not be read says why, with a way on (sign in again, try again), as every page does. */}
        {dashboard.isError && !data && <PageLoader query={dashboard} what="your dashboard" />}
        {data && (applicant || hasOwnWork(data.own)) && <OwnPanels own={data.own} agentStudents={data.agent_students} />}
        {data && <CollegePanels dashboard={data} />}
        {data && hasTrends(data) && (
          <Suspense fallback={<Skeleton h={260} radius="md" aria-hidden />}>
            <TrendsPanel />
          </Suspense>
        )}
        <DashboardSection id="shortcuts-heading" title="Where to next">
          <ShortcutGrid items={main} />
        </DashboardSection>
        {forms.length > 0 && (
          <DashboardSection id="forms-heading" title="Student forms" description="Start a new form or follow the ones already submitted.">
            <ShortcutGrid items={forms} />
          </DashboardSection>
        )}
      </Stack>
    </>
  );
}
