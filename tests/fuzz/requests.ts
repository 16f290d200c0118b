// The requests of the fuzz walk: one family of generators per kind of hostile input, each able to build
// requests for any entry of the route table from what the walk learnt about it (its fields, whether it
// reads a body) and the throwaway records it may point ids at.
import fc from 'fast-check';
import type { RouteDef } from '@shared/routes';
import {
  contentType,
  deeplyNestedJson,
  encodeComponent,
  hostileKey,
  hostileLike,
  longQueryString,
  loopbackAddress,
  notJsonText,
  objectFrom,
  pathSegment,
  prototypePayload,
  queryString,
  wrongValue,
} from './arbitraries';

export type Principal = 'anonymous' | 'superadmin';

export interface FuzzRequest {
  as: Principal;
  method: string;
  /** The path with its query string, as sent. */
  path: string;
  /** The content-type header; none when undefined. */
  contentType?: string;
  /** The body text; sent as UTF-16 when `utf16` is set, as UTF-8 otherwise. */
  body?: string;
  utf16?: boolean;
  /**
   * The loopback address the request comes from. Each request has its own, so that per-address limits on
   * sign-in failures and mail answer the fuzz with 429 only as often as they would a crowd of clients,
   * and the public routes stay fuzzed past the first few attempts.
   */
  from: string;
}

/** What the walk learnt about a route by probing it. */
export interface RouteFacts {
  route: RouteDef;
  /** The top-level fields its 422 answers named when probed with an empty body and with every known field wrong. */
  fields: string[];
  /** It parses a JSON body: it answered malformed JSON with a 422 that an empty object did not get. */
  readsBody: boolean;
}

export interface FuzzContext {
  /** Ids of the throwaway records: real ids, to vary the letter case of and to aim valid-looking calls at. */
  realIds: string[];
  /** Every field name the shared schemas declare. */
  fieldNames: string[];
  /** A plausible value per field name (see known-fields.ts). */
  plausible: Map<string, fc.Arbitrary<unknown>>;
}

export interface Family {
  name: string;
  appliesTo: (route: RouteDef) => boolean;
  /** Its share of a route's runs, relative to the other families: bodies matter most where a body is read. */
  weight: (facts: RouteFacts) => number;
  requests: (facts: RouteFacts, context: FuzzContext) => fc.Arbitrary<FuzzRequest>;
}

const PARAM = /\{([^}]+)\}/g;
const paramsOf = (route: RouteDef): string[] => [...route.path.matchAll(PARAM)].map((m) => m[1]!);

/**
 * Who sends: on a signed-in route mostly the throwaway Superadmin, whom no check refuses, so that the code
 * behind authentication runs (anonymous calls there only meet the 401); on a public route either, alike.
 */
const principal = (route: RouteDef): fc.Arbitrary<Principal> =>
  fc.oneof({ weight: route.auth === 'public' ? 1 : 5, arbitrary: fc.constant('superadmin' as const) }, fc.constant('anonymous' as const));

/** The route's path with every `{param}` replaced by the matching generated segment. */
const fillPath = (route: RouteDef, segments: string[]): string => {
  let i = 0;
  return route.path.replace(PARAM, () => segments[i++]!);
};

/**
 * The path with real ids in it, for the families that fuzz something else. A deleting call gets a
 * well-formed id of no record instead, so that those families never delete the records the others use.
 */
const plausiblePath = (route: RouteDef, context: FuzzContext): fc.Arbitrary<string> =>
  fc
    .tuple(...paramsOf(route).map(() => fc.constantFrom(...context.realIds).map((id) => (route.method === 'DELETE' ? `no-record-${id}` : id))))
    .map((ids) => fillPath(route, ids));

const someValue = fc.oneof(fc.string(), fc.integer(), fc.boolean());

/** A body with a plausible value for every field the route named: valid more often than not. */
const plausibleBody = (facts: RouteFacts, context: FuzzContext): fc.Arbitrary<Record<string, unknown>> =>
  fc
    .tuple(...facts.fields.map((name) => (context.plausible.get(name) ?? someValue).map((value): [string, unknown] => [name, value])))
    .map((entries) => objectFrom(entries));

/** Field names to put wrong values under: the route's own first, then any declared anywhere, then hostile keys. */
const fieldName = (facts: RouteFacts, context: FuzzContext): fc.Arbitrary<string> =>
  fc.oneof(
    ...(facts.fields.length ? [{ weight: 4, arbitrary: fc.constantFrom(...facts.fields) }] : []),
    { weight: 2, arbitrary: fc.constantFrom(...context.fieldNames) },
    { weight: 1, arbitrary: hostileKey },
  );

const json = (value: unknown): string => JSON.stringify(value);

const request = (
  route: RouteDef,
  parts: { as: Principal; path: string; from: string; body?: string; contentType?: string; utf16?: boolean },
): FuzzRequest => ({ method: route.method, ...parts });

/** A plausible JSON body for the routes that read one, none for the others. */
const optionalBody = (facts: RouteFacts, context: FuzzContext): fc.Arbitrary<string | undefined> =>
  facts.readsBody ? plausibleBody(facts, context).map(json) : fc.constant(undefined);

