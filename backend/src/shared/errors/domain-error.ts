import { DEFAULT_LANGUAGE, type Language } from '@luggage/contracts';
import { localise, message, type Text } from '../i18n/message.js';

/** What kind of failure a domain error is; the exception filter maps each kind to one HTTP status. */
export type ErrorKind = 'not_found' | 'conflict' | 'invalid' | 'unauthenticated' | 'forbidden' | 'throttled' | 'payment' | 'bad_request' | 'unavailable' | 'too_large';

/**
 * Services throw these (never HttpException); `code` is stable, e.g. 'CATALOG.CITY_NOT_FOUND'. The texts are
 * Messages (catalogue keys) where a customer reads them, translated by the error filter for the request; the
 * Error's own message is the English, for logs.
 */
export class DomainError extends Error {
  constructor(
    readonly code: string,
    readonly kind: ErrorKind,
    readonly text: Text,
    readonly fields: Record<string, Text[]> = {},
    readonly retryAfterSeconds?: number,
  ) {
    super(localise(text));
  }

  messageIn(language: Language): string {
    return localise(this.text, language);
  }

  fieldsIn(language: Language): Record<string, string[]> {
    return Object.fromEntries(Object.entries(this.fields).map(([field, texts]) => [field, texts.map((text) => localise(text, language))]));
  }
}

export class NotFoundError extends DomainError {
  constructor(code: string, message: Text) {
    super(code, 'not_found', message);
  }
}

/**
 * Per-field messages for a 422; `message` is the first one, as Laravel does. The validation pipe throws it for what
 * the DTOs' rules (shared/validation/rules.ts) refuse: everything that can be judged from the request alone. A service
 * throws it (forField) only for what needs the database's state: the email is taken, the point is full, the city is
 * not in the catalog, nothing is left to refund. Anything else a service refuses is a DomainError with its own code.
 */
export class ValidationFailedError extends DomainError {
  constructor(fields: Record<string, Text[]>) {
    super('VALIDATION.FAILED', 'invalid', '', fields);
    this.message = this.messageIn(DEFAULT_LANGUAGE);
  }

  static forField(field: string, text: Text): ValidationFailedError {
    return new ValidationFailedError({ [field]: [text] });
  }

  override messageIn(language: Language): string {
    const messages = Object.values(this.fieldsIn(language)).flat();
    if (messages.length === 0) return localise(message('validation:summary.invalid'), language);
    const more = messages.length - 1;
    return more > 0 ? localise(message('validation:summary.more', { first: messages[0], count: more }), language) : messages[0];
  }
}
