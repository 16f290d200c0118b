// Where the local cloud finds the repository's code and keeps its data, whatever the working directory.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Persistent emulator data (`npm start -- --reset` deletes it). */
export const DEFAULT_DATA_DIR = join(REPO_ROOT, '.data');

/** `functions/<domain>/handler.ts`: the Lambda entry the gateway invokes for that domain. */
export const handlerFile = (domain: string): string => join(REPO_ROOT, 'functions', domain, 'handler.ts');
