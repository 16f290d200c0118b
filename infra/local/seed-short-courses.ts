// Demo short courses: the catalogue's short-course topics become short courses for sale, with a
// session on each of their dates at each campus that runs them, and two orders so the office's board shows
// something: a member of the public's prospect and the demo student's confirmed, paid booking.
import { courseIdOfCode, findCourse } from '@functions/courses/courses';
import { SYSTEM_ACTOR } from '@functions/platform/audit';
import * as ShortCourses from '@functions/short-courses/short-courses';
import type { Caller } from '@functions/platform/session';

// The documents each participant shows (uploads or brings): a USI is a number given on the booking, not a document.
const SHORT_COURSES = [
  { code: 'HLTAID011', hours: 8, documents: ['Photo ID'], start: '09:00' },
  {
    code: 'SITHFAB021',
    hours: 5,
    documents: ['Photo ID showing your date of birth'],
    start: '10:00',
    prerequisites: 'Participants must be 18 or older on the day.',
  },
  { code: 'SC-EXCEL', hours: 6, documents: [], start: '17:30', prerequisites: 'Everyday use of a computer and a spreadsheet.' },
];

const SEATS = 12;
// Demo customers are not mailed (and the local cloud seeds before its Lambda stand-in, which renders the invoices, is up).
const NO_MAIL = { mail: false };

/** `student`: the demo student's account, who has booked one; `trainerId`: the demo trainer, who runs every session. */
export const seedShortCourses = async (student: { id: string; name: string; email: string; phone?: string }, trainerId?: string): Promise<void> => {
  const firstSessions: string[] = [];
  for (const { code, hours, documents, start, prerequisites } of SHORT_COURSES) {
    const catalogued = await findCourse((await courseIdOfCode(code))!);
    if (!catalogued) continue;
    const course = await ShortCourses.createCourse({
      code,
      title: catalogued.name,
      description: catalogued.description ?? '',
      price: catalogued.tuitionFee,
      duration_hours: hours,
      prerequisites,
      required_documents: documents.map((label) => ({ label })),
      status: 'active',
    });
    const sessions = [];
    for (const { locationId, intakes } of catalogued.locations) {
      for (const date of intakes)
        sessions.push(
          await ShortCourses.createSession(course.id, {
            booking_datetime: `${date}T${start}`,
            location_id: locationId,
            capacity: SEATS,
            trainer_id: trainerId,
          }),
        );
    }
    sessions.sort((a, b) => a.booking_datetime.localeCompare(b.booking_datetime));
    if (sessions[0]) firstSessions.push(sessions[0].id);
  }
  const [firstAid, rsa] = firstSessions;
  if (firstAid) {
    await ShortCourses.book(
      {
        session_id: firstAid,
        customer: { name: 'Hannah Lee', email: 'hannah.lee@example.com', phone: '0411 222 333' },
        participants: [{ name: 'Hannah Lee' }, { name: 'Tom Lee' }],
      },
      undefined,
      NO_MAIL,
    );
  }
  if (rsa) {
    const order = await ShortCourses.book(
      {
        session_id: rsa,
        customer: { name: student.name, email: student.email, phone: student.phone ?? '0423 518 907' },
        participants: [{ name: student.name }],
      },
      { userId: student.id, user: student },
      NO_MAIL,
    );
    await ShortCourses.confirmPayment({ userId: SYSTEM_ACTOR.userId, user: { name: 'The booking office' } } as Caller, order.id, NO_MAIL);
  }
};
