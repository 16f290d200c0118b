// The WebSocket API stand-in: `/ws` upgrades become `$connect`, text messages `$default` and closes
// `$disconnect` events for `functions/ws/handler.ts`; a message whose `action` a domain's function serves (the
// route selection expression `$request.body.action`, shared/realtime/event-catalogue.ts `servedBy`) goes to that function; `/_ws/@connections/{id}` is the management
// endpoint the handlers push through (WS_MANAGEMENT_ENDPOINT = <origin>/_ws), with API Gateway's answers.
import { randomUUID } from 'node:crypto';
import { STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocket, WebSocketServer } from 'ws';
import { sourceIp } from './http-api-event';
import { sendJson, GATEWAY_MESSAGES } from './http-responses';
import { serverOfAction } from '@shared/realtime/event-catalogue';
import { signedByTheCloud } from './credentials';
import { hasHandler, invoke } from './lambda-runtime';
import { PayloadTooLargeError, readBody } from './request-body';
import { agreedProtocol, connectEventParts, newConnectionId, requestContext, statusOf, type ConnectionInfo } from './websocket-events';

export const WEBSOCKET_PATH = '/ws';
export const MANAGEMENT_PREFIX = '/_ws';

// API Gateway's WebSocket quotas (its developer guide): 128 KB a message, 10 minutes idle, 29 s a route.
const MESSAGE_LIMIT_BYTES = 128 * 1024;
const IDLE_TIMEOUT_MS = 10 * 60_000;
const INTEGRATION_TIMEOUT_MS = 29_000;
const FUNCTION = 'ws';

interface Connection extends ConnectionInfo {
  socket: WebSocket;
  lastActiveAt: number;
  idleTimer?: NodeJS.Timeout;
}

type Log = (line: string) => void;

const refuseUpgrade = (socket: Duplex, status: number): void => {
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
};

export interface WebSocketApi {
  /** Takes over an upgrade request for WEBSOCKET_PATH. */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer, url: URL): void;
  /** Serves `/_ws/@connections/{id}`: POST sends, GET describes, DELETE disconnects. */
  handleManagement(req: IncomingMessage, res: ServerResponse, url: URL): Promise<number>;
  /** Closes every connection and waits for their `$disconnect` invocations. */
  close(): Promise<void>;
}

