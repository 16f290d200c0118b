// The text of a PDF this renderer writes, read back: for the suites (unit and end to end) that check what a
// PDF says. The built-in Helvetica writes each line as a TJ array of WinAnsi bytes in hex; the embedded fallback
// font (fonts.ts) writes two-byte glyph ids, which its ToUnicode map turns back into letters. Content streams are
// deflated: inflate them and decode the lines in order, each in the font its `Tf` chose, so a label that wraps
// reads on as one phrase once white space is collapsed. Pure JS, so no machine needs poppler's pdftotext.
import { inflateSync } from 'node:zlib';

// WinAnsi is Latin-1 but for 0x80–0x9F, where it keeps typographic marks (a bullet, dashes, quotes).
const WIN_ANSI_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';
const winAnsi = (bytes: Buffer) => [...bytes].map((b) => (b >= 0x80 && b <= 0x9f ? WIN_ANSI_HIGH[b - 0x80] : String.fromCharCode(b))).join('');

type Decode = (hex: string) => string;

const inflated = (data: string): string | undefined => {
  try {
    return inflateSync(Buffer.from(data, 'latin1')).toString('latin1');
  } catch {
    return undefined; // not deflated: not a stream of this renderer
  }
};

/** Each object's dictionary and, when it has one, its inflated stream. */
const objectsOf = (pdf: string) =>
  new Map(
    [...pdf.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)].map((m) => {
      const [dictionary = '', stream] = m[2]!.split(/stream\r?\n/);
      return [m[1]!, { dictionary, stream: stream === undefined ? undefined : inflated(stream.replace(/\r?\nendstream\s*$/, '')) }] as const;
    }),
  );

const codePoints = (hex: string) => String.fromCodePoint(...(hex.match(/.{4}/g) ?? []).map((h) => parseInt(h, 16)));

/** A ToUnicode CMap's glyph-to-text map: its bfchar entries, and its bfrange entries in either form. */
const cmapOf = (cmap: string): Map<number, string> => {
  const map = new Map<number, string>();
  for (const [, entries] of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, from, to] of entries!.matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>/gi)) map.set(parseInt(from!, 16), codePoints(to!));
  }
  for (const [, entries] of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, from, to, first, list] of entries!.matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>\s*(?:<([0-9a-f]+)>|\[([^\]]*)\])/gi)) {
      const start = parseInt(from!, 16);
      const targets = list ? [...list.matchAll(/<([0-9a-f]+)>/gi)].map((t) => codePoints(t[1]!)) : [];
      for (let code = start; code <= parseInt(to!, 16); code++) {
        map.set(code, list ? (targets[code - start] ?? '') : String.fromCodePoint(parseInt(first!, 16) + code - start));
      }
    }
  }
  return map;
};

/** How to read the hex strings of each font resource (`/F3`): by its ToUnicode map, or as WinAnsi. */
const fontDecoders = (objects: ReturnType<typeof objectsOf>): Map<string, Decode> => {
  const decoders = new Map<string, Decode>();
  for (const { dictionary } of objects.values()) {
    const fonts = /\/Font\s*<<([^>]*)>>/.exec(dictionary)?.[1];
    for (const [, name, id] of fonts?.matchAll(/\/(\w+)\s+(\d+) 0 R/g) ?? []) {
      const unicodeId = /\/ToUnicode (\d+) 0 R/.exec(objects.get(id!)?.dictionary ?? '')?.[1];
      const cmap = unicodeId ? objects.get(unicodeId)?.stream : undefined;
      if (!cmap) continue;
      const map = cmapOf(cmap);
      decoders.set(name!, (hex) => (hex.match(/.{4}/g) ?? []).map((g) => map.get(parseInt(g, 16)) ?? '\ufffd').join(''));
    }
  }
  return decoders;
};

const ansi: Decode = (hex) => winAnsi(Buffer.from(hex, 'hex'));

export const pdfText = (pdf: Buffer): string => {
  const objects = objectsOf(pdf.toString('latin1'));
  const decoders = fontDecoders(objects);
  const lines: string[] = [];
  for (const { stream } of objects.values()) {
    if (!stream) continue;
    let decode = ansi;
    for (const op of stream.matchAll(/\/(\w+)\s+[\d.]+\s+Tf|\[([^\]]*)\]\s*TJ/g)) {
      if (op[1] !== undefined) {
        decode = decoders.get(op[1]) ?? ansi;
        continue;
      }
      lines.push(decode([...op[2]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => m[1]).join('')));
    }
  }
  return lines.join('\n');
};
