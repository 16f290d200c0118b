// One set of fake credentials for every emulator: the local S3 verifies every signature against exactly these
// (sigv4-check.ts, post-policy.ts), and DynamoDB Local accepts only letters and digits, which these are.
export const EMULATOR_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

/**
 * Whether a request to one of the local cloud's own AWS endpoints (Lambda's Invoke under /_lambda, API Gateway's
 * @connections under /_ws) names these credentials. Unlike the local S3, these endpoints do not recompute the
 * signature; they at least ask for the local cloud's own key, so a page in the browser (which reaches the same
 * origin) cannot invoke functions or push to sockets by posting to them.
 */
export const signedByTheCloud = (req: { headers: Record<string, string | string[] | undefined> }): boolean =>
  String(req.headers.authorization ?? '').includes(`Credential=${EMULATOR_CREDENTIALS.accessKeyId}/`);
