// The few responses the gateway itself answers, in API Gateway's own words.
import type { ServerResponse } from 'node:http';

export const sendJson = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void => {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text), ...headers });
  res.end(text);
};

export const GATEWAY_MESSAGES = {
  badRequest: { message: 'Bad Request' },
  notFound: { message: 'Not Found' },
  methodNotAllowed: { message: 'Method Not Allowed' },
  tooLarge: { message: 'Request Entity Too Large' },
  internalError: { message: 'Internal Server Error' },
  unavailable: { message: 'Service Unavailable' },
} as const;
