// Puts the server's verdict on a form next to the fields it names (spec §8, error model 422).
import type { UseFormSetError } from 'react-hook-form';
import { ApiError, isToastedError } from './api-client';

/**
 * Maps a 422's `errors` onto react-hook-form fields. The message goes to `root.server` when no field
 * carries it (a 422 naming fields says it better field by field), and for the refusals the client does
 * not toast (401 wrong password, 404, 413, 429, ...), so the form always shows why it was refused.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any form's setError: field names are read from the server's answer
export function applyServerErrors(setError: UseFormSetError<any>, error: unknown): void {
  if (!(error instanceof ApiError) || isToastedError(error)) return;
  const fieldErrors = Object.entries(error.body.errors ?? {}).filter(([, messages]) => messages[0]);
  for (const [field, messages] of fieldErrors) setError(field, { type: 'server', message: messages[0] });
  if (fieldErrors.length === 0) setError('root.server', { type: 'server', message: error.message });
}

/** The first message the server gave each field of a refused request (a 422's `errors`): for forms kept in plain state. */
export function fieldErrorsOf(error: unknown): Record<string, string | undefined> {
  if (!(error instanceof ApiError)) return {};
  return Object.fromEntries(Object.entries(error.body.errors ?? {}).map(([field, messages]) => [field, messages[0]]));
}

/**
 * What a plain form says above its fields when the server refused it: the refusal's message when it named no field,
 * and what it said of any part of the request that no field of the form shows (a flag, a file), which would otherwise
 * be said nowhere; undefined when every problem sits on a field of the form (`shown`, the fields' names).
 */
export function refusalAbove(error: ApiError, fieldErrors: Record<string, string | undefined>, shown: ReadonlySet<string>): string | undefined {
  const named = Object.entries(fieldErrors).filter(([, message]) => message);
  const unshown = named.flatMap(([field, message]) => (shown.has(field) ? [] : [message!]));
  return named.length === 0 || unshown.length > 0 ? [error.message, ...unshown].join(' ') : undefined;
}
