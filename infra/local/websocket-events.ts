// The Lambda events of the WebSocket API, shaped as API Gateway sends them (version 1.0 style:
// headers in their original case, multi-value maps, requestContext.identity).
import { randomBytes, randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** What the gateway knows of a connection that every event repeats. */
export interface ConnectionInfo {
  id: string;
  connectedAt: number;
  sourceIp: string;
  userAgent: string;
  domainName: string;
}

/** An id shaped like API Gateway's (`L0SM9cOFvHcCIhw=`), without the `+` and `/` that need escaping in URLs. */
export const newConnectionId = (): string => randomBytes(11).toString('base64').replace(/[+/]/g, 'x');

/** The requestContext of a WebSocket API event. */
export const requestContext = (connection: ConnectionInfo, routeKey: string, eventType: 'CONNECT' | 'MESSAGE' | 'DISCONNECT') => {
  const requestId = randomUUID();
  const now = Date.now();
  return {
    routeKey,
    eventType,
    messageDirection: 'IN' as const,
    connectionId: connection.id,
    connectedAt: connection.connectedAt,
    domainName: connection.domainName,
    stage: 'local',
    apiId: 'local',
    requestId,
    extendedRequestId: requestId,
    requestTime: new Date(now).toUTCString(),
    requestTimeEpoch: now,
    identity: { sourceIp: connection.sourceIp, userAgent: connection.userAgent },
  };
};

/** WebSocket events keep the version 1.0 shape: headers in their original case, plus multi-value maps. */
export const connectEventParts = (req: IncomingMessage, url: URL) => {
  const headers: Record<string, string> = {};
  const multiValueHeaders: Record<string, string[]> = {};
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    const [name, value] = [req.rawHeaders[i]!, req.rawHeaders[i + 1]!];
    headers[name] = value;
    multiValueHeaders[name] = [...(multiValueHeaders[name] ?? []), value];
  }
  const multiValueQueryStringParameters: Record<string, string[]> = {};
  for (const [name, value] of url.searchParams) multiValueQueryStringParameters[name] = [...(multiValueQueryStringParameters[name] ?? []), value];
  const hasQuery = url.searchParams.size > 0;
  return {
    headers,
    multiValueHeaders,
    queryStringParameters: hasQuery ? Object.fromEntries(url.searchParams) : undefined,
    multiValueQueryStringParameters: hasQuery ? multiValueQueryStringParameters : undefined,
  };
};

/** The status a route answered; a result without one counts as 200, as on AWS. */
export const statusOf = (result: unknown): number =>
  result !== null && typeof result === 'object' && 'statusCode' in result && typeof result.statusCode === 'number' ? result.statusCode : 200;

/** The subprotocol a `$connect` result agreed to; API Gateway completes the handshake with it only when the handler returns it. */
export const agreedProtocol = (result: unknown): string | undefined => {
  if (result === null || typeof result !== 'object' || !('headers' in result)) return undefined;
  const headers = (result.headers ?? {}) as Record<string, unknown>;
  const entry = Object.entries(headers).find(([name]) => name.toLowerCase() === 'sec-websocket-protocol');
  return entry ? String(entry[1]) : undefined;
};
