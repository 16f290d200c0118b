import { Alert, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import type { OrderView } from '@shared/schemas/short-courses';
import { PageHeader } from '@web/components/page-layout';
import { PageLoader } from '@web/components/page-loader';
import { UNCONFIRMED_HOLD_MINUTES } from '@shared/schemas/booking-rules';
import { formatDate, formatDateTime, formatMoney, formatSessionTime } from '@web/lib/format';
import { useSession } from '@web/lib/session';
import { useBookableCourse } from '../api/get-bookable-course';
import { BookingForm } from '../components/booking-form';

/** `/short-course-book/{id}`: anyone picks a session with seats left, names who attends, and books. */
export const BookShortCoursePage = () => {
  const { id = '' } = useParams();
  const course = useBookableCourse(id);
  const { user, can } = useSession();
  const asStudent = Boolean(user) && can('list-short-course');
  const [order, setOrder] = useState<OrderView>();

  if (!course.data) {
    return (
      <Stack gap="md" maw="52rem" mx="auto">
        <PageHeader title="Book a short course" />
        <PageLoader query={course} what="this course" />
      </Stack>
    );
  }
  const { course: c, sessions } = course.data;

  if (order) {
    return (
      <Stack gap="md" maw="52rem" mx="auto">
        <PageHeader title="You are booked" />
        <Alert color="teal.9" variant="outline" role="status" title={`Booking ${order.number}`}>
          <Stack gap="xs">
            <Text size="sm">
              {order.seats} place{order.seats === 1 ? '' : 's'} in {order.short_course.title} on {formatSessionTime(order.session.booking_datetime)}{' '}
              at {order.session.location.name}: {formatMoney(order.amount)} including {formatMoney(order.gst)} GST.
            </Text>
            {order.confirmed_at ? (
              <Text size="sm">
                Pay by bank transfer or at reception with the reference <strong>{order.number}</strong>
                {order.hold_until && ` by ${formatDate(order.hold_until)}`}: we hold your places until then. The details are in the e-mail we sent to{' '}
                {order.customer.email}.
              </Text>
            ) : (
              <Text size="sm">
                <strong>Confirm it from the link we have e-mailed to {order.customer.email}</strong>
                {order.hold_until && ` by ${formatDateTime(order.hold_until)}`}: until then the places are held for {UNCONFIRMED_HOLD_MINUTES} minutes
                only, then go back to the session. Once confirmed, we hold them for you to pay.
              </Text>
            )}
          </Stack>
        </Alert>
      </Stack>
    );
  }

  return (
    <Stack gap="md" maw="52rem" mx="auto">
      <PageHeader
        title={c.title}
        description={`${c.code} · ${c.duration_hours} hours · ${formatMoney(c.price)} per person, including ${formatMoney(c.gst)} GST`}
      />
      {c.description && <Text>{c.description}</Text>}
      {c.prerequisites && (
        <Text size="sm">
          <strong>Before you book:</strong> {c.prerequisites}
        </Text>
      )}
      {c.required_documents.length > 0 && (
        <Text size="sm">
          <strong>Bring:</strong> {c.required_documents.map((d) => d.label).join(', ')}.
        </Text>
      )}
      {sessions.length === 0 ? (
        <Alert color="gray" variant="default" title="No sessions to book">
          There are no sessions of this course coming up. Please check again soon.
        </Alert>
      ) : (
        <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
          <BookingForm courseId={id} asStudent={asStudent} user={user ?? null} price={c.price} sessions={sessions} onBooked={setOrder} />
        </Paper>
      )}
    </Stack>
  );
};
