import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { Language } from '@luggage/contracts';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { JobRegistry } from '../../shared/queue/job-registry.js';
import { JobName, type JobPayloads, type JobResult } from '../../shared/queue/jobs.js';
import { EmailVerificationService, PasswordResetService } from '../auth/index.js';
import { type MailTemplate, MailService } from './mail.service.js';
import { emailVerificationTemplate } from './templates/email-verification.template.js';
import { passwordResetTemplate } from './templates/password-reset.template.js';
import { staffInvitationTemplate } from './templates/staff-invitation.template.js';

type TokenJob = JobName.SendPasswordResetEmail | JobName.SendStaffInvitation | JobName.SendEmailVerification;

/** The email of a link that still works: to whom, and the template's context. */
interface LiveLink<C> {
  to: string;
  context: C;
}

/**
 * The emails that carry an account's one-time link: the password reset, the staff or driver invitation (set a
 * password) and the email verification. Each is sent once per token (its key names the job and the token), and only
 * while the token works: used, expired, replaced by a newer one, or (verification) the address changed since: no email.
 */
@Injectable()
export class TokenEmailJobs implements OnModuleInit {
  constructor(
    private readonly jobs: JobRegistry,
    private readonly links: PasswordResetService,
    private readonly verification: EmailVerificationService,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    const appUrl = this.config.appUrl;
    this.send(JobName.SendPasswordResetEmail, 'password-reset', passwordResetTemplate, async (event) => {
      const reset = await this.links.pendingReset(event.tokenId, event.sealedToken);
      if (!reset) return null;
      const link = `${appUrl}/password-reset/${reset.token}?email=${encodeURIComponent(reset.email)}`;
      return { to: reset.email, context: { name: reset.name, link, minutes: reset.minutes } };
    });
    this.send(JobName.SendStaffInvitation, 'staff-invitation', staffInvitationTemplate, async (event) => {
      const invitation = await this.links.pendingReset(event.tokenId, event.sealedToken, 'invitation');
      if (!invitation) return null;
      const link = `${appUrl}/set-password/${invitation.token}?email=${encodeURIComponent(invitation.email)}`;
      const joinedAs = invitation.role === 'driver' ? 'a driver' : invitation.role === 'partner' ? 'a partner' : 'staff';
      return { to: invitation.email, context: { name: invitation.name, joinedAs, link, days: Math.round(invitation.minutes / (24 * 60)) } };
    });
    this.send(JobName.SendEmailVerification, 'email-verification', emailVerificationTemplate, async (event) => {
      const pending = await this.verification.pendingVerification(event.tokenId, event.sealedToken);
      if (!pending) return null;
      const link = `${appUrl}/verify-email/${pending.token}`;
      return { to: pending.email, context: { name: pending.name, email: pending.email, link, hours: pending.hours } };
    });
  }

  /** Registers `job`: finds its live link and emails it once per token, in the language of the request that asked. */
  private send<J extends TokenJob, C>(job: J, key: string, template: MailTemplate<C>, find: (event: JobPayloads[J]) => Promise<LiveLink<C> | null>): void {
    this.jobs.register(job, async (event: JobPayloads[J]): Promise<JobResult> => {
      const live = await find(event);
      if (!live) return 'skipped';
      const language: Language | undefined = 'language' in event ? event.language : undefined;
      return this.mail.sendOnce(`${key}-${event.tokenId}`, live.to, template, live.context, [], language);
    });
  }
}
