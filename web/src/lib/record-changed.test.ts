// @vitest-environment node
// A save overtaken by someone else's (record-changed.ts): the person's changes go on the newer version, field by field.
import { describe, expect, it, vi } from 'vitest';

vi.mock('@mantine/notifications', () => ({ notifications: { show: vi.fn() } }));
vi.mock('@mantine/modals', () => ({ modals: { openConfirmModal: vi.fn() } }));

const { ApiError, isToastedError } = await import('./api-client');
const { fieldHeading, mergeEdits, recordChangedIn, shownValue } = await import('./record-changed');

const started = { name: 'Diploma of Business', tuition_fee: 9500, intakes: ['2027-02-01'], revision: 3 };

describe('mergeEdits', () => {
  it('puts the fields the person changed on their version and keeps theirs elsewhere, at their revision', () => {
    // Prepare
    const mine = { ...started, name: 'Diploma of Leadership' };
    const theirs = { ...started, tuition_fee: 9900, revision: 4 };
    // Act
    const { merged, fields, theirsChanged } = mergeEdits(started, mine, theirs);
    // Assess
    expect(merged).toEqual({ name: 'Diploma of Leadership', tuition_fee: 9900, intakes: ['2027-02-01'], revision: 4 });
    expect(fields).toEqual([
      { field: 'name', theirs: 'Diploma of Business', mine: 'Diploma of Leadership', mineChanged: true, both: false },
      { field: 'tuition_fee', theirs: 9900, mine: 9500, mineChanged: false, both: false },
    ]);
    expect(theirsChanged).toBe(true);
  });

  it('keeps the person value where both changed a field, and says both did', () => {
    // Prepare
    const mine = { ...started, intakes: ['2027-02-01', '2027-07-05'] };
    const theirs = { ...started, intakes: [], revision: 4 };
    // Act
    const { merged, fields } = mergeEdits(started, mine, theirs);
    // Assess
    expect(merged.intakes).toEqual(['2027-02-01', '2027-07-05']);
    expect(fields).toEqual([{ field: 'intakes', theirs: [], mine: ['2027-02-01', '2027-07-05'], mineChanged: true, both: true }]);
  });

  it('lists no field both made the same, and says when their save changed nothing the form shows', () => {
    // Prepare
    const mine = { ...started, name: 'Same Name' };
    const same = { ...started, name: 'Same Name', revision: 4 };
    const untouched = { ...started, revision: 4 };
    // Act
    const both = mergeEdits(started, mine, same);
    const elsewhere = mergeEdits(started, mine, untouched);
    // Assess
    expect(both.fields).toEqual([]);
    expect(both.theirsChanged).toBe(true);
    expect(elsewhere.theirsChanged).toBe(false);
    expect(elsewhere.merged).toEqual({ ...mine, revision: 4 });
  });
});

describe('recordChangedIn', () => {
  const answer = {
    message: 'Morgan Admin saved this after you opened it.',
    code: 'record.changed',
    changed_by: { id: 'u1', name: 'Morgan Admin' },
    changed_at: '2026-11-29T04:00:00.000Z',
    current: { id: 'c1', revision: 4 },
  };

  it('reads the 409 an overtaken save answers, which the API client leaves to the form', () => {
    // Prepare
    const error = new ApiError(409, answer);
    // Act
    const read = recordChangedIn(error);
    // Assess
    expect(read).toEqual(answer);
    expect(isToastedError(error)).toBe(false);
  });

  it.each([
    ['another conflict', new ApiError(409, { message: 'In use.', code: 'course.in_use' })],
    ['a 409 without the record', new ApiError(409, { message: 'Changed.', code: 'record.changed' })],
    ['a validation error', new ApiError(422, { message: 'Invalid.', code: 'validation.failed' })],
    ['not an API error', new Error('boom')],
  ])('answers nothing for %s', (_case, error) => {
    expect(recordChangedIn(error)).toBeUndefined();
  });
});

describe('the words of the dialog', () => {
  it.each([
    ['national_code', 'National code'],
    ['name', 'Name'],
  ])('heads %s as "%s"', (field, heading) => {
    expect(fieldHeading(field)).toBe(heading);
  });

  it.each([
    ['', '(empty)'],
    [null, '(empty)'],
    [true, 'Yes'],
    [[], '(none)'],
    [['face-to-face', 'online'], 'face-to-face, online'],
    [[{ title: 'BSB' }, { title: 'TAE' }], '2 entries'],
    [9500, '9500'],
  ])('shows %j as %s', (value, shown) => {
    expect(shownValue(value)).toBe(shown);
  });
});
