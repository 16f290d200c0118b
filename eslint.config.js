// Lint: the layer boundaries of docs/architecture.md ("Boundaries"), no import cycles, kebab-case file names and
// typescript-eslint's recommended rules. The two type-aware promise rules (an unhandled rejection crashes a Lambda or is
// lost silently) run in oxlint on the native compiler (.oxlintrc.json): a fifth of their CPU here. Formatting is Prettier's.
import { readdirSync } from 'node:fs';
import { defineConfig } from 'eslint/config';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import checkFile from 'eslint-plugin-check-file';
import reactHooks from 'eslint-plugin-react-hooks';

const root = import.meta.dirname;
// Read at every run, so a new feature or domain is fenced in without editing this file.
const foldersOf = (dir) =>
  readdirSync(`${root}/${dir}`, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
// The domain generator's template (tools/new-domain/template) is an example domain laid out as the repository is,
// and tsconfig.json resolves its imports over the repository: the same fences hold inside it, its domain is fenced
// as a domain, and nothing outside it imports it (docs/adding-a-domain.md, "The template").
const TEMPLATE = 'tools/new-domain/template';
const domains = [
  ...foldersOf('functions')
    .filter((name) => name !== 'platform')
    .map((name) => `functions/${name}`),
  ...foldersOf(`${TEMPLATE}/functions`).map((name) => `${TEMPLATE}/functions/${name}`),
];
/** What of `dir` lies outside the folders `inside`: a fence's target that must leave them out. */
const outside = (dir, inside) => {
  if (inside.includes(dir)) return [];
  if (!inside.some((path) => path.startsWith(`${dir}/`))) return [dir];
  return readdirSync(`${root}/${dir}`).flatMap((entry) => outside(`${dir}/${entry}`, inside));
};

// Packages that only run on a server: the SPA and shared/ (which the SPA bundles) never import them.
const serverPackages = [
  '@aws-sdk/*',
  '@middy/*',
  '@aws-lambda-powertools/*',
  'aws-lambda',
  'electrodb',
  'aws-cdk-lib',
  'aws-cdk-lib/*',
  'constructs',
];

/** The layers' fences of a tree laid out as the repository's; `at` places a repository path in that tree. */
const layers = (at) => {
  // A fence inside the template holds against the repository's folders and the template's own alike.
  const from = (...paths) => [...new Set([...paths, ...paths.map(at)])];
  return [
    ...foldersOf(at('web/src/features')).map((feature) => ({
      target: at(`web/src/features/${feature}`),
      from: from('web/src/features'),
      except: [`./${feature}`],
      message: 'A feature never imports another feature: move the shared piece to web/src/components, web/src/lib or shared/.',
    })),
    {
      target: at('web/src/features'),
      from: from('web/src/app'),
      message: 'app/ composes the features; a feature never imports it (shared pieces live in web/src/components or web/src/lib).',
    },
    {
      target: [at('web/src/components'), at('web/src/lib')],
      from: from('web/src/features', 'web/src/app'),
      message: 'components/ and lib/ sit below the features and app/: they import neither.',
    },
    {
      target: at('web'),
      from: from('functions', 'infra'),
      message: 'The SPA imports no server code: what both sides need lives in shared/.',
    },
    {
      target: at('shared'),
      from: from('functions', 'web', 'infra', 'tests'),
      message: 'shared/ is imported by the SPA and the functions and imports neither.',
    },
    {
      target: at('functions/platform'),
      from: from('functions'),
      except: ['./platform'],
      message: 'The platform serves the domains and imports none of them: a domain registers with it instead (docs/architecture.md).',
    },
    {
      target: at('functions'),
      from: from('web', 'infra', 'tests'),
      message: 'The functions import neither the SPA, the CDK app and local cloud, nor the tests.',
    },
  ];
};

const boundaries = [
  ...layers((path) => path),
  ...layers((path) => `${TEMPLATE}/${path}`),
  // A domain is reached from outside its folder only through its public face, the module named for it
  // (functions/tickets/tickets.ts); everything else in the folder is its own. Tests may reach inside.
  ...domains.flatMap((folder) => {
    const domain = folder.split('/').at(-1);
    // tools/ is a target too, and holds the template's domain: that one is reached as part of it.
    const others = domains.filter((other) => other !== folder && !other.startsWith('tools/'));
    return [...others, 'infra', ...outside('tools', [folder, `${TEMPLATE}/tests`])].map((target) => ({
      target,
      from: folder,
      except: [`./${domain}.ts`],
      message: `Reach the ${domain} domain through its public face, ${folder}/${domain}.ts (docs/architecture.md).`,
    }));
  }),
  {
    target: ['shared', 'functions', 'web', 'infra', 'tests', ...outside('tools', [TEMPLATE])],
    from: TEMPLATE,
    message: 'The domain template is no live code: generate a domain from it (npm run new:domain) and use that.',
  },
];

export default defineConfig(
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  { ignores: ['node_modules/', 'dist/', 'cdk.out/', '.data/', 'test-results/', 'playwright-report/', '.vite/'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX, 'check-file': checkFile },
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: `${root}/tsconfig.json` })],
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: boundaries }],
      // Type-only imports are erased at build time and cannot form a runtime cycle; the rule skips them.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'check-file/filename-naming-convention': ['error', { '**/*': 'KEBAB_CASE' }, { ignoreMiddleExtensions: true }],
      'check-file/folder-naming-convention': ['error', { '**/': 'KEBAB_CASE' }],
      // The codebase's convention: a `_`-prefixed name must be there (a parameter's position) but is not read.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
  {
    // Test clients read arbitrary JSON bodies and CloudFormation templates; a wrong guess fails the test anyway.
    files: ['tests/**', '**/*.test.{ts,tsx}'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['web/**', 'shared/**', `${TEMPLATE}/web/**`, `${TEMPLATE}/shared/**`],
    rules: {
      'import-x/no-nodejs-modules': ['error'],
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: serverPackages, message: 'Server-only package: the SPA and shared/ run in the browser too.' }] },
      ],
    },
  },
  {
    // The two Rules of Hooks checks only, both at error: a stale dependency is a bug, not a style. The
    // plugin's recommended preset also brings the React Compiler rules, which this SPA does not use.
    files: ['web/**/*.{ts,tsx}', `${TEMPLATE}/web/**/*.{ts,tsx}`],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
);
