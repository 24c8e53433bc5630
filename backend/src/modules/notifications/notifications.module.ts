import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/index.js';
import { BookingModule } from '../booking/index.js';
import { PaymentsModule } from '../payments/index.js';
import { PricingModule } from '../pricing/index.js';
import { BookingConfirmationJobs } from './booking-confirmation.jobs.js';
import { BookingLifecycleJobs } from './booking-lifecycle.jobs.js';
import { EmailVerificationJobs } from './email-verification.jobs.js';
import { MailService } from './mail.service.js';
import { PasswordResetJobs } from './password-reset.jobs.js';

/** Renders and sends emails from jobs. Other modules announce facts; the jobs here turn them into mail. */
@Module({
  imports: [AuthModule, BookingModule, PaymentsModule, PricingModule],
  providers: [MailService, PasswordResetJobs, EmailVerificationJobs, BookingConfirmationJobs, BookingLifecycleJobs],
  exports: [MailService],
})
export class NotificationsModule {}
