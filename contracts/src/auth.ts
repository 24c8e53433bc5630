/** What the account screens and the auth API agree on (spec sections 3 and 7). */

/**
 * What a user may do: book (customer), check bookings in at their points (staff), collect and deliver bags in their
 * cities (driver), book for their guests (partner: a hotel or a host), run everything (admin).
 */
export const USER_ROLES = ['customer', 'staff', 'driver', 'partner', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** GET /api/user: the signed-in user. */
export interface AuthUserView {
  id: number;
  name: string;
  email: string;
  role: UserRole;
  /** The spec's admin flag: `role === 'admin'`. */
  admin: boolean;
  /** True once the account's current email address was proven by its emailed link (admins count as verified). */
  emailVerified: boolean;
}

/** POST /login */
export interface LoginRequest {
  email: string;
  password: string;
}

/** POST /register */
export interface RegisterRequest {
  name: string;
  email: string;
  password: string;
  password_confirmation: string;
}

/** POST /forgot-password */
export interface ForgotPasswordRequest {
  email: string;
}

/** POST /reset-password */
export interface ResetPasswordRequest {
  email: string;
  token: string;
  password: string;
  password_confirmation: string;
}

/** POST /api/email/verify: the token from the emailed /verify-email/{token} link. */
export interface VerifyEmailRequest {
  token: string;
}

/** PUT /api/user/email: the new address, confirmed with the current password. */
export interface ChangeEmailRequest {
  email: string;
  password: string;
}

/** DELETE /api/user: the account goes, confirmed with the current password. */
export interface DeleteAccountRequest {
  password: string;
}

/** The answer of POST /forgot-password and POST /reset-password. */
export interface StatusResponse {
  status: string;
}

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;

/** Server texts of the auth screens, word for word. */
export const AUTH_TEXTS = {
  resetLinkSent: 'We have emailed your password reset link.',
  passwordReset: 'Your password has been reset.',
  failedLogin: 'These credentials do not match our records.',
  emailTaken: 'The email has already been taken.',
  invalidResetToken: 'This password reset token is invalid.',
  passwordConfirmation: 'The password field confirmation does not match.',
  unauthenticated: 'Unauthenticated.',
  unauthorized: 'This action is unauthorized.',
  verificationSent: 'We have emailed you a new verification link.',
  emailVerified: 'Your email address has been verified.',
  alreadyVerified: 'Your email address is already verified.',
  invalidVerificationLink: 'This verification link is invalid. It may have been replaced by a newer one.',
  usedVerificationLink: 'This verification link has already been used.',
  expiredVerificationLink: 'This verification link has expired.',
  wrongPassword: 'The password is incorrect.',
  sameEmail: 'This is already your email address.',
  lastAdmin: 'You are the only admin. Make another admin first, or the service would have nobody to run it.',
} as const;

