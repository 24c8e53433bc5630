import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/app-config.js';
import { AccountDeletionService } from './account-deletion.service.js';
import { AuthThrottle } from './auth-throttle.js';
import { AuthController } from './auth.controller.js';
import { AuthenticatedGuard } from './auth.guards.js';
import { AuthLifecycle } from './auth.lifecycle.js';
import { AuthService } from './auth.service.js';
import { DeviceCookies } from './device-cookie.js';
import { EmailVerificationController } from './email-verification.controller.js';
import { EmailVerificationService } from './email-verification.service.js';
import { LocalAuthGuard, LocalStrategy } from './local.strategy.js';
import { PasswordHasher } from './password-hasher.js';
import { PasswordResetService } from './password-reset.service.js';
import { SessionService } from './session.service.js';
import { SessionStrategy } from './session.strategy.js';
import { StaffAssignments } from './staff-assignments.js';
import { StaffService } from './staff.service.js';
import { PartnerAccounts } from './partner-accounts.js';

/** Accounts, cookie sessions (checked by passport strategies) and CSRF. Other modules import it for the guards and the current user. */
@Module({
  imports: [PassportModule.register({ session: false })],
  controllers: [AuthController, EmailVerificationController],
  providers: [
    { provide: PasswordHasher, useFactory: (config: AppConfig) => new PasswordHasher(config.passwordScryptLn), inject: [APP_CONFIG] },
    SessionService,
    AuthThrottle,
    AuthService,
    DeviceCookies,
    PasswordResetService,
    EmailVerificationService,
    LocalStrategy,
    SessionStrategy,
    LocalAuthGuard,
    AuthenticatedGuard,
    AuthLifecycle,
    StaffService,
    StaffAssignments,
    PartnerAccounts,
    AccountDeletionService,
  ],
  exports: [AccountDeletionService, AuthThrottle, SessionService, PasswordResetService, EmailVerificationService, PassportModule, AuthenticatedGuard, StaffService, StaffAssignments, PartnerAccounts],
})
export class AuthModule {}
