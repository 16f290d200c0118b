// The one CSV writer of the exports (a family's forms, a person's timeline): RFC 4180 rows with CRLF, UTF-8 with a
// byte-order mark so spreadsheets read names right, and every cell defused against formula injection.

/**
 * A CSV cell (RFC 4180), defused: a text starting with `=`, `+`, `-`, `@`, a tab or a carriage return gets a leading
 * apostrophe, so a spreadsheet shows it instead of evaluating it (OWASP CSV injection).
 */
export const csvCell = (value: string): string => {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** One row of cells as a CSV line (without its line break). */
export const csvLine = (cells: readonly string[]): string => cells.map(csvCell).join(',');

/** The lines as a whole CSV file's bytes: byte-order mark, CRLF after every line. */
export const csvFile = (lines: readonly string[]): Uint8Array => new TextEncoder().encode(`\uFEFF${lines.map((line) => `${line}\r\n`).join('')}`);
