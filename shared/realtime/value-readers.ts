// A few readers of untrusted JSON, each the plain twin of a zod schema used by the event catalogue: the same values
// pass, objects keep only their known keys as zod's do, and nothing else. server-event-readers.ts builds the socket's
// frame check from them, so that a page with a socket loads no zod.

/** What a reader answers for a value it refuses (undefined is a value: an optional field left out). */
export const REFUSED: unique symbol = Symbol('refused');

/** Reads a value as a `T`, or refuses it. */
export type Reader<T> = (value: unknown) => T | typeof REFUSED;

type ReadAs<R> = R extends Reader<infer T> ? T : never;
type Shape = Record<string, Reader<unknown>>;
type OptionalKeys<S extends Shape> = { [K in keyof S]: undefined extends ReadAs<S[K]> ? K : never }[keyof S];
type ObjectOf<S extends Shape> = { [K in Exclude<keyof S, OptionalKeys<S>>]: ReadAs<S[K]> } & { [K in OptionalKeys<S>]?: ReadAs<S[K]> };

/** `z.string().max(max)`, and `.min(min)`. */
export const text =
  (max: number, min = 0): Reader<string> =>
  (value) =>
    typeof value === 'string' && value.length >= min && value.length <= max ? value : REFUSED;

/** `z.boolean()`. */
export const bool: Reader<boolean> = (value) => (typeof value === 'boolean' ? value : REFUSED);

/** `z.number()` (finite, as zod 4's), with its `.int()`, `.min()` and `.max()`. */
export const number =
  ({ int = false, min = -Infinity, max = Infinity }: { int?: boolean; min?: number; max?: number } = {}): Reader<number> =>
  (value) =>
    typeof value === 'number' && Number.isFinite(value) && (!int || Number.isSafeInteger(value)) && value >= min && value <= max ? value : REFUSED;

/** `z.enum(values)`. */
export const oneOf =
  <const V extends readonly string[]>(values: V): Reader<V[number]> =>
  (value) =>
    values.includes(value as string) ? (value as V[number]) : REFUSED;

/** `.optional()`. */
export const optional =
  <T>(read: Reader<T>): Reader<T | undefined> =>
  (value) =>
    value === undefined ? undefined : read(value);

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `z.object(shape)`: every key of the shape read, any other key dropped. */
export const object =
  <S extends Shape>(shape: S): Reader<ObjectOf<S>> =>
  (value) => {
    if (!isObject(value)) return REFUSED;
    const read: Record<string, unknown> = {};
    for (const [key, readKey] of Object.entries(shape)) {
      const field = readKey(Object.hasOwn(value, key) ? value[key] : undefined);
      if (field === REFUSED) return REFUSED;
      if (field !== undefined) read[key] = field;
    }
    return read as ObjectOf<S>;
  };

/** `z.array(item)`. */
export const array =
  <T>(readItem: Reader<T>): Reader<T[]> =>
  (value) => {
    if (!Array.isArray(value)) return REFUSED;
    const items = value.map(readItem);
    return items.includes(REFUSED) ? REFUSED : (items as T[]);
  };

/** `z.record(z.string(), item)`. */
export const record =
  <T>(readItem: Reader<T>): Reader<Record<string, T>> =>
  (value) => {
    if (!isObject(value)) return REFUSED;
    const entries = Object.entries(value).map(([key, item]) => [key, readItem(item)] as const);
    return entries.some(([, item]) => item === REFUSED) ? REFUSED : (Object.fromEntries(entries) as Record<string, T>);
  };
