import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { JobRegistry } from '../../shared/queue/job-registry.js';
import { JobName, type JobResult } from '../../shared/queue/jobs.js';
import { BookingService, type BookingView, manageUrl } from '../booking/index.js';
import { invoicePdfUrl } from '../invoicing/index.js';
import { ReminderScheduler } from '../operations/index.js';
import { sameDayStayOf } from '@luggage/contracts';
import { bagProtectionText, type EmailSpeech, emailLegs, emailPriceLines, emailSameDay, type ItemNames, itemTitle, policyText, speechIn, stayText } from './booking-words.js';
import { MailService } from './mail.service.js';
import { PassMail } from './pass-mail.js';
import { runConfirmationStatement } from './confirmation-statement.js';
import { confirmationTermsOf } from './confirmation-terms.js';
import { wordsIn } from './email-words.js';
import { type BookingConfirmationContext, bookingConfirmationTemplate, confirmationSubject } from './templates/booking-confirmation.template.js';

/**
 * BookingConfirmed -> the booking's reminders, then the confirmation email, once per booking however often the job
 * runs (one job reading the booking once, instead of one job for each); and the email again when an operator asks.
 * The reminders commit before the send (confirmation-statement.ts), so an address that refuses the email does not
 * cost the booking its reminders.
 */
@Injectable()
export class BookingConfirmationJobs implements OnModuleInit {
  constructor(
    private readonly jobs: JobRegistry,
    private readonly bookings: BookingService,
    private readonly em: EntityManager,
    private readonly mail: MailService,
    private readonly passMail: PassMail,
    private readonly reminders: ReminderScheduler,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.jobs.register(JobName.SendBookingConfirmation, ({ bookingId }) => this.send(bookingId, `booking-confirmation-${bookingId}`, true));
    this.jobs.register(JobName.ResendBookingConfirmation, ({ bookingId, requestId }) => this.send(bookingId, `booking-confirmation-${bookingId}-resend-${requestId}`, false));
  }

  private async send(bookingId: number, key: string, scheduleReminders: boolean): Promise<JobResult> {
    const found = await this.bookings.getWithManageToken(bookingId);
    if (!found) return 'skipped';
    const { booking, manageToken } = found;
    const claim = { key, to: booking.email, subject: confirmationSubject(booking, wordsIn(booking.language)) };
    const row = await runConfirmationStatement(this.em, { id: booking.id, pointId: booking.location.id }, {
      reminders: scheduleReminders ? this.reminders.remindersPart(booking) : null,
      pass: this.passMail.passPart(booking),
      claim: this.mail.claimPart(claim.key, claim.to, claim.subject),
    });
    if (row.claim === null) return 'skipped';
    const speech = speechIn(booking.language);
    const { policy, coverPerBagPence, instructions, itemNames, pointHours, receipt } = confirmationTermsOf(row, booking.language);
    const sameDay = sameDayStayOf(booking, pointHours);
    const { pass, attachments } = await this.passMail.partsFrom(booking, row.pin_sealed, { calendar: true, sameDay });
    const context = toConfirmationContext(booking, speech, this.config.contactEmail, itemNames, {
      sameDay: emailSameDay(speech, sameDay, booking.location),
      manageLink: manageToken ? manageUrl(this.config.appUrl, manageToken) : null,
      invoiceLink: manageToken ? invoicePdfUrl(this.config.appUrl, manageToken) : null,
      receipt,
      policy: policyText(speech, policy),
      bagProtection: bagProtectionText(speech, coverPerBagPence),
      pass,
      instructions,
    });
    return this.mail.sendClaimed(claim, bookingConfirmationTemplate, context, attachments, booking.language);
  }
}

export function toConfirmationContext(
  booking: BookingView,
  speech: EmailSpeech,
  contactEmail: string,
  itemNames: ItemNames,
  extra: Pick<BookingConfirmationContext, 'manageLink' | 'invoiceLink' | 'receipt' | 'policy' | 'bagProtection' | 'pass' | 'instructions' | 'sameDay'>,
): BookingConfirmationContext {
  const { money } = speech.format;
  return {
    name: booking.fullName,
    reference: booking.reference,
    items: booking.items.map((item) => ({ title: itemTitle(speech, item, itemNames), amount: item.amount, unitPrice: booking.nights === 0 ? null : money(item.unitPricePence) })),
    nights: stayText(speech, booking.nights),
    legs: emailLegs(speech, booking.legs),
    // On a partner's account nothing was paid by the guest: the total is said as owed by the business that booked.
    price: emailPriceLines(speech, booking, booking.billedToPartner ? 'emails:confirmation.totalOnAccount' : 'emails:confirmation.totalPaid'),
    haveItReady: speech.words(booking.legs[0]?.kind === 'address' ? 'emails:confirmation.haveItReadyForDriver' : 'emails:confirmation.haveItReady'),
    ...extra,
    contactEmail,
  };
}
