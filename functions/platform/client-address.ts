// Who is calling, as far as rate limits go. API Gateway's sourceIp is the TCP peer: the visitor locally,
// but a CloudFront edge on AWS, where the viewer's address arrives in a header CloudFront sets
// (`config.viewerAddressHeader`); any value a client sent in that header is overwritten on the way.
import { isIPv6 } from 'node:net';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { config } from './config';

/** An IPv6 visitor controls a whole /64, so that is the unit a limit counts. */
const ipv6Network = (address: string): string => {
  const [head = '', tail = ''] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.toLowerCase().replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
};

/** `203.0.113.7`, `[2001:db8::1]:443` or `203.0.113.7:443` (CloudFront-Viewer-Address) → the address alone. */
const withoutPort = (value: string): string => {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value);
  if (bracketed) return bracketed[1]!;
  const parts = value.split(':');
  return parts.length === 2 ? parts[0]! : value;
};

/** The rate-limit key of a client address: the address itself, or its /64 for IPv6. */
export const clientKey = (address: string): string => {
  const bare = withoutPort(address.trim());
  return isIPv6(bare) ? ipv6Network(bare) : bare.slice(0, 64);
};

/** The caller's client key for this request. */
export const clientOf = (event: APIGatewayProxyEventV2): string => {
  const header = config.viewerAddressHeader ? event.headers?.[config.viewerAddressHeader] : undefined;
  return clientKey(header ?? event.requestContext?.http?.sourceIp ?? 'unknown');
};
