// Translation between node:http and the API Gateway HTTP API's Lambda payload format 2.0, so the
// handlers receive here exactly what they receive on AWS and answer the same way.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';

/** Content types API Gateway passes as text; any other body reaches the handler base64-encoded. */
const isTextContent = (contentType: string | undefined): boolean => {
  if (!contentType) return true;
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  return (
    type.startsWith('text/') || /[/+](json|xml)$/.test(type) || type === 'application/javascript' || type === 'application/x-www-form-urlencoded'
  );
};

/** `21/Nov/2025:23:59:00 +0000`, the format of requestContext.time. */
const apiGatewayTime = (date: Date): string => {
  const [, day, month, year, time] = date.toUTCString().split(' ');
  return `${day}/${month}/${year}:${time} +0000`;
};

/** The caller's address without the IPv4-mapped prefix Node adds on dual-stack sockets. */
export const sourceIp = (req: IncomingMessage): string => (req.socket.remoteAddress ?? '127.0.0.1').replace(/^::ffff:/, '');

/** Query parameters with repeated names joined by commas, as payload 2.0 does; undefined when there are none. */
const queryParameters = (url: URL): Record<string, string> | undefined => {
  const grouped = new Map<string, string[]>();
  for (const [name, value] of url.searchParams) grouped.set(name, [...(grouped.get(name) ?? []), value]);
  return grouped.size ? Object.fromEntries([...grouped].map(([name, values]) => [name, values.join(',')])) : undefined;
};

export interface HttpApiRequest {
  req: IncomingMessage;
  url: URL;
  body: Buffer;
  routeKey: string;
  pathParameters: Record<string, string>;
  requestId: string;
}

/** The payload 2.0 event of one request. Cookies move from the headers to `cookies`, as on AWS. */
export const toHttpApiEvent = ({ req, url, body, routeKey, pathParameters, requestId }: HttpApiRequest): APIGatewayProxyEventV2 => {
  const headers: Record<string, string> = {};
  for (const [name, values] of Object.entries(req.headersDistinct)) {
    if (name !== 'cookie' && values) headers[name] = values.join(',');
  }
  const cookies = (req.headersDistinct.cookie ?? [])
    .flatMap((line) => line.split(';'))
    .map((c) => c.trim())
    .filter(Boolean);
  const text = isTextContent(req.headers['content-type']);
  const now = new Date();
  const domainName = (req.headers.host ?? 'localhost').replace(/:\d+$/, '');
  return {
    version: '2.0',
    routeKey,
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    ...(cookies.length ? { cookies } : {}),
    headers,
    queryStringParameters: queryParameters(url),
    pathParameters: Object.keys(pathParameters).length ? pathParameters : undefined,
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      domainName,
      domainPrefix: domainName.split('.')[0]!,
      http: {
        method: req.method ?? 'GET',
        path: url.pathname,
        protocol: `HTTP/${req.httpVersion}`,
        sourceIp: sourceIp(req),
        userAgent: req.headers['user-agent'] ?? '',
      },
      requestId,
      routeKey,
      stage: '$default',
      time: apiGatewayTime(now),
      timeEpoch: now.getTime(),
    },
    body: body.length ? body.toString(text ? 'utf8' : 'base64') : undefined,
    isBase64Encoded: body.length > 0 && !text,
  };
};

/** A handler's answer that API Gateway could not use; it then answers 500. */
export class MalformedResultError extends Error {}

/**
 * The structured response of a handler's result. Payload 2.0 also accepts a bare value: a string is the
 * body, anything else is serialized to JSON, both with status 200.
 */
const structured = (result: unknown): APIGatewayProxyStructuredResultV2 & { statusCode: number } => {
  if (result !== null && typeof result === 'object' && 'statusCode' in result) {
    const { statusCode } = result;
    if (typeof statusCode !== 'number' || !Number.isInteger(statusCode))
      throw new MalformedResultError(`statusCode ${String(statusCode)} is not an integer`);
    return { ...(result as APIGatewayProxyStructuredResultV2), statusCode };
  }
  return {
    statusCode: 200,
    headers: { 'content-type': 'application/json' },
    body: typeof result === 'string' ? result : JSON.stringify(result ?? null),
  };
};

/** Writes a handler's result to the client: status, headers, cookies as Set-Cookie, and the body decoded if base64. */
export const writeHttpApiResult = (res: ServerResponse, result: unknown, requestId: string): number => {
  const response = structured(result);
  const body = Buffer.from(response.body ?? '', response.isBase64Encoded ? 'base64' : 'utf8');
  const headers: Record<string, string | string[]> = { 'apigw-requestid': requestId };
  for (const [name, value] of Object.entries(response.headers ?? {})) headers[name.toLowerCase()] = String(value);
  if (response.cookies?.length) headers['set-cookie'] = response.cookies;
  headers['content-length'] = String(body.length);
  res.writeHead(response.statusCode, headers);
  res.end(body);
  return response.statusCode;
};
