// The course catalogue's entities: locations (campuses), categories (one level of nesting) and courses,
// each course carrying the locations it runs at with their intake dates. Other domains read courses (a trainer's
// courses, a form's, a short course's campus) through the domain's face, courses.ts; only this domain writes them.
import { Entity, Service, type EntityItem } from 'electrodb';
import { dynamo } from '@functions/platform/clients';
import { config } from '@functions/platform/config';
import { keyMaker, keyOf, quickParser } from '@functions/platform/db';
import { listCountEntity } from '@functions/platform/list-counts';
import { REVISION_ATTRIBUTES } from '@functions/platform/record-revisions';
import { recentRevision, revisionFrom, type Revision } from '@functions/platform/revision-memory';
import { uniqueValueEntity } from '@functions/platform/unique-values';
import { AQF_LEVELS, AUSTRALIAN_STATES, COURSE_STATUSES } from '@shared/schemas/courses';

const table = config.tableName;
const client = dynamo;
const now = () => new Date().toISOString();

export const LocationEntity = new Entity(
  {
    model: { entity: 'location', version: '1', service: 'portal' },
    attributes: {
      id: { type: 'string', required: true },
      name: { type: 'string', required: true },
      address: { type: 'string', required: true },
      suburb: { type: 'string', required: true },
      state: { type: AUSTRALIAN_STATES, required: true },
      postcode: { type: 'string', required: true },
      phone: { type: 'string', required: true },
      /** Absent when none is given. */
      openingHours: { type: 'string' },
      ...REVISION_ATTRIBUTES,
      createdAt: { type: 'string', required: true, readOnly: true, default: now },
    },
    indexes: {
      byId: { pk: { field: 'pk', composite: ['id'] }, sk: { field: 'sk', composite: [] } },
      all: { index: 'gsi1', pk: { field: 'gsi1pk', composite: [] }, sk: { field: 'gsi1sk', composite: ['id'] } },
    },
  },
  { table, client },
);
export type Location = EntityItem<typeof LocationEntity>;

export const CategoryEntity = new Entity(
  {
    model: { entity: 'category', version: '1', service: 'portal' },
    attributes: {
      id: { type: 'string', required: true },
      name: { type: 'string', required: true },
      /** Absent for a top-level category. */
      parentId: { type: 'string' },
      ...REVISION_ATTRIBUTES,
      createdAt: { type: 'string', required: true, readOnly: true, default: now },
    },
    indexes: {
      byId: { pk: { field: 'pk', composite: ['id'] }, sk: { field: 'sk', composite: [] } },
      all: { index: 'gsi1', pk: { field: 'gsi1pk', composite: [] }, sk: { field: 'gsi1sk', composite: ['id'] } },
    },
  },
  { table, client },
);
export type Category = EntityItem<typeof CategoryEntity>;

export const CourseEntity = new Entity(
  {
    model: { entity: 'course', version: '1', service: 'portal' },
    attributes: {
      id: { type: 'string', required: true },
      nationalCode: { type: 'string', required: true },
      name: { type: 'string', required: true },
      aqfLevel: { type: AQF_LEVELS, required: true },
      cricosCode: { type: 'string' },
      categoryId: { type: 'string', required: true },
      durationWeeks: { type: 'number', required: true },
      deliveryModes: { type: 'list', items: { type: 'string' }, required: true },
      tuitionFee: { type: 'number', required: true },
      materialFee: { type: 'number', required: true, default: 0 },
      status: { type: COURSE_STATUSES, required: true, default: 'active' },
      description: { type: 'string', required: true, default: '' },
      locations: {
        type: 'list',
        required: true,
        default: () => [],
        items: {
          type: 'map',
          properties: {
            locationId: { type: 'string', required: true },
            intakes: { type: 'list', items: { type: 'string' }, required: true },
          },
        },
      },
      ...REVISION_ATTRIBUTES,
      createdAt: { type: 'string', required: true, readOnly: true, default: now },
      updatedAt: { type: 'string', required: true, default: now, set: now, watch: '*' },
    },
    indexes: {
      byId: { pk: { field: 'pk', composite: ['id'] }, sk: { field: 'sk', composite: [] } },
      all: { index: 'gsi1', pk: { field: 'gsi1pk', composite: [] }, sk: { field: 'gsi1sk', composite: ['id'] } },
    },
  },
  { table, client },
);
export type Course = EntityItem<typeof CourseEntity>;

