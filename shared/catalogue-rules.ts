// When the course catalogue refuses a delete (docs/decisions.md, "Course catalogue"): functions/courses
// throws these refusals and the catalogue screens disable Delete with the same sentence.
import type { Refusal } from './refusal';
import type { CategoryView, CourseView, LocationView } from './schemas/courses';
import { plural, pluralWord } from './text';

const conflict = (code: string, message: string): Refusal => ({ kind: 'conflict', code, message });

/** Why a category cannot be deleted: it has sub-categories or courses. Undefined when it can. */
export const whyCannotDeleteCategory = (category: Pick<CategoryView, 'children_count' | 'courses_count'>): Refusal | undefined => {
  const { children_count: children, courses_count: courses } = category;
  if (children > 0) {
    return conflict(
      'category.has_children',
      `This category has ${plural(children, 'sub-category', 'sub-categories')}. Move or delete ${pluralWord(children, 'it', 'them')} first.`,
    );
  }
  if (courses > 0) {
    return conflict(
      'category.in_use',
      `${plural(courses, 'course is', 'courses are')} in this category. Move ${pluralWord(courses, 'it', 'them')} first.`,
    );
  }
  return undefined;
};

/**
 * Why a campus cannot be deleted: courses run there. Undefined when it can. The server's usage registry also refuses a
 * campus where short-course sessions are planned, which this rule cannot see.
 */
export const whyCannotDeleteLocation = (location: Pick<LocationView, 'courses_count'>): Refusal | undefined => {
  const courses = location.courses_count;
  return courses > 0
    ? conflict(
        'location.in_use',
        `${plural(courses, 'course runs', 'courses run')} at this location. Take the location off ${pluralWord(courses, 'that course', 'those courses')} first.`,
      )
    : undefined;
};

/**
 * Why a course cannot be deleted: trainers deliver it. The server's usage registry also refuses a course that forms
 * name (functions/platform/usages.ts), which this rule cannot see: its row carries no count of them yet.
 * Deactivating keeps history and takes it out of pickers.
 */
export const whyCannotDeleteCourse = (course: Pick<CourseView, 'trainers_count'>): Refusal | undefined => {
  const usages: string[] = [];
  if (course.trainers_count > 0) usages.push(`${plural(course.trainers_count, 'trainer delivers', 'trainers deliver')} it`);
  return usages.length ? conflict('course.in_use', `This course is in use (${usages.join('; ')}). Deactivate it instead.`) : undefined;
};
