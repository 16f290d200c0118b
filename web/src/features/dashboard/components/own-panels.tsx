// The caller's own part of the dashboard: their forms, what is due, their open tickets and coming sessions.
import { DUE_SOON_LOOK } from '@web/components/badge-looks';
import { Anchor, Badge, Group, List, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { formStage } from '@shared/forms/stages';
import type { AgentStudentView } from '@shared/schemas/agent-students';
import type { DashboardView } from '@shared/schemas/dashboard';
import { formatSessionTime } from '@shared/text';
import { formatDate, formatDateTime } from '@web/lib/format';
import { AgentStudentsTable } from './agent-students-table';
import { Figure, FigureRow, Panel, SeeAll } from './figure';
import { familyPath } from './form-paths';

type Own = DashboardView['own'];

const STAGE_WORDS = { draft: 'Draft', submitted: 'Waiting', verified: 'Verified' } as const;
// Dark shades, filled or outlined: the light variants of yellow and green fail WCAG contrast on white.
const STAGE_LOOKS = {
  draft: { color: 'gray.7', variant: 'outline' },
  submitted: { color: 'blue.9', variant: 'filled' },
  verified: { color: 'teal.9', variant: 'filled' },
} as const;

const CLOCK_LOOKS = {
  'on-time': { color: 'blue.9', variant: 'filled' },
  'due-soon': DUE_SOON_LOOK,
  overdue: { color: 'red.9', variant: 'filled' },
  met: { color: 'teal.9', variant: 'filled' },
} as const;

export const OwnFormsPanel = ({ own }: { own: Own }) => (
  <Panel id="own-forms-heading" title="Your forms" action={<SeeAll to="/timeline?kind=form">Your timeline</SeeAll>}>
    <Stack gap="sm">
      <FigureRow>
        <Figure label="Drafts" value={own.forms.draft} to="/timeline?kind=form" hint="Started, not yet sent" />
        <Figure label="Waiting" value={own.forms.submitted} to="/timeline?kind=form" hint="Sent, being checked" />
        <Figure label="Verified" value={own.forms.verified} to="/timeline?kind=form" hint="Checked by the college" />
      </FigureRow>
      {own.recent_forms.length > 0 ? (
        <List spacing={4} listStyleType="none" aria-label="Your newest forms">
          {own.recent_forms.map((f) => (
            <List.Item key={f.id}>
              <Group gap="xs" wrap="nowrap">
                <Anchor component={Link} to={familyPath(f.form_type_id, f.id)} size="sm">
                  {f.form_type}
                  {f.student_name ? ` — ${f.student_name}` : ''}
                </Anchor>
                {f.status === 'returned' ? (
                  <Badge size="sm" {...DUE_SOON_LOOK} style={{ flexShrink: 0 }}>
                    Sent back
                  </Badge>
                ) : (
                  <Badge size="sm" {...STAGE_LOOKS[formStage(f)]} style={{ flexShrink: 0 }}>
                    {STAGE_WORDS[formStage(f)]}
                  </Badge>
                )}
              </Group>
              {f.return_reason && (
                <Text size="xs" c="orange.9">
                  To change: {f.return_reason}
                </Text>
              )}
            </List.Item>
          ))}
        </List>
      ) : (
        // Staff who check the college's forms see their own by stage only (the figures link to them); the newest are
        // listed for those who fill forms in.
        own.forms.draft + own.forms.submitted + own.forms.verified === 0 && (
          <Text size="sm" c="dimmed">
            You have not started a form yet. The forms you may fill in are under Student forms in the menu.
          </Text>
        )
      )}
    </Stack>
  </Panel>
);

export const DuePanel = ({ own }: { own: Own }) => (
  <Panel id="due-heading" title="What is due">
    {own.due.length === 0 ? (
      <Text size="sm" c="dimmed">
        Nothing is due. Deadlines of your forms (such as telling the college of a new address within 7 days, or the college's answer to a complaint)
        show here.
      </Text>
    ) : (
      <List spacing={6} listStyleType="none">
        {own.due.map((d) => (
          <List.Item key={`${d.form_id}-${d.clock.label}`}>
            <Group gap="xs" wrap="nowrap" align="flex-start">
              <Badge size="sm" {...CLOCK_LOOKS[d.clock.state]} miw={90} style={{ flexShrink: 0 }}>
                {d.clock.state === 'overdue' ? 'Overdue' : formatDate(d.clock.due_on)}
              </Badge>
              <div>
                <Anchor component={Link} to={familyPath(d.form_type_id, d.form_id)} size="sm">
                  {d.clock.label}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {d.form_type} form ·{' '}
                  {d.clock.days_left >= 0 ? `${d.clock.days_left} ${d.clock.working_days ? 'working ' : ''}days left` : 'past its date'}
                </Text>
              </div>
            </Group>
          </List.Item>
        ))}
      </List>
    )}
  </Panel>
);

export const OwnTicketsPanel = ({ own }: { own: Own }) => (
  <Panel id="own-tickets-heading" title="Your open tickets" action={<SeeAll to="/tickets" />}>
    {own.open_tickets.length === 0 ? (
      <Text size="sm" c="dimmed">
        No open tickets. Ask the college anything through Support tickets.
      </Text>
    ) : (
      <List spacing={4} listStyleType="none">
        {own.open_tickets.map((t) => (
          <List.Item key={t.id}>
            <Group gap="xs" wrap="nowrap">
              <Anchor component={Link} to={`/tickets/${t.id}`} size="sm">
                {t.subject}
              </Anchor>
              <Badge size="sm" variant="outline" color="gray.7" style={{ flexShrink: 0 }}>
                {t.status === 'assigned' ? 'Being answered' : 'Open'}
              </Badge>
            </Group>
            <Text size="xs" c="dimmed">
              Last change {formatDateTime(t.updated_at)}
            </Text>
          </List.Item>
        ))}
      </List>
    )}
  </Panel>
);

export const SessionsPanel = ({ own }: { own: Own }) => (
  <Panel id="sessions-heading" title="Coming short courses" action={<SeeAll to="/applied-short-courses" />}>
    {own.upcoming_sessions.length === 0 ? (
      <Text size="sm" c="dimmed">
        No sessions booked.
      </Text>
    ) : (
      <List spacing={6} listStyleType="none">
        {own.upcoming_sessions.map((s) => (
          <List.Item key={s.order_id}>
            <Text size="sm" fw={600}>
              {s.course_name}
            </Text>
            <Text size="xs" c="dimmed">
              {formatSessionTime(s.booking_datetime)} · {s.location_name} · {s.number}
              {s.paid ? ' · paid' : ' · not paid yet'}
            </Text>
          </List.Item>
        ))}
      </List>
    )}
  </Panel>
);

/** The agent's first students, those with something missing first, with the draft to finish. */
export const AgentStudentsPanel = ({ students }: { students: AgentStudentView[] }) => (
  <Panel id="agent-students-heading" title="Your students" action={<SeeAll to="/agent-students">All your students</SeeAll>}>
    {students.length === 0 ? (
      <Text size="sm" c="dimmed">
        You have not filled in a form for a student yet. Start one under Student forms.
      </Text>
    ) : (
      <AgentStudentsTable students={students} label="Your students, those with a form to finish first" />
    )}
  </Panel>
);

export const OwnPanels = ({ own, agentStudents }: { own: Own; agentStudents?: AgentStudentView[] }) => (
  <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
    {agentStudents && <AgentStudentsPanel students={agentStudents} />}
    <OwnFormsPanel own={own} />
    <DuePanel own={own} />
    <OwnTicketsPanel own={own} />
    <SessionsPanel own={own} />
  </SimpleGrid>
);
