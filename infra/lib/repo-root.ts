// The repository root, for paths the CDK app hands to esbuild and to asset staging.
import { fileURLToPath } from 'node:url';

/** Absolute path of the repository root, ending in a separator. */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
