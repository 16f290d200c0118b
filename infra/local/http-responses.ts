// The few responses the gateway itself answers, in API Gateway's own words.
import { STATUS_CODES, type ServerResponse } from 'node:http';

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
  otherHost: { message: 'Misdirected Request: this portal answers for its own address only.' },
  /** Answers to requests Node's parser refused, by status. */
  unparsable: {
    400: { message: 'Bad Request: the request is not valid HTTP.' },
    408: { message: 'Request Timeout' },
    431: { message: 'Request Header Fields Too Large: the address or headers are over 16 KB.' },
  },
} as const;

/** A whole HTTP/1.1 response as text, for a socket no ServerResponse exists for; the connection closes after it. */
export const rawJsonResponse = (status: number, body: unknown, headers: Record<string, string> = {}): string => {
  const text = JSON.stringify(body);
  const lines = [
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}`,
    ...Object.entries({ ...headers, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(text)), connection: 'close' }).map(
      ([name, value]) => `${name}: ${value}`,
    ),
  ];
  return `${lines.join('\r\n')}\r\n\r\n${text}`;
};

/** The names this machine answers to: a Host header naming another (a DNS name rebound to 127.0.0.1) is refused. */
const THIS_MACHINE = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Whether a Host header names this machine (at any port: a suite's proxy in front of an emulator forwards it as sent),
 * or one of `alsoNamed` (the configured origin's host name).
 */
export const isThisMachine = (host: string | undefined, alsoNamed: readonly string[] = []): boolean => {
  if (!host) return false;
  const name = host.toLowerCase().replace(/:\d+$/, '');
  return THIS_MACHINE.has(name) || alsoNamed.includes(name);
};
