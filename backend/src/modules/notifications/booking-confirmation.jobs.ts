import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { legLineTerm, type LegView, type PriceLine, priceLines } from '@luggage/contracts';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { JobRegistry } from '../../shared/queue/job-registry.js';
import { JobName, type JobResult } from '../../shared/queue/jobs.js';
import { BookingService, type BookingView, manageUrl } from '../booking/index.js';
import { ReminderScheduler } from '../operations/index.js';
import { bagProtectionText, type EmailSpeech, feeLabel, nightsText, policyText, speechIn } from './booking-words.js';
import { MailService } from './mail.service.js';
import { PassMail } from './pass-mail.js';
import { runConfirmationStatement } from './confirmation-statement.js';
import { confirmationTermsOf } from './confirmation-terms.js';
import { wordsIn } from './email-words.js';
import { type BookingConfirmationContext, bookingConfirmationTemplate, type ConfirmationLeg, confirmationSubject } from './templates/booking-confirmation.template.js';

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
    const row = await runConfirmationStatement(this.em, booking.location.id, {
      reminders: scheduleReminders ? this.reminders.remindersPart(booking) : null,
      pass: this.passMail.passPart(booking),
      claim: this.mail.claimPart(claim.key, claim.to, claim.subject),
    });
    if (row.claim === null) return 'skipped';
    const speech = speechIn(booking.language);
    const { policy, coverPerBagPence, instructions } = confirmationTermsOf(row, booking.language);
    const { pass, attachments } = await this.passMail.partsFrom(booking, row.pin_sealed, { calendar: true });
    const context = toConfirmationContext(booking, speech, this.config.contactEmail, {
      manageLink: manageToken ? manageUrl(this.config.appUrl, manageToken) : null,
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
  extra: Pick<BookingConfirmationContext, 'manageLink' | 'policy' | 'bagProtection' | 'pass' | 'instructions'>,
): BookingConfirmationContext {
  const { money } = speech.format;
  return {
    name: booking.fullName,
    reference: booking.reference,
    items: booking.items.map((item) => ({ title: item.title, amount: item.amount, unitPrice: money(item.unitPricePence) })),
    nights: nightsText(speech, booking.nights),
    legs: booking.legs.map((leg) => confirmationLeg(speech, leg)),
    price: priceLines(booking).map((line) => priceLine(speech, line)),
    haveItReady: speech.words(booking.legs[0]?.kind === 'address' ? 'emails:confirmation.haveItReadyForDriver' : 'emails:confirmation.haveItReady'),
    ...extra,
    contactEmail,
  };
}

/** The email's words for a price line: 'Full Price', 'Discount' ('- £8.55'), a fee's name, 'Total paid'. */
function priceLine(speech: EmailSpeech, line: PriceLine): BookingConfirmationContext['price'][number] {
  const { words, format } = speech;
  const amount = format.money(line.pence);
  const flags = { discount: line.kind === 'discount', total: line.kind === 'total' };
  switch (line.kind) {
    case 'storage':
      return { label: words('emails:confirmation.fullPrice'), amount, ...flags };
    case 'discount':
      return { label: words('emails:confirmation.discount'), amount: `- ${amount}`, ...flags };
    case 'fee':
      return { label: feeLabel(speech, line.fee), amount, ...flags };
    case 'total':
      return { label: words('emails:confirmation.totalPaid'), amount, ...flags };
  }
}

/** A leg as the email shows it: a point leg as before legs existed, an address leg as one line with the email's dates. */
function confirmationLeg(speech: EmailSpeech, leg: LegView): ConfirmationLeg {
  const { words } = speech;
  const date = speech.day(leg.date);
  const collection = leg.direction === 'collection';
  if (leg.point) {
    const point = { date, time: leg.point.time, label: words(collection ? 'emails:legs.collectionPoint' : 'emails:legs.returnPoint'), name: leg.point.name, address: leg.point.address };
    return { label: words(collection ? 'emails:legs.collection' : 'emails:legs.return'), point, line: null, note: null };
  }
  // The row's label says collection or delivery already: the line is where and when.
  const line = leg.address && leg.window ? words('emails:legs.atAddress', legLineTerm(leg, date).params) : date;
  return { label: words(collection ? 'emails:legs.addressCollection' : 'emails:legs.delivery'), point: null, line, note: leg.address?.note ?? null };
}
