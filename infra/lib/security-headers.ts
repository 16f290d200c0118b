// The portal's browser security headers, defined once: the CloudFront response headers policy (web.ts)
// and the local gateway (infra/local/gateway.ts) send the same ones. No CDK import here, so the local
// cloud can use it without loading aws-cdk-lib.

export interface SecurityHeaderInputs {
  /**
   * Origin of presigned file URLs: the browser POSTs uploads there (XMLHttpRequest, for the progress bar)
   * and loads images and PDFs from presigned GET URLs there.
   */
  filesOrigin: string;
  /** The realtime websocket URL the SPA connects to (`wss://…/live` on AWS, `ws://localhost:<port>/ws` locally). */
  realtimeUrl: string;
  /**
   * Development only: Vite and @vitejs/plugin-react inject inline scripts (the React refresh preamble),
   * which carry this nonce. The built SPA has no inline script and runs under `script-src 'self'`.
   */
  scriptNonce?: string;
}

/** Two years, with subdomains: what HSTS preload lists ask for. Browsers ignore it over plain HTTP (the local cloud). */
export const HSTS = { maxAgeSeconds: 2 * 365 * 24 * 60 * 60, includeSubdomains: true } as const;

/** The portal is never framed (see frame-ancestors in the CSP, which newer browsers read instead). */
export const FRAME_OPTION = 'DENY' as const;

/**
 * No Referer at all: the portal's own URLs carry one-time tokens (e-mail verification, password reset)
 * that must not travel to the files bucket or to our own logs, and nothing needs the header.
 */
export const REFERRER_POLICY = 'no-referrer' as const;

/** Browser features the portal never uses, switched off for it and anything it embeds. */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';

/** The Content-Security-Policy of the SPA and of every answer on its origin. */
export const contentSecurityPolicy = ({ filesOrigin, realtimeUrl, scriptNonce }: SecurityHeaderInputs): string =>
  [
    "default-src 'self'",
    // A nonce, never 'unsafe-inline': only the inline scripts the dev server wrote itself run.
    ['script-src', "'self'", scriptNonce ? `'nonce-${scriptNonce}'` : undefined].filter(Boolean).join(' '),
    // Mantine sets style attributes at run time. No nonce here: a nonce would switch 'unsafe-inline' off.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${filesOrigin}`, // profile pictures and scans from presigned GET URLs
    "font-src 'self' data:",
    `connect-src 'self' ${filesOrigin} ${realtimeUrl}`, // the API, presigned POST uploads, the realtime socket
    `frame-src 'self' blob: ${filesOrigin}`, // PDFs and uploaded documents open in a frame
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'", // uploads go by XMLHttpRequest, which form-action does not govern
    "frame-ancestors 'none'",
  ].join('; ');

/** Every security header as a lower-case HTTP header name and its value, for servers that set them themselves. */
export const securityHeaders = (inputs: SecurityHeaderInputs): Record<string, string> => ({
  'content-security-policy': contentSecurityPolicy(inputs),
  'strict-transport-security': `max-age=${HSTS.maxAgeSeconds}${HSTS.includeSubdomains ? '; includeSubDomains' : ''}`,
  'x-content-type-options': 'nosniff',
  'x-frame-options': FRAME_OPTION,
  'referrer-policy': REFERRER_POLICY,
  'permissions-policy': PERMISSIONS_POLICY,
});
