// fontkit's Brotli decoder, as the pdf function's bundle sees it (infra/lib/portal-function.ts aliases
// `brotli/decompress.js` here). Brotli only unpacks WOFF2 fonts, and its dictionary alone is 450 KB of the
// bundle; the PDFs use pdfkit's built-in fonts and a TTF fallback (fonts.ts): a font embedded later should be a
// TTF or WOFF too.
export default function decompress(): never {
  throw new Error('WOFF2 fonts are not supported in the PDF renderer: embed the TTF or WOFF version of the font');
}
