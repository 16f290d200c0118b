// Port choice: the well-known defaults for `npm start` (so URLs in the README hold), random free
// ports for test runs that must not collide with a running portal.
import { createServer } from 'node:net';

const listenOnce = (port: number): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.once('error', reject);
    // No host: the probe binds every interface, so it also fails when another process holds only one of them.
    probe.listen(port, () => {
      const address = probe.address();
      const bound = typeof address === 'object' && address ? address.port : port;
      probe.close(() => resolve(bound));
    });
  });

/** True when nothing listens on `port`. */
export const isPortFree = (port: number): Promise<boolean> =>
  listenOnce(port).then(
    () => true,
    () => false,
  );

/** A port the OS reports free right now. */
export const freePort = (): Promise<number> => listenOnce(0);

/** `preferred` when it is free and random ports were not asked for, otherwise any free port. */
export const pickPort = async (preferred: number, random: boolean): Promise<number> =>
  !random && (await isPortFree(preferred)) ? preferred : freePort();

/** Did a server fail because another process holds its port? (Node says EADDRINUSE; Java, "Address already in use".) */
const portTaken = (err: unknown): boolean =>
  err instanceof Error && /EADDRINUSE|Address already in use/.test(`${(err as NodeJS.ErrnoException).code ?? ''} ${err.message}`);

/**
 * Starts an emulator on `port`. A free port can be taken by another process between its choice and the bind
 * (DynamoDB Local's JVM binds seconds after starting, while other suites open sockets), so the emulator then starts
 * on another free port, three tries in all. (Only the gateway's port is the person's choice, and it is not started here.)
 */
export const startOnPort = async <T>(port: number, start: (port: number) => Promise<T>): Promise<T> => {
  let tried = port;
  for (let tries = 1; ; tries += 1) {
    try {
      return await start(tried);
    } catch (err) {
      if (tries === 3 || !portTaken(err)) throw err;
      tried = await freePort();
    }
  }
};
