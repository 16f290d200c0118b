// S3's checks of a browser upload by HTTP POST (Signature Version 4): the policy must be signed with a
// known key, unexpired, and every condition must hold: exact matches (`{"key": "a"}` or
// `["eq", "$key", "a"]`), prefixes (`["starts-with", "$key", "a/"]`) and the file's real size
// (`["content-length-range", min, max]`); and every form field must be named by a condition. The
// refusals are S3's codes and messages. The local S3 (s3-post-uploads.ts) runs this before it stores.
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface PostForm {
  /** The fields before the file, by lower-case name (S3 reads field names in any case); repeated names joined by commas. */
  fields: ReadonlyMap<string, string>;
  /** The size in bytes of the file as it arrived, not as anyone declared it. */
  fileSize: number;
}

export interface PostContext {
  /** The bucket the form was posted to. */
  bucket: string;
  now: Date;
  /** The secret of an access key, or undefined for a key S3 does not know. */
  secretOf(accessKeyId: string): string | undefined;
}

/** A refusal as S3 words it: the XML error's Code, Message and extra elements. */
export interface PostRefusal {
  code: string;
  message: string;
  detail?: Record<string, string | number>;
}

type Condition = { kind: 'eq' | 'starts-with'; field: string; value: string } | { kind: 'content-length-range'; min: number; max: number };

/** Fields that need no condition: the signature, the policy itself, the file, and what the form marks to ignore. */
const EXEMPT_FIELDS = new Set(['x-amz-signature', 'policy', 'file']);
const SIGNATURE_FIELDS = ['x-amz-algorithm', 'x-amz-credential', 'x-amz-date', 'x-amz-signature'];
const ALGORITHM = 'AWS4-HMAC-SHA256';

const denied = (message: string): PostRefusal => ({ code: 'AccessDenied', message });
const invalidPolicy = (message: string): PostRefusal => ({ code: 'InvalidPolicyDocument', message: `Invalid Policy: ${message}` });

/** `["eq", "$key", "a"]`: how S3 quotes a condition in its refusals, whichever way the policy wrote it. */
const quoted = (condition: Condition & { kind: 'eq' | 'starts-with' }): string =>
  `[${[condition.kind, `$${condition.field}`, condition.value].map((part) => JSON.stringify(part)).join(', ')}]`;

const isScalar = (value: unknown): value is string | number | boolean => ['string', 'number', 'boolean'].includes(typeof value);

/** The conditions of a policy, or the refusal of the first one S3 could not read. */
const parseConditions = (conditions: unknown[]): Condition[] | PostRefusal => {
  const parsed: Condition[] = [];
  for (const condition of conditions) {
    if (Array.isArray(condition)) {
      const [operator, first, second] = condition as unknown[];
      const op = String(operator).toLowerCase();
      if (op === 'content-length-range' && condition.length === 3) {
        const [min, max] = [Number(first), Number(second)];
        if (!Number.isInteger(min) || !Number.isInteger(max) || min < 0 || max < min)
          return invalidPolicy(`Invalid content-length-range: ${JSON.stringify(condition)}`);
        parsed.push({ kind: 'content-length-range', min, max });
      } else if (
        (op === 'eq' || op === 'starts-with') &&
        condition.length === 3 &&
        typeof first === 'string' &&
        first.startsWith('$') &&
        isScalar(second)
      ) {
        parsed.push({ kind: op, field: first.slice(1), value: String(second) });
      } else {
        return invalidPolicy(`Invalid Condition: ${JSON.stringify(condition)}`);
      }
    } else if (condition !== null && typeof condition === 'object' && Object.keys(condition).length > 0) {
      for (const [field, value] of Object.entries(condition)) {
        if (!isScalar(value)) return invalidPolicy(`Invalid Simple-Condition: ${JSON.stringify(condition)}`);
        parsed.push({ kind: 'eq', field, value: String(value) });
      }
    } else {
      return invalidPolicy(`Invalid Condition: ${JSON.stringify(condition)}`);
    }
  }
  return parsed;
};

