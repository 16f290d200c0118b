// The SPA build. The local gateway embeds this config in middleware mode (one origin with /api), and
// `vite build` writes the files CloudFront serves.
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// Vite's default, named here because the dev server must be allowed to serve the pre-bundled dependencies in it.
const CACHE_DIR = fromRoot('./node_modules/.vite');

// Mantine ships each component's stylesheet apart from its script, and one class map per sheet
// (`Button.module.css.mjs` for `styles/Button.css`). Each class map is made to import its sheet, so a chunk carries
// the styles of the components it uses: a public page loads a few kilobytes of Mantine's CSS, not all of it. The dev
// server pre-bundles Mantine past this hook, so there web/src/main.tsx loads every sheet.
const MANTINE_CLASS_MAP = /[\\/]@mantine[\\/](core|notifications|dropzone)[\\/]esm[\\/](?:.+[\\/])?(\w+)\.module\.css\.mjs$/;

const mantineSheetsWithTheirComponents = (): Plugin => ({
  name: 'mantine-sheets-with-their-components',
  apply: 'build',
  transform: {
    filter: { id: MANTINE_CLASS_MAP },
    handler(code, id) {
      const [, pkg, name] = MANTINE_CLASS_MAP.exec(id)!;
      const sheet = pkg === 'core' ? `@mantine/core/styles/${name}.css` : `@mantine/${pkg}/styles.css`;
      // Appended: imports are hoisted anyway, and the module's 'use client' directive stays first.
      return { code: `${code}\nimport '${sheet}';\n`, map: null };
    },
  },
});

// React Router's module names its components for React's developer tools at its top level (`NavLink.displayName =
// 'NavLink'`) and builds them with unmarked `forwardRef` calls: statements the bundler must keep, and with them
// NavLink, Form, ScrollRestoration and what they use (form submission, useSubmit, scroll saving), 1.7 KiB on every
// page though the SPA renders none of them. Without those names, and with the calls marked pure, the unused ones go;
// a name is only a label in the developer tools. Should React Router's file change shape, nothing is rewritten
// and the size test (tests/size) says so.
const REACT_ROUTER_MODULE = /[\\/]react-router[\\/]dist[\\/](?:development|production)[\\/]chunk-\w+\.mjs$/;

const reactRouterUnusedComponentsDropped = (): Plugin => ({
  name: 'react-router-unused-components-dropped',
  apply: 'build',
  transform: {
    filter: { id: REACT_ROUTER_MODULE },
    handler(code) {
      const shaken = code
        .replace(/^\w+\.displayName = "[^"\n]*";$/gm, '')
        .replace(/^var (\w+) = (React\d*\.(?:forwardRef|memo)\()/gm, 'var $1 = /* @__PURE__ */ $2');
      return shaken === code ? null : { code: shaken, map: null };
    },
  },
});

// The modules of the `forms` chunk below, by path.
const PUBLIC_FORMS = new RegExp(
  [
    /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/](?:Input|InputBase|TextInput|CloseButton|Alert)[\\/]/,
    /[\\/]@mantine[\\/]hooks[\\/]esm[\\/](?:use-uncontrolled|use-id)[\\/]/,
    /[\\/]web[\\/]src[\\/]lib[\\/](?:form-errors|use-checked-form|field-checks)\.ts$/,
    /[\\/]web[\\/]src[\\/]components[\\/]form-refusal\.tsx$/,
    /[\\/]shared[\\/]schemas[\\/]person-rules\.ts$/,
  ]
    .map((pattern) => pattern.source)
    .join('|'),
);

export default defineConfig({
  root: fromRoot('./web'),
  cacheDir: CACHE_DIR,
  plugins: [react(), mantineSheetsWithTheirComponents(), reactRouterUnusedComponentsDropped()],
  resolve: {
    // The same aliases as tsconfig.json, so shared code reads the same in the SPA and the functions.
    alias: {
      '@shared': fromRoot('./shared'),
      '@web': fromRoot('./web/src'),
    },
  },
  build: {
    outDir: fromRoot('./dist'),
    emptyOutDir: true,
    sourcemap: true, // stack traces from users' browsers stay readable
    manifest: true, // .vite/manifest.json: the size test (tests/size) walks each page's chunks in it
    modulePreload: {
      // The entry names, for each chunk it may import later, the files to fetch beside it. For the signed-in shell
      // (web/src/app/signed-in-routes.tsx) that list grew with every screen's shared pieces, and every public page
      // carried it; the shell's scripts are fetched as its imports are read instead (one round trip more, once, on
      // entering the signed-in screens), while its stylesheets stay named, as they must be for the shell to be styled.
      resolveDependencies: (filename, deps) => (/signed-in-routes-[\w-]+\.js$/.test(filename) ? deps.filter((d) => d.endsWith('.css')) : deps),
    },
    rollupOptions: {
      output: {
        advancedChunks: {
          groups: [
            // zod in one chunk of its own, loaded by the first page that builds a schema; the switch that makes it
            // jitless (web/src/lib/zod-jitless.ts) runs in the entry before any, without importing it.
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
            // What the entry loads on every visit, in two files rather than the sixteen the automatic split made of
            // it (one per set of pages sharing a module): fewer requests, and gzip compresses a file better than its
            // pieces apart. React DOM stands apart so that neither is over the 100 KiB a chunk may weigh.
            { name: 'react-dom', test: /node_modules[\\/](react-dom|scheduler)[\\/]/, priority: 2 },
            { name: 'initial', tags: ['$initial'], priority: 1 },
            // What the public entry screens' forms share (sign-in, booking, a guest's ticket; the guest chat most of it):
            // Mantine's text inputs, alert and close button, the form plumbing. One file rather than
            // the seven the automatic split made of it (each set of pages sharing a module apart): 2.5 KiB less on sign-in,
            // booking and a guest's ticket, 1 KiB on the guest chat (docs/decisions.md, "The public pages' weight").
            { name: 'forms', test: PUBLIC_FORMS },
          ],
        },
      },
    },
  },
  server: {
    fs: {
      // The dev server serves the SPA and nothing else of the checkout (the emulators' data, the functions'
      // source and package.json would all be one GET away): its source, shared/ and the pre-bundled
      // dependencies. Vite adds its own client, and allows by itself each file an allowed module imports
      // (Mantine's stylesheets), so the packages the SPA uses load while the rest of node_modules does not.
      allow: [fromRoot('./web'), fromRoot('./shared'), `${CACHE_DIR}/deps`],
      // Setting deny replaces Vite's list: Vite 8's defaults, plus the emulators' data as a second fence
      // should the allow list ever grow.
      deny: ['.env', '.env.*', '*.{crt,pem,key,p12,pfx,cer,der}', '.npmrc', '.yarnrc.yml', '**/.git/**', '**/.data/**'],
    },
  },
});
