// Where the e2e portal listens, shared by playwright.config.ts, the server script and the tests.
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The browser the suite drives: Debian's Chromium headless shell (package chromium-headless-shell) unless E2E_BROWSER names another. */
export const E2E_BROWSER = process.env.E2E_BROWSER ?? '/usr/lib/chromium/chromium-headless-shell';

/** The gateway port of the e2e portal; away from `npm start`'s 3000 so both can run at once. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3999);

export interface CloudInfo {
  url: string;
  mailUrl: string;
}

/** The file the e2e server writes once it is up: the SES emulator's port is only known then. */
export const cloudInfoFile = (port: number): string => join(tmpdir(), `portal-e2e-${port}.json`);

/** What the running e2e server wrote. */
export const readCloudInfo = (): CloudInfo => JSON.parse(readFileSync(cloudInfoFile(E2E_PORT), 'utf8')) as CloudInfo;
