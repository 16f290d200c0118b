// The SPA entry's first import. zod 4 compiles object parsers with `new Function`, and merely probing
// whether it may raises a CSP violation under `script-src 'self'` (no 'unsafe-eval'). Jitless, zod never
// probes. It must be set before the first schema is built, at module load of the schema files: modules
// run in import order, so being imported first is early enough, while a statement in main.tsx's body is not.
import { config } from 'zod';

config({ jitless: true });
