// `npm run new:domain -- <name> [--singular <one>]`: lays out a new domain on the portal's layers, the
// courses domain's shape in miniature (docs/adding-a-domain.md walks through it), and registers it where
// the build reads domains: DOMAINS in shared/api/contract.ts, the route table in shared/routes.ts and the
// authorization table in tests/authz/expected-access.ts; its query keys go into the SPA's one registry,
// web/src/lib/query-keys.ts. The CDK stack, the local gateway, the lint fences and the fuzz and
// authorization walks follow from those on their own.
//
// The domain starts with a list, a create and a show call, Superadmin only (spec §6's default) until its
// author picks its permissions. Nothing is written unless every file is new and every anchor is found.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { pascalCase } from '../infra/lib/pascal-case';

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** kebab-case, starting with a letter: the folder, file and URL name of the domain. */
const KEBAB = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
const MAX_NAME = 40;
/** Folders of functions/ that are not domains, and the repository's top-level folders. */
const RESERVED = ['platform', 'ws', 'jobs', 'api', 'shared', 'web', 'infra', 'tests', 'tools'];

export class DomainGeneratorError extends Error {}

export interface DomainNames {
  /** `short-courses`: folders, files, the domain and its URL. */
  name: string;
  /** `short-course`: one record. */
  one: string;
}

const words = (kebab: string) => kebab.split('-');
const camel = (kebab: string) => {
  const p = pascalCase(kebab);
  return p[0]!.toLowerCase() + p.slice(1);
};
const sentence = (kebab: string) => {
  const s = words(kebab).join(' ');
  return s[0]!.toUpperCase() + s.slice(1);
};
const phrase = (kebab: string) => words(kebab).join(' ');
const snake = (kebab: string) => words(kebab).join('_');

/** `tickets` → `ticket`, `categories` → `category`, `addresses` → `address`; a name that reads as no plural gets `-item`. */
export const singularOf = (name: string): string => {
  const parts = words(name);
  const last = parts.at(-1)!;
  const single = /[^aeiou]ies$/.test(last)
    ? `${last.slice(0, -3)}y`
    : /(ss|x|ch|sh)es$/.test(last)
      ? last.slice(0, -2)
      : /[^s]s$/.test(last)
        ? last.slice(0, -1)
        : undefined;
  return single ? [...parts.slice(0, -1), single].join('-') : `${name}-item`;
};

const checkName = (what: string, value: string) => {
  if (!KEBAB.test(value) || value.length > MAX_NAME) {
    throw new DomainGeneratorError(
      `The ${what} "${value}" is not kebab-case: lower-case letters, digits and single hyphens, starting with a letter, at most ${MAX_NAME} characters (e.g. short-courses).`,
    );
  }
};

/** A file the generator edits, read whole. */
const read = (root: string, path: string) => {
  const file = join(root, path);
  if (!existsSync(file)) throw new DomainGeneratorError(`${path} is missing under ${root}: run this from the portal's repository.`);
  return readFileSync(file, 'utf8');
};

const insertBefore = (text: string, path: string, opening: string, closing: string, insert: string): string => {
  const start = text.indexOf(opening);
  const end = start < 0 ? -1 : text.indexOf(closing, start + opening.length);
  if (end < 0)
    throw new DomainGeneratorError(
      `${path} no longer has \`${opening}\` … \`${closing.trim()}\`: add the domain there by hand (docs/adding-a-domain.md).`,
    );
  return text.slice(0, end) + insert + text.slice(end);
};

// ---- The new files ----

