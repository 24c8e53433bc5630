import { AUTH_TEXTS, tooManyAccountDeletions, tooManyEmailChanges, tooManyLoginAttempts, tooManyVerificationEmails } from '@luggage/contracts';
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

/** 429 for "resend verification email": the message is the page's, in words, with Retry-After. */
export class VerificationThrottledError extends DomainError {
  constructor(seconds: number) {
    super('AUTH.VERIFICATION_THROTTLED', 'throttled', tooManyVerificationEmails(seconds), {}, seconds);
  }
}

/** 429 for PUT /api/user/email, the message under the password field (the one being guessed), and Retry-After. */
export class EmailChangeThrottledError extends DomainError {
  constructor(seconds: number) {
    super('AUTH.EMAIL_CHANGE_THROTTLED', 'throttled', tooManyEmailChanges(seconds), { password: [tooManyEmailChanges(seconds)] }, seconds);
  }
}

/** 429 for DELETE /api/user, the message under the password field, and Retry-After. */
export class AccountDeletionThrottledError extends DomainError {
  constructor(seconds: number) {
    super('AUTH.ACCOUNT_DELETION_THROTTLED', 'throttled', tooManyAccountDeletions(seconds), { password: [tooManyAccountDeletions(seconds)] }, seconds);
  }
}

/** 409: the last admin may not delete their own account. */
export class LastAdminError extends DomainError {
  constructor() {
    super('AUTH.LAST_ADMIN', 'conflict', AUTH_TEXTS.lastAdmin);
  }
}

export class AlreadyVerifiedError extends DomainError {
  constructor() {
    super('AUTH.ALREADY_VERIFIED', 'conflict', AUTH_TEXTS.alreadyVerified);
  }
}

export const failedLogin = () => ValidationFailedError.forField('email', AUTH_TEXTS.failedLogin);
export const emailTaken = () => ValidationFailedError.forField('email', AUTH_TEXTS.emailTaken);
export const invalidResetToken = () => ValidationFailedError.forField('email', AUTH_TEXTS.invalidResetToken);
export const wrongPassword = () => ValidationFailedError.forField('password', AUTH_TEXTS.wrongPassword);
export const sameEmail = () => ValidationFailedError.forField('email', AUTH_TEXTS.sameEmail);
export const badVerificationLink = (message: string) => ValidationFailedError.forField('token', message);
