import { describe, expect, it } from 'vitest';
import { csvCell, csvFile, csvLine } from './csv';

describe('the CSV writer', () => {
  it.each([
    ['plain text', 'Ann Lee', 'Ann Lee'],
    ['a comma', 'Lee, Ann', '"Lee, Ann"'],
    ['a quote', 'the "best"', '"the ""best"""'],
    ['a line break', 'two\nlines', '"two\nlines"'],
    ['a formula', '=HYPERLINK("x")', `"'=HYPERLINK(""x"")"`],
    ['a leading plus', '+61 400', "'+61 400"],
    ['a leading at', '@sum', "'@sum"],
    ['a leading tab', '\tx', "'\tx"],
  ])('writes %s as a cell a spreadsheet shows as text', (_, value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('writes a file with a byte-order mark and CRLF after every line', () => {
    // Act
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(csvFile([csvLine(['Name', 'Role']), csvLine(['Ann', '-'])]));
    // Assess
    expect(text).toBe("\uFEFFName,Role\r\nAnn,'-\r\n");
  });
});