const files = ({ name, one }: DomainNames): Record<string, string> => {
  const N = pascalCase(name);
  const O = pascalCase(one);
  const api = `${camel(name)}Api`;
  const keys = `queryKeys.${camel(name)}`;
  const title = sentence(name);
  const record = phrase(one);
  return {
    [`shared/schemas/${name}.ts`]: `// ${title}: the payloads of its calls. A field is declared here once and flows to the handler, the
// SPA's forms and lists, and the tests; its API name is snake_case (spec §3).
import * as z from 'zod';
import { Cursor, listQuery } from './common';

/** What a person sends to create one ${record}. Every string and array has a maximum (functions/platform/route-schemas.test.ts). */
export const ${O}Body = z.object({
  name: z.string({ message: 'Enter a name' }).trim().min(1, 'Enter a name').max(200, 'Use at most 200 characters'),
});
export type ${O}Body = z.infer<typeof ${O}Body>;

/** One ${record} as the API answers it: strict, so a field the store keeps for itself never leaks. */
export const ${O}View = z.strictObject({
  id: z.string(),
  name: z.string(),
  created_at: z.string(),
});
export type ${O}View = z.infer<typeof ${O}View>;

/** The listing fields of \`GET /api/${name}\` (spec §3): \`order_by\` names the orders an index serves. */
export const ${O}ListQuery = listQuery(['created_at'], 'created_at').extend({
  cursor: Cursor,
});
export type ${O}ListQuery = z.infer<typeof ${O}ListQuery>;
`,

    [`shared/api/${name}.ts`]: `// ${title}: the calls of the ${name} domain, served by functions/${name}/handler.ts and called by the SPA
// through web/src/features/${name}/api/.
import { ROLE } from '../permissions';
import { IdPath } from '../schemas/common';
import { ${O}Body, ${O}ListQuery, ${O}View } from '../schemas/${name}';
import { dataAnswer, listAnswer, routesOf } from './contract';

const { userCall } = routesOf('${name}');

// Superadmin only, spec §6's rule for what no permission grants yet. Give the domain its permissions in the
// catalogue (shared/permissions.ts), gate each call by them here, and write who holds them into
// tests/authz/expected-access.ts by hand.
const superadminOnly = { roles: [ROLE.superadmin] };

export const ${api} = {
  list: userCall('GET', '/api/${name}', superadminOnly, { query: ${O}ListQuery, response: listAnswer(${O}View) }),
  create: userCall('POST', '/api/${name}', superadminOnly, { body: ${O}Body, response: dataAnswer(${O}View) }),
  show: userCall('GET', '/api/${name}/{id}', superadminOnly, { params: IdPath, response: dataAnswer(${O}View) }),
};
`,

    [`functions/${name}/${one}-store.ts`]: `// ${title}'s records: the entity and the one module that writes it (as functions/platform/user-store.ts is for
// users), so what a record must keep true is kept in one place. It sits in the domain because no other
// domain reads it; when one must (or must refuse a delete that would leave it dangling), move it to
// functions/platform and register its usages in functions/platform/usages.ts.
import { Entity, type EntityItem } from 'electrodb';
import type { ${O}Body, ${O}ListQuery } from '@shared/schemas/${name}';
import { dynamo } from '@functions/platform/clients';
import { config } from '@functions/platform/config';
import { NotFoundError } from '@functions/platform/errors';
import { pageFromIndex } from '@functions/platform/paging';
import { newId } from '@functions/platform/secrets';

const now = () => new Date().toISOString();

export const ${O}Entity = new Entity(
  {
    model: { entity: '${camel(one)}', version: '1', service: 'portal' },
    attributes: {
      id: { type: 'string', required: true },
      name: { type: 'string', required: true },
      /** The name in lower case: what the list's \`search\` looks in. */
      searchText: { type: 'string', required: true },
      createdAt: { type: 'string', required: true, readOnly: true, default: now },
    },
    indexes: {
      byId: { pk: { field: 'pk', composite: ['id'] }, sk: { field: 'sk', composite: [] } },
      // The list, oldest first: a list that grows is read page by page from an index (functions/platform/paging.ts).
      all: { index: 'gsi1', pk: { field: 'gsi1pk', composite: [] }, sk: { field: 'gsi1sk', composite: ['createdAt', 'id'] } },
    },
  },
  { table: config.tableName, client: dynamo },
);
export type ${O}Record = EntityItem<typeof ${O}Entity>;

/** One ${record}, or a 404. */
export const get${O} = async (id: string): Promise<${O}Record> => {
  const { data } = await ${O}Entity.get({ id }).go();
  if (!data) throw new NotFoundError('${snake(one)}.not_found', 'This ${record} does not exist.');
  return data;
};

/** One page of ${phrase(name)}, from the index of its order; \`search\` is a filter on the same read. */
export const page${N} = (query: ${O}ListQuery) => {
  const search = query.search?.toLowerCase();
  const all = ${O}Entity.query.all({});
  const options = { order: query.order };
  const params = search ? all.where((a, { contains }) => contains(a.searchText, search)).params(options) : all.params(options);
  return pageFromIndex({ params, parse: (items) => ${O}Entity.parse({ Items: items }).data as ${O}Record[] }, query);
};

/** Creates a ${record}. */
export const create${O} = async (body: ${O}Body): Promise<${O}Record> =>
  (await ${O}Entity.create({ id: newId(), name: body.name, searchText: body.name.toLowerCase() }).go()).data;
`,

    [`functions/${name}/${name}.ts`]: `// ${title}: what the handler's calls do, in the API's words (snake_case views); the records themselves are
// read and written by ./${one}-store.ts.
import type { ${O}Body, ${O}ListQuery, ${O}View } from '@shared/schemas/${name}';
import type { ListResponse } from '@shared/schemas/common';
import * as Store from './${one}-store';

const toView = (r: Store.${O}Record): ${O}View => ({ id: r.id, name: r.name, created_at: r.createdAt });

export const list${N} = async (query: ${O}ListQuery): Promise<ListResponse<${O}View>> => {
  const page = await Store.page${N}(query);
  return { data: page.data.map(toView), meta: page.meta };
};

export const show${O} = async (id: string): Promise<${O}View> => toView(await Store.get${O}(id));

export const create${O} = async (body: ${O}Body): Promise<${O}View> => toView(await Store.create${O}(body));
`,

    [`functions/${name}/handler.ts`]: `import { ${api} } from '@shared/api/${name}';
import { answer, implement, serve } from '@functions/platform/http';
import * as ${N} from './${name}';

export const handler = serve(
  '${name}',
  implement(${api}, {
    list: ({ query }) => ${N}.list${N}(query),
    create: async ({ body }) => answer(201, { message: '${sentence(one)} created.', data: await ${N}.create${O}(body) }),
    show: async ({ params }) => ({ data: await ${N}.show${O}(params.id) }),
  }),
);
`,

    [`web/src/features/${name}/api/get-${name}.ts`]: `import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ${api} } from '@shared/api/${name}';
import type { ${O}ListQuery } from '@shared/schemas/${name}';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export const get${N} = (query: ${O}ListQuery) => api.call(${api}.list, { query });

export const ${camel(name)}QueryOptions = (query: ${O}ListQuery) =>
  queryOptions({
    queryKey: ${keys}.list(query),
    queryFn: () => get${N}(query),
    // Keep the current page on screen while the next page or filter loads.
    placeholderData: keepPreviousData,
  });

export const use${N} = (query: ${O}ListQuery) => useQuery(${camel(name)}QueryOptions(query));
`,

    [`web/src/features/${name}/api/get-${one}.ts`]: `import { queryOptions, useQuery } from '@tanstack/react-query';
import { ${api} } from '@shared/api/${name}';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export const get${O} = (id: string) => api.call(${api}.show, { params: { id } }).then((res) => res.data);

export const ${camel(one)}QueryOptions = (id: string) => queryOptions({ queryKey: ${keys}.detail(id), queryFn: () => get${O}(id) });

export const use${O} = (id: string) => useQuery(${camel(one)}QueryOptions(id));
`,

    [`web/src/features/${name}/api/create-${one}.ts`]: `import { mutationOptions, useMutation } from '@tanstack/react-query';
import { ${api} } from '@shared/api/${name}';
import type { ${O}Body } from '@shared/schemas/${name}';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export const create${O} = (body: ${O}Body) => api.call(${api}.create, { body });

export const create${O}Mutation = mutationOptions({
  mutationFn: create${O},
  // Its lists and pages refetch once it succeeds (web/src/lib/query-client.ts).
  meta: { invalidates: [${keys}.all] },
});

export const useCreate${O} = () => useMutation(create${O}Mutation);
`,

    [`tests/integration/${name}.test.ts`]: `// ${title}: create, show and list through the contract (tests/support/api.ts checks every answer against
// it), and Superadmin only until the domain has permissions of its own.
import { beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '@shared/permissions';
import type { ${O}View } from '@shared/schemas/${name}';
import { signInAs, type Client } from '../support/api';
import { asSuperadmin, fieldsOf, uniqueTag } from '../support/fixtures';

let superadmin: Client;
beforeAll(async () => {
  superadmin = await asSuperadmin();
});

const new${O} = async (name = \`Test ${record} \${uniqueTag()}\`): Promise<${O}View> => {
  const res = await superadmin.post('/api/${name}', { name });
  expect(res.status).toBe(201);
  return res.body.data;
};

const namesOf = (res: { body: { data: ${O}View[] } }) => res.body.data.map((r) => r.name);

describe('POST /api/${name}', () => {
  it('creates a ${record} and says so', async () => {
    // Act
    const res = await superadmin.post('/api/${name}', { name: '  A ${record} with spaces around  ' });
    // Assess
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      message: '${sentence(one)} created.',
      data: { id: expect.any(String), name: 'A ${record} with spaces around', created_at: expect.any(String) },
    });
  });

  it.each([
    ['no name', {}],
    ['a blank name', { name: '   ' }],
    ['a name too long', { name: 'x'.repeat(201) }],
  ])('refuses %s with 422 naming the field', async (_, body) => {
    // Act
    const res = await superadmin.post('/api/${name}', body);
    // Assess
    expect(res.status).toBe(422);
    expect(fieldsOf(res.body)).toEqual(['name']);
  });
});

describe('GET /api/${name}/{id}', () => {
  it('shows a ${record}', async () => {
    // Prepare
    const created = await new${O}();
    // Act
    const res = await superadmin.get(\`/api/${name}/\${created.id}\`);
    // Assess
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: created });
  });

  it('answers 404 for an id that names no ${record}', async () => {
    // Act
    const res = await superadmin.get('/api/${name}/does-not-exist');
    // Assess
    expect(res.status).toBe(404);
  });
});

describe('GET /api/${name}', () => {
  it('finds a ${record} by its name, in any case', async () => {
    // Prepare
    const created = await new${O}();
    await new${O}();
    // Act
    const res = await superadmin.get(\`/api/${name}?search=\${encodeURIComponent(created.name.toUpperCase())}\`);
    // Assess
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: [created], meta: { page: 1, pagination: 15, total: 1 } });
  });

  it('pages oldest first, and newest first with order=desc', async () => {
    // Prepare: created one after another, so their creation times differ
    const tag = uniqueTag();
    for (const n of [1, 2, 3]) await new${O}(\`Paged \${tag} \${n}\`);
    // Act
    const [first, second, newest] = await Promise.all([
      superadmin.get(\`/api/${name}?search=\${tag}&pagination=2\`),
      superadmin.get(\`/api/${name}?search=\${tag}&pagination=2&page=2\`),
      superadmin.get(\`/api/${name}?search=\${tag}&pagination=2&order=desc\`),
    ]);
    // Assess
    expect(namesOf(first)).toEqual([\`Paged \${tag} 1\`, \`Paged \${tag} 2\`]);
    expect(first.body.meta).toMatchObject({ page: 1, pagination: 2, total: 3 });
    expect(namesOf(second)).toEqual([\`Paged \${tag} 3\`]);
    expect(namesOf(newest)).toEqual([\`Paged \${tag} 3\`, \`Paged \${tag} 2\`]);
  });
});

describe('who may call it', () => {
  it.each([ROLE.admin, ROLE.student])('refuses %s until the domain has permissions', async (role) => {
    // Prepare
    const caller = await signInAs(role);
    // Act
    const res = await caller.get('/api/${name}');
    // Assess
    expect(res.status).toBe(403);
  });
});
`,
  };
};

