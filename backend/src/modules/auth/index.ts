export { AuthModule } from './auth.module.js';
export { AdminGuard, AdminOnly, AuthenticatedGuard, CurrentUser } from './auth.guards.js';
export { SessionService, type AuthUser } from './session.service.js';
export { AuthThrottle, type ThrottleHit, type ThrottleLimit } from './auth-throttle.js';
export { PasswordResetService, type PendingReset } from './password-reset.service.js';
export { EmailVerificationService, type PendingVerification } from './email-verification.service.js';
export { ensureAdmin, AdminAccountError, type AdminAccount, type AdminOutcome } from './admin-accounts.js';
export { runningEmbeddedApi } from './embedded-api-marker.js';
