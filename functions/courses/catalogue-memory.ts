// The catalogue as read at a revision (catalogue-db.ts): campuses, categories and courses, a bounded list that
// nearly every catalogue answer needs whole. A request reads the revision beside its session; while it has not
// moved, the lists come from this function's memory instead of three queries (platform/revision-memory.ts).
import { getTogether } from '@functions/platform/db';
import { keptAtRevision } from '@functions/platform/revision-memory';
import { allCategories, allCourses, allLocations, catalogueRevisionKey, revisionOf, type Category, type Course, type Location } from './catalogue-db';

export interface Catalogue {
  courses: Course[];
  categories: Category[];
  locations: Location[];
}

const readLists = async (): Promise<Catalogue> => {
  const [courses, categories, locations] = await Promise.all([allCourses(), allCategories(), allLocations()]);
  return { courses, categories, locations };
};

/** The catalogue as of `at` (read beside the session): from memory when read at that revision, else read again. */
export const catalogueAt = keptAtRevision(readLists);

/** The catalogue now, for a call that did not read the revision with its session (one read more). */
export const currentCatalogue = async (): Promise<Catalogue> => catalogueAt(revisionOf((await getTogether([catalogueRevisionKey]))[0]));
