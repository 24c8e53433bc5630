import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { JobRegistry } from '../../shared/queue/job-registry.js';
import { JobName, type JobPayloads, type JobResult } from '../../shared/queue/jobs.js';
import { PasswordResetService } from '../auth/index.js';
import { MailService } from './mail.service.js';
import { staffInvitationTemplate } from './templates/staff-invitation.template.js';

/** StaffInvited -> the email with the set-password link (staff or driver), once per invitation, and only while it is live. */
@Injectable()
export class StaffInvitationJobs implements OnModuleInit {
  constructor(
    private readonly jobs: JobRegistry,
    private readonly links: PasswordResetService,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.jobs.register(JobName.SendStaffInvitation, (event) => this.sendInvitation(event));
  }

  private async sendInvitation(event: JobPayloads[JobName.SendStaffInvitation]): Promise<JobResult> {
    const invitation = await this.links.pendingReset(event.tokenId, event.sealedToken, 'invitation');
    if (!invitation) return 'skipped';
    const link = `${this.config.appUrl}/set-password/${invitation.token}?email=${encodeURIComponent(invitation.email)}`;
    return this.mail.sendOnce(`staff-invitation-${event.tokenId}`, invitation.email, staffInvitationTemplate, {
      name: invitation.name,
      joinedAs: invitation.role === 'driver' ? 'a driver' : 'staff',
      link,
      days: Math.round(invitation.minutes / (24 * 60)),
    });
  }
}
