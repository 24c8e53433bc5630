import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { JobRegistry } from '../../shared/queue/job-registry.js';
import { JobName, type JobPayloads, type JobResult } from '../../shared/queue/jobs.js';
import { PasswordResetService } from '../auth/index.js';
import { MailService } from './mail.service.js';
import { passwordResetTemplate } from './templates/password-reset.template.js';

/** PasswordResetRequested -> the email with the reset link, once per token, and only while the token is live. */
@Injectable()
export class PasswordResetJobs implements OnModuleInit {
  constructor(
    private readonly jobs: JobRegistry,
    private readonly resets: PasswordResetService,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.jobs.register(JobName.SendPasswordResetEmail, (event) => this.sendResetEmail(event));
  }

  private async sendResetEmail(event: JobPayloads[JobName.SendPasswordResetEmail]): Promise<JobResult> {
    // Used, expired or replaced by a newer request: that link would not work, so no email.
    const reset = await this.resets.pendingReset(event.tokenId, event.sealedToken);
    if (!reset) return 'skipped';
    const link = `${this.config.appUrl}/password-reset/${reset.token}?email=${encodeURIComponent(reset.email)}`;
    return this.mail.sendOnce(`password-reset-${event.tokenId}`, reset.email, passwordResetTemplate, {
      name: reset.name,
      link,
      minutes: reset.minutes,
    }, [], event.language);
  }
}
