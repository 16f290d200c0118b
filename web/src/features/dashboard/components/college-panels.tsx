// The parts of the dashboard about the college's work, each there when the caller may open the list behind it:
// forms waiting by family, tickets by status and past their targets, the chat queue, orders by stage and revenue,
// users by role and what happened lately. Every figure links to its list, filtered as the figure counts.
import { BOOKING_STAGE_WORDS } from '@shared/booking-words';
import { Anchor, List, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { DashboardView } from '@shared/schemas/dashboard';
import { ORDER_STAGES } from '@shared/schemas/short-courses';
import { formatMoney } from '@shared/text';
import { BarList } from '@web/components/bar-list';
import { formatDateTime } from '@web/lib/format';
import { Figure, FigureRow, Panel, SeeAll } from './figure';
import { familyPath } from './form-paths';
import { trendEntriesPath } from './trend-periods';

type Parts = Required<Omit<DashboardView, 'own' | 'agent_students'>>;

export const FormsWaitingPanel = ({ forms }: { forms: Parts['forms'] }) => {
  const waiting = forms.reduce((sum, f) => sum + f.submitted, 0);
  // Every family the caller works on, the busiest first: a family with nothing waiting says so with its 0.
  const busiest = [...forms].sort((a, b) => b.submitted - a.submitted || a.form_type.localeCompare(b.form_type));
  return (
    <Panel id="forms-waiting-heading" title="Forms waiting for verification">
      <Stack gap="sm">
        <Text size="sm">
          <Text span fw={700} size="lg">
            {waiting}
          </Text>{' '}
          submitted {waiting === 1 ? 'form is' : 'forms are'} waiting to be checked.
        </Text>
        {busiest.length === 0 ? (
          <Text size="sm" c="dimmed">
            You work on no form family.
          </Text>
        ) : (
          <BarList
            label="Forms waiting, by family"
            unit="waiting"
            bars={busiest.map((f) => ({
              label: f.form_type,
              value: f.submitted,
              to: `${familyPath(f.form_type_id)}?status=submitted&verified=false`,
            }))}
          />
        )}
      </Stack>
    </Panel>
  );
};

export const TicketsPanel = ({ tickets }: { tickets: Parts['tickets'] }) => {
  const breached = tickets.breached.open + tickets.breached.assigned;
  return (
    <Panel
      id="tickets-figures-heading"
      title={tickets.department ? `Tickets of ${tickets.department.name}` : 'Support tickets'}
      action={<SeeAll to="/tickets" />}
    >
      <Stack gap="sm">
        <FigureRow>
          <Figure label="Open" value={tickets.open} to="/tickets?status=open" hint="Nobody on it yet" />
          <Figure label="Assigned" value={tickets.assigned} to="/tickets?status=assigned" hint="Being answered" />
          <Figure label="Closed" value={tickets.closed} to="/tickets?status=closed" />
          <Figure
            label="Past target"
            value={breached}
            to="/tickets?sla=breached"
            color={breached > 0 ? 'red.8' : undefined}
            hint={`${tickets.breached.open} open, ${tickets.breached.assigned} assigned`}
          />
        </FigureRow>
      </Stack>
    </Panel>
  );
};

export const ChatsPanel = ({ chats }: { chats: Parts['chats'] }) => (
  <Panel id="chats-figures-heading" title="Live chat" action={<SeeAll to="/chat">Open the console</SeeAll>}>
    <FigureRow>
      <Figure label="Waiting" value={chats.waiting} to="/chat" color={chats.waiting > 0 ? 'orange.8' : undefined} hint="Waiting to be answered" />
      <Figure label="Staff online" value={chats.staff_online} to="/chat" hint="Chat staff signed in now, you included" />
    </FigureRow>
  </Panel>
);

export const OrdersPanel = ({ orders }: { orders: Parts['orders'] }) => {
  const [year, month] = orders.month.split('-').map(Number) as [number, number];
  const monthName = new Date(year, month - 1, 1).toLocaleDateString('en-AU', { month: 'long', year: 'numeric' });
  return (
    <Panel id="orders-figures-heading" title="Short-course bookings" action={<SeeAll to="/short-courses-orders">The board</SeeAll>}>
      <Stack gap="sm">
        {/* The payments of the month it counts, each opening its booking. */}
        <Figure
          label={`Paid in ${monthName}`}
          value={formatMoney(orders.revenue_cents / 100)}
          to={trendEntriesPath('payments', orders.month, 'all')}
        />
        <BarList
          label="Bookings by stage"
          unit="bookings"
          bars={ORDER_STAGES.map((stage) => ({
            label: BOOKING_STAGE_WORDS[stage],
            value: orders.stages[stage],
            to: `/short-courses-orders/${stage}`,
          }))}
        />
        <Anchor component={Link} to="/short-courses-order?status=cancelled" size="xs" underline="always">
          {orders.stages.cancelled} cancelled
        </Anchor>
      </Stack>
    </Panel>
  );
};

export const UsersPanel = ({ users }: { users: Parts['users'] }) => (
  <Panel id="users-figures-heading" title={`Users (${users.total})`} action={<SeeAll to="/users" />}>
    <BarList
      label="Users by role"
      unit="users"
      bars={[
        ...users.by_role.map((r) => ({ label: r.role, value: r.count, to: `/users?role=${encodeURIComponent(r.role)}` })),
        ...(users.other_roles ? [{ label: `${users.other_roles.roles} other roles`, value: users.other_roles.count, to: '/roles' }] : []),
      ]}
    />
  </Panel>
);

/** Who did it, said once: most summaries open with the actor's name, the rest are followed by it. */
const byWhom = (entry: Parts['activity'][number]) => (entry.summary.includes(entry.actor_name) ? '' : ` · by ${entry.actor_name}`);

export const ActivityPanel = ({ activity }: { activity: Parts['activity'] }) => (
  <Panel id="activity-heading" title="Recent activity">
    {activity.length === 0 ? (
      <Text size="sm" c="dimmed">
        Nothing has happened yet.
      </Text>
    ) : (
      <List spacing={6} listStyleType="none">
        {activity.map((entry) => (
          <List.Item key={entry.id}>
            <Text size="sm" lineClamp={2}>
              {entry.summary}
            </Text>
            <Text size="xs" c="dimmed">
              {formatDateTime(entry.at)} · {entry.record_type}
              {byWhom(entry)}
            </Text>
          </List.Item>
        ))}
      </List>
    )}
  </Panel>
);

export const CollegePanels = ({ dashboard }: { dashboard: DashboardView }) => {
  const { forms, tickets, chats, orders, users, activity } = dashboard;
  if (!forms && !tickets && !chats && !orders && !users) return null;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      {forms && <FormsWaitingPanel forms={forms} />}
      {tickets && <TicketsPanel tickets={tickets} />}
      {chats && <ChatsPanel chats={chats} />}
      {orders && <OrdersPanel orders={orders} />}
      {users && <UsersPanel users={users} />}
      {activity && <ActivityPanel activity={activity} />}
    </SimpleGrid>
  );
};
