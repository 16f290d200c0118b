// Lint: the layer boundaries of docs/architecture.md ("Boundaries"),
// no import cycles, kebab-case file names and typescript-eslint's recommended rules. Formatting is Prettier's.
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
const features = foldersOf('web/src/features');
const domains = foldersOf('functions').filter((name) => name !== 'platform');

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

const boundaries = [
  ...features.map((feature) => ({
    target: `web/src/features/${feature}`,
    from: 'web/src/features',
    except: [`./${feature}`],
    message: 'A feature never imports another feature: move the shared piece to web/src/components, web/src/lib or shared/.',
  })),
  {
    target: 'web/src/features',
    from: 'web/src/app',
    message: 'app/ composes the features; a feature never imports it (shared pieces live in web/src/components or web/src/lib).',
  },
  {
    target: ['web/src/components', 'web/src/lib'],
    from: ['web/src/features', 'web/src/app'],
    message: 'components/ and lib/ sit below the features and app/: they import neither.',
  },
  {
    target: 'web',
    from: ['functions', 'infra'],
    message: 'The SPA imports no server code: what both sides need lives in shared/.',
  },
  {
    target: 'shared',
    from: ['functions', 'web', 'infra', 'tests'],
    message: 'shared/ is imported by the SPA and the functions and imports neither.',
  },
  // A domain is reached from outside its folder only through its public face, the module named for it
  // (functions/tickets/tickets.ts); everything else in the folder is its own. Tests may reach inside.
  ...domains.flatMap((domain) =>
    [...domains.filter((other) => other !== domain).map((other) => `functions/${other}`), 'infra', 'tools'].map((target) => ({
      target,
      from: `functions/${domain}`,
      except: [`./${domain}.ts`],
      message: `Reach the ${domain} domain through its public face, functions/${domain}/${domain}.ts (docs/architecture.md).`,
    })),
  ),
  {
    target: 'functions/platform',
    from: 'functions',
    except: ['./platform'],
    message: 'The platform serves the domains and imports none of them: a domain registers with it instead (docs/architecture.md).',
  },
  {
    target: 'functions',
    from: ['web', 'infra', 'tests'],
    message: 'The functions import neither the SPA, the CDK app and local cloud, nor the tests.',
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
    files: ['web/**', 'shared/**'],
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
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
);
