// `npm start`: checks the prerequisites, starts the local cloud and prints where everything is.
// `npm start -- --reset` starts from an empty store; `--dist` serves the built SPA instead of Vite.
import { parseArgs } from 'node:util';
import { startLocalCloud } from './cloud';
import { ensurePrerequisites } from './prerequisites';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts';
import { isFetchBlocked } from './ports';

const demoLogins = (): string[] => {
  const width = Math.max(...DEMO_ACCOUNTS.map((a) => a.email.length));
  return [`  Demo logins (password ${DEMO_PASSWORD}):`, ...DEMO_ACCOUNTS.map((a) => `    ${a.email.padEnd(width)}  ${a.role}`)];
};

/** PORT from the environment, when set; a value that is not a port stops the start with a message. */
const portFromEnvironment = (): number | undefined => {
  const value = process.env.PORT;
  if (value === undefined || value === '') return undefined;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`PORT=${value} is not a port number`);
  if (isFetchBlocked(port))
    throw new Error(`PORT=${value} is a port browsers refuse to open ("bad port" in the Fetch standard): choose another, such as 4180`);
  return port;
};

const main = async (): Promise<void> => {
  const { values: flags } = parseArgs({
    options: { reset: { type: 'boolean', default: false }, dist: { type: 'boolean', default: false } },
  });
  ensurePrerequisites();
  const cloud = await startLocalCloud({
    port: portFromEnvironment(),
    reset: flags.reset,
    spa: flags.dist ? 'dist' : 'dev',
  });
  // Measured from the start of this process, module loading included.
  const seconds = (performance.now() / 1000).toFixed(1);
  console.log(
    [
      '',
      `  The portal is ready in ${seconds} s`,
      '',
      `  Portal        ${cloud.url}`,
      `  Mail viewer   ${cloud.mailUrl}`,
      '',
      ...demoLogins(),
      '',
      '  Press Ctrl-C to stop.',
      '',
    ].join('\n'),
  );
  // startLocalCloud stops everything on SIGINT/SIGTERM; this only tells the person why the prompt returns.
  process.once('SIGINT', () => console.log('\nStopping the local cloud...'));
};

main().catch((err: unknown) => {
  console.error(`\nnpm start failed: ${err instanceof Error ? err.message : String(err)}`);
  if (err instanceof Error && err.cause) console.error(err.cause);
  process.exit(1);
});