/** The SigV4 signature of a POST policy: HMAC-SHA256 of the base64 policy with the key derived for date, region and service. */
export const signPolicy = (policyBase64: string, secret: string, date: string, region: string, service: string): string => {
  const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data, 'utf8').digest();
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${secret}`, date), region), service), 'aws4_request');
  return createHmac('sha256', signingKey).update(policyBase64, 'utf8').digest('hex');
};

const sameText = (a: string, b: string): boolean => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** Why S3 would check the signature and refuse, or undefined when the signature is the policy's. */
const checkSignature = (form: PostForm, policy: string, context: PostContext): PostRefusal | undefined => {
  for (const name of SIGNATURE_FIELDS) {
    if (!form.fields.has(name)) {
      return {
        code: 'InvalidArgument',
        message: `Bucket POST must contain a field named '${name}'.  If it is specified, please check the order of the fields.`,
        detail: { ArgumentName: name, ArgumentValue: '' },
      };
    }
  }
  const algorithm = form.fields.get('x-amz-algorithm')!;
  if (algorithm !== ALGORITHM) {
    return {
      code: 'InvalidArgument',
      message: `Unsupported algorithm: ${algorithm}`,
      detail: { ArgumentName: 'x-amz-algorithm', ArgumentValue: algorithm },
    };
  }
  const credential = form.fields.get('x-amz-credential')!;
  const [accessKeyId = '', date, region, service, terminator, ...rest] = credential.split('/');
  if (!date || !region || !service || terminator !== 'aws4_request' || rest.length) {
    return {
      code: 'InvalidArgument',
      message: `Invalid credential: ${credential}`,
      detail: { ArgumentName: 'x-amz-credential', ArgumentValue: credential },
    };
  }
  const secret = context.secretOf(accessKeyId);
  if (secret === undefined) {
    return {
      code: 'InvalidAccessKeyId',
      message: 'The AWS Access Key Id you provided does not exist in our records.',
      detail: { AWSAccessKeyId: accessKeyId },
    };
  }
  if (!sameText(form.fields.get('x-amz-signature')!.toLowerCase(), signPolicy(policy, secret, date, region, service))) {
    return {
      code: 'SignatureDoesNotMatch',
      message: 'The request signature we calculated does not match the signature you provided. Check your key and signing method.',
      detail: { AWSAccessKeyId: accessKeyId, StringToSign: policy },
    };
  }
  return undefined;
};

/** What S3 would refuse this upload with, or undefined when S3 would store it. */
export const checkPostPolicy = (form: PostForm, context: PostContext): PostRefusal | undefined => {
  const policy = form.fields.get('policy');
  // Without a policy the upload is anonymous, which only a publicly writable bucket accepts.
  if (policy === undefined) return denied('Access Denied');
  const badSignature = checkSignature(form, policy, context);
  if (badSignature) return badSignature;

  let document: { expiration?: unknown; conditions?: unknown };
  try {
    document = JSON.parse(Buffer.from(policy, 'base64').toString('utf8')) as typeof document;
  } catch {
    return invalidPolicy('Invalid JSON.');
  }
  if (document === null || typeof document !== 'object') return invalidPolicy('Invalid JSON.');
  if (document.expiration === undefined) return invalidPolicy('Policy missing expiration.');
  const expiration = typeof document.expiration === 'string' ? Date.parse(document.expiration) : NaN;
  if (Number.isNaN(expiration)) return invalidPolicy(`Invalid 'expiration' value: '${String(document.expiration)}'`);
  if (!Array.isArray(document.conditions)) return invalidPolicy('Policy missing conditions.');
  const conditions = parseConditions(document.conditions);
  if (!Array.isArray(conditions)) return conditions;

  if (context.now.getTime() > expiration) return denied('Invalid according to Policy: Policy expired.');

  for (const condition of conditions) {
    if (condition.kind === 'content-length-range') continue;
    const name = condition.field.toLowerCase();
    // The bucket is the one posted to, whatever a form field claims.
    const actual = name === 'bucket' ? context.bucket : (form.fields.get(name) ?? '');
    const holds = condition.kind === 'eq' ? actual === condition.value : actual.startsWith(condition.value);
    if (!holds) return denied(`Invalid according to Policy: Policy Condition failed: ${quoted(condition)}`);
  }

  const named = new Set(conditions.flatMap((c) => (c.kind === 'content-length-range' ? [] : [c.field.toLowerCase()])));
  const extra = [...form.fields.keys()].filter((name) => !EXEMPT_FIELDS.has(name) && !name.startsWith('x-ignore-') && !named.has(name));
  if (extra.length) return denied(`Invalid according to Policy: Extra input fields: ${extra.join(', ')}`);

  for (const condition of conditions) {
    if (condition.kind !== 'content-length-range') continue;
    if (form.fileSize > condition.max) {
      return {
        code: 'EntityTooLarge',
        message: 'Your proposed upload exceeds the maximum allowed size',
        detail: { ProposedSize: form.fileSize, MaxSizeAllowed: condition.max },
      };
    }
    if (form.fileSize < condition.min) {
      return {
        code: 'EntityTooSmall',
        message: 'Your proposed upload is smaller than the minimum allowed size',
        detail: { ProposedSize: form.fileSize, MinSizeAllowed: condition.min },
      };
    }
  }
  return undefined;
};
