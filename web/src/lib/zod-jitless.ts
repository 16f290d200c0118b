// The SPA entry's first import. zod 4 compiles object parsers with `new Function`, and merely probing
// whether it may raises a CSP violation under `script-src 'self'` (no 'unsafe-eval'). Jitless, zod never
// probes. zod reads its settings from this global object, the one `config()` writes: setting it here, before
// any schema is built, needs no import of zod, so the entry stays free of it and zod loads with the first
// chunk that builds a schema (zod-jitless.test.ts checks zod still honours it).
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(holder.__zod_globalConfig ??= {}).jitless = true;

export {};
