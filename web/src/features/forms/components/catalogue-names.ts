import { useMemo } from 'react';
import { useActiveCourses } from '@web/lib/queries/get-active-courses';
import { useLocations } from '@web/lib/queries/get-locations';

/** Course and campus names by id, for answers that store ids; `undefined` for one that cannot be found. */
export interface CatalogueNames {
  course: (id: string) => string | undefined;
  campus: (id: string) => string | undefined;
}

/**
 * The names of the courses and campuses forms name: the active courses (`GET /api/course-list`, which every
 * signed-in user may read) and every campus. A course no longer offered has no name here.
 */
export const useCatalogueNames = (): CatalogueNames => {
  const courses = useActiveCourses();
  const locations = useLocations();
  return useMemo(() => {
    const courseNames = new Map((courses.data ?? []).map((c) => [c.id, `${c.national_code} ${c.name}`]));
    const campusNames = new Map((locations.data ?? []).map((l) => [l.id, l.name]));
    return { course: (id) => courseNames.get(id), campus: (id) => campusNames.get(id) };
  }, [courses.data, locations.data]);
};
