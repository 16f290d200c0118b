// What the walk learns before it fuzzes: throwaway records to aim ids at, and per route, from its own
// answers rather than a list kept beside the route table, whether it reads a JSON body and which fields.
import type { RouteDef } from '@shared/routes';
import { randomLoopbackAddress, type ApiResponse } from '../support/api';
import { newCategory, newCourse, newLocation, newPerson, newRole } from '../support/fixtures';
import { objectFrom } from './arbitraries';
import { plausibleValues, SCHEMA_FIELD_NAMES } from './known-fields';
import type { FuzzContext, FuzzRequest, RouteFacts } from './requests';
import { send, startSuperadminSession } from './session';

const MISSING_ID = 'does-not-exist';
const PROBE_ADDRESS = randomLoopbackAddress();

/** A Superadmin request to a route whose every `{param}` is an id that matches nothing: it changes no record. */
const probeRequest = (route: RouteDef, body: string): FuzzRequest => ({
  as: 'superadmin',
  method: route.method,
  path: route.path.replace(/\{[^}]+\}/g, MISSING_ID),
  contentType: 'application/json',
  body,
  from: PROBE_ADDRESS,
});

/** The top-level fields a 422 names (`locations.0.location_id` is `locations`; `_` is the body as a whole). */
const namedFields = (res: ApiResponse): string[] =>
  res.status === 422
    ? Object.keys(res.body?.errors ?? {})
        .map((field) => field.split('.')[0]!)
        .filter((field) => field !== '_' && field !== '')
    : [];

const sameAnswer = (a: ApiResponse, b: ApiResponse) => a.status === b.status && JSON.stringify(a.body) === JSON.stringify(b.body);

/**
 * Probes a route with malformed JSON, an empty object and every known field set to an object. It reads a
 * body when malformed JSON gets a 422 that `{}` does not (a route may refuse its path ids with 422 too).
 */
export const probe = async (route: RouteDef): Promise<RouteFacts> => {
  const malformed = await send(probeRequest(route, '{"'));
  const empty = await send(probeRequest(route, '{}'));
  const allWrong = await send(probeRequest(route, JSON.stringify(objectFrom(SCHEMA_FIELD_NAMES.map((name) => [name, { wrong: true }])))));
  return {
    route,
    fields: [...new Set([...namedFields(empty), ...namedFields(allWrong)])].sort(),
    readsBody: malformed.status === 422 && !sameAnswer(malformed, empty),
  };
};

/** Throwaway records to aim ids at, so that no fuzzed call changes a demo account, a shipped role or the fuzzing Superadmin. */
export const prepareContext = async (): Promise<FuzzContext> => {
  const [user, role, location, category] = await Promise.all([newPerson(), newRole(), newLocation(), newCategory()]);
  const course = await newCourse({ category_id: category.id });
  const records = { userId: user.id, roleId: role.id, locationId: location.id, categoryId: category.id, courseId: course.id };
  await startSuperadminSession();
  return { realIds: Object.values(records), fieldNames: SCHEMA_FIELD_NAMES, plausible: plausibleValues(records) };
};
