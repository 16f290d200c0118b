// The course catalogue (docs/decisions.md, "Course catalogue"): courses, categories and locations, and the pickers inside forms, which
// every signed-in user may read.
import * as z from 'zod';
import { IdPath, idPath } from '../schemas/common';
import {
  AQF_LEVELS,
  CatalogueCourseView,
  CategoryBody,
  CategoryListQuery,
  CategoryUpdateBody,
  CategoryView,
  CourseBody,
  CourseListItem,
  CourseListQuery,
  CourseOption,
  CourseUpdateBody,
  CourseView,
  LocationBody,
  LocationListQuery,
  LocationUpdateBody,
  LocationView,
  ParentCategoryTree,
} from '../schemas/courses';
import { dataAnswer, listAnswer, MessageAnswer, routesOf } from './contract';

const { userCall } = routesOf('courses');
const anyUser = {};

export const pickerApi = {
  activeCourses: userCall('GET', '/api/course-list', anyUser, { response: dataAnswer(z.array(CourseListItem)) }),
  /**
   * An active course's page, for everyone who may browse (docs/decisions.md, "Course page and browsing"): no fees,
   * status or usage, upcoming intakes only.
   */
  catalogueCourse: userCall('GET', '/api/course-list/{id}', anyUser, { params: IdPath, response: dataAnswer(CatalogueCourseView) }),
  aqfLevels: userCall('GET', '/api/courses/aqf-levels', anyUser, { response: z.strictObject({ aqf_levels: z.array(z.enum(AQF_LEVELS)) }) }),
  categoryTree: userCall('GET', '/api/parent-category-course-location/{locationId}', anyUser, {
    params: idPath('locationId'),
    response: dataAnswer(z.array(ParentCategoryTree)),
  }),
  locationCourses: userCall('GET', '/api/location-courses/{id}', anyUser, { params: IdPath, response: dataAnswer(z.array(CourseOption)) }),
};

export const courseApi = {
  list: userCall('GET', '/api/course', { permissions: ['list-course'] }, { query: CourseListQuery, response: listAnswer(CourseView) }),
  create: userCall('POST', '/api/course', { permissions: ['create-course'] }, { body: CourseBody, response: dataAnswer(CourseView) }),
  show: userCall('GET', '/api/course/{id}', { permissions: ['show-course', 'list-course'] }, { params: IdPath, response: dataAnswer(CourseView) }),
  update: userCall(
    'PUT',
    '/api/course/{id}',
    { permissions: ['update-course'] },
    { params: IdPath, body: CourseUpdateBody, response: dataAnswer(CourseView) },
  ),
  remove: userCall('DELETE', '/api/course/{id}', { permissions: ['delete-course'] }, { params: IdPath, response: MessageAnswer }),
};

export const categoryApi = {
  list: userCall('GET', '/api/category', anyUser, { query: CategoryListQuery, response: listAnswer(CategoryView) }),
  create: userCall('POST', '/api/category', { permissions: ['create-category'] }, { body: CategoryBody, response: dataAnswer(CategoryView) }),
  update: userCall(
    'PUT',
    '/api/category/{id}',
    { permissions: ['update-category'] },
    { params: IdPath, body: CategoryUpdateBody, response: dataAnswer(CategoryView) },
  ),
  remove: userCall('DELETE', '/api/category/{id}', { permissions: ['delete-category'] }, { params: IdPath, response: MessageAnswer }),
};

export const locationApi = {
  list: userCall('GET', '/api/location', anyUser, { query: LocationListQuery, response: listAnswer(LocationView) }),
  create: userCall('POST', '/api/location', { permissions: ['create-location'] }, { body: LocationBody, response: dataAnswer(LocationView) }),
  update: userCall(
    'PUT',
    '/api/location/{id}',
    { permissions: ['update-location'] },
    { params: IdPath, body: LocationUpdateBody, response: dataAnswer(LocationView) },
  ),
  remove: userCall('DELETE', '/api/location/{id}', { permissions: ['delete-location'] }, { params: IdPath, response: MessageAnswer }),
};
