// The POST policy rules that SDK-made policies never exercise: prefixes, ignored fields, the bucket posted
// to, malformed policies and missing signature fields. (tests/integration/s3-presigned-post.test.ts drives
// the local S3 with real presigned POSTs.)
import { describe, expect, it } from 'vitest';
import { checkPostPolicy, signPolicy, type PostContext } from './post-policy';

const SECRET = 'local-secret';
const NOW = new Date('2026-03-01T10:00:00Z');
const context: PostContext = { bucket: 'files', now: NOW, secretOf: (id) => (id === 'AKID' ? SECRET : undefined) };

/** The fields of a form signed for `conditions`, plus `extra` fields. */
const signedForm = (conditions: unknown[], extra: Record<string, string> = {}, expiration = '2026-03-01T11:00:00Z') => {
  const policy = Buffer.from(JSON.stringify({ expiration, conditions })).toString('base64');
  const fields = new Map<string, string>([
    ['x-amz-algorithm', 'AWS4-HMAC-SHA256'],
    ['x-amz-credential', 'AKID/20260301/ap-southeast-2/s3/aws4_request'],
    ['x-amz-date', '20260301T100000Z'],
    ['policy', policy],
    ['x-amz-signature', signPolicy(policy, SECRET, '20260301', 'ap-southeast-2', 's3')],
    ...Object.entries(extra),
  ]);
  return { fields, fileSize: 10 };
};

const SIGNING_CONDITIONS = [
  { 'x-amz-algorithm': 'AWS4-HMAC-SHA256' },
  { 'x-amz-credential': 'AKID/20260301/ap-southeast-2/s3/aws4_request' },
  { 'x-amz-date': '20260301T100000Z' },
];

describe('checkPostPolicy', () => {
  it('accepts a key under a starts-with prefix and refuses one outside it', () => {
    // Prepare
    const conditions = [...SIGNING_CONDITIONS, ['starts-with', '$key', 'uploads/'], ['content-length-range', 1, 100]];
    // Act
    const inside = checkPostPolicy(signedForm(conditions, { key: 'uploads/a.png' }), context);
    const outside = checkPostPolicy(signedForm(conditions, { key: 'other/a.png' }), context);
    // Assess
    expect(inside).toBeUndefined();
    expect(outside).toEqual({
      code: 'AccessDenied',
      message: 'Invalid according to Policy: Policy Condition failed: ["starts-with", "$key", "uploads/"]',
    });
  });

  it('matches the bucket posted to, not a bucket field', () => {
    // Prepare
    const conditions = [...SIGNING_CONDITIONS, { bucket: 'other-bucket' }, { key: 'a' }];
    // Act
    const refusal = checkPostPolicy(signedForm(conditions, { key: 'a', bucket: 'other-bucket' }), context);
    // Assess
    expect(refusal?.message).toBe('Invalid according to Policy: Policy Condition failed: ["eq", "$bucket", "other-bucket"]');
  });

  it('needs no condition for x-ignore- fields', () => {
    // Act
    const refusal = checkPostPolicy(signedForm([...SIGNING_CONDITIONS, { key: 'a' }], { key: 'a', 'x-ignore-flash-filename': 'a.png' }), context);
    // Assess
    expect(refusal).toBeUndefined();
  });

  it.each([
    ['a policy that is not JSON', 'bm90IGpzb24=', 'Invalid Policy: Invalid JSON.'],
    ['a policy without expiration', Buffer.from(JSON.stringify({ conditions: [] })).toString('base64'), 'Invalid Policy: Policy missing expiration.'],
    [
      'a policy without conditions',
      Buffer.from(JSON.stringify({ expiration: '2026-03-01T11:00:00Z' })).toString('base64'),
      'Invalid Policy: Policy missing conditions.',
    ],
    [
      'an unknown operator',
      Buffer.from(JSON.stringify({ expiration: '2026-03-01T11:00:00Z', conditions: [['ends-with', '$key', 'x']] })).toString('base64'),
      'Invalid Policy: Invalid Condition: ["ends-with","$key","x"]',
    ],
  ])('refuses %s as InvalidPolicyDocument', (_what, policy, message) => {
    // Prepare: a well-signed but malformed policy
    const form = signedForm([]);
    form.fields.set('policy', policy);
    form.fields.set('x-amz-signature', signPolicy(policy, SECRET, '20260301', 'ap-southeast-2', 's3'));
    // Act
    const refusal = checkPostPolicy(form, context);
    // Assess
    expect(refusal).toEqual({ code: 'InvalidPolicyDocument', message });
  });

  it('asks for a missing signature field by name', () => {
    // Prepare
    const form = signedForm([]);
    form.fields.delete('x-amz-credential');
    // Act
    const refusal = checkPostPolicy(form, context);
    // Assess
    expect(refusal).toMatchObject({ code: 'InvalidArgument', message: expect.stringContaining("field named 'x-amz-credential'") });
  });

  it('refuses an access key it does not know', () => {
    // Prepare
    const form = signedForm([]);
    form.fields.set('x-amz-credential', 'SOMEONE/20260301/ap-southeast-2/s3/aws4_request');
    // Act
    const refusal = checkPostPolicy(form, context);
    // Assess
    expect(refusal).toMatchObject({ code: 'InvalidAccessKeyId', detail: { AWSAccessKeyId: 'SOMEONE' } });
  });
});
