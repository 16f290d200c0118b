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

/**
 * The ports the Fetch standard blocks ("bad port", fetch.spec.whatwg.org#port-blocking): browsers and Node's fetch
 * refuse to connect to them, so a portal served on one could not push to its own sockets (the functions reach the
 * gateway's `/_ws` by fetch) and browsers would not open it.
 */
const FETCH_BLOCKED_PORTS = new Set([
  1, 7, 9, 11, 13, 15, 17, 19, 20, 21, 22, 23, 25, 37, 42, 43, 53, 69, 77, 79, 87, 95, 101, 102, 103, 104, 109, 110, 111, 113, 115, 117, 119, 123,
  135, 137, 139, 143, 161, 179, 389, 427, 465, 512, 513, 514, 515, 526, 530, 531, 532, 540, 548, 554, 556, 563, 587, 601, 636, 989, 990, 993, 995,
  1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697, 10080,
]);

/** Whether browsers and fetch refuse to connect to `port` (see FETCH_BLOCKED_PORTS). */
export const isFetchBlocked = (port: number): boolean => FETCH_BLOCKED_PORTS.has(port);

/** True when nothing listens on `port`. */
export const isPortFree = (port: number): Promise<boolean> =>
  listenOnce(port).then(
    () => true,
    () => false,
  );

/** A port the OS reports free right now, and one fetch may connect to. */
export const freePort = async (): Promise<number> => {
  for (;;) {
    const port = await listenOnce(0);
    if (!isFetchBlocked(port)) return port;
  }
};

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
