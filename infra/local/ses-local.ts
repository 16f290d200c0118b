// aws-ses-v2-local: the SES stand-in. It keeps every mail in memory and shows them on its web page.
import type { RequestListener, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sesModule from 'aws-ses-v2-local';
import { isThisMachine, sendJson } from './http-responses';

// A CommonJS module with `exports.default`: Node gives ESM importers the whole exports object,
// while bundlers and TypeScript's types give the function. Accept both.
const startSesServer = (sesModule as unknown as { default?: typeof sesModule }).default ?? sesModule;

/**
 * Answers a request whose Host names another machine with 421 before the emulator sees it. Its pages and its
 * `/store` (every mail caught, with their sign-in and reset links) answer without any credential, so a page whose
 * DNS name is rebound to 127.0.0.1 could otherwise read them as its own origin. The emulator's Express app is the
 * server's request listener; it is moved behind this check.
 */
const refuseOtherHosts = (server: Server): void => {
  const emulator = server.listeners('request') as RequestListener[];
  server.removeAllListeners('request');
  server.on('request', (req, res) => {
    if (isThisMachine(req.headers.host)) {
      for (const listener of emulator) listener.call(server, req, res);
    } else {
      sendJson(res, 421, { message: 'Misdirected Request: the mail catcher answers for this machine only.' });
    }
  });
};

export interface SesLocal {
  endpoint: string;
  stop(): Promise<void>;
}

/** Starts the SES emulator in this process on `port`. Its mail store is per process, so a restart empties it. */
export const startSesLocal = async (port: number): Promise<SesLocal> => {
  const server = await startSesServer({ host: '127.0.0.1', port });
  // Its promise resolves even when listening failed (Express 5 hands the error to a callback it ignores).
  const address = server.address() as AddressInfo | null;
  if (!address) throw new Error(`The SES emulator could not listen on port ${port}`);
  refuseOtherHosts(server);
  return {
    endpoint: `http://localhost:${address.port}`,
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.close((err) => (err ? reject(err) : resolve()));
        // The viewer page polls with keep-alive; without this, close() waits for those sockets to idle out.
        server.closeAllConnections();
      }),
  };
};
