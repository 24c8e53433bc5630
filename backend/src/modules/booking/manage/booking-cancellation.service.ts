import { randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { formatPounds } from '@luggage/contracts';
import { ValidationFailedError } from '../../../shared/errors/domain-error.js';
import { PaymentLedger } from '../../payments/index.js';
import { CancellationPolicyService, cancellationTerms, refundable, type Terms } from '../../pricing/index.js';
import type { Actor } from '../lifecycle/booking-actor.js';
import { BookingChangeService, lockBooking } from './booking-change.service.js';
import { heldStayOf, releaseBags } from '../capacity/booking-capacity.js';
import { releaseTrips, tripsOf } from '../capacity/trip-capacity.js';
import { lockCapacity } from '../capacity/capacity-locks.js';
import { supersedeWaitingChanges } from '../lifecycle/booking-lock.js';
import { BookingLifecycle } from '../lifecycle/booking-lifecycle.js';
import { MoveNotAllowedError, TermsChangedError } from '../booking.errors.js';
import { handoverAt } from '../domain/booking-times.js';
import { mayMove, statusReason } from '../lifecycle/lifecycle-table.js';
import type { Booking } from '../entities/index.js';

/** How much a cancellation refunds: the policy's figure (customers), or an operator's choice. */
export type RefundChoice = { kind: 'policy'; expectedPence?: number } | { kind: 'full' } | { kind: 'none' } | { kind: 'amount'; pence: number };

/**
 * Cancellations and refunds. Each runs under the booking's row lock, so two cancellations at once, or a cancellation
 * racing a change, run one after the other and the second sees what the first did: one refund, never two.
 * The refund itself is a ledger row and a RefundRequested event in the same transaction; a job carries it out, so a
 * crash between deciding and refunding loses nothing.
 */
@Injectable()
export class BookingCancellationService {
  constructor(
    private readonly em: EntityManager,
    private readonly policy: CancellationPolicyService,
    private readonly ledger: PaymentLedger,
    private readonly lifecycle: BookingLifecycle,
    private readonly changes: BookingChangeService,
  ) {}

  /** What a cancellation by `actor` would refund now, or why it cannot be made. */
  async terms(booking: Booking, actor: Actor, em: EntityManager = this.em.fork(), now = new Date()): Promise<Terms<{ refundPence: number }>> {
    if (!mayMove(booking.status, 'cancel', actor.kind)) return { allowed: false, reason: statusReason(booking.status) };
    const money = await this.changes.money(em, booking);
    if (actor.kind === 'admin') return { allowed: true, refundPence: refundable(money) };
    return cancellationTerms(await this.policy.current(em), money, handoverAt(booking), now);
  }

  async cancel(bookingId: number, actor: Actor, choice: RefundChoice, reason: string | null): Promise<void> {
    await this.em.fork().transactional(async (tx) => this.cancelLocked(tx, await lockBooking(tx, bookingId), actor, choice, reason));
  }

  /**
   * Cancels the booking locked by `tx` (lockBooking). `byPolicy` false: a cancellation owed whatever the policy (a
   * closed point's rescue), so only the lifecycle table may refuse it.
   */
  async cancelLocked(tx: EntityManager, booking: Booking, actor: Actor, choice: RefundChoice, reason: string | null, { byPolicy = true } = {}): Promise<void> {
    const terms = byPolicy ? await this.terms(booking, actor, tx) : await this.termsWhateverThePolicy(tx, booking, actor);
    if (!terms.allowed) throw new MoveNotAllowedError(terms.reason);
    const refundPence = await this.refundFor(tx, booking, choice, terms.refundPence);
    if (booking.holdsBags) {
      const stay = heldStayOf(booking, booking.items.getItems(), booking.legs.getItems());
      const trips = tripsOf(booking.legs.getItems());
      await lockCapacity(tx, { stays: [stay], trips: [trips] });
      await releaseBags(tx, stay);
      await releaseTrips(tx, trips);
      booking.holdsBags = false;
    }
    await supersedeWaitingChanges(tx, booking.id);
    const refunded = await this.ledger.requestRefund(tx, { bookingId: booking.id, amountPence: refundPence, reason: reason ? `Cancelled: ${reason}` : 'Booking cancelled', requestedBy: actor.label });
    await this.lifecycle.apply(tx, booking.id, 'cancel', actor, { note: reason, event: { refundPence: refunded } });
  }

  private async termsWhateverThePolicy(tx: EntityManager, booking: Booking, actor: Actor): Promise<Terms<{ refundPence: number }>> {
    if (!mayMove(booking.status, 'cancel', actor.kind)) return { allowed: false, reason: statusReason(booking.status) };
    return { allowed: true, refundPence: refundable(await this.changes.money(tx, booking)) };
  }

  /** An operator's refund of part of a booking (goodwill, a late pick-up...), within what is left to refund. */
  async refund(bookingId: number, actor: Actor, pence: number, reason: string): Promise<void> {
    await this.em.fork().transactional(async (tx) => {
      const booking = await lockBooking(tx, bookingId);
      if (!mayMove(booking.status, 'refund', actor.kind)) throw new MoveNotAllowedError(`A booking that is ${booking.status.replace('_', ' ')} cannot be refunded.`);
      const money = await this.changes.money(tx, booking);
      const left = refundable(money) - money.paidAtPointPence;
      if (pence > left) throw ValidationFailedError.forField('amount', refundLimit(left, money.paidAtPointPence));
      await this.ledger.requestRefund(tx, { bookingId: booking.id, amountPence: pence, reason, requestedBy: actor.label });
      await this.lifecycle.apply(tx, booking.id, 'refund', actor, { note: `${formatPounds(pence)} refund requested: ${reason}` });
    });
  }

  /** An operator sends the confirmation email again (a new email each time it is asked for). */
  async resendConfirmation(bookingId: number, actor: Actor): Promise<void> {
    await this.em.fork().transactional(async (tx) => {
      const booking = await lockBooking(tx, bookingId);
      if (!mayMove(booking.status, 'resend_confirmation', actor.kind)) throw new MoveNotAllowedError(`The confirmation of a booking that is ${booking.status.replace('_', ' ')} cannot be sent again.`);
      await this.lifecycle.apply(tx, booking.id, 'resend_confirmation', actor, { event: { requestId: randomUUID() } });
    });
  }

  private async refundFor(tx: EntityManager, booking: Booking, choice: RefundChoice, policyPence: number): Promise<number> {
    const left = refundable(await this.changes.money(tx, booking));
    switch (choice.kind) {
      case 'policy':
        if (choice.expectedPence !== undefined && choice.expectedPence !== policyPence) {
          throw new TermsChangedError({ key: 'errors:booking.refundChanged', params: { refund: policyPence }, money: ['refund'] });
        }
        return policyPence;
      case 'full':
        return left;
      case 'none':
        return 0;
      case 'amount':
        if (choice.pence > left) throw ValidationFailedError.forField('amount', `At most ${formatPounds(left)} can be refunded.`);
        return choice.pence;
    }
  }
}

/** Why an operator's refund is too large: what is left to refund by card, and the money given back at the point instead. */
function refundLimit(leftPence: number, atPointPence: number): string {
  const limit = leftPence <= 0 ? 'Nothing is left to refund by card on this booking.' : `At most ${formatPounds(leftPence)} can be refunded.`;
  return atPointPence > 0 ? `${limit} ${formatPounds(atPointPence)} was paid at the point: give it back there.` : limit;
}
