import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { JobRegistry } from '../../shared/queue/job-registry.js';
import { JobName, type JobPayloads, type JobResult } from '../../shared/queue/jobs.js';
import { EmailVerificationService } from '../auth/index.js';
import { MailService } from './mail.service.js';
import { emailVerificationTemplate } from './templates/email-verification.template.js';

/** EmailVerificationRequested -> the email with the /verify-email link, once per token, and only while it works. */
@Injectable()
export class EmailVerificationJobs implements OnModuleInit {
  constructor(
    private readonly jobs: JobRegistry,
    private readonly verification: EmailVerificationService,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.jobs.register(JobName.SendEmailVerification, (event) => this.send(event));
  }

  private async send(event: JobPayloads[JobName.SendEmailVerification]): Promise<JobResult> {
    // Used, expired, replaced by a newer link, or the account's address changed since: that link would not work.
    const pending = await this.verification.pendingVerification(event.tokenId, event.sealedToken);
    if (!pending) return 'skipped';
    return this.mail.sendOnce(`email-verification-${event.tokenId}`, pending.email, emailVerificationTemplate, {
      name: pending.name,
      email: pending.email,
      link: `${this.config.appUrl}/verify-email/${pending.token}`,
      hours: pending.hours,
    }, [], event.language);
  }
}
