// @vitest-environment node
// The form half of the mutation-error policy (use-server-form.ts): what the server said lands where the person reads it.
import { describe, expect, it, vi } from 'vitest';

vi.mock('@mantine/notifications', () => ({ notifications: { show: vi.fn() } }));
vi.mock('@mantine/modals', () => ({ modals: { openConfirmModal: vi.fn() } }));

const { ApiError } = await import('./api-client');
const { applyServerErrors, refusalAbove } = await import('./form-errors');

const errorsOn = (error: unknown) => {
  const setError = vi.fn();
  applyServerErrors(setError, error);
  return Object.fromEntries(setError.mock.calls.map(([field, { message }]) => [field, message]));
};

describe('applyServerErrors', () => {
  it("puts a 422's first message for each field on that field", () => {
    const error = new ApiError(422, {
      message: 'The given data was invalid.',
      errors: { email: ['Taken', 'Too long'], 'locations.0.intakes': ['Add a date'] },
    });
    expect(errorsOn(error)).toEqual({ email: 'Taken', 'locations.0.intakes': 'Add a date' });
  });

  it.each([
    ['a wrong password (401)', new ApiError(401, { message: 'These credentials do not match our records.', code: 'auth.invalid_credentials' })],
    ['a record gone meanwhile (404)', new ApiError(404, { message: 'No such user.' })],
    ['too many tries (429)', new ApiError(429, { message: 'Too many attempts. Try again in 1 minute.' })],
  ])('puts %s above the form', (_case, error) => {
    expect(errorsOn(error)).toEqual({ 'root.server': error.message });
  });

  it.each([
    ['a conflict (409)', new ApiError(409, { message: 'In use.' })],
    ['a refusal (403)', new ApiError(403, { message: 'Not allowed.' })],
    ['a server failure (500)', new ApiError(500, { message: 'Oops.' })],
    ['no connection', new ApiError(0, { message: 'Nothing was sent.' })],
  ])('leaves %s to the toast the API client showed', (_case, error) => {
    expect(errorsOn(error)).toEqual({});
  });
});

describe('refusalAbove', () => {
  const invalid = (errors: Record<string, string[]>) => new ApiError(422, { message: 'The given data was invalid.', errors });
  const firstOf = (errors: Record<string, string[]>) => Object.fromEntries(Object.entries(errors).map(([field, [message]]) => [field, message]));
  const above = (errors: Record<string, string[]>, shown: string[]) => refusalAbove(invalid(errors), firstOf(errors), new Set(shown));

  it('says nothing above the form when every problem sits on a field of it', () => {
    expect(above({ body: ['Write a message'] }, ['body', ''])).toBeUndefined();
  });

  it('says above the form what the server said of a part no field shows, beside the fields it names', () => {
    expect(above({ body: ['Write a message'], internal: ['Say whether this is an internal note'] }, ['body'])).toBe(
      'The given data was invalid. Say whether this is an internal note',
    );
  });

  it('says the refusal itself when it names no field', () => {
    expect(refusalAbove(new ApiError(404, { message: 'No such ticket.' }), {}, new Set(['body']))).toBe('No such ticket.');
  });
});
