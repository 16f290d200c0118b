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
  type CourseUpdateBody,
  type CourseView,
} from '@shared/schemas/courses';
import * as Audit from '@functions/platform/audit';
import { NotFoundError, ValidationError, refusalError } from '@functions/platform/errors';
import type { TableKey } from '@functions/platform/db';
import type { ReadItems } from '@functions/platform/http';
import { paginate } from '@functions/platform/list';
import { countInItem, countItemKey, readCounts } from '@functions/platform/list-counts';
import { assertNotOvertaken, nextRevision, overtakenOrElse, recordRevision, stillAt } from '@functions/platform/record-revisions';
import { newId } from '@functions/platform/secrets';
import { withRetries } from '@functions/platform/transactions';
import { assertUnused } from '@functions/platform/usages';
import {
  COURSE_TRAINERS,
  CourseEntity,
  bumpRevision,
  catalogue,
  catalogueRevisionKey,
  catalogueRevisions,
  courseFromItem,
  courseKey,
  revisionOf,
  type Category,
  type Course,
  type Location,
  type Revision,
} from './catalogue-db';
import { catalogueAt, currentCatalogue, type Catalogue } from './catalogue-memory';

interface Lookups {
  categories: Map<string, Category>;
  locations: Map<string, Location>;
  /** How many trainers deliver each course shown, by course id. */
  trainers: Map<string, number>;
}

const lookupsIn = ({ categories, locations }: Catalogue, trainers = new Map<string, number>()): Lookups => ({
  categories: new Map(categories.map((c) => [c.id, c])),
  locations: new Map(locations.map((l) => [l.id, l])),
  trainers,
});

/** The trainers delivering each of these courses, in one read of their kept counts. */
const trainersOf = async (courseIds: readonly string[]): Promise<Map<string, number>> => {
  const count = await readCounts(courseIds.map((id) => ({ list: COURSE_TRAINERS, scope: id })));
  return new Map(courseIds.map((id) => [id, count(COURSE_TRAINERS, id)]));
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
    revision: recordRevision(c),
  };
};

const notFound = () => new NotFoundError('course.not_found', 'This course does not exist.');

/** A course as it is this moment: after a conditional write was refused. */
const freshCourse = async (id: string): Promise<Course | undefined> => (await CourseEntity.get({ id }).go({ consistent: true })).data ?? undefined;

export const getCourse = async (id: string): Promise<Course> => {
  const { data } = await CourseEntity.get({ id }).go();
  if (!data) throw notFound();
  return data;
};

/**
 * The catalogue's revision, read in the same round trip as the caller's session (`readAhead`), or the one this
 * function read under a second ago (`catalogueRevisions`) and nothing read.
 */
export const readRevisionAhead = async (items: ReadItems): Promise<Revision> => (await revisionAhead(items, []))[0];

/** The catalogue's revision beside `keys` (read with the session), and their items. */
const revisionAhead = async (items: ReadItems, keys: TableKey[]): Promise<[Revision, ...(Record<string, unknown> | undefined)[]]> => {
  const { revision, items: read } = await catalogueRevisions.readBeside(items, catalogueRevisionKey, revisionOf, keys);
  return [revision, ...read];
};

/** A course, the catalogue's revision and the course's trainers, read beside the session. */
export interface CourseAhead {
  course: Course | undefined;
  revision: Revision;
  trainers: number;
}

export const readCourseAhead = async (id: string, items: ReadItems): Promise<CourseAhead> => {
  const [revision, course, trainers] = await revisionAhead(items, [courseKey(id), countItemKey(COURSE_TRAINERS, id)]);
  return { course: courseFromItem(course), revision, trainers: countInItem(trainers) };
};

export const showCourse = async (ahead: Promise<CourseAhead>): Promise<CourseView> => {
  const { course, revision, trainers } = await ahead;
  if (!course) throw notFound();
  return toView(course, lookupsIn(await catalogueAt(revision), new Map([[course.id, trainers]])));
};

/** The course as the office sees it, read afresh after a change. */
const currentView = async (id: string): Promise<CourseView> => {
  const [course, known, trainers] = await Promise.all([getCourse(id), currentCatalogue(), trainersOf([id])]);
  return toView(course, lookupsIn(known, trainers));
};

