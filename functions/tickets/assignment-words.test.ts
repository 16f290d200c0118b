import { describe, expect, it } from 'vitest';
import { assignedSummary } from './assignment-words';

const morgan = { id: 'u-1', name: 'Morgan Admissions' };
const alex = { id: 'u-2', name: 'Alex Support' };
const sam = { id: 'u-3', name: 'Sam Desk' };

describe('assignedSummary', () => {
  it('says that someone took the ticket, never that they assigned themselves by name', () => {
    expect(assignedSummary(morgan, [morgan])).toBe('Morgan Admissions took the ticket.');
    expect(assignedSummary(morgan, [morgan, alex])).toBe('Morgan Admissions took the ticket with Alex Support.');
  });

  it('names the others put on it', () => {
    expect(assignedSummary(morgan, [alex])).toBe('Morgan Admissions assigned Alex Support.');
    expect(assignedSummary(morgan, [alex, sam])).toBe('Morgan Admissions assigned Alex Support and Sam Desk.');
  });
});
