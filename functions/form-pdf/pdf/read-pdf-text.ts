// The text of a PDF this renderer writes, read back: for the suites (unit and end to end) that check what a
// PDF says. The built-in Helvetica writes each line as a TJ array of WinAnsi bytes in hex, in content streams
// that are deflated: inflate them and decode the lines in order, so a label that wraps reads on as one phrase
// once white space is collapsed. Pure JS, so no machine needs poppler's pdftotext.
import { inflateSync } from 'node:zlib';

// WinAnsi is Latin-1 but for 0x80–0x9F, where it keeps typographic marks (a bullet, dashes, quotes).
const WIN_ANSI_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';
const winAnsi = (bytes: Buffer) => [...bytes].map((b) => (b >= 0x80 && b <= 0x9f ? WIN_ANSI_HIGH[b - 0x80] : String.fromCharCode(b))).join('');
export const pdfText = (pdf: Buffer): string => {
  const lines: string[] = [];
  for (const match of pdf.toString('latin1').matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1]!, 'latin1')).toString('latin1');
    } catch {
      continue; // not deflated: not a content stream of this renderer
    }
    for (const tj of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const hex = [...tj[1]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => m[1]).join('');
      lines.push(winAnsi(Buffer.from(hex, 'hex')));
    }
  }
  return lines.join('\n');
};
