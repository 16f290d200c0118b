// Generators of hostile input for the fuzz walk: values of the wrong type, strings that break naive
// text handling, keys that reach the prototype chain, JSON that is not an object or not JSON at all,
// query strings, path segments and content types. Nothing here knows a route: requests.ts puts them together.
import fc from 'fast-check';

// Characters that trip text handling: NUL, lone surrogates, right-to-left and zero-width marks, a BOM,
// the line separators JavaScript and JSON disagree on, combining and multi-unit graphemes, quoting and
// template characters.
const TRICKY_CHARS = [
  '\u0000',
  '\ud800',
  '\udfff',
  '\u202e',
  '\u200f',
  '\u061c',
  '\u200b',
  '\u200d',
  '\ufeff',
  '\u2028',
  '\u2029',
  '\u0085',
  '\u0301',
  'ﷺ',
  '👩‍👩‍👧',
  'ß',
  'İ',
  'א',
  'ع',
  '\\',
  '"',
  "'",
  '`',
  '<',
  '>',
  '&',
  '%',
  '\n',
  '\r',
  '\t',
  '$',
  '{',
  '}',
  '.',
  '/',
];

const anyCodeUnit = fc.string({ unit: 'binary', minLength: 1, maxLength: 1 });

/** Short strings built from characters that break naive text handling, and any other code point. */
export const trickyString = fc.string({ unit: fc.oneof(fc.constantFrom(...TRICKY_CHARS), anyCodeUnit), maxLength: 40 });

/** A string of 10k–100k characters: one repeated pattern, so it is cheap to build and to shrink. */
const hugeString = fc
  .tuple(
    fc.integer({ min: 10_000, max: 100_000 }),
    fc.oneof(
      fc.constantFrom('a', 'é', '\u0000', '\ud800', '\u202e', '\u200b', '🙂'),
      trickyString.filter((s) => s.length > 0),
    ),
  )
  .map(([length, pattern]) => pattern.repeat(Math.ceil(length / pattern.length)).slice(0, length));

/** Strings that look like something else: numbers, literals, empty and blank. */
const lookalikeString = fc.constantFrom('', ' ', '\t', '0', '-1', 'true', 'false', 'null', 'undefined', 'NaN', '[]', '{}', '1e308', '__proto__');

/** Keys that reach the prototype chain or confuse a lookup by name. */
const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf', '__defineGetter__'] as const;

/** Object keys a client may send: prototype names, empty and odd ones, and tricky text. */
export const hostileKey = fc.oneof(fc.constantFrom(...PROTOTYPE_KEYS, '', ' ', '\u0000', '$where', '$ne', 'a.b', '0', '-1'), trickyString);

/**
 * Numbers JSON can carry that sit on an edge: negative zero, unsafe integers, and magnitudes a store may
 * refuse (DynamoDB keeps numbers between 1e-130 and 1e126).
 */
const edgeNumber = fc.oneof(
  fc.constantFrom(0, -0, -1, 1, 0.5, 1e308, -1e308, 5e-324, 1e-131, 1e126, 2 ** 53 + 1, -(2 ** 63), 2 ** 31, 1e21),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Builds an object with own data properties even for `__proto__` (an object literal would set the prototype). */
export const objectFrom = (entries: [string, unknown][]): Record<string, unknown> => Object.fromEntries(entries);

/** `{ "__proto__": { ... } }` and friends: a payload aimed at the prototype of whatever the server merges it into. */
export const prototypePayload = (fieldName: fc.Arbitrary<string>): fc.Arbitrary<Record<string, unknown>> =>
  fc
    .tuple(fc.constantFrom('__proto__', 'constructor', 'prototype'), fc.array(fc.tuple(fieldName, fc.jsonValue({ maxDepth: 1 })), { maxLength: 4 }))
    .map(([key, entries]) => objectFrom([[key, key === 'constructor' ? { prototype: objectFrom(entries) } : objectFrom(entries)]]));

/** 256–10,000 characters: past what a key, an index or a mail header takes (DynamoDB keys stop at 2 KB). */
const longString = fc.tuple(fc.integer({ min: 256, max: 10_000 }), fc.constantFrom('x', 'é', '-', '\u0000')).map(([length, ch]) => ch.repeat(length));

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A value of the same JSON type as a plausible one, with hostile content: long, huge or tricky text, edge
 * numbers, long or odd arrays. It passes a type check and breaks what comes after (keys, lookups, mail).
 */
export const hostileLike = (value: unknown): fc.Arbitrary<unknown> => {
  if (typeof value === 'string') {
    return fc.oneof(
      { weight: 4, arbitrary: longString },
      { weight: 2, arbitrary: hugeString },
      trickyString,
      lookalikeString,
      trickyString.map((suffix) => value + suffix),
      fc.constantFrom(` ${value} `, value.toUpperCase(), `${value}\u0000`, `\u200b${value}`, `${value}\u202e`),
    );
  }
  if (typeof value === 'number') return edgeNumber;
  if (Array.isArray(value)) {
    const element = value.length ? hostileLike(value[0]) : wrongValue;
    return fc.oneof(
      fc.constant([]),
      fc.array(element, { minLength: 1, maxLength: 5 }),
      fc.integer({ min: 1_000, max: 5_000 }).map((n) => Array(n).fill(value[0] ?? null)),
    );
  }
  if (isPlainObject(value) && Object.keys(value).length) {
    return fc
      .constantFrom(...Object.keys(value))
      .chain((key) => hostileLike(value[key]).map((v) => objectFrom([...Object.entries(value), [key, v]])));
  }
  return wrongValue;
};

/** A value for a field that is (almost always) of the wrong type or shape for it. */
export const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  { weight: 2, arbitrary: edgeNumber },
  lookalikeString,
  { weight: 2, arbitrary: trickyString },
  { weight: 2, arbitrary: longString },
  hugeString,
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 5 }),
  fc.dictionary(hostileKey, fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }).map((o) => objectFrom(Object.entries(o))),
);

