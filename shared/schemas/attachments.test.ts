import { describe, expect, it } from 'vitest';
import { FileName } from './attachments';

describe('FileName', () => {
  it.each([
    ['a plain name', 'Passport scan.pdf', 'Passport scan.pdf'],
    ['a Windows path', 'C:\\Users\\sam\\Desktop\\transcript.pdf', 'transcript.pdf'],
    ['a path that climbs', '../../etc/passwd.pdf', 'passwd.pdf'],
    ['control characters', 'report\u0000\r\n.pdf', 'report.pdf'],
    ['letters beyond ASCII', 'Résumé 2026.pdf', 'Résumé 2026.pdf'],
  ])('keeps only the name of %s', (_, given, kept) => {
    expect(FileName.parse(given)).toBe(kept);
  });

  it.each([
    ['nothing', ''],
    ['a folder only', 'scans/'],
    ['only control characters', '\u0001\u0002'],
  ])('refuses %s', (_, given) => {
    expect(FileName.safeParse(given).success).toBe(false);
  });
});
