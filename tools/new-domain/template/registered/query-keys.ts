// web/src/lib/query-keys.ts as the template's SPA calls read it once its domain is registered. The generator writes
// this file's other imports and its entries below `...registered` into the registry (tools/new-domain/registrations.ts),
// and a generated call imports the registry itself.
import type { SampleWidgetListQuery } from '@shared/schemas/sample-widgets';
import { queryKeys as registered } from '@web/lib/query-keys';

export const queryKeys = {
  ...registered,
  /** Sample widgets: lists (`GET /api/sample-widgets`) and details (`GET /api/sample-widgets/{id}`). */
  sampleWidgets: {
    all: ['sample-widgets'] as const,
    lists: () => [...queryKeys.sampleWidgets.all, 'list'] as const,
    list: (query: SampleWidgetListQuery) => [...queryKeys.sampleWidgets.lists(), query] as const,
    detail: (id: string) => [...queryKeys.sampleWidgets.all, 'detail', id] as const,
  },
};
