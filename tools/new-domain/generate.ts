// Generates a domain: its names checked, refused where the repository already uses them, its files from the file plan
// and its registrations, all formatted as Prettier writes them and written together, or nothing written at all.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { filePlan } from './file-plan';
import { domainNames, formsOf, type DomainNames } from './names';
import { registrations } from './registrations';
import { DomainGeneratorError } from './refusal';

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** Folders of functions/ that are not domains, and the repository's top-level folders. */
const RESERVED = ['platform', 'ws', 'jobs', 'api', 'shared', 'web', 'infra', 'tests', 'tools'];

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
  const entity = `entity: '${formsOf(one).camel}'`;
  const sourcesUnder = (dir: string): string[] =>
    readdirSync(join(root, dir), { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? sourcesUnder(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
    );
  const clash = sourcesUnder('functions').find((file) => readFileSync(join(root, file), 'utf8').includes(entity));
  if (clash) throw new DomainGeneratorError(`The record kind '${formsOf(one).camel}' exists already (${clash}): choose another --singular.`);
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
  const names = domainNames(name, options.singular);
  const created = filePlan(names);
  assertFree(root, names, Object.keys(created));
  const edited = registrations(root, names);

  // Prettier owns formatting (npm run lint): a new name's length moves line breaks, and the registries' other lines
  // are already as it writes them.
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
