// Letters beyond Helvetica's. The built-in PDF fonts cover Western European letters only: a student named
// Nguyễn, Ολυμπία or Анна read as mojibake. DejaVu Sans (fonts/, its licence beside it) covers Latin Extended
// (Vietnamese), Greek, Cyrillic, Arabic and Hebrew; every text style falls back to it glyph by glyph, so English
// stays in Helvetica and only the letters Helvetica lacks are drawn (and embedded) from DejaVu. Chinese, Japanese
// and Korean need a CJK font of several megabytes: not yet.
//
// The deploy bundle gets the fonts folder beside its index.mjs (infra/lib/portal-function.ts), which is where
// this module's URL points once bundled; from the sources, it is this folder's fonts/.
import { readFileSync } from 'node:fs';
import { Font } from '@react-pdf/renderer';

export const FALLBACK_FONT = 'DejaVu Sans';
export const FALLBACK_FONT_BOLD = 'DejaVu Sans Bold';

const FILES: [family: string, file: string][] = [
  [FALLBACK_FONT, 'DejaVuSans.ttf'],
  [FALLBACK_FONT_BOLD, 'DejaVuSans-Bold.ttf'],
];

let registered = false;

/** Registers the fallback fonts once per container: react-pdf loads each the first time a PDF needs it. */
export const registerFallbackFonts = (): void => {
  if (registered) return;
  for (const [family, file] of FILES) {
    const bytes = readFileSync(new URL(`./fonts/${file}`, import.meta.url));
    Font.register({ family, src: `data:font/ttf;base64,${bytes.toString('base64')}` });
  }
  registered = true;
};
