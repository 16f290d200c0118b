// Named errors the domain code throws; functions/platform/http.ts maps each to its status code (spec §8).
import type { Refusal } from '@shared/refusal';

/** An error a client caused and can read: a stable dotted code and a sentence for a person. */
export class AppError extends Error {
  /** Further fields of the answer beside the message and code (a 409's `current` record). */
  details?: Record<string, unknown>;

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class ValidationError extends AppError {
  constructor(errors: Record<string, string[]>, message = 'The given data was invalid.') {
    super(422, 'validation.failed', message, errors);
  }
}

/** A 422 about one field, for rules zod cannot see (e.g. a wrong current password). */
export const fieldError = (field: string, text: string) => new ValidationError({ [field]: [text] }, text);

export class UnauthorizedError extends AppError {
  constructor(code = 'auth.unauthenticated', message = 'Unauthenticated.') {
    super(401, code, message);
  }
}

export class ForbiddenError extends AppError {
  constructor(code = 'auth.forbidden', message = 'You are not allowed to do this.') {
    super(403, code, message);
  }
}

export class NotFoundError extends AppError {
  constructor(code: string, message: string) {
    super(404, code, message);
  }
}

export class ConflictError extends AppError {
  constructor(code: string, message: string) {
    super(409, code, message);
  }
}

/** What existed for the caller but no longer answers (an expired link): 410, so a client can offer a new one. */
export class GoneError extends AppError {
  constructor(code: string, message: string) {
    super(410, code, message);
  }
}

export class PayloadTooLargeError extends AppError {
  constructor(code: string, message: string) {
    super(413, code, message);
  }
}

export class UnsupportedMediaTypeError extends AppError {
  constructor(code: string, message: string) {
    super(415, code, message);
  }
}

export class TooManyRequestsError extends AppError {
  constructor(
    code: string,
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(429, code, message);
  }
}

/** The error of a shared rule's refusal (shared/refusal.ts): 403 when it is not the caller's to do, 409 otherwise. */
export const refusalError = (refusal: Refusal): AppError =>
  refusal.kind === 'forbidden' ? new ForbiddenError(refusal.code, refusal.message) : new ConflictError(refusal.code, refusal.message);