const malformedBodies: Family = {
  name: 'malformed JSON bodies',
  weight: (facts) => (facts.readsBody ? 1.5 : 1),
  appliesTo: () => true,
  requests: (facts, context) =>
    fc
      .record({
        as: principal(facts.route),
        path: plausiblePath(facts.route, context),
        from: loopbackAddress,
        body: fc.oneof(
          fc.jsonValue().map(json),
          fc.jsonValue({ stringUnit: 'binary' }).map(json),
          notJsonText,
          deeplyNestedJson,
          // A valid body wrapped once: in an array, or as a JSON string.
          plausibleBody(facts, context).map((body) => json([body])),
          plausibleBody(facts, context).map((body) => json(json(body))),
        ),
      })
      .map((parts) => request(facts.route, { ...parts, contentType: 'application/json' })),
};

const wrongFields: Family = {
  name: 'hostile field values',
  weight: (facts) => (facts.readsBody ? 6 : 1),
  appliesTo: () => true,
  requests: (facts, context) => {
    const name = fieldName(facts, context);
    const base = plausibleBody(facts, context);
    const withEntries = (body: Record<string, unknown>, entries: [string, unknown][]) => objectFrom([...Object.entries(body), ...entries]);
    // A plausible body but for one field, of the right type with hostile content: it passes validation more
    // often than not and reaches what comes after it (keys, lookups, writes, mail). Ids are picked more
    // often, since they become keys, and keys have limits.
    const oneHostile = (fields: string[]) => {
      const field = fc.oneof(...fields.map((f) => ({ weight: /(^|_)ids?$/.test(f) ? 3 : 1, arbitrary: fc.constant(f) })));
      return base.chain((body) => field.chain((f) => hostileLike(body[f]).map((value) => withEntries(body, [[f, value]]))));
    };
    // A plausible body but for one to three fields of the wrong type.
    const someWrong = fc
      .tuple(base, fc.array(fc.tuple(name, wrongValue), { minLength: 1, maxLength: 3 }))
      .map(([body, wrong]) => withEntries(body, wrong));
    // Every field of the route wrong at once.
    const allWrong = fc
      .tuple(...facts.fields.map((field) => wrongValue.map((value): [string, unknown] => [field, value])))
      .map((entries) => objectFrom(entries));
    // Prototype pollution riding on a plausible body.
    const pollution = fc.tuple(prototypePayload(name), base).map(([payload, body]) => withEntries(payload, Object.entries(body)));
    // Valid-looking, with unknown and hostile extra keys.
    const extraKeys = fc
      .tuple(base, fc.array(fc.tuple(hostileKey, fc.jsonValue({ maxDepth: 2 })), { minLength: 1, maxLength: 3 }))
      .map(([body, extra]) => withEntries(body, extra));
    const body = fc.oneof(
      ...(facts.fields.length ? [{ weight: 8, arbitrary: oneHostile(facts.fields) }] : []),
      { weight: 3, arbitrary: someWrong },
      allWrong,
      pollution,
      extraKeys,
    );
    return fc
      .record({ as: principal(facts.route), path: plausiblePath(facts.route, context), from: loopbackAddress, body: body.map(json) })
      .map((parts) => request(facts.route, { ...parts, contentType: 'application/json' }));
  },
};

const queryStrings: Family = {
  name: 'query strings',
  weight: () => 2,
  appliesTo: () => true,
  requests: (facts, context) =>
    fc
      .record({
        as: principal(facts.route),
        path: plausiblePath(facts.route, context),
        query: queryString(context.fieldNames),
        from: loopbackAddress,
        body: optionalBody(facts, context),
      })
      .map(({ path, query, body, ...parts }) =>
        request(facts.route, { ...parts, path: `${path}?${query}`, body, contentType: body === undefined ? undefined : 'application/json' }),
      ),
};

const longQueryStrings: Family = {
  name: 'long query strings',
  weight: () => 0.5,
  appliesTo: () => true,
  requests: (facts, context) =>
    fc
      .record({
        as: principal(facts.route),
        path: plausiblePath(facts.route, context),
        query: longQueryString(context.fieldNames),
        from: loopbackAddress,
      })
      .map(({ path, query, ...parts }) => request(facts.route, { ...parts, path: `${path}?${query}` })),
};

const pathIds: Family = {
  name: 'path ids',
  weight: () => 2,
  appliesTo: (route) => paramsOf(route).length > 0,
  requests: (facts, context) =>
    fc
      .record({
        as: principal(facts.route),
        segments: fc.tuple(...paramsOf(facts.route).map(() => pathSegment(context.realIds, facts.route.method !== 'DELETE'))),
        from: loopbackAddress,
        body: optionalBody(facts, context),
      })
      .map(({ segments, body, ...parts }) =>
        request(facts.route, {
          ...parts,
          path: fillPath(facts.route, segments),
          body,
          contentType: body === undefined ? undefined : 'application/json',
        }),
      ),
};

