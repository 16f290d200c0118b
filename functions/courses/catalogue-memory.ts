// The catalogue as read at a revision (catalogue-db.ts): campuses, categories and courses, a bounded list that
// nearly every catalogue answer needs whole. A request reads the revision beside its session; while it has not
// moved, the lists come from this function's memory instead of three queries.
import { getTogether } from '@functions/platform/db';
import {
  allCategories,
  allCourses,
  allLocations,
  catalogueRevisionKey,
  revisionOf,
  type Category,
  type Course,
  type Location,
  type Revision,
} from './catalogue-db';

export interface Catalogue {
  courses: Course[];
  categories: Category[];
  locations: Location[];
}

/**
 * The lists are read from an index, which DynamoDB brings up to date a moment after the write that moved the
 * revision (well under a second in practice). A copy read sooner than this after a change may miss it, so it
 * serves only the request that read it; the first one read later is kept.
 */
export const SETTLE_MS = 2_000;

let kept: { revision: number; catalogue: Catalogue } | undefined;

const readLists = async (): Promise<Catalogue> => {
  const [courses, categories, locations] = await Promise.all([allCourses(), allCategories(), allLocations()]);
  return { courses, categories, locations };
};

/** The catalogue as of `at` (read beside the session): from memory when read at that revision, else read again. */
export const catalogueAt = async (at: Revision): Promise<Catalogue> => {
  if (kept?.revision === at.revision) return kept.catalogue;
  const startedAt = Date.now();
  const catalogue = await readLists();
  // A request that read an older revision than the one kept (it began first) does not replace it.
  const settled = startedAt - Date.parse(at.changedAt) >= SETTLE_MS;
  if (settled && (!kept || at.revision > kept.revision)) kept = { revision: at.revision, catalogue };
  return catalogue;
};

/** The catalogue now, for a call that did not read the revision with its session (one read more). */
export const currentCatalogue = async (): Promise<Catalogue> => catalogueAt(revisionOf((await getTogether([catalogueRevisionKey]))[0]));
