import * as z from 'zod';

/**
 * Record ids as the server makes them (`newId()`, role slugs): lower-case letters, digits and hyphens.
 * ElectroDB lower-cases key values, so `ABC` would load the record `abc` while a guard compared `ABC`:
 * ids are checked in this one canonical form before any guard or lookup, and anything else names no record.
 */
export const ID_PATTERN = /^[a-z0-9][a-z0-9-]*$/;
export const ID_MAX_LENGTH = 64;

/** A record id; `message` is what a form shows when it is missing or not an id the server made. */
export const Id = (message = 'Choose one that exists') =>
  z.string({ message }).min(1, message).max(ID_MAX_LENGTH, message).regex(ID_PATTERN, message);

/**
 * An id in a socket payload or a pushed record (spec §7 shows none): bounded like a record id but not checked for its
 * form, since a client's own message reference travels in the same fields.
 */
export const LooseId = z.string().min(1).max(ID_MAX_LENGTH);

/** A time in a socket payload or a pushed record, as the server wrote it (ISO 8601): only bounded. */
export const TimeText = z.string().max(40);

/** Path parameters that are all record ids, e.g. `idPath('id')` for `/api/users/{id}`. */
export const idPath = <const K extends string>(...names: K[]) =>
  z.object(Object.fromEntries(names.map((name) => [name, Id('No such record')])) as Record<K, ReturnType<typeof Id>>);

export const IdPath = idPath('id');

/** The largest page number a list accepts: far beyond any real list, small enough to stay exact. */
const MAX_PAGE = 1_000_000;

/** Spec §3 listing fields, shared by every list call; each list adds its own `order_by` (see `listQuery`). */
export const ListQuery = z.object({
  search: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).max(MAX_PAGE).default(1),
  // Spec §9: selects fetch with pagination=1000; nothing larger is served in one page.
  pagination: z.coerce.number().int().min(1).max(1000).default(15),
  order: z.enum(['asc', 'desc']).default('asc'),
});
export type ListQuery = z.infer<typeof ListQuery>;

/**
 * The listing fields with `order_by` limited to the columns this list sorts by: a client's text never
 * becomes a property lookup (`order_by=__proto__`).
 */
export const listQuery = <const S extends readonly [string, ...string[]]>(sortColumns: S, defaultColumn: S[number]) =>
  ListQuery.extend({ order_by: z.enum(sortColumns).default(defaultColumn) });

/** An optional answer left blank is no answer (a form sends its empty boxes as ''). */
export const blankIsAbsent = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

/**
 * Optional free text of at most `max` characters, trimmed; a blank one (spaces alone too) is no answer, so the
 * record has no such attribute rather than an empty one (shared/fields.ts).
 */
export const OptionalText = (max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.string().trim().max(max, `Use at most ${max} characters`).optional(),
  );

/**
 * A yes or no in a body that may come as multipart: `true`/`false` in JSON; in a multipart part, text: `1`/`0` as the
 * SPA writes a flag (web/src/lib/api-client.ts), or `true`/`false`.
 */
export const Flag = (message?: string) =>
  z.preprocess((v) => (v === '1' || v === 'true' ? true : v === '0' || v === 'false' ? false : v), z.boolean({ message }));

/** A number in a JSON body: a real number, never `true`, `null` or `"12"` coerced into one. */
export const JsonNumber = (message: string) => z.number({ message });

/**
 * A cursor from `meta.next_cursor`, sent back with the next `page` of a list served from an index: that
 * page is then read from where the last one ended instead of walked to (functions/platform/paging.ts).
 */
export const Cursor = z.string().max(1000).optional();

/** `limit`: how many one page of a list read by cursor holds, from 1 to `max`. */
export const PageLimit = (max: number) =>
  z.coerce
    .number({ message: `Give a number from 1 to ${max}` })
    .int('Give a whole number')
    .min(1, 'Give at least 1')
    .max(max, `Give at most ${max}`)
    .optional();

/** The `meta` of every list answer. */
export const ListMeta = z.strictObject({
  page: z.number().int(),
  pagination: z.number().int(),
  total: z.number().int(),
  /** Only on lists served from an index, when there is a next page. */
  next_cursor: z.string().optional(),
});
export type ListMeta = z.infer<typeof ListMeta>;

export interface ListResponse<T> {
  data: T[];
  meta: ListMeta;
}