/** The same fields as a form would post them. */
const formEncoded = (body: Record<string, unknown>) =>
  Object.entries(body)
    .map(([k, v]) => `${encodeComponent(k)}=${encodeComponent(String(v))}`)
    .join('&');
const multipart = (body: Record<string, unknown>) =>
  Object.entries(body)
    .map(([k, v]) => `--x\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${String(v)}\r\n`)
    .join('') + '--x--\r\n';

const contentTypes: Family = {
  name: 'content types',
  weight: (facts) => (facts.readsBody ? 1 : 0.5),
  appliesTo: () => true,
  requests: (facts, context) =>
    fc
      .record({
        as: principal(facts.route),
        path: plausiblePath(facts.route, context),
        from: loopbackAddress,
        contentType,
        body: fc.oneof(
          plausibleBody(facts, context).map(json),
          plausibleBody(facts, context).map(formEncoded),
          plausibleBody(facts, context).map(multipart),
          notJsonText,
        ),
        utf16: fc.boolean(),
      })
      .map(({ utf16, ...parts }) => request(facts.route, { ...parts, utf16: utf16 && /utf-16/i.test(parts.contentType ?? '') })),
};

// ---- Multipart bodies, for the routes that take file parts (the forms' saves): the parser's own edge cases.

/** Part names: the route's own kinds (fields, documents, signatures), their near misses, and hostile keys. */
const partName = fc.oneof(
  fc.constantFrom(
    'form[answer]',
    'form[firstname]',
    'form[form_type_id]',
    'form[submit]',
    'form[step]',
    'form[revision]',
    '_method',
    'signature[signature1]',
    'signature[signature9]',
    'passport[0]',
    'education[99]',
    'unknown[0]',
    'profile_image',
    'form',
    'form[]',
    'form[answer][x]',
    'form[__proto__]',
    'constructor[prototype]',
  ),
  hostileKey,
);
const partValue = fc.oneof(
  fc.string({ maxLength: 200 }),
  fc.constantFrom('{"a":', '[]', 'null', '{"__proto__":{"polluted":1}}', '1e309', '-1', '99999999999', '1'),
  wrongValue.map((v) => JSON.stringify(v) ?? ''),
);
const fileBytes = fc.constantFrom('%PDF-1.4\n%%EOF\n', '\x89PNG\r\n\x1a\n\0\0\0\rIHDR', '\xff\xd8\xff\xe0', '<svg onload=alert(1)>', '');
const part = fc.oneof(
  fc.record({ name: partName, value: partValue }).map(({ name, value }) => `Content-Disposition: form-data; name="${name}"\r\n\r\n${value}`),
  fc
    .record({
      name: partName,
      filename: fc.oneof(fc.constantFrom('a.pdf', 'signature.png', '../../etc/passwd', 'x.png\r\nX-Injected: 1', ''), fc.string({ maxLength: 300 })),
      type: fc.constantFrom('application/pdf', 'image/png', 'image/jpeg', 'text/html', 'image/svg+xml', ''),
      bytes: fileBytes,
    })
    .map(
      ({ name, filename, type, bytes }) =>
        `Content-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n${bytes}`,
    ),
  // Headers the parser must refuse or ignore: none, no name, another disposition.
  fc.constantFrom('\r\nno headers', 'Content-Disposition: form-data\r\n\r\nno name', 'Content-Disposition: attachment; name="x"\r\n\r\nx'),
);

/** Well-formed multipart bodies and broken ones: no final boundary, another boundary, a bare boundary, nothing. */
const multipartBody = fc
  .record({ boundary: fc.stringMatching(/^[A-Za-z0-9'()+_,./:=?-]{1,70}$/), parts: fc.array(part, { maxLength: 8 }), shape: fc.nat(4) })
  .map(({ boundary, parts, shape }) => {
    const body = parts.map((p) => `--${boundary}\r\n${p}\r\n`).join('');
    const bodies = [`${body}--${boundary}--\r\n`, body, `${body}--another--\r\n`, `--${boundary}--`, ''];
    return { boundary, body: bodies[shape]! };
  });

const multipartBodies: Family = {
  name: 'multipart bodies',
  weight: () => 2,
  appliesTo: (route) => Boolean((route as { fileParts?: unknown }).fileParts),
  requests: (facts, context) =>
    fc
      .record({
        as: principal(facts.route),
        path: plausiblePath(facts.route, context),
        from: loopbackAddress,
        multipart: multipartBody,
        // The header's boundary is mostly the body's own; sometimes missing or another one.
        header: fc.nat(5),
      })
      .map(({ multipart: { boundary, body }, header, ...parts }) =>
        request(facts.route, {
          ...parts,
          body,
          contentType:
            ['multipart/form-data', 'multipart/form-data; boundary=', 'multipart/form-data; boundary="other"'][header] ??
            `multipart/form-data; boundary=${boundary}`,
        }),
      ),
};

/**
 * Every family; the walk runs each one that applies against each route, in this order. Path ids come last:
 * on a server that matches ids in another letter case, their deleting calls remove the throwaway records.
 */
export const FAMILIES: Family[] = [malformedBodies, wrongFields, queryStrings, longQueryStrings, contentTypes, multipartBodies, pathIds];
