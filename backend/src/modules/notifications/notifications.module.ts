import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/index.js';
import { MailService } from './mail.service.js';
import { PasswordResetJobs } from './password-reset.jobs.js';

/** Renders and sends emails from jobs. Other modules announce facts; the jobs here turn them into mail. */
@Module({
  imports: [AuthModule],
  providers: [MailService, PasswordResetJobs],
  exports: [MailService],
})
export class NotificationsModule {}
