// Courses: the college's scope of registration, with where each runs and when it starts. A bounded list
// (a college runs tens of courses, not thousands): read whole and filtered, sorted and paged in memory.
import { whyCannotDeleteCourse } from '@shared/catalogue-rules';
import {
  AQF_LEVELS,
  CourseFields,
  type AqfLevel,
  type CatalogueCourseView,
  type CourseBody,
  type CourseListQuery,
  type CourseView,
} from '@shared/schemas/courses';
import * as Audit from '@functions/platform/audit';
import { NotFoundError, ValidationError, refusalError } from '@functions/platform/errors';
import { paginate } from '@functions/platform/list';
import { newId } from '@functions/platform/secrets';
import { assertUnused } from '@functions/platform/usages';
import { CourseEntity, allCategories, allCourses, allLocations, catalogue, type Category, type Course, type Location } from './catalogue-db';
import { trainersOfCourse, trainersPerCourse } from './trainer-counts';

interface Lookups {
  categories: Map<string, Category>;
  locations: Map<string, Location>;
  /** How many trainers deliver each course, by course id. */
  trainers: Map<string, number>;
}

// Trainer counts only where the answer shows them: a new course has none, and the public catalogue hides them.
const lookups = async ({ trainers: counted = true } = {}): Promise<Lookups> => {
  const [categories, locations, trainers] = await Promise.all([
    allCategories(),
    allLocations(),
    counted ? trainersPerCourse() : new Map<string, number>(),
  ]);
  return { categories: new Map(categories.map((c) => [c.id, c])), locations: new Map(locations.map((l) => [l.id, l])), trainers };
};

const toView = (c: Course, { categories, locations, trainers }: Lookups): CourseView => {
  const category = categories.get(c.categoryId);
  return {
    id: c.id,
    ...CourseFields.view(c),
    category_name: category?.name,
    parent_category_name: category?.parentId ? categories.get(category.parentId)?.name : undefined,
    delivery_modes: c.deliveryModes as CourseView['delivery_modes'],
    locations: c.locations.map((l) => ({ location_id: l.locationId, location_name: locations.get(l.locationId)?.name ?? '', intakes: l.intakes })),
    created_at: c.createdAt,
    trainers_count: trainers.get(c.id) ?? 0,
  };
};

export const getCourse = async (id: string): Promise<Course> => {
  const { data } = await CourseEntity.get({ id }).go();
  if (!data) throw new NotFoundError('course.not_found', 'This course does not exist.');
  return data;
};

export const showCourse = async (id: string): Promise<CourseView> => toView(await getCourse(id), await lookups());

const today = () => new Date().toISOString().slice(0, 10);

/** An active course as every signed-in user may read it: no fees, status or usage, and upcoming intakes only. */
export const catalogueCourse = async (id: string): Promise<CatalogueCourseView> => {
  const course = await getCourse(id);
  // An inactive course is out of the catalogue, as it is out of /course-list and the pickers.
  if (course.status !== 'active') throw new NotFoundError('course.not_found', 'This course does not exist.');
  const {
    tuition_fee: _fee,
    material_fee: _materials,
    status: _status,
    created_at: _created,
    trainers_count: _trainers,
    ...view
  } = toView(course, await lookups({ trainers: false }));
  const from = today();
  return { ...view, locations: view.locations.map((l) => ({ ...l, intakes: l.intakes.filter((d) => d >= from) })) };
};

/** A category filter matches the category itself and, for a parent, its children. */
const inCategory = (course: Course, categoryId: string, categories: Map<string, Category>) =>
  course.categoryId === categoryId || categories.get(course.categoryId)?.parentId === categoryId;

/**
 * A course's place when sorting by AQF level: the framework's order (AQF_LEVELS, as the pickers list it), with
 * non-accredited short courses, which that list names last, ranked below Certificate I.
 */
const aqfRank = (level: AqfLevel) => (level === 'Non-accredited' ? -1 : AQF_LEVELS.indexOf(level));

export const listCourses = async (query: CourseListQuery) => {
  const refs = await lookups();
  const rows = (await allCourses()).filter(
    (c) =>
      (!query.category_id || inCategory(c, query.category_id, refs.categories)) &&
      (!query.location_id || c.locations.some((l) => l.locationId === query.location_id)) &&
      (!query.aqf_level || c.aqfLevel === query.aqf_level) &&
      (!query.status || c.status === query.status),
  );
  const page = paginate(rows, query, {
    searchIn: (c) => [c.name, c.nationalCode, c.cricosCode],
    sortKeys: {
      name: (c) => c.name.toLowerCase(),
      national_code: (c) => c.nationalCode,
      aqf_level: (c) => aqfRank(c.aqfLevel),
      created_at: (c) => c.createdAt,
    },
  });
  return { data: page.data.map((c) => toView(c, refs)), meta: page.meta };
};

