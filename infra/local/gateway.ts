// The local gateway: one node:http server and one origin for everything API Gateway and CloudFront
// serve on AWS — the HTTP API under /api, the WebSocket API at /ws with its @connections endpoint
// under /_ws, Lambda's Invoke call under /_lambda, the SPA's runtime config.json, and the SPA itself.
import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { matchRoute, pathExists, routeKey } from '@shared/routes';
import { securityHeaders } from '@infra/lib/security-headers';
import { RETRY_AFTER_SECONDS } from '@functions/platform/unavailable';
import { MalformedResultError, toHttpApiEvent, writeHttpApiResult } from './http-api-event';
import { GATEWAY_MESSAGES, isThisMachine, rawJsonResponse, sendJson } from './http-responses';
import { createLambdaApi, LAMBDA_PREFIX } from './lambda-api';
import { InvocationTimeoutError, invoke } from './lambda-runtime';
import { PayloadTooLargeError, readBody } from './request-body';
import { createSpa, type SpaMode } from './spa';
import { createWebSocketApi, MANAGEMENT_PREFIX, WEBSOCKET_PATH } from './websocket-api';

// API Gateway's HTTP API quotas (its developer guide): a 10 MB payload, 30 s a route.
const PAYLOAD_LIMIT_BYTES = 10 * 1024 * 1024;
const INTEGRATION_TIMEOUT_MS = 30_000;
/** What the gateway's own 503 answers say: try again shortly (the SPA and the load's clients wait that long). */
const RETRY_AFTER = { 'retry-after': String(RETRY_AFTER_SECONDS) };
/** A restart is over at once: a socket refused during it tries again a second later. */
const RESTART_RETRY_AFTER = { 'retry-after': '1' };

export interface GatewayOptions {
  /** The port to listen on (loopback only); 0 takes any free port. */
  port: number;
  /** The portal's configured origin (APP_URL): config.json and the CSP name its websocket. `http://localhost:<port>` by default. */
  appUrl?: string;
  /** Origin of presigned file URLs (the local S3), which the CSP lets the SPA upload to and load from. */
  filesOrigin: string;
  spa: SpaMode;
  /** The built SPA's folder in `dist` mode; `dist/` of the repository by default. */
  distDir?: string;
  log: (line: string) => void;
}

export interface Gateway {
  /** `http://localhost:<port>`, where the gateway listens. */
  url: string;
  port: number;
  /**
   * Restarts the gateway on its port, as a redeployed API drops what it holds: every socket is closed (its
   * `$disconnect` runs meanwhile), the listener closes and listens again at once, and every kept-alive connection
   * closes, an idle one at once, one being answered once its answer is sent. The functions, in this process, stay
   * warm, as a Lambda's container outlives its API's deployments. Resolves once it listens again.
   */
  restart(): Promise<void>;
  close(): Promise<void>;
}

// Concatenated rather than resolved against a base, so that a path like `//x` stays a path.
const requestUrl = (req: IncomingMessage): URL => new URL(`http://localhost${req.url ?? '/'}`);

const isUnder = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

/**
 * Dispatches one /api request through the route table to its domain's handler. Resolves to the status the
 * gateway sent itself, or undefined when the function answered: functions log their own line per request.
 */
