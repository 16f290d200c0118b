import { categoryApi, courseApi, locationApi, pickerApi } from '@shared/api/courses';
import { AQF_LEVELS } from '@shared/schemas/courses';
import { answer, implement, serve } from '@functions/platform/http';
import { trainerCounter, trainersDeliveringCourse } from '@functions/users/users';
import { registerUsage } from '@functions/platform/usages';
import { sessionsPlannedAt } from '@functions/short-courses/short-courses';
import { formsNamingCourse } from '@functions/forms/forms';
import * as Categories from './categories';
import * as Courses from './course-catalogue';
import * as Locations from './locations';
import * as Pickers from './pickers';
import { countTrainersWith } from './trainer-counts';

// Trainers deliver courses through their profiles, which the users domain keeps (see trainer-counts.ts).
countTrainersWith(trainerCounter);
// What other domains' records refer to in the catalogue, asked before a record is deleted (platform/usages.ts).
registerUsage('course', 'trainers', trainersDeliveringCourse);
registerUsage('course', 'forms', formsNamingCourse);
registerUsage('location', 'short-course sessions', sessionsPlannedAt);

export const handler = serve(
  'courses',
  implement(pickerApi, {
    activeCourses: async () => ({ data: await Courses.activeCourseList() }),
    catalogueCourse: async ({ params }) => ({ data: await Courses.catalogueCourse(params.id) }),
    aqfLevels: async () => ({ aqf_levels: [...AQF_LEVELS] }),
    categoryTree: async ({ params }) => ({ data: await Pickers.parentCategoryTree(params.locationId) }),
    locationCourses: async ({ params }) => ({ data: await Pickers.locationCourses(params.id) }),
  }),
  implement(courseApi, {
    list: ({ query }) => Courses.listCourses(query),
    create: async ({ caller, body }) => answer(201, { message: 'Course created.', data: await Courses.createCourse(body, caller) }),
    show: async ({ params }) => ({ data: await Courses.showCourse(params.id) }),
    update: async ({ caller, params, body }) => ({ message: 'Course updated.', data: await Courses.updateCourse(params.id, body, caller) }),
    remove: async ({ caller, params }) => {
      await Courses.deleteCourse(params.id, caller);
      return { message: 'Course deleted.' };
    },
  }),
  implement(categoryApi, {
    list: ({ query }) => Categories.listCategories(query),
    create: async ({ body }) => answer(201, { message: 'Category created.', data: await Categories.createCategory(body) }),
    update: async ({ params, body }) => ({ message: 'Category updated.', data: await Categories.updateCategory(params.id, body) }),
    remove: async ({ params }) => {
      await Categories.deleteCategory(params.id);
      return { message: 'Category deleted.' };
    },
  }),
  implement(locationApi, {
    list: ({ query }) => Locations.listLocations(query),
    create: async ({ body }) => answer(201, { message: 'Location created.', data: await Locations.createLocation(body) }),
    update: async ({ params, body }) => ({ message: 'Location updated.', data: await Locations.updateLocation(params.id, body) }),
    remove: async ({ params }) => {
      await Locations.deleteLocation(params.id);
      return { message: 'Location deleted.' };
    },
  }),
);
