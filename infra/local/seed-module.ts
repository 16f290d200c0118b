// Loads `./seed` (the demo data) when it exists; the local cloud still starts without it.
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

export interface SeedModule {
  seedDemoData(): Promise<void>;
  DEMO_ACCOUNTS: { email: string; role: string }[];
  DEMO_PASSWORD: string;
}

const SEED_FILE = fileURLToPath(new URL('./seed.ts', import.meta.url));

/** The seed module, or undefined when `infra/local/seed.ts` does not exist. Errors inside it propagate. */
export const loadSeedModule = async (): Promise<SeedModule | undefined> =>
  // A computed specifier, so that type-checking does not require the file.
  existsSync(SEED_FILE) ? ((await import(pathToFileURL(SEED_FILE).href)) as SeedModule) : undefined;
