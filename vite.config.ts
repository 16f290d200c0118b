// The SPA build. The local gateway embeds this config in middleware mode (one origin with /api), and
// `vite build` writes the files CloudFront serves.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  root: fromRoot('./web'),
  plugins: [react()],
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
  },
  server: {
    // shared/ lives outside the Vite root; the dev server may read the whole checkout.
    fs: { allow: [fromRoot('.')] },
  },
});
