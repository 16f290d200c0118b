// The method and path of each call the public booking page makes, as plain data: short-courses.ts builds its routes
// from them, and the page names the same calls through routeRef (route-def.ts) without loading the schemas.
export const BOOKING_CALLS = {
  course: ['GET', '/api/short-course-book/{id}'],
  book: ['POST', '/api/short-course-book/{id}'],
  bookOwn: ['POST', '/api/applied-short-courses'],
  confirm: ['POST', '/api/short-course-bookings/{id}/confirm'],
} as const;
