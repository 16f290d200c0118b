// One declaration of an entity's fields, read three ways: the body schema says what a client sends; the view
// answers the same fields under the same names; the record stores them under those names in camelCase
// (`first_response_hours` → `firstResponseHours`). A field added to the body therefore reaches the view and the
// record without being restated; only the fields a domain stores or answers differently (money in cents, an id
// answered as a joined object) are named, in `except`, and mapped by hand beside, as are worked-out view fields
// (counts, joined names). The form side of the same idea is web/src/lib/form-values.ts.
import * as z from 'zod';

/** `first_response_hours` → `firstResponseHours`. */
export type CamelCase<S extends string> = S extends `${infer Head}_${infer Tail}` ? `${Head}${Capitalize<CamelCase<Tail>>}` : S;

/** `first_response_hours` → `firstResponseHours`, as the type says. */
export const camelCase = <S extends string>(name: S): CamelCase<S> =>
  name.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase()) as CamelCase<S>;

type Empty = null | undefined;

/** The fields a body may leave empty (optional or nullable): the record then has no such attribute. */
type Emptiable<T> = Exclude<{ [K in keyof T]: null extends T[K] ? K : undefined extends T[K] ? K : never }[keyof T], undefined>;

/** A body's fields as record attributes: camelCase names; an empty field is an absent attribute, never `null`. */
export type RecordOf<T> = { [K in Exclude<keyof T, Emptiable<T>> as CamelCase<K & string>]: T[K] } & {
  [K in Emptiable<T> as CamelCase<K & string>]?: Exclude<T[K], Empty>;
};

type Shape = Record<string, z.ZodType>;

/**
 * The schema of a field as a view answers it: what the body made of it, so a default makes it required (a view
 * that leaves it out fails), a preprocess or a final transform is not run again, and objects within are strict.
 */
const answered = (schema: z.ZodType): z.ZodType => {
  if (schema instanceof z.ZodDefault) {
    const inner = schema.unwrap() as z.ZodType;
    return answered(inner instanceof z.ZodOptional ? (inner.unwrap() as z.ZodType) : inner);
  }
  if (schema instanceof z.ZodOptional) return answered(schema.unwrap() as z.ZodType).optional();
  if (schema instanceof z.ZodNullable) return answered(schema.unwrap() as z.ZodType).nullable();
  if (schema instanceof z.ZodPipe) {
    if (schema.in instanceof z.ZodTransform) return answered(schema.out as z.ZodType);
    if (schema.out instanceof z.ZodTransform) return answered(schema.in as z.ZodType);
  }
  if (schema instanceof z.ZodArray) return z.array(answered(schema.element as z.ZodType));
  if (schema instanceof z.ZodObject) return z.strictObject(mapShape(schema.shape as Shape, answered));
  return schema;
};

const mapShape = (shape: Shape, f: (schema: z.ZodType) => z.ZodType): Shape =>
  Object.fromEntries(Object.entries(shape).map(([name, schema]) => [name, f(schema)]));

export interface RecordFields<S extends z.ZodObject, K extends keyof z.output<S> & string> {
  /** The body's field names this declaration maps (all but `except`). */
  readonly names: readonly K[];
  /** The view's schemas of these fields, to spread into the view's `z.strictObject`. */
  readonly viewShape: Pick<S['shape'], K>;
  /** The record's attributes from a parsed body; an empty field (`undefined`, `null`) is left out. */
  record(body: z.output<S>): RecordOf<Pick<z.output<S>, K>>;
  /** The attributes an update removes: those of the fields the body left empty. */
  emptied(body: z.output<S>): CamelCase<Emptiable<Pick<z.output<S>, K>> & string>[];
  /** The view's fields from a record: an absent attribute is answered `null` where the view takes `null`, else left out. */
  view(record: RecordOf<Pick<z.output<S>, K>>): Pick<z.output<S>, K>;
}

/**
 * Declares that an entity stores and answers its body's fields by name, all but `except`: the declaration a
 * domain's writer (`record`, `emptied`), its view function (`view`) and its view schema (`viewShape`) share.
 */
export const recordFields = <S extends z.ZodObject, const E extends keyof z.output<S> & string = never>(
  body: S,
  options: { except?: readonly E[] } = {},
): RecordFields<S, Exclude<keyof z.output<S> & string, E>> => {
  type K = Exclude<keyof z.output<S> & string, E>;
  const except: readonly string[] = options.except ?? [];
  const names = Object.keys(body.shape).filter((name) => !except.includes(name)) as K[];
  const viewShape = Object.fromEntries(names.map((name) => [name, answered(body.shape[name] as z.ZodType)])) as Shape;
  const answersNull = new Set(names.filter((name) => viewShape[name]!.safeParse(null).success));
  const attribute = new Map(names.map((name) => [name, camelCase(name)]));
  const isEmpty = (value: unknown) => value === undefined || value === null;
  return {
    names,
    viewShape: viewShape as unknown as Pick<S['shape'], K>,
    record: (values) => {
      const fields = values as Record<string, unknown>;
      return Object.fromEntries(names.filter((name) => !isEmpty(fields[name])).map((name) => [attribute.get(name), fields[name]])) as never;
    },
    emptied: (values) => names.filter((name) => isEmpty((values as Record<string, unknown>)[name])).map((name) => attribute.get(name)) as never,
    view: (record) => {
      const attributes = record as Record<string, unknown>;
      return Object.fromEntries(
        names.flatMap((name) => {
          const value = attributes[attribute.get(name)!];
          if (value !== undefined) return [[name, value]];
          return answersNull.has(name) ? [[name, null]] : [];
        }),
      ) as never;
    },
  };
};
