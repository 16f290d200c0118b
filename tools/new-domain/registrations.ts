// The registrations: the edits that make a new domain live, each in the one place the build reads it. DOMAINS in
// shared/api/contract.ts (the CDK stack, the local gateway and the suites follow from it), the route table in
// shared/routes.ts, the authorization table in tests/authz/expected-access.ts and the SPA's query keys in
// web/src/lib/query-keys.ts. The last two take their lines from the template's stand-ins of those files
// (tools/new-domain/template/registered/), so what is written there is type-checked with the template.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { standIn } from './file-plan';
import { formsOf, type DomainNames } from './names';
import { DomainGeneratorError } from './refusal';

export const REGISTRIES = ['shared/api/contract.ts', 'shared/routes.ts', 'tests/authz/expected-access.ts', 'web/src/lib/query-keys.ts'];

/** A registry, read whole. */
const read = (root: string, path: string) => {
  const file = join(root, path);
  if (!existsSync(file)) throw new DomainGeneratorError(`${path} is missing under ${root}: run this from the portal's repository.`);
  return readFileSync(file, 'utf8');
};

const byHand = (path: string, what: string) =>
  new DomainGeneratorError(`${path} no longer has ${what}: add the domain there by hand (docs/adding-a-domain.md).`);

const insertBefore = (text: string, path: string, opening: string, closing: string, insert: string): string => {
  const start = text.indexOf(opening);
  const end = start < 0 ? -1 : text.indexOf(closing, start + opening.length);
  if (end < 0) throw byHand(path, `\`${opening}\` … \`${closing.trim()}\``);
  return text.slice(0, end) + insert + text.slice(end);
};

/** Adds import lines after the last import of a module. */
const importing = (text: string, path: string, lines: string[]): string => {
  const last = [...text.matchAll(/^import .* from '[^']+';$/gm)].at(-1);
  if (!last) throw byHand(path, 'an import');
  const after = last.index + last[0].length;
  return `${text.slice(0, after)}${lines.map((line) => `\n${line}`).join('')}${text.slice(after)}`;
};

const SPREAD = '\n  ...registered,';

/** What a stand-in adds to its registry: its imports but the registry's own, and its entries after `...registered,`. */
const additionsOf = (file: string, names: DomainNames) => {
  const text = standIn(file, names);
  const start = text.indexOf(SPREAD);
  const end = text.lastIndexOf('\n};');
  if (start < 0 || end < start) throw new Error(`tools/new-domain/template/registered/${file} no longer adds its entries after \`...registered,\`.`);
  const imports = [...text.matchAll(/^import .* from '[^']+';$/gm)].map((m) => m[0]).filter((line) => !/\bas registered\b/.test(line));
  return { imports, entries: text.slice(start + SPREAD.length, end) };
};

/** Each registry's text with the new domain registered; throws, having written nothing, when one cannot take it. */
export const registrations = (root: string, names: DomainNames): Record<string, string> => {
  const { name } = names;
  const { camel } = formsOf(name);
  const api = `${camel}Api`;

  const contractPath = 'shared/api/contract.ts';
  const contract = read(root, contractPath);
  const domains = /export const DOMAINS = \[([^\]]*)\] as const;/.exec(contract);
  if (!domains) throw byHand(contractPath, '`export const DOMAINS = [...] as const;`');
  const known = [...domains[1]!.matchAll(/'([^']+)'/g)].map((m) => m[1]!);
  if (known.includes(name)) throw new DomainGeneratorError(`"${name}" is a domain already (DOMAINS in ${contractPath}).`);
  const nextContract = contract.replace(domains[0], `export const DOMAINS = [${[...known, name].map((d) => `'${d}'`).join(', ')}] as const;`);

  const routesPath = 'shared/routes.ts';
  const routes = read(root, routesPath);
  if (!/^import .* from '\.\/api\/[^']+';$/m.test(routes)) throw byHand(routesPath, 'an import of a domain contract from ./api/');
  const nextRoutes = insertBefore(
    importing(routes, routesPath, [`import { ${api} } from './api/${name}';`]),
    routesPath,
    'export const ROUTES: AnyRoute[] = [',
    '\n];',
    `\n  ...entries(${api}),`,
  );

  const accessPath = 'tests/authz/expected-access.ts';
  const access = additionsOf('expected-access.ts', names);
  const nextAccess = insertBefore(
    read(root, accessPath),
    accessPath,
    'export const EXPECTED_ACCESS: Record<string, Access> = {',
    '\n};',
    access.entries,
  );

  const keysPath = 'web/src/lib/query-keys.ts';
  const keys = read(root, keysPath);
  if (new RegExp(`^  ${camel}: \\{`, 'm').test(keys))
    throw new DomainGeneratorError(`${keysPath} has a \`${camel}\` entry already: choose another name.`);
  const entry = additionsOf('query-keys.ts', names);
  const nextKeys = insertBefore(importing(keys, keysPath, entry.imports), keysPath, 'export const queryKeys = {', '\n};', entry.entries);

  return { [contractPath]: nextContract, [routesPath]: nextRoutes, [accessPath]: nextAccess, [keysPath]: nextKeys };
};
