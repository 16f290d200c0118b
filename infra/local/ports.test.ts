import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort, isFetchBlocked, startOnPort } from './ports';

const held: Server[] = [];
afterEach(() => held.splice(0).forEach((server) => server.close()));

/** Listens on a free port, as another process would, and returns it. */
const takeAPort = async (): Promise<number> => {
  const port = await freePort();
  const server = createServer();
  held.push(server);
  await new Promise<void>((resolve) => server.listen(port, resolve));
  return port;
};

/** Starts a server on `port` the way the Node emulators do: the bind's error rejects. */
const listenOn = (port: number): Promise<Server> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(port, () => {
      held.push(server);
      resolve(server);
    });
  });

describe('startOnPort', () => {
  it('starts an emulator on another free port when its port was taken meanwhile', async () => {
    // Prepare
    const taken = await takeAPort();
    const tried: number[] = [];
    // Act
    const server = await startOnPort(taken, (port) => {
      tried.push(port);
      return listenOn(port);
    });
    // Assess
    const bound = server.address();
    expect(tried[0]).toBe(taken);
    expect(tried).toHaveLength(2);
    expect(typeof bound === 'object' && bound?.port).toBe(tried[1]);
    expect(tried[1]).not.toBe(taken);
  });

  it('retries on Java’s wording of a taken port too, three tries in all, then gives up with the last refusal', async () => {
    // Prepare
    const tried: number[] = [];
    const refuse = (port: number) => {
      tried.push(port);
      return Promise.reject(new Error(`DynamoDB Local exited (code 1):\nCaused by: java.net.BindException: Address already in use (${port})`));
    };
    // Act
    const attempt = startOnPort(4_321, refuse);
    // Assess
    await expect(attempt).rejects.toThrow(/Address already in use/);
    expect(tried).toHaveLength(3);
    expect(tried[0]).toBe(4_321);
  });

  it('does not retry a failure that is not a taken port', async () => {
    // Prepare
    let calls = 0;
    // Act
    const attempt = startOnPort(4_321, () => {
      calls += 1;
      return Promise.reject(new Error('Java is not installed.'));
    });
    // Assess
    await expect(attempt).rejects.toThrow('Java is not installed.');
    expect(calls).toBe(1);
  });
});

describe('ports fetch refuses', () => {
  it('knows the Fetch standard’s bad ports, and leaves the ports the portal uses alone', () => {
    expect([4190, 6000, 6667, 10080, 22].map(isFetchBlocked)).toEqual([true, true, true, true, true]);
    expect([3000, 4180, 4105, 5173, 8000].map(isFetchBlocked)).toEqual([false, false, false, false, false]);
  });
});
