import { AUTH_TEXTS, tooManyLoginAttempts } from '@luggage/contracts';
import { DomainError, ValidationFailedError } from '../../shared/errors/domain-error.js';

export class UnauthenticatedError extends DomainError {
  constructor() {
    super('AUTH.UNAUTHENTICATED', 'unauthenticated', AUTH_TEXTS.unauthenticated);
  }
}

export class NotAdminError extends DomainError {
  constructor() {
    super('AUTH.FORBIDDEN', 'forbidden', AUTH_TEXTS.unauthorized);
  }
}

/** 429 with the message under the email field, as Fortify does, and Retry-After. */
export class LoginThrottledError extends DomainError {
  constructor(seconds: number) {
    super('AUTH.THROTTLED', 'throttled', tooManyLoginAttempts(seconds), { email: [tooManyLoginAttempts(seconds)] }, seconds);
  }
}

export const failedLogin = () => ValidationFailedError.forField('email', AUTH_TEXTS.failedLogin);
export const emailTaken = () => ValidationFailedError.forField('email', AUTH_TEXTS.emailTaken);
export const invalidResetToken = () => ValidationFailedError.forField('email', AUTH_TEXTS.invalidResetToken);
