// The courses domain (the catalogue: campuses, categories and courses) as the rest of the portal may use it. Only
// this domain writes catalogue records; other domains read them through the functions below. How many trainers
// deliver each course is a count the users domain moves with a trainer's profile (COURSE_TRAINERS).
import { CourseEntity, LocationEntity, type Course, type Location } from './catalogue-db';

export { allCourses, allLocations, courseIdOfCode, coursesByIds, type Course, type Location } from './catalogue-db';
export { COURSE_TRAINERS } from './catalogue-db';
export { createCourse } from './course-catalogue';
export { createCategory } from './categories';
export { createLocation } from './locations';

/** The course of this id, if it exists. */
export const findCourse = async (id: string): Promise<Course | undefined> => (await CourseEntity.get({ id }).go()).data ?? undefined;

/** The campus of this id, if it exists. */
export const findLocation = async (id: string): Promise<Location | undefined> => (await LocationEntity.get({ id }).go()).data ?? undefined;
