// Sample widgets' records: the entity and the one module that writes it, so what a record must keep true is kept in
// one place. The domain's own modules read and write through here; other domains read through the face
// (./sample-widgets.ts) and never write.
import { Entity, type EntityItem } from 'electrodb';
import type { SampleWidgetListQuery } from '@shared/schemas/sample-widgets';
import { dynamo } from '@functions/platform/clients';
import { config } from '@functions/platform/config';
import { NotFoundError } from '@functions/platform/errors';
import { pageFromIndex } from '@functions/platform/paging';
import { newId } from '@functions/platform/secrets';

const now = () => new Date().toISOString();

const SampleWidgetEntity = new Entity(
  {
    model: { entity: 'sampleWidget', version: '1', service: 'portal' },
    attributes: {
      id: { type: 'string', required: true },
      name: { type: 'string', required: true },
      /** The name in lower case: what the list's `search` looks in, kept by the writer below. */
      searchText: { type: 'string', required: true },
      createdAt: { type: 'string', required: true, readOnly: true, default: now },
    },
    indexes: {
      byId: { pk: { field: 'pk', composite: ['id'] }, sk: { field: 'sk', composite: [] } },
      // The list, oldest first: a list that grows is read page by page from an index (functions/platform/paging.ts).
      all: { index: 'gsi1', pk: { field: 'gsi1pk', composite: [] }, sk: { field: 'gsi1sk', composite: ['createdAt', 'id'] } },
    },
  },
  { table: config.tableName, client: dynamo },
);
// `…Record`, not the record's bare name, which may be a global's (a domain of promises would hide Promise).
export type SampleWidgetRecord = EntityItem<typeof SampleWidgetEntity>;

/** What the domain's logic decides of a new sample widget; the store adds its id, times and search text. */
export type NewSampleWidget = Pick<SampleWidgetRecord, 'name'>;

/** The sample widget of this id, if it exists. */
export const findSampleWidget = async (id: string): Promise<SampleWidgetRecord | undefined> =>
  (await SampleWidgetEntity.get({ id }).go()).data ?? undefined;

/** One sample widget, or a 404. */
export const getSampleWidget = async (id: string): Promise<SampleWidgetRecord> => {
  const found = await findSampleWidget(id);
  if (!found) throw new NotFoundError('sample_widget.not_found', 'This sample widget does not exist.');
  return found;
};

/** One page of sample widgets, from the index of its order; `search` is a filter on the same read. */
export const pageSampleWidgets = (query: SampleWidgetListQuery) => {
  const search = query.search?.toLowerCase();
  const all = SampleWidgetEntity.query.all({});
  const options = { order: query.order };
  const params = search ? all.where((a, { contains }) => contains(a.searchText, search)).params(options) : all.params(options);
  return pageFromIndex({ params, parse: (items) => SampleWidgetEntity.parse({ Items: items }).data as SampleWidgetRecord[] }, query);
};

/** Creates a sample widget. */
export const createSampleWidget = async (fields: NewSampleWidget): Promise<SampleWidgetRecord> =>
  (await SampleWidgetEntity.create({ id: newId(), ...fields, searchText: fields.name.toLowerCase() }).go()).data;
