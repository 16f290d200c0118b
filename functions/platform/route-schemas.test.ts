// Every route's schemas bound what a client can send: each string and array has a maximum, so no text
// reaches a DynamoDB key (2 KB) or an item (400 KB) unchecked, and each path parameter is bounded the
// same way. New domains are covered the moment their handler joins the route table.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { DOMAINS, findRoute, routeKey, ROUTES } from '@shared/routes';

type AnySchema = z.ZodType & { _zod: { def: Record<string, any> } };

const hasCheck = (schema: AnySchema, check: string) =>
  ((schema._zod.def.checks ?? []) as { _zod: { def: { check: string } } }[]).some((c) => c._zod.def.check === check);

/** The paths (`body.locations[].intakes[]`) of the strings and arrays in a schema that have no maximum. */
export const unboundedParts = (schema: AnySchema, at: string): string[] => {
  const def = schema._zod.def;
  switch (def.type) {
    case 'string':
      return hasCheck(schema, 'max_length') ? [] : [at];
    case 'array':
      return [...(hasCheck(schema, 'max_length') ? [] : [at]), ...unboundedParts(def.element, `${at}[]`)];
    case 'object':
      return Object.entries(def.shape as Record<string, AnySchema>).flatMap(([key, field]) => unboundedParts(field, `${at}.${key}`));
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
      return unboundedParts(def.innerType, at);
    case 'pipe':
      // What the client sends meets `in` first; a preprocess (`in` is a transform) is bounded by `out`.
      return def.in._zod.def.type === 'transform' ? unboundedParts(def.out, at) : unboundedParts(def.in, at);
    case 'union':
      return (def.options as AnySchema[]).flatMap((option) => unboundedParts(option, at));
    case 'number':
    case 'boolean':
    case 'enum':
    case 'literal':
    case 'null':
    case 'undefined':
      return [];
    default:
      // any, unknown, record, transform on its own...: nothing bounds them.
      return [`${at} (${def.type})`];
  }
};

const servedRoutesOf = async (domain: string): Promise<string[]> => {
  const module = (await import(`../${domain}/handler.ts`)) as { handler: { servedRoutes: string[] } };
  return module.handler.servedRoutes;
};

const SERVED = (await Promise.all(DOMAINS.map(servedRoutesOf))).flat();

describe('the route contract', () => {
  it('has a function serving every entry, and no function outside it', () => {
    expect(ROUTES.map(routeKey).filter((key) => !SERVED.includes(key))).toEqual([]);
    expect(SERVED.filter((key) => !findRoute(key))).toEqual([]);
    expect(SERVED.length).toBeGreaterThan(40);
  });

  it.each(ROUTES.map((route) => [routeKey(route), route] as const))('%s bounds every string and array a client sends', (_key, route) => {
    const parts = (['body', 'query', 'params'] as const).flatMap((part) => (route[part] ? unboundedParts(route[part] as AnySchema, part) : []));
    expect(parts).toEqual([]);
  });
});

describe('unboundedParts', () => {
  it('names the unbounded strings and arrays, however deep', async () => {
    const { z } = await import('zod');
    const schema = z.object({
      name: z.string().max(10),
      free: z.string(),
      tags: z.array(z.string().max(5)),
      nested: z.object({ note: z.string().optional().default('') }),
      code: z.preprocess((v) => v, z.string()),
      email: z.string().max(254).pipe(z.email()),
      anything: z.unknown(),
    });
    expect(unboundedParts(schema as unknown as AnySchema, 'body')).toEqual([
      'body.free',
      'body.tags',
      'body.nested.note',
      'body.code',
      'body.anything (unknown)',
    ]);
  });
});
