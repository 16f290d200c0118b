// tests/authz/expected-access.ts once the template's domain is registered: the generator writes the entries below
// `...registered` into the table (tools/new-domain/registrations.ts). Superadmin only, as the contract says, until
// the domain's author chooses its permissions and writes here who holds them.
import { EXPECTED_ACCESS as registered, SUPERADMIN_ONLY, type Access } from '../../../../tests/authz/expected-access';

export const EXPECTED_ACCESS: Record<string, Access> = {
  ...registered,

  // Sample widgets: Superadmin only until the domain's permissions are in the catalogue; then write here who holds them.
  'GET /api/sample-widgets': SUPERADMIN_ONLY,
  'POST /api/sample-widgets': SUPERADMIN_ONLY,
  'GET /api/sample-widgets/{id}': SUPERADMIN_ONLY,
};