const handleApi = async (req: IncomingMessage, res: ServerResponse, url: URL): Promise<number | undefined> => {
  const method = req.method ?? 'GET';
  if (method === 'OPTIONS') {
    // The API is same-origin only: a preflight gets an answer without CORS permission, so browsers refuse
    // the call from any other origin. The stack answers the same at CloudFront (api-edge.ts).
    res.writeHead(204).end();
    return 204;
  }
  const match = matchRoute(method, url.pathname);
  if (!match) {
    if (pathExists(url.pathname)) {
      sendJson(res, 405, GATEWAY_MESSAGES.methodNotAllowed);
      return 405;
    }
    sendJson(res, 404, GATEWAY_MESSAGES.notFound);
    return 404;
  }
  let body: Buffer;
  try {
    body = await readBody(req, PAYLOAD_LIMIT_BYTES);
  } catch (err) {
    if (!(err instanceof PayloadTooLargeError)) throw err;
    // The rest of the upload is not read, so the connection cannot be reused.
    sendJson(res, 413, GATEWAY_MESSAGES.tooLarge, { connection: 'close' });
    return 413;
  }
  const requestId = randomUUID();
  const key = routeKey(match.route);
  const event = toHttpApiEvent({ req, url, body, routeKey: key, pathParameters: match.params, requestId });
  try {
    const result = await invoke(match.route.domain, event, INTEGRATION_TIMEOUT_MS, requestId);
    writeHttpApiResult(res, result, requestId);
    return undefined;
  } catch (err) {
    if (err instanceof InvocationTimeoutError) {
      console.error(`${key}: ${err.message}`);
      sendJson(res, 503, GATEWAY_MESSAGES.unavailable, RETRY_AFTER);
      return 503;
    }
    // Handlers map every error to a response themselves; reaching this is a bug in the handler.
    console.error(`${key}: ${err instanceof MalformedResultError ? 'malformed handler result:' : 'handler failed:'}`, err);
    sendJson(res, 500, GATEWAY_MESSAGES.internalError);
    return 500;
  }
};

/** The websocket URL of the portal at `origin`: the same host and port, ws: for http: and wss: for https:. */
const websocketUrlOf = (origin: string): string => {
  const url = new URL(WEBSOCKET_PATH, origin);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.href;
};

/**
 * The SPA's runtime settings; the AWS stack deploys the same file beside the built SPA. Built from the
 * configured origin, never from the request's Host header, which any client can set.
 */
const sendRuntimeConfig = (res: ServerResponse, realtimeUrl: string): void => {
  sendJson(res, 200, { apiUrl: '/api', wsUrl: realtimeUrl }, { 'cache-control': 'no-cache' });
};

