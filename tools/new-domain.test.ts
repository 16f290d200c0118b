// The domain generator, run into a copy of the repository: it lays out and registers a domain whose files pass the
// typecheck, the lint (the face fence included) and Prettier, refuses names it must not take, and never overwrites;
// and its template is checked as code while no live code reaches it. That the generated integration test passes
// against the local cloud, with the authorization walk and the fuzz walk, is checked by hand
// (docs/adding-a-domain.md, "Checking the generator"): it needs a running cloud.
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOMAINS, ROUTES } from '@shared/routes';
import { templateFiles } from './new-domain/file-plan';
import { generateDomain, type Generated } from './new-domain/generate';
import { DomainGeneratorError } from './new-domain/refusal';

const REPO_ROOT = resolve(__dirname, '..');
const TEMPLATE = 'tools/new-domain/template';
// What a checkout holds beyond its sources: never copied (node_modules is linked).
const NOT_COPIED = new Set(['node_modules', '.git', '.data', 'dist', 'cdk.out', 'test-results', 'playwright-report', '.vite']);
const REGISTRIES = ['shared/api/contract.ts', 'shared/routes.ts', 'tests/authz/expected-access.ts', 'web/src/lib/query-keys.ts'];

const run = promisify(execFile);
// The typecheck is the native compiler's, as `npm run typecheck` runs it (one checker: the suites use the other core).
const bin = (name: string) =>
  name === 'tsc' ? join(REPO_ROOT, 'node_modules', 'typescript-native', 'bin', 'tsc') : join(REPO_ROOT, 'node_modules', '.bin', name);

/** Runs a tool in the copy: its output, and whether it failed. */
const runIn = async (root: string, tool: string, args: string[]): Promise<{ failed: boolean; output: string }> => {
  try {
    const { stdout, stderr } = await run(bin(tool), args, { cwd: root, maxBuffer: 20 * 1024 * 1024 });
    return { failed: false, output: `${stdout}${stderr}` };
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    return { failed: true, output: `${stdout}${stderr}` };
  }
};

/** Runs a tool in the copy; its output becomes the failure's message. */
const check = async (root: string, tool: string, args: string[]): Promise<string> => {
  const { failed, output } = await runIn(root, tool, args);
  return failed ? `${tool} failed:\n${output}` : '';
};

let root: string;
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'portal-new-domain-'));
  cpSync(REPO_ROOT, root, { recursive: true, filter: (source) => !NOT_COPIED.has(source.slice(REPO_ROOT.length + 1).split('/')[0]!) });
  symlinkSync(join(REPO_ROOT, 'node_modules'), join(root, 'node_modules'), 'dir');
});

afterAll(() => {
  if (root) rmSync(root, { recursive: true, force: true });
});

const read = (path: string) => readFileSync(join(root, path), 'utf8');
const snapshotOf = (paths: string[]) => Object.fromEntries(paths.map((p) => [p, read(p)]));

describe('the template', () => {
  it('is an example of every file a domain starts with', () => {
    expect(templateFiles()).toEqual(
      [
        'shared/api/sample-widgets.ts',
        'shared/schemas/sample-widgets.ts',
        'functions/sample-widgets/handler.ts',
        'functions/sample-widgets/sample-widgets.ts',
        'functions/sample-widgets/sample-widget-admin.ts',
        'functions/sample-widgets/sample-widget-store.ts',
        'web/src/features/sample-widgets/api/get-sample-widgets.ts',
        'web/src/features/sample-widgets/api/get-sample-widget.ts',
        'web/src/features/sample-widgets/api/create-sample-widget.ts',
        'tests/integration/sample-widgets.test.ts',
      ].sort(),
    );
  });

  it('is no live domain: not in DOMAINS, the route table or the query keys', () => {
    expect(DOMAINS).not.toContain('sample-widgets');
    expect(ROUTES.filter((route) => route.path.startsWith('/api/sample-widgets'))).toEqual([]);
    expect(readFileSync(join(REPO_ROOT, 'web/src/lib/query-keys.ts'), 'utf8')).not.toMatch(/sample/i);
  });
});

