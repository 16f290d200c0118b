// What every answer on the portal's origin must carry, written out by hand (not read from
// infra/lib/security-headers.ts, which is what these expectations check).
import { expect } from 'vitest';

export interface ExpectedPolicy {
  /** Where presigned file URLs point (the local S3's origin). */
  filesOrigin: string;
  /** The realtime websocket URL. */
  realtimeUrl: string;
  /** The dev server's script nonce; undefined for the built SPA. */
  nonce?: string;
}

/** The directives of a Content-Security-Policy, each with its source list. */
export const cspDirectives = (policy: string | null): Map<string, string[]> =>
  new Map(
    (policy ?? '')
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );

/** Asserts each security header of one answer. */
export const expectSecurityHeaders = (headers: Headers, expected: ExpectedPolicy, what = 'the answer'): void => {
  expect(headers.get('strict-transport-security'), what).toBe('max-age=63072000; includeSubDomains');
  expect(headers.get('x-content-type-options'), what).toBe('nosniff');
  expect(headers.get('x-frame-options'), what).toBe('DENY');
  expect(headers.get('referrer-policy'), what).toBe('no-referrer');
  expect(headers.get('permissions-policy'), what).toBe('camera=(), microphone=(), geolocation=(), payment=(), usb=()');

  const csp = cspDirectives(headers.get('content-security-policy'));
  expect(csp.get('default-src'), what).toEqual(["'self'"]);
  expect(csp.get('script-src'), what).toEqual(expected.nonce ? ["'self'", `'nonce-${expected.nonce}'`] : ["'self'"]);
  expect(csp.get('style-src'), what).toEqual(["'self'", "'unsafe-inline'"]);
  expect(csp.get('img-src'), what).toEqual(["'self'", 'data:', 'blob:', expected.filesOrigin]);
  expect(csp.get('connect-src'), what).toEqual(["'self'", expected.filesOrigin, expected.realtimeUrl]);
  expect(csp.get('frame-src'), what).toEqual(["'self'", 'blob:', expected.filesOrigin]);
  expect(csp.get('object-src'), what).toEqual(["'none'"]);
  expect(csp.get('base-uri'), what).toEqual(["'self'"]);
  expect(csp.get('form-action'), what).toEqual(["'self'"]);
  expect(csp.get('frame-ancestors'), what).toEqual(["'none'"]);
};
