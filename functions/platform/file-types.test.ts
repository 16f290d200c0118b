import { describe, expect, it } from 'vitest';
import { ATTACHMENT_POLICIES } from '@shared/schemas/attachments';
import { megabytes, sniffType } from './file-types';

const bytes = (...values: (number | string)[]) =>
  Uint8Array.from(values.flatMap((v) => (typeof v === 'string' ? [...Buffer.from(v, 'latin1')] : [v])));

const SAMPLES = [
  ['a PNG', bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13), 'image/png'],
  ['a JPEG', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 16, 'JFIF'), 'image/jpeg'],
  ['a WebP', bytes('RIFF', 0x24, 0, 0, 0, 'WEBPVP8 '), 'image/webp'],
  ['a PDF', bytes('%PDF-1.7\n'), 'application/pdf'],
] as const;

describe('sniffType', () => {
  it.each(SAMPLES)('recognises %s by its first bytes', (_, head, type) => {
    expect(sniffType(head)).toBe(type);
  });

  // A type an area accepts but no signature knows would be refused at every confirmation.
  it.each(Object.entries(ATTACHMENT_POLICIES))('recognises every type the %s area accepts', (_, policy) => {
    const recognised = SAMPLES.map(([, head]) => sniffType(head));
    expect(recognised).toEqual(expect.arrayContaining([...policy.types]));
  });

  it.each([
    ['HTML', bytes('<!doctype html><script>')],
    ['SVG', bytes('<svg xmlns="http://')],
    ['a RIFF that is not WebP (a WAV)', bytes('RIFF', 0x24, 0, 0, 0, 'WAVEfmt ')],
    ['a truncated PNG signature', bytes(0x89, 'PN')],
    ['nothing', bytes()],
  ])('accepts nothing for %s', (_, head) => {
    expect(sniffType(head)).toBeUndefined();
  });
});

describe('megabytes', () => {
  it.each([
    [4 * 1024 * 1024, '4 MB'],
    [10 * 1024 * 1024, '10 MB'],
    [2_400_000, '2.3 MB'],
  ])('writes %i bytes as "%s"', (bytes, words) => {
    expect(megabytes(bytes)).toBe(words);
  });
});
