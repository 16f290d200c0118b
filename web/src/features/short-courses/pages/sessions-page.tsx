import { Badge, Button, Group, Modal, Stack, Table, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { SessionView } from '@shared/schemas/short-courses';
import { EmptyState } from '@web/components/empty-state';
import { PageHeader } from '@web/components/page-layout';
import { PageLoader } from '@web/components/page-loader';
import { formatSessionTime } from '@web/lib/format';
import { useSession } from '@web/lib/session';
import { useSessions } from '../api/get-sessions';
import { useShortCourse } from '../api/get-short-course';
import { SessionForm } from '../components/session-form';

const STATE_BADGE: Record<SessionView['state'], { label: string; color: string }> = {
  open: { label: 'Open', color: 'blue.9' },
  full: { label: 'Full', color: 'red.9' },
  past: { label: 'Past', color: 'gray.8' },
};

/** `/short-courses/{id}/books`: a course's sessions with their seats, and the bookings of each. */
export const SessionsPage = () => {
  const { id = '' } = useParams();
  const { can } = useSession();
  const course = useShortCourse(id);
  const sessions = useSessions(id);
  const [editing, setEditing] = useState<SessionView | 'new'>();
  const session = editing === 'new' ? undefined : editing;
  return (
    <Stack gap="md">
      <PageHeader
        title={course.data ? `${course.data.title}: sessions` : 'Sessions'}
        description={`When and where the course runs, its seats, and who booked them.${
          course.data?.prerequisites ? ` Participants need: ${course.data.prerequisites}` : ''
        }`}
        actions={can('update-short-course') && <Button onClick={() => setEditing('new')}>New session</Button>}
      />
      {!sessions.data ? (
        <PageLoader query={sessions} what="the sessions" />
      ) : sessions.data.length === 0 ? (
        <EmptyState title="No sessions yet" description="Add the dates this course runs with New session." />
      ) : (
        <Table.ScrollContainer minWidth={680}>
          <Table striped aria-label="Sessions" verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>When</Table.Th>
                <Table.Th>Campus</Table.Th>
                <Table.Th>Trainer</Table.Th>
                <Table.Th ta="right">Seats taken</Table.Th>
                <Table.Th>State</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {sessions.data.map((s) => (
                <Table.Tr key={s.id}>
                  <Table.Td>{formatSessionTime(s.booking_datetime)}</Table.Td>
                  <Table.Td>{s.location.name}</Table.Td>
                  <Table.Td>{s.trainer?.name ?? '—'}</Table.Td>
                  <Table.Td ta="right">
                    {s.seats_taken} of {s.capacity}
                  </Table.Td>
                  <Table.Td>
                    <Badge variant="filled" color={STATE_BADGE[s.state].color}>
                      {STATE_BADGE[s.state].label}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Group gap={6} justify="flex-end" wrap="nowrap">
                      {can('list-short-course-order') && (
                        <Button component={Link} to={`/short-courses-order?session_id=${s.id}`} size="xs" variant="default">
                          Bookings
                        </Button>
                      )}
                      {can('update-short-course') && (
                        <Button
                          size="xs"
                          variant="default"
                          onClick={() => setEditing(s)}
                          aria-label={`Edit the session of ${formatSessionTime(s.booking_datetime)}`}
                        >
                          Edit
                        </Button>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Modal
        opened={editing !== undefined}
        onClose={() => setEditing(undefined)}
        title={session ? `Edit the session of ${formatSessionTime(session.booking_datetime)}` : 'New session'}
        centered
        closeButtonProps={{ 'aria-label': 'Close the dialog' }}
      >
        {editing !== undefined && <SessionForm key={session?.id ?? 'new'} courseId={id} session={session} onDone={() => setEditing(undefined)} />}
      </Modal>
    </Stack>
  );
};