const today = () => new Date().toISOString().slice(0, 10);

/** An active course as every signed-in user may read it: no fees, status or usage, and upcoming intakes only. */
export const catalogueCourse = async (ahead: Promise<CourseAhead>): Promise<CatalogueCourseView> => {
  const { course, revision } = await ahead;
  // An inactive course is out of the catalogue, as it is out of /course-list and the pickers.
  if (course?.status !== 'active') throw notFound();
  const {
    tuition_fee: _fee,
    material_fee: _materials,
    status: _status,
    created_at: _created,
    trainers_count: _trainers,
    revision: _revision,
    ...view
  } = toView(course, lookupsIn(await catalogueAt(revision)));
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

export const listCourses = async (query: CourseListQuery, revision: Revision) => {
  const known = await catalogueAt(revision);
  const refs = lookupsIn(known);
  const rows = known.courses.filter(
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
  refs.trainers = await trainersOf(page.data.map((c) => c.id));
  return { data: page.data.map((c) => toView(c, refs)), meta: page.meta };
};

/** Id, code and name of the active courses, by name: what selects offer. */
export const activeCourseList = async (revision: Revision) =>
  (await catalogueAt(revision)).courses
    .filter((c) => c.status === 'active')
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((c) => ({ id: c.id, national_code: c.nationalCode, name: c.name, aqf_level: c.aqfLevel, cricos_code: c.cricosCode }));

/** Checks that the category and every location exist; names each offending field. */
const assertReferences = async (body: CourseBody) => {
  const refs = lookupsIn(await currentCatalogue());
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
  const result = await withRetries(() =>
    catalogue.transaction
      .write((service) => [
        service.courseCode.create({ code: body.national_code, courseId: id }).commit(),
        service.course.create({ id, ...attributes(body) }).commit(),
        bumpRevision(service),
      ])
      .go(),
  );
  if (result.canceled) throw codeTaken();
  await Audit.record({ actor, record: courseRecord(id), action: 'course.created', summary: `Created course ${titleOf(attributes(body))}.` });
  return currentView(id);
};

export const updateCourse = async (id: string, { revision, ...body }: CourseUpdateBody, actor: Audit.Actor): Promise<CourseView> => {
  const record = await getCourse(id);
  const current = () => currentView(id);
  await assertNotOvertaken(revision, record, current);
  const before = await current();
  const currentCode = before.national_code;
  await assertReferences(body);
  const codeChanged = currentCode !== body.national_code;
  const result = await withRetries(() =>
    catalogue.transaction
      .write((service) => [
        ...(codeChanged
          ? [
              service.courseCode.create({ code: body.national_code, courseId: id }).commit(),
              service.courseCode.delete({ code: currentCode }).commit(),
            ]
          : []),
        service.course
          .patch({ id })
          .set({ ...attributes(body), ...nextRevision(record, actor) })
          .remove(CourseFields.emptied(body))
          .where(stillAt(record))
          .commit(),
        bumpRevision(service),
      ])
      .go(),
  );
  if (result.canceled) await overtakenOrElse(record, () => freshCourse(id), current, codeTaken);
  const after = await currentView(id);
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
  const refusal = async () => whyCannotDeleteCourse({ trainers_count: (await trainersOf([id])).get(id) ?? 0 });
  const early = await refusal();
  if (early) throw refusalError(early);
  await assertUnused('course', id, 'Deactivate it instead.');
  // Conditional on no trainer delivering it, so a trainer given the course meanwhile keeps it.
  const result = await withRetries(() =>
    catalogue.transaction
      .write((service) => [
        service.course.delete({ id }).commit(),
        service.courseCode.delete({ code: course.nationalCode }).commit(),
        service.listCount
          .check({ list: COURSE_TRAINERS, scope: id })
          .where((a, { eq, notExists }) => `${notExists(a.count)} OR ${eq(a.count, 0)}`)
          .commit(),
        bumpRevision(service),
      ])
      .go(),
  );
  if (result.canceled) {
    const late = await refusal();
    throw late ? refusalError(late) : new Error(`The deletion of course ${id} was cancelled: ${JSON.stringify(result.data)}`);
  }
  await Audit.record({ actor, record: courseRecord(id), action: 'course.deleted', summary: `Deleted course ${titleOf(course)}.` });
};
