import { IdPath, idPath } from '@shared/schemas/common';
import {
  AQF_LEVELS, CategoryBody, CategoryListQuery, CourseBody, CourseListQuery, LocationBody, LocationListQuery,
} from '@shared/schemas/courses';
import { route, routes } from '@functions/lib/http';
import * as Categories from './categories';
import * as Courses from './courses';
import * as Locations from './locations';
import * as Pickers from './pickers';


export const handler = routes('courses', {
  'GET /api/course-list': route({ handler: async () => ({ data: await Courses.activeCourseList() }) }),
  'GET /api/course-list/{id}': route({ path: IdPath, handler: async ({ path }) => ({ data: await Courses.catalogueCourse(path.id) }) }),
  'GET /api/courses/aqf-levels': route({ handler: async () => ({ raw: { aqf_levels: [...AQF_LEVELS] } }) }),
  'GET /api/parent-category-course-location/{locationId}': route({
    path: idPath('locationId'),
    handler: async ({ path }) => ({ data: await Pickers.parentCategoryTree(path.locationId) }),
  }),
  'GET /api/location-courses/{id}': route({ path: IdPath, handler: async ({ path }) => ({ data: await Pickers.locationCourses(path.id) }) }),

  'GET /api/course': route({ query: CourseListQuery, handler: async ({ query }) => ({ ...(await Courses.listCourses(query)) }) }),
  'POST /api/course': route({
    body: CourseBody,
    handler: async ({ body }) => ({ status: 201, message: 'Course created.', data: await Courses.createCourse(body) }),
  }),
  'GET /api/course/{id}': route({ path: IdPath, handler: async ({ path }) => ({ data: await Courses.showCourse(path.id) }) }),
  'PUT /api/course/{id}': route({
    path: IdPath,
    body: CourseBody,
    handler: async ({ path, body }) => ({ message: 'Course updated.', data: await Courses.updateCourse(path.id, body) }),
  }),
  'DELETE /api/course/{id}': route({
    path: IdPath,
    handler: async ({ path }) => {
      await Courses.deleteCourse(path.id);
      return { message: 'Course deleted.' };
    },
  }),

  'GET /api/category': route({ query: CategoryListQuery, handler: async ({ query }) => ({ ...(await Categories.listCategories(query)) }) }),
  'POST /api/category': route({
    body: CategoryBody,
    handler: async ({ body }) => ({ status: 201, message: 'Category created.', data: await Categories.createCategory(body) }),
  }),
  'PUT /api/category/{id}': route({
    path: IdPath,
    body: CategoryBody,
    handler: async ({ path, body }) => ({ message: 'Category updated.', data: await Categories.updateCategory(path.id, body) }),
  }),
  'DELETE /api/category/{id}': route({
    path: IdPath,
    handler: async ({ path }) => {
      await Categories.deleteCategory(path.id);
      return { message: 'Category deleted.' };
    },
  }),

  'GET /api/location': route({ query: LocationListQuery, handler: async ({ query }) => ({ ...(await Locations.listLocations(query)) }) }),
  'POST /api/location': route({
    body: LocationBody,
    handler: async ({ body }) => ({ status: 201, message: 'Location created.', data: await Locations.createLocation(body) }),
  }),
  'PUT /api/location/{id}': route({
    path: IdPath,
    body: LocationBody,
    handler: async ({ path, body }) => ({ message: 'Location updated.', data: await Locations.updateLocation(path.id, body) }),
  }),
  'DELETE /api/location/{id}': route({
    path: IdPath,
    handler: async ({ path }) => {
      await Locations.deleteLocation(path.id);
      return { message: 'Location deleted.' };
    },
  }),
});
