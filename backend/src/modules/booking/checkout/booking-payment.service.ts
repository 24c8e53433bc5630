import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { type BookingResponse, poundsToPence, windowLabel } from '@luggage/contracts';
import type { DomainEvents } from '../../../shared/events/event-map.js';
import type { JobResult } from '../../../shared/queue/jobs.js';
import type { AppConfig } from '../../../config/app-config.js';
import { APP_CONFIG } from '../../../config/config.module.js';
import { PaymentLedger, PaymentProvider, type PaymentIntentView, type ProviderPayment } from '../../payments/index.js';
import { BookingChangeService } from '../manage/booking-change.service.js';
import { BookingHoldsService } from '../capacity/booking-holds.service.js';
import type { Actor } from '../lifecycle/booking-actor.js';
import { BookingLifecycle } from '../lifecycle/booking-lifecycle.js';
import { issueManageToken, openManageToken } from '../manage/manage-link.js';
import { type CheckoutOwner, ownsCheckout } from './checkout-owner.js';
import { BookingCancelledError, BookingNotFoundError, CheckoutOfAnotherSessionError, NoRoomLeftError, PaidTooLateError, PaymentMismatchError, PaymentNotSucceededError } from '../booking.errors.js';
import { isPaid } from '../lifecycle/lifecycle-table.js';
import { PromoCodeService } from '../../pricing/index.js';
import { reclaimLapsedUse } from './promo-uses.js';
import type { BookingRequestDto } from './dto/booking-request.dto.js';
import { Booking, BookingStatusChange } from '../entities/index.js';
import { entityColumns } from '../../../shared/database/entity-columns.js';
import { prepared } from '../../../shared/database/prepared-statements.js';

/** How long a payment event for an intent no booking carries yet keeps being retried before it is given up (logged). */
const UNKNOWN_INTENT_PATIENCE_MS = 24 * 60 * 60 * 1000;

/** The confirmed booking's payment, for the ledger (paymentRowFrom), from the confirming statement's `moved` row. */
const PAID_BOOKING = 'select id as booking_id, payment_intent_id, payment_provider as provider from moved';

/**
 * Confirms bookings once the payment is known to have succeeded: from the browser (POST /api/booking, after asking
 * the provider) or from the provider's own word (PaymentSucceeded, recorded by the Stripe webhook's processing or by
 * the offline provider). Whichever comes first confirms; the other finds it done.
 */
@Injectable()
export class BookingPaymentService {
  private readonly logger = new Logger('Booking');