// ---- The registrations ----

const registrations = (root: string, { name, one }: DomainNames): Record<string, string> => {
  const O = pascalCase(one);
  const api = `${camel(name)}Api`;
  const contractPath = 'shared/api/contract.ts';
  const contract = read(root, contractPath);
  const domains = /export const DOMAINS = \[([^\]]*)\] as const;/.exec(contract);
  if (!domains)
    throw new DomainGeneratorError(`${contractPath} no longer declares \`export const DOMAINS = [...] as const;\`: add the domain there by hand.`);
  const known = [...domains[1]!.matchAll(/'([^']+)'/g)].map((m) => m[1]!);
  if (known.includes(name)) throw new DomainGeneratorError(`"${name}" is a domain already (DOMAINS in ${contractPath}).`);
  const nextContract = contract.replace(domains[0], `export const DOMAINS = [${[...known, name].map((d) => `'${d}'`).join(', ')}] as const;`);

  const routesPath = 'shared/routes.ts';
  let routes = read(root, routesPath);
  const imports = [...routes.matchAll(/^import .* from '\.\/api\/[^']+';$/gm)].at(-1);
  if (!imports) throw new DomainGeneratorError(`${routesPath} imports no domain contract from ./api/: add the domain there by hand.`);
  const afterImports = imports.index + imports[0].length;
  routes = `${routes.slice(0, afterImports)}\nimport { ${api} } from './api/${name}';${routes.slice(afterImports)}`;
  routes = insertBefore(routes, routesPath, 'export const ROUTES: AnyRoute[] = [', '\n];', `\n  ...entries(${api}),`);

  const accessPath = 'tests/authz/expected-access.ts';
  const access = read(root, accessPath);
  if (!access.includes('export const SUPERADMIN_ONLY'))
    throw new DomainGeneratorError(`${accessPath} has no SUPERADMIN_ONLY group: add the domain there by hand.`);
  const lines = [
    '',
    '',
    `  // ${sentence(name)}: Superadmin only until the domain's permissions are in the catalogue; then write here who holds them.`,
    `  'GET /api/${name}': SUPERADMIN_ONLY,`,
    `  'POST /api/${name}': SUPERADMIN_ONLY,`,
    `  'GET /api/${name}/{id}': SUPERADMIN_ONLY,`,
  ].join('\n');
  const nextAccess = insertBefore(access, accessPath, 'export const EXPECTED_ACCESS: Record<string, Access> = {', '\n};', lines);

  const keysPath = 'web/src/lib/query-keys.ts';
  let keys = read(root, keysPath);
  const key = camel(name);
  if (new RegExp(`^  ${key}: \\{`, 'm').test(keys))
    throw new DomainGeneratorError(`${keysPath} has a \`${key}\` entry already: choose another name.`);
  const lastImport = [...keys.matchAll(/^import .* from '[^']+';$/gm)].at(-1);
  if (!lastImport) throw new DomainGeneratorError(`${keysPath} imports nothing: add the domain's keys there by hand.`);
  const afterImport = lastImport.index + lastImport[0].length;
  keys = `${keys.slice(0, afterImport)}\nimport type { ${O}ListQuery } from '@shared/schemas/${name}';${keys.slice(afterImport)}`;
  const entry = [
    '',
    `  /** ${sentence(name)}: lists (\`GET /api/${name}\`) and details (\`GET /api/${name}/{id}\`). */`,
    `  ${key}: {`,
    `    all: ['${name}'] as const,`,
    `    lists: () => [...queryKeys.${key}.all, 'list'] as const,`,
    `    list: (query: ${O}ListQuery) => [...queryKeys.${key}.lists(), query] as const,`,
    `    detail: (id: string) => [...queryKeys.${key}.all, 'detail', id] as const,`,
    '  },',
  ].join('\n');
  keys = insertBefore(keys, keysPath, 'export const queryKeys = {', '\n};', entry);

  return { [contractPath]: nextContract, [routesPath]: routes, [accessPath]: nextAccess, [keysPath]: keys };
};

/** Refuses a name some file, route or record kind of the repository already uses. */
const assertFree = (root: string, names: DomainNames, created: string[]) => {
  const { name, one } = names;
  if (RESERVED.includes(name)) throw new DomainGeneratorError(`"${name}" is reserved (${RESERVED.join(', ')}).`);
  const taken = [...created, `functions/${name}`, `web/src/features/${name}`].filter((path) => existsSync(join(root, path)));
  if (taken.length) throw new DomainGeneratorError(`Refusing to overwrite what exists: ${taken.join(', ')}.`);
  const apiDir = join(root, 'shared/api');
  const claimed = readdirSync(apiDir)
    .filter((file) => file.endsWith('.ts'))
    .filter((file) => new RegExp(`'/api/${name}(/[^']*)?'`).test(readFileSync(join(apiDir, file), 'utf8')));
  if (claimed.length) throw new DomainGeneratorError(`/api/${name} is served already (shared/api/${claimed.join(', shared/api/')}).`);
  const entity = `entity: '${camel(one)}'`;
  const sourcesUnder = (dir: string): string[] =>
    readdirSync(join(root, dir), { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? sourcesUnder(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
    );
  const clash = sourcesUnder('functions').find((file) => readFileSync(join(root, file), 'utf8').includes(entity));
  if (clash) throw new DomainGeneratorError(`The record kind '${camel(one)}' exists already (${clash}): choose another --singular.`);
};

export interface GenerateOptions {
  /** The repository to write into (default: this one). */
  root?: string;
  /** One record's name (default: `singularOf(name)`). */
  singular?: string;
}

export interface Generated {
  created: string[];
  edited: string[];
}

/** Writes a new domain's files and registers it; throws DomainGeneratorError, having written nothing, when it cannot. */
export const generateDomain = async (name: string, options: GenerateOptions = {}): Promise<Generated> => {
  const root = resolve(options.root ?? REPO_ROOT);
  checkName('domain name', name);
  const one = options.singular ?? singularOf(name);
  checkName('singular', one);
  if (one === name) throw new DomainGeneratorError(`The singular must differ from the domain name "${name}" (e.g. --singular ${name}-item).`);
  const names = { name, one };

  const created = files(names);
  assertFree(root, names, Object.keys(created));
  const edited = registrations(root, names);

  // Prettier owns formatting (npm run lint): the new files and the edited ones (whose other lines it already
  // formatted) leave here as it would write them.
  const written = { ...created, ...edited };
  for (const [path, text] of Object.entries(written)) {
    const config = await prettier.resolveConfig(join(root, path));
    written[path] = await prettier.format(text, { ...config, filepath: join(root, path) });
  }
  for (const [path, text] of Object.entries(written)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return { created: Object.keys(created), edited: Object.keys(edited) };
};

const USAGE = 'Usage: npm run new:domain -- <name> [--singular <one>]   e.g. npm run new:domain -- tickets';

const main = async (args: string[]) => {
  const positional: string[] = [];
  let singular: string | undefined;
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--singular') singular = args[++i];
    else if (args[i] === '--help' || args[i] === '-h') return console.log(USAGE);
    else positional.push(args[i]!);
  }
  if (positional.length !== 1 || (args.includes('--singular') && !singular)) throw new DomainGeneratorError(USAGE);
  const name = positional[0]!;
  const { created, edited } = await generateDomain(name, { singular });
  const list = (paths: string[]) => paths.map((p) => `  ${p}`).join('\n');
  console.log(`Created:\n${list(created)}\nRegistered in:\n${list(edited)}\n`);
  console.log(
    [
      'Next (docs/adding-a-domain.md):',
      `  - choose the permissions of its calls in shared/api/${name}.ts (Superadmin only until then) and their holders in tests/authz/expected-access.ts;`,
      `  - shape the record: shared/schemas/${name}.ts, functions/${name}/${singular ?? singularOf(name)}-store.ts;`,
      `  - check: npx tsc -p tsconfig.json --noEmit && npx eslint shared functions/${name} web/src/features/${name} tests/integration/${name}.test.ts`,
      `           npx vitest run tests/integration/${name}.test.ts tests/authz/route-matrix.test.ts && FUZZ_ONLY=${name} npx vitest run tests/fuzz/`,
    ].join('\n'),
  );
};

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error instanceof DomainGeneratorError ? error.message : error);
    process.exitCode = 1;
  });
}
