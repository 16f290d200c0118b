// Sample widgets: the calls of the sample-widgets domain, served by functions/sample-widgets/handler.ts and called by
// the SPA through web/src/features/sample-widgets/api/.
import { ROLE } from '../permissions';
import { IdPath } from '../schemas/common';
import { SampleWidgetBody, SampleWidgetListQuery, SampleWidgetView } from '../schemas/sample-widgets';
import { dataAnswer, listAnswer, routesOf } from '../../registered/contract';

const { userCall } = routesOf('sample-widgets');

// Superadmin only, spec §6's rule for what no permission grants yet. Give the domain its permissions in the
// catalogue (shared/permissions.ts), gate each call by them here, and write who holds them into
// tests/authz/expected-access.ts by hand.
const superadminOnly = { roles: [ROLE.superadmin] };

export const sampleWidgetsApi = {
  list: userCall('GET', '/api/sample-widgets', superadminOnly, { query: SampleWidgetListQuery, response: listAnswer(SampleWidgetView) }),
  create: userCall('POST', '/api/sample-widgets', superadminOnly, { body: SampleWidgetBody, response: dataAnswer(SampleWidgetView) }),
  show: userCall('GET', '/api/sample-widgets/{id}', superadminOnly, { params: IdPath, response: dataAnswer(SampleWidgetView) }),
};
