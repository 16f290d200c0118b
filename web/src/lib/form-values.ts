// A form's values come from its body schema (shared/schemas), not from an interface written beside it: what each
// input holds is the body's parsed type loosened where an input can be empty, and where the inputs start is the
// record's view when editing (its fields under the body's names), else the schema's default or an empty input.
// A field added to the body is therefore in the form's values and defaults without an edit here or in the form's
// module; only the input that shows it is written (the server side of the same idea: shared/fields.ts).
import * as z from 'zod';

/** What an input holds for a value of type T: a number box or a select is '' while empty; an optional text box ''. */
type Held<T> = [T] extends [number]
  ? number | ''
  : [T] extends [boolean]
    ? boolean
    : [T] extends [string]
      ? string extends T
        ? string
        : T | ''
      : T extends readonly (infer E)[]
        ? (E extends object ? HeldFields<E> : E)[]
        : T extends object
          ? HeldFields<T>
          : T;

type HeldFields<T> = { [K in keyof T]-?: Held<Exclude<T[K], undefined>> };

/** The values of a form that sends the body `S`: every field present, each as its input holds it. */
export type FormValues<S extends z.ZodType> = HeldFields<z.output<S>>;

/** The fields of F that V carries under the same name and in a type F takes: read from the view as they are. */
type Matched<F, V> = { [K in keyof F]-?: K extends keyof V ? ([Exclude<V[K], undefined>] extends [F[K]] ? K : never) : never }[keyof F];

/** The values a form states itself: any field, and every field the view does not carry as the form holds it. */
type Explicit<F, V> = [Exclude<keyof F, Matched<F, V>>] extends [never]
  ? [explicit?: Partial<F>]
  : [explicit: Partial<F> & Pick<F, Exclude<keyof F, Matched<F, V>>>];

/** A schema's core type, under its optional, nullable and default wrappers and its preprocess or final transform. */
const coreOf = (schema: z.ZodType): z.ZodType => {
  if (schema instanceof z.ZodDefault || schema instanceof z.ZodOptional || schema instanceof z.ZodNullable) {
    return coreOf(schema.unwrap() as z.ZodType);
  }
  if (schema instanceof z.ZodPipe) return coreOf((schema.in instanceof z.ZodTransform ? schema.out : schema.in) as z.ZodType);
  return schema;
};

/** Where an untouched input starts: the schema's default (or `null`), else empty. */
const untouched = (schema: z.ZodType): unknown => {
  const parsed = schema.safeParse(undefined);
  if (parsed.success && parsed.data !== undefined) return parsed.data;
  const core = coreOf(schema);
  if (core instanceof z.ZodArray) return [];
  if (core instanceof z.ZodBoolean) return false;
  if (core instanceof z.ZodObject) return valuesOf(core.shape as Record<string, z.ZodType>, undefined, {});
  return '';
};

const valuesOf = (shape: Record<string, z.ZodType>, view: object | undefined, explicit: object) =>
  Object.fromEntries(
    Object.entries(shape).map(([name, schema]) => {
      if (name in explicit) return [name, (explicit as Record<string, unknown>)[name]];
      const shown = (view as Record<string, unknown> | undefined)?.[name];
      return [name, shown !== undefined ? shown : untouched(schema)];
    }),
  );

/**
 * The starting values of a form that sends `schema`: `explicit` values first, then the fields of `view` (the
 * record being edited) under the body's names, then each field's default. The compiler asks for an explicit value
 * of every field the view does not carry as the form holds it (a department answered as `{ id, name }`).
 */
export const formValues = <S extends z.ZodObject, V extends object | undefined>(
  schema: S,
  view: V,
  ...[explicit]: NoInfer<Explicit<FormValues<S>, NonNullable<V>>>
): FormValues<S> => valuesOf(schema.shape as Record<string, z.ZodType>, view, explicit ?? {}) as FormValues<S>;

/**
 * The body that saves a record as its view shows it, with `explicit` values over it (the list's Deactivate sends
 * the course with another status): a field added to the body is sent back as it was rather than dropped.
 */
export const bodyFrom = <S extends z.ZodObject, V extends object>(
  schema: S,
  view: V,
  ...[explicit]: NoInfer<Explicit<z.output<S>, V>>
): z.output<S> => {
  const given: Record<string, unknown> = explicit ?? {};
  const shown = view as Record<string, unknown>;
  // A field the view leaves out (an optional one never set) is left out of the body too.
  return Object.fromEntries(
    Object.keys(schema.shape).flatMap((name) => (name in given ? [[name, given[name]]] : shown[name] !== undefined ? [[name, shown[name]]] : [])),
  ) as z.output<S>;
};
