// Files the demo data and the suites attach: small, and built as their formats are, since the server reads an upload
// whole as its type is built (functions/platform/file-content.ts).

/** A PDF of these objects (the first the catalogue), with the cross-reference table, trailer and end a reader expects. */
export const pdfOf = (objects: readonly string[]): Buffer => {
  let text = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(text.length);
    text += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefAt = text.length;
  text += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n \n`).join('')}`;
  text += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(text, 'latin1');
};

/** A one-page PDF (A4, blank): a demo document's stand-in. */
export const ONE_PAGE_PDF = pdfOf([
  '<< /Type /Catalog /Pages 2 0 R >>',
  '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
  '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>',
]);
