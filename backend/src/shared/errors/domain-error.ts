/** What kind of failure a domain error is; the exception filter maps each kind to one HTTP status. */
export type ErrorKind = 'not_found' | 'conflict' | 'invalid' | 'unauthenticated' | 'forbidden' | 'throttled' | 'payment' | 'bad_request' | 'unavailable';

/** Services throw these (never HttpException); `code` is stable, e.g. 'CATALOG.CITY_NOT_FOUND'. */
export class DomainError extends Error {
  constructor(
    readonly code: string,
    readonly kind: ErrorKind,
    message: string,
    readonly fields: Record<string, string[]> = {},
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

export class NotFoundError extends DomainError {
  constructor(code: string, message: string) {
    super(code, 'not_found', message);
  }
}

/** Per-field messages for a 422; `message` is the first one, as Laravel does. */
export class ValidationFailedError extends DomainError {
  constructor(fields: Record<string, string[]>) {
    super('VALIDATION.FAILED', 'invalid', summarise(fields), fields);
  }

  static forField(field: string, message: string): ValidationFailedError {
    return new ValidationFailedError({ [field]: [message] });
  }
}

function summarise(fields: Record<string, string[]>): string {
  const messages = Object.values(fields).flat();
  if (messages.length === 0) return 'The given data was invalid.';
  const more = messages.length - 1;
  return more > 0 ? `${messages[0]} (and ${more} more error${more > 1 ? 's' : ''})` : messages[0];
}
