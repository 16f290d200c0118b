// The dashboard and a person's evidence timeline (docs/decisions.md, "Dashboards and the evidence timeline"). The
// dashboard opens for the roles of spec §6 and for holders of view-dashboard; what it holds depends on what the caller
// may list (shared/schemas/dashboard.ts), and so do its trends (shared/schemas/trends.ts).
// A timeline is the person's own, or anyone's for those who may open accounts (show-user): someone else's is 404.
// The quick search (the command palette) reads across the same domains: anyone signed in may ask, and each kind of
// record is looked in only for those who may list it (shared/schemas/search.ts).
import { ROLE } from '../permissions';
import { IdPath } from '../schemas/common';
import { DashboardView, PersonDocumentList, TimelineQuery, TimelineView } from '../schemas/dashboard';
import { SearchQuery, SearchView } from '../schemas/search';
import { TrendEntriesAnswer, TrendEntriesPath, TrendEntriesQuery, TrendsQuery, TrendsView } from '../schemas/trends';
import { dataAnswer, FileResponse, routesOf } from './contract';

const { userCall } = routesOf('dashboard');

export const DASHBOARD_ACCESS = { roles: [ROLE.superadmin, ROLE.agent, ROLE.student, ROLE.admin], permissions: ['view-dashboard'] } as const;

export const dashboardApi = {
  show: userCall('GET', '/api/dashboard', DASHBOARD_ACCESS, { response: dataAnswer(DashboardView) }),
  /** The charts over time of what the caller may list (none for a student or an agent). */
  trends: userCall('GET', '/api/dashboard/trends', DASHBOARD_ACCESS, { query: TrendsQuery, response: dataAnswer(TrendsView) }),
  /** The records one point of a chart counts: for those whose chart it is (403 otherwise). */
  trendEntries: userCall('GET', '/api/dashboard/trends/{series}/{period}', DASHBOARD_ACCESS, {
    params: TrendEntriesPath,
    query: TrendEntriesQuery,
    response: TrendEntriesAnswer,
  }),
  timeline: userCall(
    'GET',
    '/api/users/{id}/timeline',
    { ownerScoped: true },
    { params: IdPath, query: TimelineQuery, response: dataAnswer(TimelineView) },
  ),
  exportTimeline: userCall(
    'GET',
    '/api/users/{id}/timeline/export',
    { ownerScoped: true },
    { params: IdPath, query: TimelineQuery, response: FileResponse },
  ),
  /** A person's documents (the files of their forms), on their record: for those who may open accounts. */
  documents: userCall(
    'GET',
    '/api/users/{id}/documents',
    { permissions: ['show-user'] },
    { params: IdPath, response: dataAnswer(PersonDocumentList) },
  ),
  search: userCall('GET', '/api/search', {}, { query: SearchQuery, response: dataAnswer(SearchView) }),
};