/** Holds one national code, written with its course so two courses cannot share it. */
export const CourseCodeEntity = new Entity(
  {
    model: { entity: 'courseCode', version: '1', service: 'portal' },
    attributes: {
      code: { type: 'string', required: true },
      courseId: { type: 'string', required: true },
    },
    indexes: { byCode: { pk: { field: 'pk', composite: ['code'] }, sk: { field: 'sk', composite: [] } } },
  },
  { table, client },
);

/**
 * One counter, bumped in the same transaction as every change to a campus, a category or a course. A function keeps
 * the catalogue it has read in memory while this counter has not moved (catalogue-memory.ts), so a request reads the
 * counter beside its session instead of the three lists, and a change shows on the very next request.
 */
export const CatalogueRevisionEntity = new Entity(
  {
    model: { entity: 'catalogueRevision', version: '1', service: 'portal' },
    attributes: {
      revision: { type: 'number', required: true, default: 0 },
      /** When it last moved (ISO time). */
      changedAt: { type: 'string' },
    },
    indexes: { only: { pk: { field: 'pk', composite: [] }, sk: { field: 'sk', composite: [] } } },
  },
  { table, client },
);

export const catalogueRevisionKey = keyOf(CatalogueRevisionEntity.get({}));
const catalogueRevisionIn = quickParser(CatalogueRevisionEntity);

export type { Revision };

/** The revision held in a read item (0 before the catalogue's first change). */
export const revisionOf = (item: Record<string, unknown> | undefined): Revision => revisionFrom(catalogueRevisionIn(item));

/** The table key of a course, to read beside the session. */
export const courseKey = keyMaker((id) => CourseEntity.get({ id }));

/** A course as read by key beside the session, if it exists. */
export const courseFromItem: (item: Record<string, unknown> | undefined) => Course | undefined = quickParser(CourseEntity);

export const catalogue = new Service(
  {
    course: CourseEntity,
    courseCode: CourseCodeEntity,
    category: CategoryEntity,
    location: LocationEntity,
    uniqueValue: uniqueValueEntity(),
    catalogueRevision: CatalogueRevisionEntity,
    listCount: listCountEntity(),
  },
  { table, client },
);

/** The catalogue's entities as a transaction hands them over. */
export type CatalogueWrite = Parameters<Parameters<typeof catalogue.transaction.write>[0]>[0];

/** The catalogue's revision as this function read it last, trusted for a second (REVISION_TRUSTED_MS). */
export const catalogueRevisions = recentRevision();

/**
 * The transaction item that moves the catalogue's revision: every catalogue write carries one. This function stops
 * trusting the revision it read, so its own next requests see the change.
 */
export const bumpRevision = ({ catalogueRevision }: CatalogueWrite) => {
  catalogueRevisions.forget();
  return catalogueRevision.update({}).add({ revision: 1 }).set({ changedAt: now() }).commit();
};

/** How many trainers deliver each course: a kept count per course, moved with the trainer's profile. */
export const COURSE_TRAINERS = 'courseTrainers';

export const allLocations = async (): Promise<Location[]> => (await LocationEntity.query.all({}).go({ pages: 'all' })).data;
export const allCategories = async (): Promise<Category[]> => (await CategoryEntity.query.all({}).go({ pages: 'all' })).data;
export const allCourses = async (): Promise<Course[]> => (await CourseEntity.query.all({}).go({ pages: 'all' })).data;

/** The courses of these ids that exist, in the order asked (a batch read, not the catalogue). */
export const coursesByIds = async (ids: readonly string[]): Promise<Course[]> => {
  if (ids.length === 0) return [];
  const { data } = await CourseEntity.get([...new Set(ids)].map((id) => ({ id }))).go();
  const byId = new Map(data.map((c) => [c.id, c]));
  return ids.flatMap((id) => byId.get(id) ?? []);
};

/** The id of the course holding this national code, if any (its guard item names it). */
export const courseIdOfCode = async (code: string): Promise<string | undefined> => (await CourseCodeEntity.get({ code }).go()).data?.courseId;
