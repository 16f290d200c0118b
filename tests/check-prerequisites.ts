// `npm test` needs what `npm start` needs (Node 20+, a JDK 17+) and Chromium's headless shell for the browser suite.
// As root on Debian a missing one is installed; anywhere else the message names the package.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { ensurePrerequisites } from '../infra/local/prerequisites';
import { E2E_BROWSER } from './e2e/support/cloud-info';

const PACKAGE = 'chromium-headless-shell';

const ensureChromium = (): void => {
  if (existsSync(E2E_BROWSER)) return;
  if (process.env.E2E_BROWSER) throw new Error(`E2E_BROWSER names ${E2E_BROWSER}, which does not exist.`);
  if (process.getuid?.() !== 0 || !existsSync('/etc/debian_version')) {
    throw new Error(`The browser tests need Debian's Chromium headless shell at ${E2E_BROWSER}. Install it: sudo apt-get install ${PACKAGE}`);
  }
  console.log(`Chromium's headless shell is missing; installing the Debian package ${PACKAGE} with apt-get (running as root)...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', PACKAGE], { stdio: 'inherit', env });
};

try {
  ensurePrerequisites();
  ensureChromium();
} catch (error) {
  console.error(`npm test cannot run: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
