// A short course, a session of it and a booking's body, as the integration suites make them through the API.
import { expect } from 'vitest';
import { call, randomLoopbackAddress, uniqueEmail, type Client } from './api';
import { uniqueTag } from './fixtures';

/** A new active short course, made by `admin`. */
export const newShortCourse = async (admin: Client, fields: Record<string, unknown> = {}) => {
  const res = await admin.post('/api/short-courses', {
    code: `SC-${uniqueTag().slice(-8).toUpperCase()}`,
    title: `Provide first aid ${uniqueTag()}`,
    price: 165,
    duration_hours: 8,
    required_documents: [{ label: 'Photo ID' }],
    ...fields,
  });
  expect(res.status).toBe(201);
  return res.body.data as { id: string; code: string; price: number; gst: number };
};

/** A session of the course at the campus `locationId`, with `capacity` seats. */
export const newShortCourseSession = async (admin: Client, courseId: string, locationId: string, capacity = 10, at = '2027-03-13T09:00') => {
  const res = await admin.post(`/api/short-courses/${courseId}/books`, { booking_datetime: at, location_id: locationId, capacity });
  expect(res.status).toBe(201);
  return res.body.data as { id: string; seats_left: number };
};

/** A booking's body: `participants` people in the session, paid for by a customer at `email`. */
export const booking = (sessionId: string, email = uniqueEmail('customer'), participants = 1) => ({
  session_id: sessionId,
  customer: { name: 'Robin Customer', email, phone: '0412 345 678' },
  participants: Array.from({ length: participants }, (_, i) => ({ name: `Participant ${i + 1}` })),
});

/** Books on the public page from the client address `from` (by default a network of its own, as real customers come). */
export const bookPublicly = (courseId: string, body: unknown, from = randomLoopbackAddress()) =>
  call('POST', `/api/short-course-book/${courseId}`, { body, from });
