import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { BookingConfirmationView } from '@shared/schemas/short-courses';
import { FullPageLoader } from '@web/components/full-page-loader';
import { PageHeader } from '@web/components/page-layout';
import { ApiError } from '@web/lib/api-client';
import { formatDate, formatMoney, formatSessionTime } from '@web/lib/format';
import { takeConfirmationToken, useConfirmBooking } from '../api/confirm-booking';

const Confirmed = ({ booking }: { booking: BookingConfirmationView }) => (
  <Alert
    color="teal.9"
    variant="outline"
    role="status"
    title={booking.already_confirmed ? `Booking ${booking.number} was confirmed already` : `Booking ${booking.number} is confirmed`}
  >
    <Stack gap="xs">
      <Text size="sm">
        {booking.seats} place{booking.seats === 1 ? '' : 's'} in {booking.short_course.title} on {formatSessionTime(booking.session.booking_datetime)}{' '}
        at {booking.session.location.name}: {formatMoney(booking.amount)} including GST.
      </Text>
      <Text size="sm">
        {booking.paid
          ? 'It is paid: see you there.'
          : `Pay by bank transfer or at reception with the reference ${booking.number}${booking.hold_until ? ` by ${formatDate(booking.hold_until)}` : ''}: we hold your places until then.`}
      </Text>
    </Stack>
  </Alert>
);

/** Why the link confirms nothing: its hold ran out (book again), or it is not a link of ours. */
const Trouble = ({ error }: { error: unknown }) => {
  const ranOut = error instanceof ApiError && error.status === 410;
  const message = error instanceof ApiError ? error.message : 'The booking could not be confirmed. Check your connection and open the link again.';
  return (
    <Alert color="red.9" variant="outline" role="alert" title={ranOut ? 'Too late to confirm' : 'Not confirmed'}>
      {message}
    </Alert>
  );
};

/** `/short-course-bookings/{id}/confirm`: the customer of a public booking confirms it from the mailed link. */
export const ConfirmBookingPage = () => {
  const { id = '' } = useParams();
  const [token] = useState(() => takeConfirmationToken(id));
  const confirm = useConfirmBooking(id);
  const { mutate } = confirm;
  // Confirmed by the page, not by opening the link: a mail scanner that fetches links confirms nothing.
  useEffect(() => {
    if (token) mutate(token);
  }, [token, mutate]);

  return (
    <Stack gap="md" maw="52rem" mx="auto">
      <PageHeader title="Confirm your booking" />
      {!token ? (
        <Alert color="red.9" variant="outline" role="alert" title="This link is incomplete">
          Open the link from the e-mail about your booking again: its end was lost on the way.
        </Alert>
      ) : confirm.isSuccess ? (
        <Confirmed booking={confirm.data.data} />
      ) : confirm.isError ? (
        <Trouble error={confirm.error} />
      ) : (
        <FullPageLoader label="Confirming your booking" />
      )}
      <Anchor component={Link} to="/" size="sm">
        Back to the home page
      </Anchor>
    </Stack>
  );
};
