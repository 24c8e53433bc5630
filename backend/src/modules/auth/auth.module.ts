import { Module } from '@nestjs/common';
import { AuthThrottle } from './auth-throttle.js';
import { AuthController } from './auth.controller.js';
import { AdminGuard, AuthenticatedGuard } from './auth.guards.js';
import { AuthLifecycle } from './auth.lifecycle.js';
import { AuthService } from './auth.service.js';
import { EmailVerificationController } from './email-verification.controller.js';
import { EmailVerificationService } from './email-verification.service.js';
import { PasswordResetService } from './password-reset.service.js';
import { SessionService } from './session.service.js';

/** Accounts, cookie sessions and CSRF. Other modules import it for the guards and the current user. */
@Module({
  controllers: [AuthController, EmailVerificationController],
  providers: [
    SessionService,
    AuthThrottle,
    AuthService,
    PasswordResetService,
    EmailVerificationService,
    AuthenticatedGuard,
    AdminGuard,
    AuthLifecycle,
  ],
  exports: [AuthThrottle, SessionService, PasswordResetService, EmailVerificationService, AuthenticatedGuard, AdminGuard],
})
export class AuthModule {}
