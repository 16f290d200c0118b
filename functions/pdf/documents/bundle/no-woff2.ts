// fontkit's Brotli decoder, as the forms function's bundle sees it (infra/lib/portal-function.ts aliases
// `brotli/decompress.js` here). Brotli only unpacks WOFF2 fonts, and its dictionary alone is 450 KB of the
// bundle; the PDFs use pdfkit's built-in fonts, and a font the portal embeds later should be a TTF or WOFF.
export default function decompress(): never {
  throw new Error('WOFF2 fonts are not supported in the PDF renderer: embed the TTF or WOFF version of the font');
}
