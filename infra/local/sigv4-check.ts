// S3's check of a request signed with Signature Version 4, by its Authorization header or as a presigned link: the
// signature is computed again from the request as it arrived and must be the one it carries. s3rver parses V4
// signatures but never computes them, so without this a request that only looks signed (a presigned download whose
// response-content-type was changed to text/html, another key, a later expiry) would be served locally and refused
// on AWS. The local S3 (s3-local.ts) runs this before s3rver sees the request; the refusals are S3's codes and words.
//
// The canonical request is built as S3 builds it, not as a generic SigV4 service does: the path is each segment
// decoded and encoded once again (S3 does not encode twice, nor drop `.` and `..` segments), and a presigned link's
// payload is UNSIGNED-PAYLOAD.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { signPolicy } from './post-policy';

/** A request as the server received it. */
export interface ReceivedRequest {
  method: string;
  /** The path and query exactly as they stood on the request line, still encoded. */
  url: string;
  headers: IncomingHttpHeaders;
}

export interface SigV4Context {
  now: Date;
  /** The secret of an access key, or undefined for a key S3 does not know. */
  secretOf(accessKeyId: string): string | undefined;
}

/** A refusal as S3 words it: the XML error's Code and Message. */
export interface SigV4Refusal {
  code: string;
  message: string;
}

const ALGORITHM = 'AWS4-HMAC-SHA256';
const SERVICE = 's3';
/** A presigned link lives at most a week. */
const LONGEST_LINK_SECONDS = 7 * 24 * 3600;
/** How far a header-signed request's time may stand from the server's. */
const ALLOWED_SKEW_MS = 15 * 60 * 1000;
/** A presigned link's payload: the signer cannot know the body a link will be used with. */
const UNSIGNED_PAYLOAD = 'UNSIGNED-PAYLOAD';

/** The parts every SigV4 signature names, wherever it carries them. */
interface Signature {
  accessKeyId: string;
  /** The credential scope's parts: `20261129`, `ap-southeast-2`, `s3`. */
  day: string;
  region: string;
  service: string;
  /** `20261129T155018Z`: the time in the string to sign. */
  amzDate: string;
  signedHeaders: string[];
  signature: string;
  payloadHash: string;
}

type Parsed = { signature: Signature } | { refusal: SigV4Refusal };

const refuse = (code: string, message: string): { refusal: SigV4Refusal } => ({ refusal: { code, message } });

/** RFC 3986 encoding as SigV4 asks for it: everything but letters, digits and `-._~`. */
const uriEncode = (text: string): string => encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** The query's name and value pairs, decoded, in the order they came; undefined when one cannot be decoded. */
const queryPairsOf = (query: string): [string, string][] | undefined => {
  try {
    return query
      .split('&')
      .filter(Boolean)
      .map((pair) => {
        const at = pair.indexOf('=');
        return at < 0 ? [decodeURIComponent(pair), ''] : [decodeURIComponent(pair.slice(0, at)), decodeURIComponent(pair.slice(at + 1))];
      });
  } catch {
    return undefined;
  }
};

const headerValue = (headers: IncomingHttpHeaders, name: string): string | undefined => {
  const value = headers[name];
  return Array.isArray(value) ? value.join(',') : value;
};

/** The credential's five parts, `AKID/20261129/ap-southeast-2/s3/aws4_request`, or undefined when it has others. */
const credentialParts = (credential: string) => {
  const [accessKeyId, day, region, service, terminator, ...rest] = credential.split('/');
  if (!accessKeyId || !day || !region || !service || terminator !== 'aws4_request' || rest.length) return undefined;
  return { accessKeyId, day, region, service };
};

/** The signature of an `Authorization: AWS4-HMAC-SHA256 Credential=…, SignedHeaders=…, Signature=…` header. */
const fromAuthorizationHeader = (authorization: string, headers: IncomingHttpHeaders): Parsed => {
  if (!authorization.startsWith(`${ALGORITHM} `)) {
    return refuse('InvalidRequest', 'The authorization mechanism you have provided is not supported. Please use AWS4-HMAC-SHA256.');
  }
  const components = new Map(
    authorization
      .slice(ALGORITHM.length + 1)
      .split(',')
      .map((component) => {
        const [name = '', ...value] = component.trim().split('=');
        return [name, value.join('=')] as const;
      }),
  );
  const credential = credentialParts(components.get('Credential') ?? '');
  const signedHeaders = components.get('SignedHeaders');
  const signature = components.get('Signature');
  if (components.size !== 3 || !credential || !signedHeaders || !signature) {
    return refuse(
      'AuthorizationHeaderMalformed',
      'The authorization header is malformed; the authorization header requires three components: Credential, SignedHeaders, and Signature.',
    );
  }
  const amzDate = headerValue(headers, 'x-amz-date');
  if (!amzDate) return refuse('AccessDenied', 'AWS authentication requires a valid Date or x-amz-date header');
  const payloadHash = headerValue(headers, 'x-amz-content-sha256');
  if (!payloadHash) return refuse('InvalidRequest', 'Missing required header for this request: x-amz-content-sha256');
  return { signature: { ...credential, amzDate, signedHeaders: signedHeaders.split(';'), signature, payloadHash } };
};

