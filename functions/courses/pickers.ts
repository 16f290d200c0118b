// What a form's course picker walks: location → parent category → child category → course → intake.
import type { CourseOption, ParentCategoryTree } from '@shared/schemas/courses';
import { NotFoundError } from '@functions/platform/errors';
import type { Course, Revision } from './catalogue-db';
import { catalogueAt, type Catalogue } from './catalogue-memory';

const today = () => new Date().toISOString().slice(0, 10);

/** Active courses offered at a location, with the intakes there that have not passed. */
const coursesAt = ({ courses, locations }: Catalogue, locationId: string): { course: Course; option: CourseOption }[] => {
  if (!locations.some((l) => l.id === locationId)) throw new NotFoundError('location.not_found', 'This location does not exist.');
  const from = today();
  return courses
    .filter((c) => c.status === 'active')
    .flatMap((course) => {
      const offer = course.locations.find((l) => l.locationId === locationId);
      if (!offer) return [];
      const option: CourseOption = {
        id: course.id,
        national_code: course.nationalCode,
        name: course.name,
        aqf_level: course.aqfLevel,
        cricos_code: course.cricosCode,
        intakes: offer.intakes.filter((d) => d >= from),
      };
      return [{ course, option }];
    })
    .sort((a, b) => a.option.name.localeCompare(b.option.name));
};

export const locationCourses = async (locationId: string, revision: Revision): Promise<CourseOption[]> =>
  coursesAt(await catalogueAt(revision), locationId).map((c) => c.option);

/** The parent categories with a course at this location, each with its children that have one. */
export const parentCategoryTree = async (locationId: string, revision: Revision): Promise<ParentCategoryTree[]> => {
  const known = await catalogueAt(revision);
  const offered = coursesAt(known, locationId);
  const { categories } = known;
  const optionsIn = (categoryId: string) => offered.filter(({ course }) => course.categoryId === categoryId).map((c) => c.option);
  return categories
    .filter((c) => !c.parentId)
    .map((parent) => ({
      id: parent.id,
      name: parent.name,
      courses: optionsIn(parent.id),
      children: categories
        .filter((child) => child.parentId === parent.id)
        .map((child) => ({ id: child.id, name: child.name, courses: optionsIn(child.id) }))
        .filter((child) => child.courses.length > 0)
        .sort((a, b) => a.name.localeCompare(b.name)),
    }))
    .filter((parent) => parent.courses.length > 0 || parent.children.length > 0)
    .sort((a, b) => a.name.localeCompare(b.name));
};
