import type { CourseView } from '@shared/schemas/courses';

/** "Business › Leadership", or just the parent when the course is filed under a top-level category. */
export const categoryPath = (course: Pick<CourseView, 'category_name' | 'parent_category_name'>): string =>
  [course.parent_category_name, course.category_name].filter(Boolean).join(' › ') || '—';

/** The campuses a course runs at, in one line. */
export const locationNames = (course: Pick<CourseView, 'locations'>): string =>
  course.locations.map((l) => l.location_name).join(', ') || 'No campus yet';

const money = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' });
export const formatFee = (amount: number): string => money.format(amount);
