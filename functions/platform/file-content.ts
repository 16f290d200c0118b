// Uploads are what they claim (docs/decisions.md, "Files and uploads"): a file's first bytes name its type (file-types.ts), and
// its whole is then read as that type is built. A PDF has its header, a cross-reference (a table or a stream) that
// `startxref` points at, a trailer, and `%%EOF` at its end; a picture has its header with its width and height, and
// ends where its format ends. Nothing may follow a format's end (a PNG with a page appended; a JPEG excepted, whose
// phones append a motion photo's video), and nothing may carry
// the markers of a web page or a script anywhere in its bytes (a file that is both a PDF and HTML, a PDF that runs
// JavaScript): a browser that sniffs, or a reader that runs scripts, would make it a page of ours.
import { sniffType } from './file-types';

/** What a file's whole shows: its type, or why it is refused (said to the person, after "The file is refused: "). */
export type Content = { type: string } | { refused: string };

/** The widest and tallest picture the portal takes: a phone's photo is 8,000 pixels at most. */
const MAX_SIDE = 20_000;

/** Markers of a web page or a script, matched in the bytes as ASCII, case aside. */
const ACTIVE_MARKERS = ['<script', '<html', '<!doctype', '<body', '<iframe', '<svg', '<object', '<embed', '<?php', 'javascript:'];
/** PDF names that make a reader run or open something: JavaScript, launched programs, embedded files, forms' scripts. */
const PDF_ACTIONS = ['/javascript', '/js', '/launch', '/embeddedfile', '/richmedia', '/xfa'];

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');

const refused = (why: string): Content => ({ refused: why });

/** A PDF name stands alone: `/JS` but not `/JSON`, nor a letter of a longer name. */
const hasPdfName = (text: string, name: string) => new RegExp(`${name.replace('/', '\\/')}(?![a-z0-9])`).test(text);

const pdf = (bytes: Uint8Array): Content => {
  const text = latin1(bytes);
  if (!/^%PDF-[12]\.\d/.test(text)) return refused('it is not a PDF document (its header is missing)');
  const tail = text.slice(-1024);
  // `%%EOF` ends the file, give or take a line end and the padding some writers add.
  if (!/%%EOF[\r\n\s\0]*$/.test(tail)) return refused('it does not end as a PDF document ends (something follows its %%EOF, or it was cut off)');
  const start = /startxref\s+(\d+)\s+%%EOF[\r\n\s\0]*$/.exec(tail);
  if (!start) return refused('its cross-reference is missing');
  const at = Number(start[1]);
  const xref = text.slice(at, at + 64);
  // A table (`xref`) with a `trailer`, or a cross-reference stream (an object of type /XRef).
  const table = xref.startsWith('xref') && /trailer\s*<</.test(text.slice(at));
  const stream = /^\d+\s+\d+\s+obj\b/.test(xref) && /\/Type\s*\/XRef\b/.test(text.slice(at, at + 4096));
  if (!table && !stream) return refused('its cross-reference is not where it says');
  const lower = text.toLowerCase();
  const action = PDF_ACTIONS.find((name) => hasPdfName(lower, name));
  if (action) return refused('it carries a script or an action that a PDF reader would run');
  return { type: 'application/pdf' };
};

const u32 = (b: Uint8Array, at: number) => ((b[at]! << 24) >>> 0) + (b[at + 1]! << 16) + (b[at + 2]! << 8) + b[at + 3]!;
const u16 = (b: Uint8Array, at: number) => (b[at]! << 8) + b[at + 1]!;
const le24 = (b: Uint8Array, at: number) => b[at]! + (b[at + 1]! << 8) + (b[at + 2]! << 16);
const le32 = (b: Uint8Array, at: number) => le24(b, at) + b[at + 3]! * 0x1000000;

const sizeOk = (width: number, height: number) => width > 0 && height > 0 && width <= MAX_SIDE && height <= MAX_SIDE;

const PNG_END = [0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82];

const png = (b: Uint8Array): Content => {
  // The first chunk is IHDR, 13 bytes: width, height, then bit depth and the rest.
  if (b.length < 8 + 25 + PNG_END.length || u32(b, 8) !== 13 || latin1(b.subarray(12, 16)) !== 'IHDR') return refused('its PNG header is missing');
  if (!sizeOk(u32(b, 16), u32(b, 20))) return refused('its width or height is not a picture’s');
  const end = b.subarray(b.length - PNG_END.length);
  if (!PNG_END.every((byte, i) => end[i] === byte)) return refused('something follows the end of the picture, or it was cut off');
  return { type: 'image/png' };
};

/** JPEG markers that carry a frame's size (SOF0–SOF15, but DHT, JPG and DAC). */
const isStartOfFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);

const jpeg = (b: Uint8Array): Content => {
  let at = 2;
  let sized = false;
  // Walk the segments up to the start of scan: each is FF, a marker and a length that counts itself.
  while (at + 4 <= b.length && !sized) {
    if (b[at] !== 0xff) return refused('its JPEG segments are broken');
    const marker = b[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill bytes
      continue;
    }
    const length = u16(b, at + 2);
    if (isStartOfFrame(marker)) {
      if (!sizeOk(u16(b, at + 7), u16(b, at + 5))) return refused('its width or height is not a picture’s');
      sized = true;
    }
    if (marker === 0xda) break;
    at += 2 + length;
  }
  if (!sized) return refused('its JPEG header has no size');
  // What follows the picture is not refused: phones append a motion photo's video after a photo's end (Samsung, Pixel),
  // and a document photographed on one must still go in. The markers of a page or a script are refused anywhere.
  return { type: 'image/jpeg' };
};

const webp = (b: Uint8Array): Content => {
  // RIFF, the length of what follows it, WEBP, then the first chunk: VP8, VP8L or VP8X with the size.
  if (b.length < 30 || le32(b, 4) + 8 !== b.length)
    return refused('its length is not the one its header gives (something follows it, or it was cut off)');
  const chunk = latin1(b.subarray(12, 16));
  const [width, height] =
    chunk === 'VP8 '
      ? [u16le(b, 26) & 0x3fff, u16le(b, 28) & 0x3fff]
      : chunk === 'VP8L'
        ? [1 + ((b[21]! | (b[22]! << 8)) & 0x3fff), 1 + (((b[22]! >> 6) | (b[23]! << 2) | (b[24]! << 10)) & 0x3fff)]
        : chunk === 'VP8X'
          ? [1 + le24(b, 24), 1 + le24(b, 27)]
          : [0, 0];
  if (!sizeOk(width, height)) return refused('its WebP header has no picture size');
  return { type: 'image/webp' };
};

function u16le(b: Uint8Array, at: number): number {
  return b[at]! + (b[at + 1]! << 8);
}

const READERS: Record<string, (bytes: Uint8Array) => Content> = {
  'application/pdf': pdf,
  'image/png': png,
  'image/jpeg': jpeg,
  'image/webp': webp,
};

/** The type of a whole file, read as its type is built, or why it is refused. */
export const inspectContent = (bytes: Uint8Array): Content => {
  const type = sniffType(bytes.subarray(0, 16));
  if (!type) return refused('it is not a type the portal takes');
  const lower = latin1(bytes).toLowerCase();
  if (ACTIVE_MARKERS.some((marker) => lower.includes(marker))) return refused('it carries a web page or a script');
  return READERS[type]!(bytes);
};
