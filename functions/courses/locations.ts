// Campuses where courses run. A bounded list (a college's campuses): read whole and paged in memory.
import { LocationFields, type LocationBody, type LocationListQuery, type LocationUpdateBody, type LocationView } from '@shared/schemas/courses';
import type { Actor } from '@functions/platform/audit';
import { whyCannotDeleteLocation } from '@shared/catalogue-rules';
import { NotFoundError, refusalError } from '@functions/platform/errors';
import { paginate } from '@functions/platform/list';
import { assertNotOvertaken, nextRevision, overtakenOrElse, recordRevision, stillAt } from '@functions/platform/record-revisions';
import { newId } from '@functions/platform/secrets';
import { withRetries, type Outcome } from '@functions/platform/transactions';
import { assertUnused } from '@functions/platform/usages';
import './usages';
import { LocationEntity, bumpRevision, catalogue, type Location, type Revision } from './catalogue-db';
import { catalogueAt, currentCatalogue, type Catalogue } from './catalogue-memory';

const toView = (l: Location, coursesCount: number): LocationView => ({
  id: l.id,
  ...LocationFields.view(l),
  courses_count: coursesCount,
  revision: recordRevision(l),
});

const coursesPerLocation = ({ courses }: Catalogue) => {
  const counts = new Map<string, number>();
  for (const course of courses) for (const l of course.locations) counts.set(l.locationId, (counts.get(l.locationId) ?? 0) + 1);
  return counts;
};

export const getLocation = async (id: string): Promise<Location> => {
  const { data } = await LocationEntity.get({ id }).go();
  if (!data) throw new NotFoundError('location.not_found', 'This location does not exist.');
  return data;
};

export const listLocations = async (query: LocationListQuery, revision: Revision) => {
  const known = await catalogueAt(revision);
  const counts = coursesPerLocation(known);
  const views = known.locations.map((l) => toView(l, counts.get(l.id) ?? 0));
  return paginate(views, query, {
    searchIn: (l) => [l.name, l.suburb, l.state, l.postcode],
    sortKeys: { name: (l) => l.name.toLowerCase(), state: (l) => l.state, courses_count: (l) => l.courses_count },
  });
};

/** Writes a campus change (a transaction that moves the catalogue's revision too); answers whether it was refused. */
const writeCampus = async (write: () => Promise<Outcome>): Promise<boolean> => (await withRetries(write)).canceled;

const cancelled = () => new Error('A campus change was cancelled');

export const createLocation = async (body: LocationBody, id = newId()): Promise<LocationView> => {
  const refused = await writeCampus(() =>
    catalogue.transaction.write((service) => [service.location.create({ id, ...LocationFields.record(body) }).commit(), bumpRevision(service)]).go(),
  );
  if (refused) throw cancelled();
  return toView(await getLocation(id), 0);
};

const freshLocation = async (id: string): Promise<Location | undefined> =>
  (await LocationEntity.get({ id }).go({ consistent: true })).data ?? undefined;

export const updateLocation = async (id: string, { revision, ...body }: LocationUpdateBody, actor: Actor): Promise<LocationView> => {
  const before = await getLocation(id);
  const view = async () => toView((await freshLocation(id)) ?? before, coursesPerLocation(await currentCatalogue()).get(id) ?? 0);
  await assertNotOvertaken(revision, before, view);
  const refused = await writeCampus(() =>
    catalogue.transaction
      .write((service) => [
        service.location
          .patch({ id })
          .set({ ...LocationFields.record(body), ...nextRevision(before, actor) })
          .remove(LocationFields.emptied(body))
          .where(stillAt(before))
          .commit(),
        bumpRevision(service),
      ])
      .go(),
  );
  if (refused) await overtakenOrElse(before, () => freshLocation(id), view, cancelled);
  return view();
};

/** Deletes a campus no course runs at. */
export const deleteLocation = async (id: string): Promise<void> => {
  await getLocation(id);
  const refusal = whyCannotDeleteLocation({ courses_count: coursesPerLocation(await currentCatalogue()).get(id) ?? 0 });
  if (refusal) throw refusalError(refusal);
  await assertUnused('location', id, 'Remove it from those courses first.');
  const refused = await writeCampus(() =>
    catalogue.transaction.write((service) => [service.location.delete({ id }).commit(), bumpRevision(service)]).go(),
  );
  if (refused) throw cancelled();
};
