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
