import { tooManyAttempts } from '@luggage/contracts';
import { DomainError } from '../errors/domain-error.js';

/** 429 with Retry-After and the words the SPA shows. */
export class TooManyAttemptsError extends DomainError {
  constructor(retryAfterSeconds: number) {
    super('RATE_LIMITED', 'throttled', tooManyAttempts(retryAfterSeconds), {}, retryAfterSeconds);
  }
}
