import { categoryApi, courseApi, locationApi, pickerApi } from '@shared/api/courses';
import { AQF_LEVELS } from '@shared/schemas/courses';
import { answer, implement, readAhead, serve, type ReadItems } from '@functions/platform/http';
import { registerUsage } from '@functions/platform/usages';
import { sessionsPlannedAt } from '@functions/short-courses/short-courses';
import { formsNamingCourse } from '@functions/forms/forms';
import * as Categories from './categories';
import * as Courses from './course-catalogue';
import * as Locations from './locations';
import * as Pickers from './pickers';

// What other domains' records refer to in the catalogue, asked before a record is deleted (platform/usages.ts).
// Trainers delivering a course are the catalogue's own kept count (course-catalogue.ts).
registerUsage('course', 'forms', formsNamingCourse);
registerUsage('location', 'short-course sessions', sessionsPlannedAt);

// Every read of the catalogue takes its revision beside the session, and the lists from memory while it holds.
const revisionAhead = (_: unknown, items: ReadItems) => Courses.readRevisionAhead(items);
const courseAhead = ({ id }: { id: string }, items: ReadItems) => Courses.readCourseAhead(id, items);

export const handler = serve(
  'courses',
  implement(pickerApi, {
    activeCourses: readAhead(revisionAhead, async (_, revision) => ({ data: await Courses.activeCourseList(await revision) })),
    catalogueCourse: readAhead(courseAhead, async (_, ahead) => ({ data: await Courses.catalogueCourse(ahead) })),
    aqfLevels: async () => ({ aqf_levels: [...AQF_LEVELS] }),
    categoryTree: readAhead(revisionAhead, async ({ params }, revision) => ({
      data: await Pickers.parentCategoryTree(params.locationId, await revision),
    })),
    locationCourses: readAhead(revisionAhead, async ({ params }, revision) => ({ data: await Pickers.locationCourses(params.id, await revision) })),
  }),
  implement(courseApi, {
    list: readAhead(revisionAhead, async ({ query }, revision) => Courses.listCourses(query, await revision)),
    create: async ({ caller, body }) => answer(201, { message: 'Course created.', data: await Courses.createCourse(body, caller) }),
    show: readAhead(courseAhead, async (_, ahead) => ({ data: await Courses.showCourse(ahead) })),
    update: async ({ caller, params, body }) => ({ message: 'Course updated.', data: await Courses.updateCourse(params.id, body, caller) }),
    remove: async ({ caller, params }) => {
      await Courses.deleteCourse(params.id, caller);
      return { message: 'Course deleted.' };
    },
  }),
  implement(categoryApi, {
    list: readAhead(revisionAhead, async ({ query }, revision) => Categories.listCategories(query, await revision)),
    create: async ({ body }) => answer(201, { message: 'Category created.', data: await Categories.createCategory(body) }),
    update: async ({ caller, params, body }) => ({ message: 'Category updated.', data: await Categories.updateCategory(params.id, body, caller) }),
    remove: async ({ params }) => {
      await Categories.deleteCategory(params.id);
      return { message: 'Category deleted.' };
    },
  }),
  implement(locationApi, {
    list: readAhead(revisionAhead, async ({ query }, revision) => Locations.listLocations(query, await revision)),
    create: async ({ body }) => answer(201, { message: 'Location created.', data: await Locations.createLocation(body) }),
    update: async ({ caller, params, body }) => ({ message: 'Location updated.', data: await Locations.updateLocation(params.id, body, caller) }),
    remove: async ({ params }) => {
      await Locations.deleteLocation(params.id);
      return { message: 'Location deleted.' };
    },
  }),
);
