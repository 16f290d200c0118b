// API Gateway's payload 2.0 events for a test that calls a function's handler itself (its own module copy,
// pointed at a relay that it can stop): what the gateway would hand it for one request.
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';

export type HttpHandler = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyStructuredResultV2>;

export interface HttpEventInput {
  /** `POST /api/form/{id}`, as the route table names it. */
  routeKey: string;
  /** The path with its ids in place. */
  path: string;
  pathParameters?: Record<string, string>;
  token?: string;
  /** JSON (an object) or raw bytes with their content type (multipart). */
  body?: object | { bytes: Buffer; contentType: string };
  requestId: string;
  sourceIp?: string;
}

const isRaw = (body: HttpEventInput['body']): body is { bytes: Buffer; contentType: string } =>
  body !== undefined && 'bytes' in body && Buffer.isBuffer((body as { bytes: unknown }).bytes);

export const httpEvent = ({
  routeKey,
  path,
  pathParameters,
  token,
  body,
  requestId,
  sourceIp = '127.0.0.1',
}: HttpEventInput): APIGatewayProxyEventV2 => {
  const method = routeKey.split(' ')[0]!;
  const raw = isRaw(body);
  const headers: Record<string, string> = { host: 'localhost' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (body) headers['content-type'] = raw ? body.contentType : 'application/json';
  return {
    version: '2.0',
    routeKey,
    rawPath: path,
    rawQueryString: '',
    headers,
    pathParameters,
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      domainName: 'localhost',
      domainPrefix: 'localhost',
      http: { method, path, protocol: 'HTTP/1.1', sourceIp, userAgent: 'faults' },
      requestId,
      routeKey,
      stage: '$default',
      time: new Date().toUTCString(),
      timeEpoch: Date.now(),
    },
    body: body === undefined ? undefined : raw ? body.bytes.toString('base64') : JSON.stringify(body),
    isBase64Encoded: raw,
  } as APIGatewayProxyEventV2;
};

export const lambdaContext = (requestId: string, functionName: string): Context =>
  ({ awsRequestId: requestId, functionName, getRemainingTimeInMillis: () => 10_000 }) as unknown as Context;

/** Calls a handler as the gateway would and answers its status and parsed JSON body. */
export const invoke = async (handler: HttpHandler, input: HttpEventInput, functionName = 'test') => {
  const result = await handler(httpEvent(input), lambdaContext(input.requestId, functionName));
  const text = String(result.body ?? '');
  return { status: result.statusCode!, headers: result.headers ?? {}, body: text.startsWith('{') ? JSON.parse(text) : text };
};

/** What API Gateway hands a function for a socket's message: the connection it came on and the frame's text. */
export const socketMessageEvent = (connectionId: string, action: string, payload: Record<string, unknown>, requestId: string) => ({
  requestContext: { eventType: 'MESSAGE', connectionId, routeKey: action, requestId, connectedAt: Date.now() },
  body: JSON.stringify({ ...payload, action }),
  isBase64Encoded: false,
});
