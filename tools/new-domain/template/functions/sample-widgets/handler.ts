import { sampleWidgetsApi } from '@shared/api/sample-widgets';
import { answer, implement, serve } from '../../registered/http';
import * as SampleWidgets from './sample-widget-admin';

export const handler = serve(
  'sample-widgets',
  implement(sampleWidgetsApi, {
    list: ({ query }) => SampleWidgets.listSampleWidgets(query),
    create: async ({ body }) => answer(201, { message: 'Sample widget created.', data: await SampleWidgets.createSampleWidget(body) }),
    show: async ({ params }) => ({ data: await SampleWidgets.showSampleWidget(params.id) }),
  }),
);
