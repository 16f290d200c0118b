// The store's front door: a small HTTP proxy on loopback in front of DynamoDB Local's JVM, the only address of the
// store any local client is given. DynamoDB Local checks no Host header, so a page whose DNS name was rebound to
// 127.0.0.1 could read and write every account through it; the proxy refuses a request naming another machine, as
// the gateway does. It can also be cut off for a while, as a store out of reach is (`npm run load -- --chaos`).
// Bodies are streamed both ways over kept-alive connections: every store call of every local run passes here.
import { Agent, createServer, request, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { isThisMachine, sendJson } from './http-responses';

export interface StoreProxy {
  /** `http://127.0.0.1:<port>`: the store's address for every client. */
  endpoint: string;
  port: number;
  /**
   * Cuts the store off for `ms`, as a store out of reach is: the port refuses connections and those open are dropped,
   * so a client sees ECONNREFUSED or ECONNRESET, never an answer. Resolves once it serves again, on the same port.
   */
  cut(ms: number): Promise<void>;
  stop(): Promise<void>;
}

const MISDIRECTED = { message: "Misdirected Request: the local store answers this machine's own clients only." };

// Each hop's own: a proxy neither forwards them nor answers with the JVM's (RFC 9110, 7.6.1).
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'te', 'trailer', 'transfer-encoding', 'upgrade']);

const endToEnd = (headers: IncomingHttpHeaders): IncomingHttpHeaders => {
  const kept: IncomingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) if (!HOP_BY_HOP.has(name)) kept[name] = value;
  return kept;
};

const listen = (server: ReturnType<typeof createServer>, port: number) =>
  new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });

/** Starts the proxy on 127.0.0.1:`port` (0: any free port) in front of the store on 127.0.0.1:`storePort`. */
export const startStoreProxy = async (port: number, storePort: number): Promise<StoreProxy> => {
  // Kept-alive connections to the JVM, as the SDK keeps its own; the SDK's requests are small and many, and each would
  // otherwise wait on Nagle's algorithm for the other side's delayed acknowledgement (40 ms), on both legs.
  const agent = new Agent({ keepAlive: true, noDelay: true });
  // The SDK's agent keeps idle connections for as long as the server does: longer than any pause between store calls.
  const server = createServer({ keepAliveTimeout: 65_000, headersTimeout: 66_000, noDelay: true });
  const connections = new Set<Socket>();

  /** As a store out of reach would: no answer at all, the connection gone. */
  const dropped = (req: IncomingMessage) => req.socket.destroy();

  const forward = (req: IncomingMessage, res: ServerResponse) => {
    const upstream = request(
      { host: '127.0.0.1', port: storePort, method: req.method, path: req.url, headers: endToEnd(req.headers), agent },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, endToEnd(answer.headers));
        answer.on('error', () => dropped(req));
        answer.pipe(res);
      },
    );
    // The JVM gone, before or while it answers: the client meets what a store out of reach does.
    upstream.on('error', () => dropped(req));
    req.pipe(upstream);
    // The client went away (a cut, or it gave up): the JVM's answer is not waited for.
    res.once('close', () => {
      if (!res.writableFinished) upstream.destroy();
    });
  };

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (!isThisMachine(req.headers.host)) return sendJson(res, 421, MISDIRECTED);
    forward(req, res);
  });
  server.on('clientError', (_err, socket: Socket) => socket.destroy());
  server.on('connection', (socket: Socket) => {
    connections.add(socket);
    socket.once('close', () => connections.delete(socket));
  });

  /** Stops listening and drops every connection open; resolves once the port is let go. */
  const closeListener = () =>
    new Promise<void>((resolve) => {
      if (!server.listening) return resolve();
      server.close(() => resolve());
      for (const socket of connections) socket.destroy();
    });

  await listen(server, port);
  const bound = (server.address() as AddressInfo).port;
  let cutting = false;
  let stopped = false;

  const cut = async (ms: number): Promise<void> => {
    if (cutting) throw new Error('The store is cut off already.');
    cutting = true;
    try {
      await closeListener();
      await sleep(ms);
      if (!stopped) await listen(server, bound);
    } finally {
      cutting = false;
    }
  };

  const stop = async (): Promise<void> => {
    stopped = true;
    await closeListener();
    agent.destroy();
  };

  return { endpoint: `http://127.0.0.1:${bound}`, port: bound, cut, stop };
};
