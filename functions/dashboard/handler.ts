import { dashboardApi } from '@shared/api/dashboard';
import { FileAnswer, implement, serve } from '@functions/platform/http';
import { dashboardOf } from './compose';
import { timelineCsv, timelineOf } from './timeline';

export const handler = serve(
  'dashboard',
  implement(dashboardApi, {
    show: async ({ caller }) => ({ data: await dashboardOf(caller) }),
    timeline: async ({ caller, params, query }) => ({ data: await timelineOf(caller, params.id, query) }),
    exportTimeline: async ({ caller, params, query }) => {
      const { bytes, filename } = timelineCsv(await timelineOf(caller, params.id, query));
      return new FileAnswer(bytes, 'text/csv; charset=utf-8', filename);
    },
  }),
);