const PRESIGNED_PARAMETERS = ['X-Amz-Algorithm', 'X-Amz-Credential', 'X-Amz-Signature', 'X-Amz-Date', 'X-Amz-SignedHeaders', 'X-Amz-Expires'];

/** The signature of a presigned link (X-Amz-Algorithm, X-Amz-Credential, … in its query). */
const fromQuery = (query: ReadonlyMap<string, string>): Parsed => {
  if (PRESIGNED_PARAMETERS.some((name) => !query.get(name))) {
    return refuse(
      'AuthorizationQueryParametersError',
      'Query-string authentication version 4 requires the X-Amz-Algorithm, X-Amz-Credential, X-Amz-Signature, X-Amz-Date, X-Amz-SignedHeaders, and X-Amz-Expires parameters.',
    );
  }
  if (query.get('X-Amz-Algorithm') !== ALGORITHM) {
    return refuse('AuthorizationQueryParametersError', 'X-Amz-Algorithm only supports "AWS4-HMAC-SHA256"');
  }
  const credential = credentialParts(query.get('X-Amz-Credential')!);
  if (!credential) return refuse('AuthorizationQueryParametersError', 'Error parsing the X-Amz-Credential parameter.');
  return {
    signature: {
      ...credential,
      amzDate: query.get('X-Amz-Date')!,
      signedHeaders: query.get('X-Amz-SignedHeaders')!.split(';'),
      signature: query.get('X-Amz-Signature')!,
      payloadHash: UNSIGNED_PAYLOAD,
    },
  };
};

/** `20261129T155018Z` as an instant, or NaN when it is not one. */
const instantOf = (amzDate: string): number => {
  const parts = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(amzDate);
  return parts ? Date.parse(`${parts[1]}-${parts[2]}-${parts[3]}T${parts[4]}:${parts[5]}:${parts[6]}Z`) : NaN;
};

/** What S3 refuses before it computes anything: a scope or time that cannot be right, a header left out of the signature. */
const checkForm = (signature: Signature, presigned: boolean, headers: IncomingHttpHeaders): SigV4Refusal | undefined => {
  const malformed = presigned ? 'AuthorizationQueryParametersError' : 'AuthorizationHeaderMalformed';
  if (signature.service !== SERVICE) return { code: malformed, message: `Credential should be scoped to correct service: '${SERVICE}'.` };
  if (Number.isNaN(instantOf(signature.amzDate))) {
    return { code: 'AccessDenied', message: 'AWS authentication requires a valid Date or x-amz-date header' };
  }
  if (signature.day !== signature.amzDate.slice(0, 8)) {
    return {
      code: malformed,
      message: `Invalid credential date "${signature.day}". This date is not the same as X-Amz-Date: "${signature.amzDate.slice(0, 8)}".`,
    };
  }
  // The Host header must be signed: a signature that leaves it out would be good for any host.
  if (!signature.signedHeaders.includes('host')) return { code: 'AccessDenied', message: 'Host must be a signed header.' };
  // Amazon's own headers (x-amz-acl, x-amz-copy-source, x-amz-meta-…) change what a request does: each one sent must be signed.
  const unsigned = Object.keys(headers).filter((name) => name.startsWith('x-amz-') && !signature.signedHeaders.includes(name));
  if (unsigned.length) {
    return { code: 'AccessDenied', message: `There were headers present in the request which were not signed: ${unsigned.join(', ')}` };
  }
  return undefined;
};

/** Whether the request's time still lets it through: a link until it expires, a signed request within 15 minutes of now. */
const checkTime = (signature: Signature, query: ReadonlyMap<string, string>, presigned: boolean, now: Date): SigV4Refusal | undefined => {
  const signedAt = instantOf(signature.amzDate);
  if (!presigned) {
    return Math.abs(now.getTime() - signedAt) > ALLOWED_SKEW_MS
      ? { code: 'RequestTimeTooSkewed', message: 'The difference between the request time and the current time is too large.' }
      : undefined;
  }
  const expires = query.get('X-Amz-Expires')!;
  if (!/^\d+$/.test(expires) || Number(expires) < 1 || Number(expires) > LONGEST_LINK_SECONDS) {
    return {
      code: 'AuthorizationQueryParametersError',
      message: `X-Amz-Expires must be less than a week (in seconds) that is; ${LONGEST_LINK_SECONDS}`,
    };
  }
  return now.getTime() > signedAt + Number(expires) * 1000 ? { code: 'AccessDenied', message: 'Request has expired' } : undefined;
};