/**
 * JSON text nested 100–50,000 levels deep (arrays, objects, or both), sometimes left unclosed: built as text
 * because JSON.stringify here would overflow the stack the server's parser is meant to survive.
 */
export const deeplyNestedJson = fc
  .tuple(fc.integer({ min: 100, max: 50_000 }), fc.constantFrom('[', '{"a":', '{"__proto__":', '[{"x":'), fc.boolean())
  .map(([depth, opener, closed]) => {
    const closer = opener === '[' ? ']' : opener === '[{"x":' ? '}]' : '}';
    return opener.repeat(depth) + '1' + (closed ? closer.repeat(depth) : '');
  });

/** Text that is not JSON, or is JSON only by a lenient reading. */
export const notJsonText = fc.oneof(
  fc.constantFrom(
    '{',
    '{"name":',
    "{'name': 'x'}",
    '{name: "x"}',
    '[1,]',
    '{"a":1,}',
    '{"a":1}{"b":2}',
    'NaN',
    'undefined',
    '\ufeff{}',
    'name=x&email=y',
    '<xml/>',
    ' ',
  ),
  fc.string(),
  trickyString,
);

/** Encodes for a URL component; lone surrogates (which encodeURIComponent refuses) become their raw UTF-8-like bytes. */
export const encodeComponent = (text: string): string =>
  Array.from(text, (ch) => {
    const unit = ch.charCodeAt(0);
    if (ch.length === 1 && unit >= 0xd800 && unit <= 0xdfff)
      return `%ED%${(0x80 + ((unit >> 6) & 0x3f)).toString(16).toUpperCase()}%${(0x80 + (unit & 0x3f)).toString(16).toUpperCase()}`;
    return encodeURIComponent(ch);
  }).join('');

/** Percent signs that decode to nothing valid: truncated, non-hex, overlong or surrogate UTF-8, NUL. */
const percentGarbage = fc.constantFrom(
  '%',
  '%%',
  '%zz',
  '%2',
  '%E0%A4%A',
  '%C0%AF',
  '%C0%AE%C0%AE',
  '%FF',
  '%00',
  '%ED%A0%80',
  '%EF%BB%BF',
  '%0A',
  '%0D%0A',
);

/** Field names every list call reads (spec §3), the ones a query fuzz aims at first. */
const LIST_FIELDS = ['search', 'page', 'pagination', 'order', 'order_by'] as const;

/** Query values that break a naive list: prototype names as sort keys, impossible pages, NaN, garbage. */
const queryValue = fc.oneof(
  fc.constantFrom(
    ...PROTOTYPE_KEYS,
    '-1',
    '0',
    '1e308',
    '-1e308',
    'NaN',
    'Infinity',
    '-0',
    '0x10',
    '1.5',
    '9007199254740993',
    '',
    'asc',
    'desc',
    'true',
    '[]',
    'null',
  ),
  fc.integer().map(String),
  trickyString.map(encodeComponent),
  percentGarbage,
  fc.integer({ min: 100, max: 2_000 }).map((n) => 'q'.repeat(n)),
);

