// Puts the server's verdict on a form next to the fields it names (spec §8, error model 422).
import type { UseFormSetError } from 'react-hook-form';
import { ApiError, isToastedError } from './api-client';

/**
 * Maps a 422's `errors` onto react-hook-form fields and its message onto the root error. Other refusals
 * the client did not toast (401 wrong password, 409, 429, ...) become the root error so the form shows them.
 */
export function applyServerErrors(setError: UseFormSetError<any>, error: unknown): void {
  if (!(error instanceof ApiError) || isToastedError(error)) return;
  for (const [field, messages] of Object.entries(error.body.errors ?? {})) {
    if (messages[0]) setError(field, { type: 'server', message: messages[0] });
  }
  setError('root.server', { type: 'server', message: error.message });
}
