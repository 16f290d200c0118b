import { dashboardApi } from '@shared/api/dashboard';
import { FileAnswer, implement, readAhead, serve } from '@functions/platform/http';
import { dashboardOf, ownFormsAhead } from './compose';
import { searchFor } from './search';
import { documentsOn, timelineCsv, timelineOf } from './timeline';
import { trendEntries, trendsOf } from './trends';

export const handler = serve(
  'dashboard',
  implement(dashboardApi, {
    show: readAhead(
      (_, items, userId) => ownFormsAhead(userId, items),
      async ({ caller }, ahead) => ({ data: await dashboardOf(caller, await ahead) }),
    ),
    timeline: async ({ caller, params, query }) => ({ data: await timelineOf(caller, params.id, query) }),
    exportTimeline: async ({ caller, params, query }) => {
      const { bytes, filename } = timelineCsv(await timelineOf(caller, params.id, query));
      return new FileAnswer(bytes, 'text/csv; charset=utf-8', filename);
    },
    trends: async ({ caller, query }) => ({ data: await trendsOf(caller, query) }),
    trendEntries: async ({ caller, params, query }) => trendEntries(caller, params, query),
    search: async ({ caller, query }) => ({ data: await searchFor(caller, query.q) }),
    documents: async ({ caller, params }) => ({ data: await documentsOn(caller, params.id) }),
  }),
);
