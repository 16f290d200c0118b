// The local cloud is reachable from this machine only, and not even from web pages on it: every listener
// (gateway, DynamoDB Local, s3rver, the SES emulator) is bound to 127.0.0.1, none of them answers another
// origin with CORS permission, so a page the developer happens to visit cannot read the local database,
// the stored files or the mail (which holds password-reset links).
import { readFile } from 'node:fs/promises';
import { describe, expect, inject, it } from 'vitest';

const ports = inject('cloudPorts');
const FOREIGN_ORIGIN = 'https://evil.example';

interface Listener {
  address: string;
  port: number;
}

/** `0100007F` (little-endian IPv4) or 32 hex digits of IPv6 in four little-endian words, as /proc/net/tcp* write them. */
const decodeAddress = (hex: string): string => {
  if (hex.length === 8)
    return hex
      .match(/../g)!
      .reverse()
      .map((b) => parseInt(b, 16))
      .join('.');
  const words = hex.match(/.{8}/g)!.map((word) => word.match(/../g)!.reverse().join(''));
  const groups = words
    .join('')
    .match(/.{4}/g)!
    .map((group) => group.replace(/^0+(?=.)/, '').toLowerCase());
  const ipv6 = groups.join(':');
  // ::ffff:a.b.c.d, the form an IPv4 address takes on a dual-stack socket
  return ipv6.startsWith('0:0:0:0:0:ffff:') ? `::ffff:${decodeAddress(words[3]!.match(/../g)!.reverse().join(''))}` : ipv6;
};

/** Every listening TCP socket of this machine (state 0A is LISTEN). */
const listeners = async (): Promise<Listener[]> => {
  const tables = await Promise.all(['/proc/net/tcp', '/proc/net/tcp6'].map((file) => readFile(file, 'utf8').catch(() => '')));
  return tables
    .flatMap((table) => table.split('\n').slice(1))
    .map((line) => line.trim().split(/\s+/))
    .filter((fields) => fields[3] === '0A')
    .map((fields) => {
      const [address, port] = fields[1]!.split(':');
      return { address: decodeAddress(address!), port: parseInt(port!, 16) };
    });
};

describe('the local cloud listens on the loopback interface only', () => {
  it('decodes the kernel tables it reads', () => {
    expect(decodeAddress('0100007F')).toBe('127.0.0.1');
    expect(decodeAddress('00000000')).toBe('0.0.0.0');
    expect(decodeAddress('00000000000000000000000000000000')).toBe('0:0:0:0:0:0:0:0');
    expect(decodeAddress('0000000000000000FFFF00000100007F')).toBe('::ffff:127.0.0.1');
  });

  it.each(Object.keys(ports) as (keyof typeof ports)[])('binds the %s port to 127.0.0.1 and nothing else', async (part) => {
    // Act
    // Java listens on a dual-stack socket: ::ffff:127.0.0.1 is 127.0.0.1, reached over IPv4 only.
    const bound = (await listeners()).filter((l) => l.port === ports[part]).map((l) => l.address.replace(/^::ffff:/, ''));
    // Assess
    expect(bound.length, `a listener on ${part} port ${ports[part]}`).toBeGreaterThan(0);
    expect([...new Set(bound)]).toEqual(['127.0.0.1']);
  });
});

describe('the emulators refuse to be read by pages on other origins', () => {
  it('DynamoDB Local does not allow a foreign origin, neither by preflight nor on the call', async () => {
    // Act
    const preflight = await fetch(`http://127.0.0.1:${ports.dynamodb}/`, {
      method: 'OPTIONS',
      headers: {
        origin: FOREIGN_ORIGIN,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type,x-amz-date,x-amz-target',
      },
    });
    const call = await fetch(`http://127.0.0.1:${ports.dynamodb}/`, {
      method: 'POST',
      headers: {
        origin: FOREIGN_ORIGIN,
        'content-type': 'application/x-amz-json-1.0',
        'x-amz-target': 'DynamoDB_20120810.ListTables',
        authorization: 'AWS4-HMAC-SHA256 Credential=S3RVER/20250101/local/dynamodb/aws4_request, SignedHeaders=host, Signature=00',
      },
      body: '{}',
    });
    // Assess
    for (const res of [preflight, call]) {
      expect([null, 'null']).toContain(res.headers.get('access-control-allow-origin'));
    }
  });

  it.each([
    ['the mail store', () => `http://127.0.0.1:${ports.mail}/store`],
    ['the mail viewer', () => `http://127.0.0.1:${ports.mail}/`],
    ['the files bucket', () => `http://127.0.0.1:${ports.s3}/portal-files`],
  ])('%s gives a foreign origin no CORS permission', async (_what, url) => {
    // Act
    const read = await fetch(url(), { headers: { origin: FOREIGN_ORIGIN } });
    const preflight = await fetch(url(), { method: 'OPTIONS', headers: { origin: FOREIGN_ORIGIN, 'access-control-request-method': 'GET' } });
    // Assess
    expect(read.headers.get('access-control-allow-origin')).toBeNull();
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });
});
