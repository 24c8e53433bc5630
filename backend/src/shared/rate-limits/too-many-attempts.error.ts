import { ERROR_KEYS } from '@luggage/contracts';
import { DomainError } from '../errors/domain-error.js';
import { message } from '../i18n/message.js';

/** 429 with Retry-After and the words the SPA shows, in the visitor's language. */
export class TooManyAttemptsError extends DomainError {
  constructor(retryAfterSeconds: number) {
    super('RATE_LIMITED', 'throttled', message(ERROR_KEYS.tooManyAttempts, { count: retryAfterSeconds }), {}, retryAfterSeconds);
  }
}