/** Id, code and name of the active courses, by name: what selects offer. */
export const activeCourseList = async () =>
  (await allCourses())
    .filter((c) => c.status === 'active')
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((c) => ({ id: c.id, national_code: c.nationalCode, name: c.name, aqf_level: c.aqfLevel, cricos_code: c.cricosCode }));

/** Checks that the category and every location exist; names each offending field. */
const assertReferences = async (body: CourseBody) => {
  const refs = await lookups({ trainers: false });
  const errors: Record<string, string[]> = {};
  if (!refs.categories.has(body.category_id)) errors.category_id = ['Choose a category that exists.'];
  body.locations.forEach((l, i) => {
    if (!refs.locations.has(l.location_id)) errors[`locations.${i}.location_id`] = ['Choose a location that exists.'];
  });
  if (Object.keys(errors).length) throw new ValidationError(errors);
};

const attributes = (body: CourseBody) => ({
  ...CourseFields.record(body),
  deliveryModes: [...new Set(body.delivery_modes)],
  // Intakes sorted and without repeats, so lists and pickers read in date order.
  locations: body.locations.map((l) => ({ locationId: l.location_id, intakes: [...new Set(l.intakes)].sort() })),
});

const codeTaken = () => new ValidationError({ national_code: ['Another course already has this code.'] });

/** What a course's history records of an update: every field of the form, under its API name. */
const AUDITED_FIELDS = [
  'national_code',
  'name',
  'aqf_level',
  'cricos_code',
  'category_id',
  'duration_weeks',
  'delivery_modes',
  'tuition_fee',
  'material_fee',
  'status',
  'description',
  'locations',
] as const satisfies readonly (keyof CourseView)[];

const courseRecord = (id: string): Audit.AuditedRecord => ({ type: 'course', id });
const titleOf = (c: { nationalCode: string; name: string }) => `${c.nationalCode} ${c.name}`;

export const createCourse = async (body: CourseBody, actor: Audit.Actor): Promise<CourseView> => {
  const id = newId();
  await assertReferences(body);
  const result = await catalogue.transaction
    .write(({ course, courseCode }) => [
      courseCode.create({ code: body.national_code, courseId: id }).commit(),
      course.create({ id, ...attributes(body) }).commit(),
    ])
    .go();
  if (result.canceled) throw codeTaken();
  await Audit.record({ actor, record: courseRecord(id), action: 'course.created', summary: `Created course ${titleOf(attributes(body))}.` });
  // No trainer delivers a course that did not exist a moment ago.
  return toView(await getCourse(id), await lookups({ trainers: false }));
};

export const updateCourse = async (id: string, body: CourseBody, actor: Audit.Actor): Promise<CourseView> => {
  const current = await getCourse(id);
  const before = toView(current, await lookups());
  await assertReferences(body);
  const codeChanged = current.nationalCode !== body.national_code;
  const result = await catalogue.transaction
    .write(({ course, courseCode }) => [
      ...(codeChanged
        ? [courseCode.create({ code: body.national_code, courseId: id }).commit(), courseCode.delete({ code: current.nationalCode }).commit()]
        : []),
      course.patch({ id }).set(attributes(body)).remove(CourseFields.emptied(body)).commit(),
    ])
    .go();
  if (result.canceled) throw codeTaken();
  const after = await showCourse(id);
  const changes = Audit.changesBetween(before, after, AUDITED_FIELDS);
  if (changes.length) {
    await Audit.record({
      actor,
      record: courseRecord(id),
      action: 'course.updated',
      summary: `Updated course ${titleOf(attributes(body))}.`,
      changes,
    });
  }
  return after;
};

/**
 * Deletes a course nothing points at; otherwise a 409 that says to deactivate it. The screen's own rule
 * (shared/catalogue-rules.ts) answers first, in the words the course list shows; the usage registry
 * (functions/platform/usages.ts) then asks every other kind of record that may refer to a course.
 */
export const deleteCourse = async (id: string, actor: Audit.Actor): Promise<void> => {
  const course = await getCourse(id);
  const refusal = whyCannotDeleteCourse({ trainers_count: await trainersOfCourse(id) });
  if (refusal) throw refusalError(refusal);
  await assertUnused('course', id, 'Deactivate it instead.');
  await catalogue.transaction
    .write(({ course: courses, courseCode }) => [courses.delete({ id }).commit(), courseCode.delete({ code: course.nationalCode }).commit()])
    .go();
  await Audit.record({ actor, record: courseRecord(id), action: 'course.deleted', summary: `Deleted course ${titleOf(course)}.` });
};
