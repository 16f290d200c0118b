// `npm test` needs what `npm start` needs (Node 20+, a JDK 17+) and a Chromium for the browser suite.
// As root on Debian a missing one is installed; anywhere else the message names the package.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { ensurePrerequisites } from '../infra/local/prerequisites';

export const CHROMIUM = '/usr/bin/chromium';

const ensureChromium = (): void => {
  if (existsSync(CHROMIUM)) return;
  if (process.getuid?.() !== 0 || !existsSync('/etc/debian_version')) {
    throw new Error(`The browser tests need Debian's Chromium at ${CHROMIUM}. Install it: sudo apt-get install chromium`);
  }
  console.log('Chromium is missing; installing the Debian package chromium with apt-get (running as root)...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', 'chromium'], { stdio: 'inherit', env });
};

try {
  ensurePrerequisites();
  ensureChromium();
} catch (error) {
  console.error(`npm test cannot run: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
