// The booking race, five times: 100 bookings at once for a new session of 10 seats, each from a network of its own,
// counted by their answers and by the seats the session ends with.
import type { Bench } from './bench-clients';
import { expectStatus } from './chat-bench';
import { BOOKING_RACE, measured } from './selection';

export interface BookingRound {
  booked: number;
  refused: number;
  seats: number;
}

export const bookingRaces = async ({ clients, superadmin, college }: Bench): Promise<BookingRound[]> => {
  const rounds: BookingRound[] = [];
  if (!measured(BOOKING_RACE)) return rounds;
  const { call, postFrom } = clients;
  const { shortCourse } = college;
  const { locationId } = college.session!;
  const { getSession } = await import('@functions/short-courses/short-course-store');
  for (let round = 0; round < 5; round++) {
    const made = await call<{ data: { id: string } }>('POST', `/api/short-courses/${shortCourse.id}/books`, {
      token: superadmin.token,
      body: { booking_datetime: `2028-0${round + 1}-10T09:00`, location_id: locationId, capacity: 10 },
    });
    const sessionId = expectStatus('POST /api/short-courses/{id}/books', 201, made).data.id;
    // Each from a network of its own, as a hundred customers would be (booking counts against the mail limit).
    const statuses = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        postFrom(`127.1.${round}.${i + 2}`, `/api/short-course-book/${shortCourse.id}`, {
          session_id: sessionId,
          customer: { name: 'Race Customer', email: `race.${round}.${i}@example.com`, phone: '0412 345 678' },
          participants: [{ name: 'Race Customer' }],
        }),
      ),
    );
    const seats = (await getSession(sessionId))!.seatsTaken;
    rounds.push({ booked: statuses.filter((s) => s === 201).length, refused: statuses.filter((s) => s === 409).length, seats });
  }
  console.log(
    `\nBooking race (100 at once, 10 seats), 5 rounds: ${rounds.map((r) => `${r.booked} booked / ${r.refused} refused / ${r.seats} seats`).join('; ')}`,
  );
  return rounds;
};