/** Starts the gateway on `port` (loopback only: the emulators behind it accept any credentials). */
export const startGateway = async ({ port, appUrl, filesOrigin, spa: spaMode, distDir, log }: GatewayOptions): Promise<Gateway> => {
  // An idle kept-alive socket stays open longer than any client keeps one (Node's own agent: 5 s), so the client
  // always drops it first: at node:http's default of 5 s on both sides, a request could leave on a socket the gateway
  // was closing and meet ECONNRESET on a busy machine. CloudFront and API Gateway keep them open about a minute too.
  const server = createServer({ keepAliveTimeout: 65_000, headersTimeout: 66_000 });
  let websockets = createWebSocketApi(log);
  // While restarting, no socket is taken; the dropped sockets' $disconnects end later (`restart`).
  let restarting = false;
  let droppedSockets: Promise<void> = Promise.resolve();
  const requestsInFlight = new Set<ServerResponse>();
  const lambdaApi = createLambdaApi();
  // Drawn at every start: the dev server's inline scripts carry it and the CSP admits only those.
  const scriptNonce = spaMode === 'dev' ? randomBytes(18).toString('base64') : undefined;
  const spa = await createSpa(spaMode, server, { distDir, scriptNonce });
  // Known once the port is: set before the first request can arrive.
  let realtimeUrl = '';
  // The names this gateway answers to: this machine's, and the configured origin's. A request for another (a page whose
  // DNS name was rebound to this machine) is refused, as CloudFront refuses a name it does not serve.
  const ownNames = appUrl ? [new URL(appUrl).hostname.toLowerCase()] : [];
  let responseHeaders: Record<string, string> = {};

  const handleRequest = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = requestUrl(req);
    const started = performance.now();
    // Paths only, never query strings: those may carry tokens.
    const logLine = (status: number | undefined) => {
      if (status !== undefined) log(`${req.method} ${url.pathname} ${status} ${Math.round(performance.now() - started)}ms (gateway)`);
    };
    if (isUnder(url.pathname, '/api')) return logLine(await handleApi(req, res, url));
    if (isUnder(url.pathname, MANAGEMENT_PREFIX)) return logLine(await websockets.handleManagement(req, res, url));
    if (isUnder(url.pathname, LAMBDA_PREFIX)) return logLine(await lambdaApi.handle(req, res, url));
    if (url.pathname === '/config.json' && (req.method === 'GET' || req.method === 'HEAD')) return sendRuntimeConfig(res, realtimeUrl);
    spa.handle(req, res, url);
  };

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    requestsInFlight.add(res);
    res.once('close', () => requestsInFlight.delete(res));
    // First, so that every answer carries them: the API's, the SPA's, Vite's and the gateway's own errors.
    for (const [name, value] of Object.entries(responseHeaders)) res.setHeader(name, value);
    if (!isThisMachine(req.headers.host, ownNames)) {
      sendJson(res, 421, GATEWAY_MESSAGES.otherHost);
      return;
    }
    handleRequest(req, res).catch((err: unknown) => {
      // Malformed percent-encoding is the client's fault; anything else is ours.
      const status = err instanceof URIError ? 400 : 500;
      if (status === 500) console.error(`${req.method} ${req.url}:`, err);
      if (!res.headersSent) sendJson(res, status, status === 400 ? GATEWAY_MESSAGES.badRequest : GATEWAY_MESSAGES.internalError);
      else res.destroy();
    });
  });

  // Requests Node cannot parse (headers over 16 KB, malformed HTTP) never reach 'request': answer them in
  // the gateway's JSON too, where Node would write a bare status with no body.
  server.on('clientError', (err: NodeJS.ErrnoException, socket: Duplex) => {
    if (!socket.writable) return socket.destroy();
    const status = err.code === 'HPE_HEADER_OVERFLOW' ? 431 : err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
    socket.end(rawJsonResponse(status, GATEWAY_MESSAGES.unparsable[status], responseHeaders));
  });

  server.on('upgrade', (req: IncomingMessage, socket, head: Buffer) => {
    try {
      if (!isThisMachine(req.headers.host, ownNames)) return socket.destroy();
      const url = requestUrl(req);
      // A client tries again a second later, as it does after any failed attempt (web/src/lib/socket-client.ts).
      if (url.pathname === WEBSOCKET_PATH && restarting) return socket.end(rawJsonResponse(503, GATEWAY_MESSAGES.unavailable, RESTART_RETRY_AFTER));
      if (url.pathname === WEBSOCKET_PATH) return websockets.handleUpgrade(req, socket, head, url);
      // Vite's HMR socket shares this server in development and takes its own upgrades; refuse the rest.
      const protocol = req.headers['sec-websocket-protocol'];
      if (spaMode === 'dev' && (protocol === 'vite-hmr' || protocol === 'vite-ping')) return;
      socket.destroy();
    } catch (err) {
      // An upgrade runs outside any request handler: a throw here would take the whole local cloud down.
      console.error(`upgrade ${req.url}:`, err);
      socket.destroy();
    }
  });

  const closeListener = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  const listen = (at: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(at, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });

  const close = async (): Promise<void> => {
    await Promise.all([websockets.close(), droppedSockets]);
    await lambdaApi.close();
    await spa.close();
    await closeListener();
  };

  const restart = async (): Promise<void> => {
    if (restarting) throw new Error('The gateway is restarting already.');
    restarting = true;
    try {
      // Not waited for: 200 $disconnects take seconds on a busy machine, and a gateway down as long would have its
      // staff counted offline (5 s) and coming back online all at once.
      droppedSockets = Promise.all([droppedSockets, websockets.close()]).then(() => undefined);
      websockets = createWebSocketApi(log);
      // Just after a poll phase, which accepted every connection waiting: a listener closed resets those in its queue.
      await new Promise((resolve) => setImmediate(resolve));
      // The calls being answered finish, and their connections close after them; idle ones close with the listener.
      for (const res of requestsInFlight) res.shouldKeepAlive = false;
      server.close();
      server.closeIdleConnections();
      // At once: a client connecting in between would be refused.
      await listen(bound);
    } finally {
      restarting = false;
    }
  };

  try {
    await listen(port);
  } catch (err) {
    await close();
    throw err;
  }
  const bound = (server.address() as AddressInfo).port;
  const url = `http://localhost:${bound}`;
  realtimeUrl = websocketUrlOf(appUrl ?? url);
  responseHeaders = securityHeaders({ filesOrigin, realtimeUrl, scriptNonce });
  return { url, port: bound, restart, close };
};