export const createWebSocketApi = (log: Log): WebSocketApi => {
  const protocols = new WeakMap<IncomingMessage, string>();
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: MESSAGE_LIMIT_BYTES,
    handleProtocols: (_offered, req) => protocols.get(req) ?? false,
  });
  const connections = new Map<string, Connection>();
  const inFlight = new Set<Promise<unknown>>();

  /** Invokes a function for one event (it logs its own line); its failures are logged, never thrown at the socket. */
  const route = (routeKey: string, event: object, fn = FUNCTION): Promise<unknown> => {
    const call = invoke(fn, event, INTEGRATION_TIMEOUT_MS).then(
      (result) => result,
      (err: unknown) => {
        console.error(`WS ${routeKey} failed:`, err);
        return { statusCode: 500 };
      },
    );
    inFlight.add(call);
    void call.finally(() => inFlight.delete(call));
    return call;
  };

  /** API Gateway's route selection: a JSON body's `action` that a route serves picks it; anything else is `$default`. */
  const selectRoute = (text: string | undefined): { routeKey: string; fn: string } => {
    let action: unknown;
    try {
      action = text === undefined ? undefined : (JSON.parse(text) as { action?: unknown })?.action;
    } catch {
      action = undefined;
    }
    const server = typeof action === 'string' ? serverOfAction(action) : undefined;
    return server && typeof action === 'string' ? { routeKey: action, fn: server } : { routeKey: '$default', fn: FUNCTION };
  };

  const touch = (connection: Connection): void => {
    connection.lastActiveAt = Date.now();
    clearTimeout(connection.idleTimer);
    connection.idleTimer = setTimeout(() => connection.socket.close(1001, 'Going away'), IDLE_TIMEOUT_MS);
    connection.idleTimer.unref();
  };

  const open = (connection: Connection): void => {
    const { socket } = connection;
    connections.set(connection.id, connection);
    touch(connection);
    socket.on('message', (data, isBinary) => {
      touch(connection);
      const body = Buffer.isBuffer(data) ? data : Buffer.concat(Array.isArray(data) ? data : [Buffer.from(data)]);
      const text = body.toString(isBinary ? 'base64' : 'utf8');
      const { routeKey, fn } = selectRoute(isBinary ? undefined : text);
      const messageContext = { ...requestContext(connection, routeKey, 'MESSAGE'), messageId: randomUUID() };
      // A one-way route, like the stack's: what the handler returns is not sent back; handlers push through @connections.
      void route(routeKey, { requestContext: messageContext, body: text, isBase64Encoded: isBinary }, fn);
    });
    socket.on('close', (code, reason) => {
      clearTimeout(connection.idleTimer);
      connections.delete(connection.id);
      void route('$disconnect', {
        headers: { Host: connection.domainName },
        requestContext: {
          ...requestContext(connection, '$disconnect', 'DISCONNECT'),
          disconnectStatusCode: code,
          disconnectReason: reason.toString(),
        },
        isBase64Encoded: false,
      });
    });
    socket.on('error', () => socket.terminate());
  };

  const handleUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer, url: URL): void => {
    socket.on('error', () => socket.destroy());
    if (!hasHandler(FUNCTION)) {
      log('WS refused: functions/ws/handler.ts does not exist yet');
      refuseUpgrade(socket, 503);
      return;
    }
    const connection: Omit<Connection, 'socket'> = {
      id: newConnectionId(),
      connectedAt: Date.now(),
      lastActiveAt: Date.now(),
      sourceIp: sourceIp(req),
      userAgent: req.headers['user-agent'] ?? '',
      domainName: req.headers.host ?? 'localhost',
    };
    void route('$connect', {
      ...connectEventParts(req, url),
      requestContext: requestContext(connection, '$connect', 'CONNECT'),
      isBase64Encoded: false,
    }).then((result) => {
      const status = statusOf(result);
      if (status < 200 || status > 299) return refuseUpgrade(socket, status);
      if (socket.destroyed) return;
      const protocol = agreedProtocol(result);
      if (protocol) protocols.set(req, protocol);
      wss.handleUpgrade(req, socket, head, (ws) => open({ ...connection, socket: ws }));
    });
  };

  const gone = (res: ServerResponse) => sendJson(res, 410, { message: 'Gone' }, { 'x-amzn-errortype': 'GoneException' });

  const handleManagement = async (req: IncomingMessage, res: ServerResponse, url: URL): Promise<number> => {
    const match = /^\/@connections\/([^/]+)$/.exec(url.pathname.slice(MANAGEMENT_PREFIX.length));
    if (!match) {
      sendJson(res, 404, GATEWAY_MESSAGES.notFound);
      return 404;
    }
    // As API Gateway's @connections asks for IAM: only the functions, signing with the local cloud's key, push.
    if (!signedByTheCloud(req)) {
      sendJson(res, 403, { message: 'Forbidden: not signed with the local cloud’s credentials.' }, { 'x-amzn-errortype': 'ForbiddenException' });
      return 403;
    }
    const connection = connections.get(decodeURIComponent(match[1]!));
    if (!connection || connection.socket.readyState !== WebSocket.OPEN) {
      gone(res);
      return 410;
    }
    switch (req.method) {
      case 'POST': {
        let data: Buffer;
        try {
          data = await readBody(req, MESSAGE_LIMIT_BYTES);
        } catch (err) {
          if (!(err instanceof PayloadTooLargeError)) throw err;
          sendJson(res, 413, GATEWAY_MESSAGES.tooLarge, { 'x-amzn-errortype': 'PayloadTooLargeException', connection: 'close' });
          return 413;
        }
        touch(connection);
        connection.socket.send(data.toString('utf8'));
        res.writeHead(200, { 'content-length': '0' }).end();
        return 200;
      }
      case 'GET':
        sendJson(res, 200, {
          connectedAt: new Date(connection.connectedAt).toISOString(),
          identity: { sourceIp: connection.sourceIp, userAgent: connection.userAgent },
          lastActiveAt: new Date(connection.lastActiveAt).toISOString(),
        });
        return 200;
      case 'DELETE':
        connection.socket.close(1000);
        res.writeHead(204).end();
        return 204;
      default:
        sendJson(res, 405, GATEWAY_MESSAGES.methodNotAllowed);
        return 405;
    }
  };

  const close = async (): Promise<void> => {
    for (const { socket } of connections.values()) socket.terminate();
    // terminate() emits 'close' on the next tick; let those $disconnect calls start before waiting for them.
    await new Promise((resolve) => setImmediate(resolve));
    await Promise.allSettled([...inFlight]);
    wss.close();
  };

  return { handleUpgrade, handleManagement, close };
};
