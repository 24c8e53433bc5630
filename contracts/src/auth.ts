/** What the account screens and the auth API agree on (spec sections 3 and 7). */

/** GET /api/user: the signed-in user. */
export interface AuthUserView {
  id: number;
  name: string;
  email: string;
  admin: boolean;
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
  csrfMismatch: 'CSRF token mismatch.',
} as const;

export const tooManyLoginAttempts = (seconds: number) => `Too many login attempts. Please try again in ${seconds} seconds.`;
