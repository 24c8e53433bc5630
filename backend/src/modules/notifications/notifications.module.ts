import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/index.js';
import { BookingModule } from '../booking/index.js';
import { CatalogModule } from '../catalog/index.js';
import { OperationsModule } from '../operations/index.js';
import { PaymentsModule } from '../payments/index.js';
import { PricingModule } from '../pricing/index.js';
import { BookingConfirmationJobs } from './booking-confirmation.jobs.js';
import { BookingLifecycleJobs } from './booking-lifecycle.jobs.js';
import { BookingReminderJobs } from './booking-reminder.jobs.js';
import { DriverStepsJobs } from './driver-steps.jobs.js';
import { MailService } from './mail.service.js';
import { PassMail } from './pass-mail.js';
import { TokenEmailJobs } from './token-email.jobs.js';
import { ClaimEmailJobs } from './claim-emails.jobs.js';
import { PointClosedJobs } from './point-closed.jobs.js';

/** Renders and sends emails from jobs. Other modules announce facts; the jobs here turn them into mail. */
@Module({
  imports: [AuthModule, BookingModule, CatalogModule, OperationsModule, PaymentsModule, PricingModule],
  providers: [MailService, PassMail, TokenEmailJobs, BookingConfirmationJobs, BookingLifecycleJobs, BookingReminderJobs, DriverStepsJobs, ClaimEmailJobs, PointClosedJobs],
  exports: [MailService],
})
export class NotificationsModule {}