/**
 * The canonical request S3 signs: method, path, query, the signed headers and the payload's hash. Undefined when the
 * path cannot be decoded.
 */
const canonicalRequest = (request: ReceivedRequest, path: string, pairs: [string, string][], signature: Signature): string | undefined => {
  let canonicalPath: string;
  try {
    canonicalPath = path
      .split('/')
      .map((segment) => uriEncode(decodeURIComponent(segment)))
      .join('/');
  } catch {
    return undefined;
  }
  const canonicalQuery = pairs
    .map(([name, value]) => [uriEncode(name), uriEncode(value)] as const)
    .sort(([nameA, valueA], [nameB, valueB]) => (nameA === nameB ? compare(valueA, valueB) : compare(nameA, nameB)))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  const canonicalHeaders = signature.signedHeaders.map(
    (name) => `${name}:${(headerValue(request.headers, name) ?? '').trim().replace(/\s+/g, ' ')}\n`,
  );
  return [request.method, canonicalPath, canonicalQuery, canonicalHeaders.join(''), signature.signedHeaders.join(';'), signature.payloadHash].join(
    '\n',
  );
};

/** Byte order, which SigV4 sorts by (the encoded names are ASCII). */
const compare = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

const sha256Hex = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

const sameText = (a: string, b: string): boolean => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * Why S3 would refuse this request's signature, or undefined when the signature is valid and current. An unsigned
 * request is refused: the bucket is private.
 */
export const checkSigV4 = (request: ReceivedRequest, context: SigV4Context): SigV4Refusal | undefined => {
  const queryAt = request.url.indexOf('?');
  const path = queryAt < 0 ? request.url : request.url.slice(0, queryAt);
  const query = queryAt < 0 ? '' : request.url.slice(queryAt + 1);
  const pairs = queryPairsOf(query);
  if (!pairs) return { code: 'InvalidURI', message: "Couldn't parse the specified URI." };
  const queryParameters = new Map(pairs);
  const authorization = headerValue(request.headers, 'authorization');
  const presigned = queryParameters.has('X-Amz-Algorithm') || queryParameters.has('X-Amz-Credential') || queryParameters.has('X-Amz-Signature');
  if (authorization !== undefined && presigned) {
    return {
      code: 'InvalidArgument',
      message:
        'Only one auth mechanism allowed; only the X-Amz-Algorithm query parameter, Signature query string parameter or the Authorization header should be specified',
    };
  }
  if (authorization === undefined && !presigned) return { code: 'AccessDenied', message: 'Access Denied: the request is not signed.' };

  const parsed = presigned ? fromQuery(queryParameters) : fromAuthorizationHeader(authorization!, request.headers);
  if ('refusal' in parsed) return parsed.refusal;
  const { signature } = parsed;
  const malformed = checkForm(signature, presigned, request.headers);
  if (malformed) return malformed;
  const secret = context.secretOf(signature.accessKeyId);
  if (secret === undefined) return { code: 'InvalidAccessKeyId', message: 'The AWS Access Key Id you provided does not exist in our records.' };

  // A presigned link signs its query without its own signature.
  const signedPairs = presigned ? pairs.filter(([name]) => name !== 'X-Amz-Signature') : pairs;
  const canonical = canonicalRequest(request, path, signedPairs, signature);
  if (canonical === undefined) return { code: 'InvalidURI', message: "Couldn't parse the specified URI." };
  const scope = `${signature.day}/${signature.region}/${signature.service}/aws4_request`;
  const stringToSign = [ALGORITHM, signature.amzDate, scope, sha256Hex(canonical)].join('\n');
  // The last step of SigV4 is the same for a request as for a POST policy: HMAC with the day's derived key.
  const expected = signPolicy(stringToSign, secret, signature.day, signature.region, signature.service);
  if (!sameText(signature.signature.toLowerCase(), expected)) {
    return {
      code: 'SignatureDoesNotMatch',
      message: 'The request signature we calculated does not match the signature you provided. Check your key and signing method.',
    };
  }
  return checkTime(signature, queryParameters, presigned, context.now);
};
