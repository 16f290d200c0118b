import { describe, expect, it } from 'vitest';
import { boundaryOf, parseMultipart } from './multipart';

const BOUNDARY = '----portal1234';

/** A body as a browser's FormData sends it. */
const bodyOf = (parts: { name: string; value: string | Buffer; filename?: string; type?: string }[], boundary = BOUNDARY) =>
  Buffer.concat([
    ...parts.flatMap((p) => [
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"${p.filename !== undefined ? `; filename="${p.filename}"` : ''}\r\n` +
          (p.type ? `Content-Type: ${p.type}\r\n` : '') +
          '\r\n',
      ),
      Buffer.from(p.value),
      Buffer.from('\r\n'),
    ]),
    Buffer.from(`--${boundary}--\r\n`),
  ]);

describe('boundaryOf', () => {
  it('reads the boundary of multipart/form-data only', () => {
    expect(boundaryOf(`multipart/form-data; boundary=${BOUNDARY}`)).toBe(BOUNDARY);
    expect(boundaryOf('Multipart/Form-Data; boundary="a b"')).toBe('a b');
    expect(boundaryOf('application/json')).toBeUndefined();
    expect(boundaryOf(`multipart/form-data; boundary=${'x'.repeat(71)}`)).toBeUndefined();
    expect(boundaryOf(undefined)).toBeUndefined();
  });
});

describe('parseMultipart', () => {
  it('nests bracketed field names and keeps files with their bytes', () => {
    // Prepare
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x0d, 0x0a]);
    const body = bodyOf([
      { name: 'form[firstname]', value: 'Zoë' },
      { name: 'form[answer]', value: '{"a":"line\r\nbreak"}' },
      { name: '_method', value: 'put' },
      { name: 'signature[signature1]', value: png, filename: 'sig.png', type: 'image/png' },
    ]);
    // Act
    const result = parseMultipart(body, BOUNDARY);
    // Assess
    expect(result.fields).toEqual({ form: { firstname: 'Zoë', answer: '{"a":"line\r\nbreak"}' }, _method: 'put' });
    expect(result.files).toEqual([{ name: 'signature[signature1]', filename: 'sig.png', declaredType: 'image/png', bytes: png }]);
  });

  it.each([
    ['a body without its boundary', Buffer.from('hello'), /boundary/],
    ['a body cut before its end', bodyOf([{ name: 'a', value: 'b' }]).subarray(0, 40), /closing boundary/],
    ['a part without a name', bodyOf([{ name: '', value: 'b' }]), /needs a name/],
    [
      'a field sent twice',
      bodyOf([
        { name: 'form[a]', value: '1' },
        { name: 'form[a]', value: '2' },
      ]),
      /sent twice/,
    ],
    [
      'a field that is also a group',
      bodyOf([
        { name: 'form', value: '1' },
        { name: 'form[a]', value: '2' },
      ]),
      /clashes/,
    ],
    ['a name with a path in it', bodyOf([{ name: 'form[../x]', value: '1' }]), /not one this call takes/],
  ])('refuses %s with 422', (_what, body, message) => {
    expect(() => parseMultipart(body, BOUNDARY)).toThrow(expect.objectContaining({ status: 422, message: expect.stringMatching(message) }));
  });

  it('refuses more parts than a form has, and a field larger than an answer needs', () => {
    const many = bodyOf(Array.from({ length: 121 }, (_, i) => ({ name: `f${i}`, value: 'x' })));
    expect(() => parseMultipart(many, BOUNDARY)).toThrow(expect.objectContaining({ status: 422 }));
    const huge = bodyOf([{ name: 'form[answer]', value: 'x'.repeat(512 * 1024 + 1) }]);
    expect(() => parseMultipart(huge, BOUNDARY)).toThrow(expect.objectContaining({ status: 413 }));
  });

  it('takes as many parts, and as large a field, as the bounds allow', () => {
    const many = bodyOf(Array.from({ length: 120 }, (_, i) => ({ name: `f${i}`, value: 'x' })));
    expect(Object.keys(parseMultipart(many, BOUNDARY).fields)).toHaveLength(120);
    const largest = bodyOf([{ name: 'form[answer]', value: 'x'.repeat(512 * 1024) }]);
    expect(parseMultipart(largest, BOUNDARY).fields).toEqual({ form: { answer: 'x'.repeat(512 * 1024) } });
  });
});