/** A raw query string (no `?`): random and list field names, repeated names, hostile values, garbage. */
export const queryString = (fieldNames: readonly string[]): fc.Arbitrary<string> => {
  const name = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...LIST_FIELDS) },
    { weight: 2, arbitrary: fc.constantFrom(...fieldNames) },
    { weight: 1, arbitrary: hostileKey.map(encodeComponent) },
    { weight: 1, arbitrary: percentGarbage },
  );
  const pair = fc.oneof(
    { weight: 6, arbitrary: fc.tuple(name, queryValue).map(([n, v]) => `${n}=${v}`) },
    { weight: 1, arbitrary: name },
    { weight: 1, arbitrary: fc.constantFrom('=', '==', '&', '=x', 'a=b=c', '+', '%2B=%2B') },
  );
  return fc.array(pair, { minLength: 1, maxLength: 6 }).map((pairs) => pairs.join('&'));
};

/**
 * A query string with one value of 1k–40k characters: past about 16 KB the request line is longer than a
 * server reads, and the answer must still be a JSON 4xx.
 */
export const longQueryString = (fieldNames: readonly string[]): fc.Arbitrary<string> =>
  fc
    .tuple(fc.constantFrom(...LIST_FIELDS, ...fieldNames), fc.integer({ min: 1_000, max: 40_000 }), fc.constantFrom('q', '%00', '%C3%A9', '%ZZ'))
    .map(([name, length, unit]) => `${name}=${unit.repeat(Math.ceil(length / unit.length))}`);

/** Swaps the case of every letter, so the result differs from the id whenever it has a letter. */
const swapCase = (id: string): string => Array.from(id, (ch) => (ch === ch.toLowerCase() ? ch.toUpperCase() : ch.toLowerCase())).join('');

/** Path segments that must never reach a record: traversal, encoded slashes and NUL, blanks, prototype names. */
const hostileSegment = fc.constantFrom(
  '',
  '..',
  '.',
  '%2e%2e',
  '%2E%2E',
  '..%2f..%2f',
  '..%2F..%2Fetc%2Fpasswd',
  '%2F',
  'a%2Fb',
  '%5C..%5C',
  '%00',
  'x%00y',
  '%20',
  '%20%20',
  '+',
  '%09',
  '-',
  '_',
  '0',
  'null',
  'undefined',
  ...PROTOTYPE_KEYS,
  '%25',
  '~',
  '*',
  ';',
  ',',
  '%ED%A0%80',
  '%C0%AE%C0%AE',
);

/**
 * A raw path segment for a `{param}`: another letter case of a real id (the exact id too, unless the call
 * deletes), traversal, 1k–10k characters, unicode, NUL, spaces and empty-ish values.
 */
export const pathSegment = (realIds: readonly string[], allowExact: boolean): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...realIds).chain((id) => fc.mixedCase(fc.constant(id)).map((v) => (v === id ? swapCase(id) : v))) },
    ...(allowExact ? [{ weight: 1, arbitrary: fc.constantFrom(...realIds) }] : []),
    { weight: 3, arbitrary: hostileSegment },
    {
      weight: 1,
      arbitrary: fc
        .integer({ min: 1_000, max: 10_000 })
        .chain((n) => fc.stringMatching(/^[a-zA-Z0-9-]{1,8}$/).map((s) => s.repeat(Math.ceil(n / s.length)).slice(0, n))),
    },
    { weight: 2, arbitrary: trickyString.filter((s) => s.length > 0).map(encodeComponent) },
    { weight: 1, arbitrary: fc.constantFrom(...realIds).map((id) => `%20${id}%20`) },
  );

/** Content types a client may send; `undefined` sends none. */
export const contentType: fc.Arbitrary<string | undefined> = fc.oneof(
  fc.constantFrom(
    'text/plain',
    'text/html',
    'multipart/form-data; boundary=x',
    'multipart/form-data',
    'application/x-www-form-urlencoded',
    'application/xml',
    'application/octet-stream',
    'image/png',
    'application/pdf',
    '*/*',
    'application/json; charset=utf-16',
    'application/json; charset=iso-8859-1',
    'application/json',
    'APPLICATION/JSON',
    'application/merge-patch+json',
    ';',
    '',
  ),
  fc.constant(undefined),
  // Any header-safe text: control characters other than tab are refused by node:http before sending.
  fc
    .string({ unit: fc.mapToConstant({ num: 95, build: (v) => String.fromCharCode(0x20 + v) }, { num: 1, build: () => '\t' }), maxLength: 60 })
    .filter((type) => !type.toLowerCase().includes('json')),
);

/** A loopback address other than 127.0.0.1 (see `requests.ts` for why each request has its own). */
export const loopbackAddress = fc.noShrink(
  fc.tuple(fc.integer({ min: 2, max: 254 }), fc.integer({ min: 2, max: 254 }), fc.integer({ min: 2, max: 254 })).map((o) => `127.${o.join('.')}`),
);
