import { AUTH_TEXTS } from '@luggage/contracts';
import { DomainError, ValidationFailedError } from '../../shared/errors/domain-error.js';
import { type Message, message } from '../../shared/i18n/message.js';

/** '45 seconds', '15 minutes': a wait the way a person says it. */
const waitInWords = (seconds: number): Message =>
  seconds < 90 ? message('errors:wait.seconds', { count: seconds }) : message('errors:wait.minutes', { count: Math.ceil(seconds / 60) });

export class UnauthenticatedError extends DomainError {
  constructor() {
    super('AUTH.UNAUTHENTICATED', 'unauthenticated', message('errors:account.unauthenticated'));
  }
}

export class NotAdminError extends DomainError {
  constructor() {
    super('AUTH.FORBIDDEN', 'forbidden', message('errors:account.unauthorized'));
  }
}

/** 429 with the message under the email field, as Fortify does, and Retry-After. */
export class LoginThrottledError extends DomainError {
  constructor(seconds: number) {
    const text = message('errors:account.loginThrottled', { count: seconds });
    super('AUTH.THROTTLED', 'throttled', text, { email: [text] }, seconds);
  }
}

/** 429 for "resend verification email": the message is the page's, in words, with Retry-After. */
export class VerificationThrottledError extends DomainError {
  constructor(seconds: number) {
    super('AUTH.VERIFICATION_THROTTLED', 'throttled', message('errors:account.verificationThrottled', { wait: waitInWords(seconds) }), {}, seconds);
  }
}

/** 429 for PUT /api/user/email, the message under the password field (the one being guessed), and Retry-After. */
export class EmailChangeThrottledError extends DomainError {
  constructor(seconds: number) {
    const text = message('errors:account.emailChangeThrottled', { wait: waitInWords(seconds) });
    super('AUTH.EMAIL_CHANGE_THROTTLED', 'throttled', text, { password: [text] }, seconds);
  }
}

/** 429 for DELETE /api/user, the message under the password field, and Retry-After. */
export class AccountDeletionThrottledError extends DomainError {
  constructor(seconds: number) {
    const text = message('errors:account.deletionThrottled', { wait: waitInWords(seconds) });
    super('AUTH.ACCOUNT_DELETION_THROTTLED', 'throttled', text, { password: [text] }, seconds);
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
    super('AUTH.ALREADY_VERIFIED', 'conflict', message('errors:account.alreadyVerified'));
  }
}

const account = (key: string) => message(`validation:account.${key}`);

export const failedLogin = () => ValidationFailedError.forField('email', account('failedLogin'));
export const emailTaken = () => ValidationFailedError.forField('email', account('emailTaken'));
export const invalidResetToken = () => ValidationFailedError.forField('email', account('invalidResetToken'));
export const wrongPassword = () => ValidationFailedError.forField('password', account('wrongPassword'));
export const sameEmail = () => ValidationFailedError.forField('email', account('sameEmail'));
export const badVerificationLink = (problem: 'invalidVerificationLink' | 'usedVerificationLink' | 'expiredVerificationLink') =>
  ValidationFailedError.forField('token', account(problem));