  constructor(
    private readonly em: EntityManager,
    private readonly provider: PaymentProvider,
    private readonly lifecycle: BookingLifecycle,
    private readonly ledger: PaymentLedger,
    private readonly changes: BookingChangeService,
    private readonly holds: BookingHoldsService,
    private readonly promoCodes: PromoCodeService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Only the checkout's own browser session (or account) is answered the manage token: an intent's id is no key. */
  async confirmFromBrowser(request: BookingRequestDto, owner: CheckoutOwner): Promise<BookingResponse> {
    const em = this.em.fork();
    const { booking, intent: read } = await this.bookingWithIntent(em, request.paymentIntentId);
    if (!booking) throw new BookingNotFoundError();
    if (!ownsCheckout(booking, owner)) throw new CheckoutOfAnotherSessionError();
    const answer = { name: booking.fullName, bookingReference: booking.reference, manageToken: await this.manageTokenOf(booking) };
    this.noteMismatch(booking, request);
    if (isPaid(booking.status)) return answer;
    // Cancelled already by the payment's own event when it found no room: the same refusal as when this call finds it.
    if (booking.status === 'cancelled') await this.assertStillPaid(booking.id);
    const intent = read === undefined ? await this.provider.retrieveIntent(em, request.paymentIntentId) : read;
    if (!intent || intent.status !== 'succeeded') throw new PaymentNotSucceededError();
    const outcome = await this.confirm(booking, PAID_IN_BROWSER, { paymentIntentId: intent.id, provider: this.provider.name, amountPence: intent.amountPence, currency: intent.currency });
    if (outcome === 'price differs') {
      this.logger.error(`Booking ${booking.reference}: intent ${intent.id} succeeded for ${intent.amountPence} ${intent.currency}, booking is ${booking.totalPence} ${booking.currency}`);
      throw new PaymentMismatchError();
    }
    if (outcome === 'refused') throw noRoomFor(booking);
    // 'paid meanwhile': the payment's own event confirmed it first. 'skipped': it moved otherwise meanwhile (the point
    // being full, cancelled and refunded, say): answer what the booking is now, never a confirmation it does not have.
    if (outcome === 'skipped') await this.assertStillPaid(booking.id);
    return answer;
  }

  /** The booking paid with the intent, and the intent too when the provider keeps it in our database (else undefined). */
  private async bookingWithIntent(em: EntityManager, paymentIntentId: string): Promise<{ booking: Booking | null; intent?: PaymentIntentView | null }> {
    const intentAsJson = this.provider.intentAsJson('booking.payment_intent_id');
    if (!intentAsJson) return { booking: await em.findOne(Booking, { paymentIntentId }) };
    const [row] = await em.execute<{ intent: PaymentIntentView | null }[]>(
      prepared(`select ${entityColumns(em, Booking, 'booking')}, ${intentAsJson} as intent from booking where payment_intent_id = ?`),
      [paymentIntentId],
    );
    if (!row) return { booking: null, intent: null };
    const { intent, ...columns } = row;
    return { booking: em.map(Booking, columns), intent };
  }

  private async assertStillPaid(bookingId: number): Promise<void> {
    const em = this.em.fork();
    const now = await em.findOneOrFail(Booking, { id: bookingId });
    if (isPaid(now.status)) return;
    if (now.status !== 'cancelled') throw new PaymentNotSucceededError();
    // Only confirm() below cancels as 'system': the payment found no room.
    const refusedForRoom = await em.count(BookingStatusChange, { bookingId, toStatus: 'cancelled', actor: 'system' });
    throw refusedForRoom > 0 ? noRoomFor(now) : new BookingCancelledError();
  }

  /** The booking's manage-link secret; a booking made before links existed gets one now. */
  private async manageTokenOf(booking: Booking): Promise<string> {
    const token = openManageToken(this.config.sessionSecret, booking);
    if (token) return token;
    return this.em.fork().transactional(async (tx) => {
      const locked = await tx.findOneOrFail(Booking, { id: booking.id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      return openManageToken(this.config.sessionSecret, locked) ?? issueManageToken(this.config.sessionSecret, locked);
    });
  }

  /**
   * One statement in the usual cases: the booking carrying the intent, confirmed if it still waits for its payment
   * (usually the browser's POST /api/booking confirmed it first). Only an intent no booking carries asks further.
   */
  async onPaymentSucceeded(event: DomainEvents['PaymentSucceeded']): Promise<JobResult> {
    const { paymentIntentId, amountPence, currency } = event;
    const actor = paymentActor(event.provider);
    const paid = { paymentIntentId, provider: event.provider, amountPence, currency };
    const confirmed = await this.lifecycle.confirmHoldingBags(this.em.fork(), { paymentIntentId }, paid, actor, this.ledger.paymentRowFrom(PAID_BOOKING, amountPence));
    if (!confirmed) {
      if (await this.changes.isChangeIntent(paymentIntentId)) {
        return (await this.changes.onChangePaid(paid)) === 'skipped' ? 'skipped' : 'done';
      }
      return this.unknownIntent(paymentIntentId, event.occurredAt);
    }
    const { outcome, found } = confirmed;
    if (outcome === 'price differs') {
      this.logger.error(`Booking ${found.reference}: ${event.provider} reports ${amountPence} ${currency} paid, booking is ${found.totalPence} ${found.currency}; not confirmed`);
      return 'skipped';
    }
    if (outcome !== 'hold lapsed') return outcome === 'confirmed' ? 'done' : 'skipped';
    // Rare (paid after its hold ended): the whole booking is needed to take its bags (and its code's use) again, or refuse and refund.
    const booking = await this.em.fork().findOneOrFail(Booking, { id: found.id });
    return (await this.confirmTakingBagsAgain(booking, actor, paid)) === 'skipped' ? 'skipped' : 'done';
  }

  /** Marks a pending booking payment_failed; a stale failure arriving after a success changes nothing. */
  async onPaymentFailed(event: DomainEvents['PaymentFailed']): Promise<JobResult> {
    const booking = await this.em.fork().findOne(Booking, { paymentIntentId: event.paymentIntentId });
    if (!booking) {
      // A change's card declined: the change simply waits for another card (or is never paid).
      if (await this.changes.isChangeIntent(event.paymentIntentId)) return 'skipped';
      return this.unknownIntent(event.paymentIntentId, event.occurredAt);
    }
    const moved = await this.em.fork().transactional((tx) => this.lifecycle.apply(tx, booking.id, 'fail_payment', paymentActor(event.provider), { note: event.reason }));
    return moved ? 'done' : 'skipped';
  }

  /**
   * Confirms and records the payment in the ledger, together: one statement while the booking holds its bags (the
   * usual case), else `confirmTakingBagsAgain`. The ledger records what the provider reports charged.
   */
  private async confirm(booking: Booking, actor: Actor, paid: ProviderPayment): Promise<'confirmed' | 'paid meanwhile' | 'refused' | 'skipped' | 'price differs'> {
    const confirmed = await this.lifecycle.confirmHoldingBags(this.em.fork(), { id: booking.id }, paid, actor, this.ledger.paymentRowFrom(PAID_BOOKING, paid.amountPence));
    if (confirmed?.outcome === 'hold lapsed') return this.confirmTakingBagsAgain(booking, actor, paid);
    if (confirmed?.outcome === 'confirmed' || confirmed?.outcome === 'price differs') return confirmed.outcome;
    return confirmed && isPaid(confirmed.found.status) ? 'paid meanwhile' : 'skipped';
  }

  /**
   * A booking whose hold had ended (or that never had one) takes its bags now, in the transaction that confirms it;
   * when they no longer fit it is cancelled and refunded in full at once, and the customer is emailed why ('refused').
   * Its code's use, when the hold that held it ended, is claimed again under the code's lock; with none left the code
   * is honoured all the same and the booking marked as an over-use (docs/decisions.md, "Promo codes").
   */
  private confirmTakingBagsAgain(booking: Booking, actor: Actor, paid: ProviderPayment): Promise<'confirmed' | 'refused' | 'skipped'> {
    return this.em.fork().transactional(async (tx) => {
      const moved = await this.lifecycle.apply(tx, booking.id, 'pay', actor, { announce: false });
      if (!moved) return 'skipped';
      if (paid.amountPence > 0) await this.ledger.recordPayment(tx, { bookingId: booking.id, purpose: 'booking', ...paid });
      const full = moved.holdsBags ? null : await this.holds.holdAgain(tx, booking.id);
      if (!full) {
        if (await reclaimLapsedUse(tx, this.promoCodes, booking)) {
          this.logger.warn(`Booking ${booking.reference} was paid after its hold ended and code ${booking.promoCode} had no use left: honoured over its limit`);
        }
        this.lifecycle.announce(tx, 'pay', moved);
        return 'confirmed';
      }
      const reason = this.holds.lapsedReason(booking, full);
      const when = booking.holdExpiresAt ? 'after the hold ended' : 'without a hold';
      const what = 'trip' in full ? `window ${windowLabel(full.trip)} full on ${full.trip.date}` : `full on ${full.night}`;
      this.logger.warn(`Booking ${booking.reference} was paid ${when} and ${booking.locationName} is ${what}: refunded`);
      const refundPence = await this.ledger.requestRefund(tx, { bookingId: booking.id, amountPence: paid.amountPence, reason: `Paid ${when}; ${'trip' in full ? 'the window was full' : 'the point was full'}`, requestedBy: 'system' });
      await this.lifecycle.apply(tx, booking.id, 'cancel', REFUSED_FOR_ROOM, { note: `Paid ${when}; ${what}`, event: { refundPence, reason } });
      return 'refused';
    });
  }

  /**
   * An intent that is neither a booking's nor a change's: the event overtook the request that stores the intent id.
   * Thrown, so the job is retried and converges; after a day of that it is logged and given up. (A booking's intent
   * is looked for first: a change's intent is never a booking's, and the booking's is the usual case.)
   */
  private unknownIntent(paymentIntentId: string, occurredAt: string): 'skipped' {
    if (Date.now() - Date.parse(occurredAt) > UNKNOWN_INTENT_PATIENCE_MS) {
      this.logger.error(`No booking carries payment intent ${paymentIntentId} a day after its event: given up`);
      return 'skipped';
    }
    throw new Error(`No booking carries payment intent ${paymentIntentId} yet; will retry`);
  }

  /** The stored booking is the truth; a client that shows other figures is worth a note in the log. */
  private noteMismatch(booking: Booking, request: BookingRequestDto): void {
    const sent = [poundsToPence(request.globalTotalCost), poundsToPence(request.noDiscountCost), poundsToPence(request.discount)];
    const stored = [booking.totalPence, booking.noDiscountPence, booking.discountPence];
    if (sent.some((value, i) => value !== stored[i])) {
      this.logger.warn(`Booking ${booking.reference}: the browser sent total/full/discount ${sent.join('/')} pence, stored ${stored.join('/')}`);
    }
  }
}

const paymentActor = (provider: string): Actor => ({ kind: 'payment_provider', label: `payment:${provider}` });

/** A payment the customer's browser reports, checked with the provider: the provider's move, recorded as the customer's. */
const PAID_IN_BROWSER: Actor = { kind: 'payment_provider', label: 'customer' };

/** A paid booking that found no room is cancelled by the system (assertStillPaid looks for that actor). */
const REFUSED_FOR_ROOM: Actor = { kind: 'payment_provider', label: 'system' };

/** The 409 for a payment refunded for want of room: after its hold ended, or for a checkout that never had one. */
const noRoomFor = (booking: Booking) => (booking.holdExpiresAt ? new PaidTooLateError() : new NoRoomLeftError());
