// The file plan: which files a new domain starts with and what they hold. Each is a file of the template
// (tools/new-domain/template), an example domain laid out as the repository is and checked with it (tsc, the lint,
// Prettier), copied to the same path with the placeholder's names replaced by the new domain's. The template is not
// registered, so where it reads a registry the generator extends it reads a stand-in (template/registered/); the
// generated file imports the registry itself.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PLACEHOLDER, renamer, type DomainNames } from './names';

export const TEMPLATE_ROOT = join(dirname(fileURLToPath(import.meta.url)), 'template');
/** The template's folder of registry stand-ins: read by the registrations, never copied. */
export const STAND_INS = 'registered';

/** Each stand-in, by its name in template/registered/, and the module a generated file imports in its place. */
const REGISTRIES: Record<string, string> = {
  // Only the domain's contract, a neighbour of shared/api/contract.ts, reads it.
  contract: './contract',
  http: '@functions/platform/http',
  'query-keys': '@web/lib/query-keys',
};

/** The template's files that become the domain's, by their path in the template (and in the repository). */
export const templateFiles = (folder = ''): string[] =>
  readdirSync(join(TEMPLATE_ROOT, folder), { withFileTypes: true })
    .flatMap((entry) => {
      const path = folder ? `${folder}/${entry.name}` : entry.name;
      if (path === STAND_INS) return [];
      return entry.isDirectory() ? templateFiles(path) : [path];
    })
    .sort();

/** A template file's text with its imports of stand-ins pointed at the registries they stand for. */
const importingRegistries = (path: string, text: string): string =>
  text.replace(new RegExp(`from '((?:\\.\\./)+)${STAND_INS}/([\\w-]+)'`, 'g'), (found, up: string, name: string) => {
    const registry = REGISTRIES[name];
    const standIn = relative(TEMPLATE_ROOT, join(TEMPLATE_ROOT, dirname(path), up, STAND_INS));
    if (!registry || standIn !== STAND_INS) {
      throw new Error(`tools/new-domain/template/${path}: \`${found}\` is no stand-in of a registry (REGISTRIES in tools/new-domain/file-plan.ts).`);
    }
    return `from '${registry}'`;
  });

/** The new domain's files: each file of the template at its renamed path, its text renamed. */
export const filePlan = (names: DomainNames): Record<string, string> => {
  const rename = renamer(PLACEHOLDER, names);
  return Object.fromEntries(
    templateFiles().map((path) => [rename(path), rename(importingRegistries(path, readFileSync(join(TEMPLATE_ROOT, path), 'utf8')))]),
  );
};

/** A stand-in's text with the new domain's names. */
export const standIn = (file: string, names: DomainNames): string =>
  renamer(PLACEHOLDER, names)(readFileSync(join(TEMPLATE_ROOT, STAND_INS, file), 'utf8'));
