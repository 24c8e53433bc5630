import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { JobRegistry } from '../../shared/queue/job-registry.js';
import { JobName, type JobPayloads, type JobResult } from '../../shared/queue/jobs.js';
import { BookingService, manageUrl } from '../booking/index.js';
import { claimEmailFacts, type ClaimEmailFacts } from '../claims/index.js';
import { speechIn } from './booking-words.js';
import { MailService } from './mail.service.js';
import { type ClaimEmailStep, claimStepTemplate } from './templates/claim.templates.js';

/** Every step of a claim emails its customer once (keyed by the claim, the step and its message), in the booking's language. */
@Injectable()
export class ClaimEmailJobs implements OnModuleInit {
  constructor(
    private readonly jobs: JobRegistry,
    private readonly em: EntityManager,
    private readonly bookings: BookingService,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.jobs.register(JobName.SendClaimEmail, (event) => this.send(event));
  }

  private async send(event: JobPayloads[JobName.SendClaimEmail]): Promise<JobResult> {
    const [facts, found] = await Promise.all([claimEmailFacts(this.em.fork(), event.claimId, event.messageId), this.bookings.getWithManageToken(event.bookingId)]);
    if (!facts || !found) return 'skipped';
    const { booking, manageToken } = found;
    const { words, format } = speechIn(booking.language);
    const step = emailStep(event.step, facts);
    const paid = (pence: number) => (pence > 0 ? format.money(pence) : null);
    return this.mail.sendOnce(`claim-${facts.claimId}-${event.step}-${event.messageId ?? 0}`, booking.email, claimStepTemplate, {
      step,
      name: booking.fullName,
      reference: booking.reference,
      kind: words(`emails:claims.kinds.${facts.kind}`),
      message: event.step === 'decided' ? facts.reason : event.step === 'answered' ? null : facts.message,
      payout: event.step === 'decided' && facts.payoutPence ? format.money(facts.payoutPence) : null,
      toCard: paid(facts.cardRefundPence),
      byTransfer: paid(facts.bankTransferPence),
      manageLink: manageToken ? manageUrl(this.config.appUrl, manageToken) : null,
      contactEmail: this.config.contactEmail,
    }, [], booking.language);
  }
}

function emailStep(step: JobPayloads[JobName.SendClaimEmail]['step'], facts: ClaimEmailFacts): ClaimEmailStep {
  if (step !== 'decided') return step;
  return facts.status === 'accepted' || facts.status === 'partly_accepted' ? facts.status : 'rejected';
}
