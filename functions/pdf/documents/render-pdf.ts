// The PDFs, rendered on the server with @react-pdf/renderer: a form (`GET /api/form/{id}/pdf`) from its family's
// definition, what form-content.ts says drawn by form-document.tsx; a short-course order's tax invoice
// (`GET /api/short-course-orders/{id}/pdf`), invoice-content.ts drawn by invoice-document.tsx (docs/decisions.md,
// "The PDF").
import { Font, renderToBuffer } from '@react-pdf/renderer';
import { formContent, type RenderFormPdfInput } from './form-content';
import { registerFallbackFonts } from './fonts';
import { FormDocument } from './form-document';
import { invoiceContent, type InvoiceInput } from './invoice-content';
import { InvoiceDocument } from './invoice-document';

export type { PdfFile, RenderFormPdfInput } from './form-content';

// Words wrap whole: no English hyphenation splits a name, an id or a USI. Only a token too long for its
// column (a long e-mail address) may break, after its punctuation or else every 16 characters; react-pdf marks
// such a break with a hyphen.
const LONG_WORD = 24;
export const breakLongWord = (word: string): string[] =>
  word.length <= LONG_WORD ? [word] : word.split(/(?<=[@./_])/).flatMap((part) => part.match(/.{1,16}/g) ?? []);
Font.registerHyphenationCallback(breakLongWord);

/** The form as an A4 PDF. */
export const renderFormPdf = async (input: RenderFormPdfInput): Promise<Buffer> => {
  registerFallbackFonts();
  return renderToBuffer(FormDocument({ content: formContent(input) }));
};

/** A short-course order as an A4 tax invoice. */
export const renderInvoicePdf = async (input: InvoiceInput): Promise<Buffer> => {
  registerFallbackFonts();
  return renderToBuffer(InvoiceDocument({ content: invoiceContent(input) }));
};
