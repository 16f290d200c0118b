// Loaded by index.html before the SPA's entry. zod 4 compiles object parsers with `new Function`, and
// merely probing whether it may raises a CSP violation under `script-src 'self'` (no 'unsafe-eval').
// Jitless, zod never probes. It must be set before the first schema is built, at module load of the
// schema files, which is why a statement in main.tsx's body would come too late.
import { config } from 'zod';

config({ jitless: true });
