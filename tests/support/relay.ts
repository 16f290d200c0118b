// A TCP relay in front of one of the local cloud's services (DynamoDB Local, the S3 or the mail emulator) that a
// test stops, cutting every connection, and starts again on the same port: a dependency going away and coming
// back, as a function sees it, while the service itself and the other test files' cloud carry on.
import { connect, createServer, type Server, type Socket } from 'node:net';

export interface Relay {
  /** `http://127.0.0.1:<port>`, the same before and after a restart. */
  url(): string;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export const tcpRelay = async (target: URL): Promise<Relay> => {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;
  const start = () =>
    new Promise<void>((resolve) => {
      server = createServer((client) => {
        const upstream = connect(Number(target.port), target.hostname);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => (socket === client ? upstream : client).destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as { port: number }).port;
        resolve();
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      if (!server?.listening) return resolve();
      server.close(() => resolve());
    });
  await start();
  return { url: () => `http://127.0.0.1:${port}`, start, stop };
};
