import { describe, expect, it } from 'vitest';
import { inspectContent } from './file-content';

/** A PDF of these objects with its cross-reference table at the offsets it names (as infra/local/demo-files.ts builds one). */
const pdfOf = (objects: readonly string[]): Buffer => {
  const parts = ['%PDF-1.7\n'];
  const offsets = objects.map((object, i) => {
    const at = parts.join('').length;
    parts.push(`${i + 1} 0 obj ${object} endobj\n`);
    return at;
  });
  const xref = parts.join('').length;
  const entries = offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n \n`).join('');
  parts.push(`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${entries}trailer << /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`);
  return Buffer.from(parts.join(''), 'latin1');
};
const ONE_PAGE_PDF = pdfOf(['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [3 0 R] /Count 1 >>', '<< /Type /Page /Parent 2 0 R >>']);

const PNG_1X1 = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' + '1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);
/** SOI, a JFIF APP0, a baseline frame of 2 × 3 pixels, a scan header, a byte of scan, EOI. */
const JPEG_2X3 = Buffer.from(
  ['ffd8', 'ffe000104a46494600010100000100010000', 'ffc0000b080003000201011100', 'ffda0008010100003f00', 'd2', 'ffd9'].join(''),
  'hex',
);
/** RIFF, its length, WEBP, a VP8X chunk of a 640 × 480 picture. */
const webpOf = (width: number, height: number) => {
  const chunk = Buffer.alloc(18);
  chunk.write('VP8X', 0, 'latin1');
  chunk.writeUInt32LE(10, 4);
  chunk.writeUIntLE(width - 1, 12, 3);
  chunk.writeUIntLE(height - 1, 15, 3);
  const riff = Buffer.alloc(12);
  riff.write('RIFF', 0, 'latin1');
  riff.writeUInt32LE(4 + chunk.length, 4);
  riff.write('WEBP', 8, 'latin1');
  return Buffer.concat([riff, chunk]);
};

const type = (bytes: Buffer) => inspectContent(bytes);
const refusedFor = (bytes: Buffer) => (inspectContent(bytes) as { refused?: string }).refused;

describe('a file read whole as its type is built', () => {
  it('takes a PDF with its cross-reference and trailer, a PNG, a JPEG and a WebP that end where their formats end', () => {
    expect(type(ONE_PAGE_PDF)).toEqual({ type: 'application/pdf' });
    expect(type(PNG_1X1)).toEqual({ type: 'image/png' });
    expect(type(JPEG_2X3)).toEqual({ type: 'image/jpeg' });
    expect(type(Buffer.concat([JPEG_2X3, Buffer.alloc(4)]))).toEqual({ type: 'image/jpeg' }); // zero padding after EOI
    expect(type(webpOf(640, 480))).toEqual({ type: 'image/webp' });
  });

  it('refuses a PDF that is also a web page, runs JavaScript, has something after its end, or has no cross-reference', () => {
    const polyglot = Buffer.concat([ONE_PAGE_PDF.subarray(0, 9), Buffer.from('<html><script>alert(1)</script></html>\n'), ONE_PAGE_PDF.subarray(9)]);
    expect(refusedFor(polyglot)).toBe('it carries a web page or a script');
    const scripted = pdfOf([
      '<< /Type /Catalog /Pages 2 0 R /OpenAction 3 0 R >>',
      '<< /Type /Pages /Kids [] /Count 0 >>',
      '<< /S /JavaScript /JS (app.alert(1)) >>',
    ]);
    expect(refusedFor(scripted)).toBe('it carries a script or an action that a PDF reader would run');
    expect(refusedFor(Buffer.concat([ONE_PAGE_PDF, Buffer.from('trailing bytes of another file')]))).toMatch(/something follows its %%EOF/);
    expect(refusedFor(Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'))).toBe('its cross-reference is missing');
    const misplaced = Buffer.from(ONE_PAGE_PDF.toString('latin1').replace(/startxref\n\d+/, 'startxref\n9'), 'latin1');
    expect(refusedFor(misplaced)).toBe('its cross-reference is not where it says');
  });

  it('refuses a picture with a script after its end, a size no picture has, or a header cut short', () => {
    expect(refusedFor(Buffer.concat([PNG_1X1, Buffer.from('<script>alert(1)</script>')]))).toBe('it carries a web page or a script');
    expect(refusedFor(Buffer.concat([PNG_1X1, Buffer.from('PK\u0003\u0004 a zip after the picture')]))).toMatch(/something follows the end/);
    // A phone's motion photo is a JPEG with its video after the picture: it goes in, unless it carries a script.
    expect(type(Buffer.concat([JPEG_2X3, Buffer.from('....ftypmp42 a motion photo video')]))).toEqual({ type: 'image/jpeg' });
    expect(refusedFor(Buffer.concat([JPEG_2X3, Buffer.from('<script>alert(1)</script>')]))).toBe('it carries a web page or a script');
    const huge = Buffer.from(PNG_1X1);
    huge.writeUInt32BE(50_000, 16);
    expect(refusedFor(huge)).toBe('its width or height is not a picture’s');
    expect(refusedFor(PNG_1X1.subarray(0, 20))).toBe('its PNG header is missing');
    expect(refusedFor(Buffer.concat([webpOf(640, 480), Buffer.from('x')]))).toMatch(/length is not the one its header gives/);
  });

  it('refuses a web page, whatever name or type it came with', () => {
    expect(refusedFor(Buffer.from('<!doctype html><script>alert(document.domain)</script>'))).toBe('it is not a type the portal takes');
  });
});