describe('generateDomain refuses, writing nothing,', () => {
  it.each([
    ['a name that is not kebab-case', 'Tickets', {}, /not kebab-case/],
    ['a name with a path in it', '../tickets', {}, /not kebab-case/],
    ['a name with a double hyphen', 'short--courses', {}, /not kebab-case/],
    ['a name too long', `t${'x'.repeat(40)}`, {}, /not kebab-case/],
    ['a folder of functions/ that is not a domain', 'platform', {}, /reserved/],
    ['a domain that exists', 'courses', {}, /overwrite.*functions\/courses/],
    ['a record kind that exists', 'users-x', { singular: 'user' }, /record kind 'user' exists/],
    ['a name the SPA already keys its queries by', 'catalogue', {}, /query-keys\.ts has a `catalogue` entry/],
    ['a singular that is the name', 'news', { singular: 'news' }, /must differ/],
    ['a singular that is not kebab-case', 'tickets', { singular: 'Ticket' }, /not kebab-case/],
    ['the template’s name', 'sample-widgets', {}, /template's own name/],
  ])('%s', async (_, name, options, message) => {
    // Prepare
    const before = snapshotOf(REGISTRIES);
    // Act
    const attempt = generateDomain(name, { root, ...options });
    // Assess
    await expect(attempt).rejects.toThrow(DomainGeneratorError);
    await expect(attempt).rejects.toThrow(message);
    expect(snapshotOf(REGISTRIES)).toEqual(before);
  });

  it('a route path another domain serves', async () => {
    // Prepare: a domain whose files are new but whose URL is taken
    writeFileSync(join(root, 'shared/api/clash.ts'), "export const path = '/api/parcels/{id}';\n");
    try {
      // Act
      const attempt = generateDomain('parcels', { root });
      // Assess
      await expect(attempt).rejects.toThrow(/\/api\/parcels is served already \(shared\/api\/clash\.ts\)/);
    } finally {
      rmSync(join(root, 'shared/api/clash.ts'));
    }
  });
});

describe('generateDomain lockers, then promises', () => {
  let lockers: Generated;
  // A second domain, whose record shares its name with a global (Promise), in the same copy.
  let promises: Generated;
  beforeAll(async () => {
    lockers = await generateDomain('lockers', { root });
    promises = await generateDomain('promises', { root });
  });

  it('lays out the contract, schemas, handler, face, logic, store, SPA calls and integration test', () => {
    expect(lockers.created.sort()).toEqual(
      [
        'shared/api/lockers.ts',
        'shared/schemas/lockers.ts',
        'functions/lockers/handler.ts',
        'functions/lockers/lockers.ts',
        'functions/lockers/locker-admin.ts',
        'functions/lockers/locker-store.ts',
        'web/src/features/lockers/api/get-lockers.ts',
        'web/src/features/lockers/api/get-locker.ts',
        'web/src/features/lockers/api/create-locker.ts',
        'tests/integration/lockers.test.ts',
      ].sort(),
    );
    expect([...lockers.created, ...promises.created].filter((path) => !existsSync(join(root, path)))).toEqual([]);
  });

  it('leaves none of the template’s names and none of its stand-ins behind', () => {
    const leftovers = lockers.created.filter((path) => /sample|widget|registered/i.test(read(path)));
    expect(leftovers).toEqual([]);
  });

  it('registers each domain, its routes, who may call them and its query keys', () => {
    expect(lockers.edited.sort()).toEqual([...REGISTRIES].sort());
    // One line or, past Prettier's width, one domain a line.
    expect(read('shared/api/contract.ts')).toMatch(
      /export const DOMAINS = \[\s*'auth',[^\]]*'courses',[^\]]*'lockers',\s*'promises',?\s*\] as const;/,
    );
    expect(read('shared/routes.ts')).toContain("import { lockersApi } from './api/lockers';\nimport { promisesApi } from './api/promises';");
    expect(read('shared/routes.ts')).toMatch(/\.\.\.entries\(lockersApi\),\n {2}\.\.\.entries\(promisesApi\),\n\];/);
    const access = read('tests/authz/expected-access.ts');
    for (const key of ['GET /api/lockers', 'POST /api/lockers', 'GET /api/lockers/{id}', 'GET /api/promises/{id}']) {
      expect(access).toContain(`'${key}': SUPERADMIN_ONLY,`);
    }
    const keys = read('web/src/lib/query-keys.ts');
    expect(keys).toContain(
      "import type { LockerListQuery } from '@shared/schemas/lockers';\nimport type { PromiseListQuery } from '@shared/schemas/promises';",
    );
    // The two entries close the registry, lockers then promises, each under its comment.
    expect(keys).toMatch(/\n {2}lockers: \{\n {4}all: \['lockers'\] as const,\n[^}]*\},\n[^\n]*\n {2}promises: \{\n[^}]*\},\n\};\n$/);
  });

  it('refuses to generate one again and leaves every file as it was', async () => {
    // Prepare
    const before = snapshotOf([...lockers.created, ...lockers.edited]);
    // Act
    const attempt = generateDomain('lockers', { root });
    // Assess
    await expect(attempt).rejects.toThrow(/Refusing to overwrite/);
    expect(snapshotOf([...lockers.created, ...lockers.edited])).toEqual(before);
  });

  it('passes the typecheck, the lint and Prettier, as the template does; other code reaches a domain through its face and never the template', async () => {
    // Prepare: the new files and the ones edited, with the template, everything they import, the repository's
    // declarations and the suites' injected context; and an entry point's module that reaches for the new domain
    // through its face and past it, and for the template
    const created = [...lockers.created, ...promises.created];
    const files = [...created, ...REGISTRIES, TEMPLATE];
    const compiled = {
      extends: './tsconfig.json',
      include: ['**/*.d.ts', TEMPLATE],
      files: [...created, ...REGISTRIES, 'tests/support/local-cloud-setup.ts'],
    };
    writeFileSync(join(root, 'tsconfig.generated.json'), JSON.stringify(compiled));
    const probe = 'functions/jobs/reaches-for-lockers.ts';
    writeFileSync(
      join(root, probe),
      [
        "import { findLocker } from '@functions/lockers/lockers';",
        "import { getLocker } from '@functions/lockers/locker-store';",
        "import { SampleWidgetBody } from '@shared/schemas/sample-widgets';",
        '',
        'export const probe = [findLocker, getLocker, SampleWidgetBody];',
        '',
      ].join('\n'),
    );
    // Act
    const [tsc, eslint, prettier] = await Promise.all([
      check(root, 'tsc', ['-p', 'tsconfig.generated.json', '--noEmit', '--checkers', '1']),
      runIn(root, 'eslint', ['--format', 'json', ...files, probe]),
      check(root, 'prettier', ['--check', ...files]),
    ]);
    // Assess
    expect(tsc).toBe('');
    expect(prettier).toBe('');
    const problems = (JSON.parse(eslint.output) as { filePath: string; messages: { line: number; ruleId: string; message: string }[] }[]).flatMap(
      ({ filePath, messages }) => messages.map(({ line, ruleId, message }) => `${filePath.slice(root.length + 1)}:${line} ${ruleId}: ${message}`),
    );
    expect(problems).toEqual([
      expect.stringMatching(
        /^functions\/jobs\/reaches-for-lockers\.ts:2 import-x\/no-restricted-paths: .*Reach the lockers domain through its public face/,
      ),
      expect.stringMatching(/^functions\/jobs\/reaches-for-lockers\.ts:3 import-x\/no-restricted-paths: .*The domain template is no live code/),
    ]);
  }, 600_000);
});
