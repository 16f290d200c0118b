// What the sample widgets' calls do, in the API's words: bodies in, snake_case views out. The records themselves are
// read and written by ./sample-widget-store.ts.
import type { ListResponse } from '@shared/schemas/common';
import { SampleWidgetFields, type SampleWidgetBody, type SampleWidgetListQuery, type SampleWidgetView } from '@shared/schemas/sample-widgets';
import * as Store from './sample-widget-store';

const toView = (r: Store.SampleWidgetRecord): SampleWidgetView => ({ id: r.id, ...SampleWidgetFields.view(r), created_at: r.createdAt });

export const listSampleWidgets = async (query: SampleWidgetListQuery): Promise<ListResponse<SampleWidgetView>> => {
  const page = await Store.pageSampleWidgets(query);
  return { data: page.data.map(toView), meta: page.meta };
};

export const showSampleWidget = async (id: string): Promise<SampleWidgetView> => toView(await Store.getSampleWidget(id));

export const createSampleWidget = async (body: SampleWidgetBody): Promise<SampleWidgetView> =>
  toView(await Store.createSampleWidget(SampleWidgetFields.record(body)));
