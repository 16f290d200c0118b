// Campuses where courses run. A bounded list (a college's campuses): read whole and paged in memory.
import { LocationFields, type LocationBody, type LocationListQuery, type LocationView } from '@shared/schemas/courses';
import { whyCannotDeleteLocation } from '@shared/catalogue-rules';
import { NotFoundError, refusalError } from '@functions/platform/errors';
import { paginate } from '@functions/platform/list';
import { newId } from '@functions/platform/secrets';
import { assertUnused } from '@functions/platform/usages';
import './usages';
import { LocationEntity, allCourses, allLocations, type Location } from './catalogue-db';

const toView = (l: Location, coursesCount: number): LocationView => ({ id: l.id, ...LocationFields.view(l), courses_count: coursesCount });

const coursesPerLocation = async () => {
  const counts = new Map<string, number>();
  for (const course of await allCourses()) for (const l of course.locations) counts.set(l.locationId, (counts.get(l.locationId) ?? 0) + 1);
  return counts;
};

export const getLocation = async (id: string): Promise<Location> => {
  const { data } = await LocationEntity.get({ id }).go();
  if (!data) throw new NotFoundError('location.not_found', 'This location does not exist.');
  return data;
};

export const listLocations = async (query: LocationListQuery) => {
  const counts = await coursesPerLocation();
  const views = (await allLocations()).map((l) => toView(l, counts.get(l.id) ?? 0));
  return paginate(views, query, {
    searchIn: (l) => [l.name, l.suburb, l.state, l.postcode],
    sortKeys: { name: (l) => l.name.toLowerCase(), state: (l) => l.state, courses_count: (l) => l.courses_count },
  });
};

export const createLocation = async (body: LocationBody, id = newId()): Promise<LocationView> => {
  await LocationEntity.create({ id, ...LocationFields.record(body) }).go();
  return toView(await getLocation(id), 0);
};

export const updateLocation = async (id: string, body: LocationBody): Promise<LocationView> => {
  await getLocation(id);
  await LocationEntity.patch({ id }).set(LocationFields.record(body)).remove(LocationFields.emptied(body)).go();
  return toView(await getLocation(id), (await coursesPerLocation()).get(id) ?? 0);
};

/** Deletes a campus no course runs at. */
export const deleteLocation = async (id: string): Promise<void> => {
  await getLocation(id);
  const refusal = whyCannotDeleteLocation({ courses_count: (await coursesPerLocation()).get(id) ?? 0 });
  if (refusal) throw refusalError(refusal);
  await assertUnused('location', id, 'Remove it from those courses first.');
  await LocationEntity.delete({ id }).go();
};
