// aws-ses-v2-local: the SES stand-in. It keeps every mail in memory and shows them on its web page.
import type { AddressInfo } from 'node:net';
import sesModule from 'aws-ses-v2-local';

// A CommonJS module with `exports.default`: Node gives ESM importers the whole exports object,
// while bundlers and TypeScript's types give the function. Accept both.
const startSesServer = (sesModule as unknown as { default?: typeof sesModule }).default ?? sesModule;

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
