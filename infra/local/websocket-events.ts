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

/** Name → every value, gathered in a Map: a client's `__proto__` is a name like any other. */
const grouped = (pairs: Iterable<[string, string]>): Map<string, string[]> => {
  const groups = new Map<string, string[]>();
  for (const [name, value] of pairs) groups.set(name, [...(groups.get(name) ?? []), value]);
  return groups;
};

const headerPairs = function* (raw: string[]): Iterable<[string, string]> {
  for (let i = 0; i < raw.length; i += 2) yield [raw[i]!, raw[i + 1]!];
};

/** WebSocket events keep the version 1.0 shape: headers in their original case, plus multi-value maps. */
export const connectEventParts = (req: IncomingMessage, url: URL) => {
  const headers = grouped(headerPairs(req.rawHeaders));
  const query = grouped(url.searchParams);
  const last = (groups: Map<string, string[]>) => Object.fromEntries([...groups].map(([name, values]) => [name, values.at(-1)!]));
  return {
    headers: last(headers),
    multiValueHeaders: Object.fromEntries(headers),
    queryStringParameters: query.size ? last(query) : undefined,
    multiValueQueryStringParameters: query.size ? Object.fromEntries(query) : undefined,
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
