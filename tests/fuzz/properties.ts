// The properties every answer to a fuzzed request must have (ARCHITECTURE.md, error model), and the
// description of a request and its answer that a failure shows.
import { FileResponse } from '@shared/api/contract';
import { matchRoute, routeKey } from '@shared/routes';
import type { ApiResponse } from '../support/api';
import type { FuzzRequest, RouteFacts } from './requests';

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const isNonEmptyString = (value: unknown): value is string => typeof value === 'string' && value.trim().length > 0;

/** The body is JSON text of an object. */
const isJsonObjectText = (text: string): boolean => {
  try {
    return isPlainObject(JSON.parse(text));
  } catch {
    return false;
  }
};

/**
 * The content type says JSON, or nothing at all (which a JSON API may read as JSON). Anything else sent to
 * a route that reads JSON is a body it cannot read: accepting it would act on input nobody validated.
 */
const declaresJson = (contentType: string | undefined): boolean => {
  if (contentType === undefined) return true;
  const media = contentType.split(';')[0]!.trim().toLowerCase();
  return media === 'application/json' || media.endsWith('+json');
};

/** Why the 422's `errors` is not a map of field names to messages, if it is not. */
const errorsProblem = (errors: unknown): string | undefined => {
  if (!isPlainObject(errors)) return 'has no `errors` object';
  const entries = Object.entries(errors);
  if (entries.length === 0) return 'names no field in `errors`';
  for (const [field, messages] of entries) {
    if (field.trim() === '') return 'has an empty field name in `errors`';
    if (!Array.isArray(messages) || messages.length === 0 || !messages.every(isNonEmptyString)) {
      return `does not give \`errors.${field}\` a list of non-empty messages`;
    }
  }
  return undefined;
};

/**
 * The id parameters of the request, as the gateway will read them, when it still reaches the fuzzed route:
 * `..`, `.` and empty segments take it to another one (`/api/course/.` is the course list).
 */
const idParameters = (req: FuzzRequest, facts: RouteFacts): [string, string][] => {
  try {
    const match = matchRoute(req.method, new URL(req.path, 'http://localhost').pathname);
    if (!match || routeKey(match.route) !== routeKey(facts.route)) return [];
    return Object.entries(match.params).filter(([name]) => name === 'id' || name.endsWith('Id'));
  } catch {
    return []; // Percent-encoding that decodes to nothing: the gateway refuses it before any route runs.
  }
};

/** The properties the answer breaks: none for a good answer. `realIds` are the only ids of records the request may name. */
export const brokenProperties = (req: FuzzRequest, res: ApiResponse, facts: RouteFacts, realIds: readonly string[]): string[] => {
  const broken: string[] = [];
  const { status, body } = res;
  if (status >= 500) broken.push(`answers ${status}: never a 5xx for anything a client can send`);
  if (status >= 400 && status < 500) {
    if (!isPlainObject(body)) broken.push(`answers ${status} without a JSON object body`);
    else if (!isNonEmptyString(body.message)) broken.push(`answers ${status} without a non-empty string \`message\``);
    if (status === 422 && isPlainObject(body)) {
      const problem = errorsProblem(body.errors);
      if (problem) broken.push(`answers 422 but ${problem}`);
    }
  }
  if (status >= 200 && status < 300) {
    // Ids are compared exactly: another letter case, padding or an encoding of an id names no record.
    for (const [name, value] of idParameters(req, facts)) {
      if (!realIds.includes(value)) broken.push(`answers ${status} to {${name}} ${preview(value, 80)}, which is the id of no record`);
    }
  }
  if (status >= 200 && status < 300 && req.body !== undefined && req.body !== '') {
    // A route that answers a file (a PDF, a CSV export) answers its bytes, whatever body came with the request.
    const answersFile = (facts.route as { response?: unknown }).response === FileResponse;
    if (status !== 204 && !answersFile && !isPlainObject(body)) broken.push(`answers ${status} to a request with a body without a JSON object body`);
    if (facts.readsBody && !declaresJson(req.contentType)) broken.push(`accepts (${status}) a body sent as ${JSON.stringify(req.contentType)}`);
    else if (facts.readsBody && !isJsonObjectText(req.body)) broken.push(`accepts (${status}) a body that is not a JSON object`);
  }
  return broken;
};

/** Writes a run of one short pattern as `‹pattern×count›`, so that a 100k-character field shows what is around it. */
const collapseRuns = (text: string): string =>
  text.replace(/(.{1,12}?)\1{7,}/gsu, (run: string, unit: string) => `‹${unit}×${run.length / unit.length}›`);

/** A quoted preview of long text: runs collapsed, invisible characters escaped, cut at `max` with its full length. */
export const preview = (text: string, max = 300): string => {
  const short = collapseRuns(text);
  const cut = short.length <= max ? JSON.stringify(short) : `${JSON.stringify(short.slice(0, max))}…`;
  return short === text && short.length <= max ? cut : `${cut} (${text.length} characters)`;
};

const bodyText = (body: unknown): string =>
  body === undefined ? '(empty)' : typeof body === 'string' ? preview(body) : preview(JSON.stringify(body), 600);

/** The request and the answer, as a failure shows them. */
export const describeExchange = (req: FuzzRequest, res: ApiResponse): string =>
  [
    `request:  ${req.method} ${preview(req.path, 200)} as ${req.as} from ${req.from}`,
    `          content-type: ${req.contentType === undefined ? '(none)' : JSON.stringify(req.contentType)}${req.utf16 ? ', body in UTF-16' : ''}`,
    `          body: ${req.body === undefined ? '(none)' : preview(req.body, 1000)}`,
    `response: ${res.status} ${bodyText(res.body)}`,
  ].join('\n');
