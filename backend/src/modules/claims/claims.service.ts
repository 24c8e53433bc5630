import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type ClaimKind, type ClaimMove, type ClaimOutcome, type ClaimStatus, formatPounds, OPEN_CLAIM_STATUSES, poundsToPence } from '@luggage/contracts';
import { ValidationFailedError } from '../../shared/errors/domain-error.js';
import { recordEvent } from '../../shared/events/outbox.js';
import type { AuthUser } from '../auth/index.js';
import { type Actor, BookingManageService, BookingService } from '../booking/index.js';
import { PhotoLibrary, type PreparedPhoto } from '../media/index.js';
import { PaymentLedger } from '../payments/index.js';
import { BagProtectionService } from '../pricing/index.js';
import { answerDueAt, mayFileClaim, splitPayout } from './claim-rules.js';
import { ClaimDecidedError, ClaimNotAwaitingAnswerError, ClaimNotFoundError, ClaimWindowClosedError } from './claims.errors.js';

const CUSTOMER: Actor = { kind: 'customer_link', label: 'customer' };

export const adminActor = (user: AuthUser): Actor => ({ kind: 'admin', label: `admin:${user.id} ${user.name} <${user.email}>`.slice(0, 120) });

const KIND_WORDS: Record<ClaimKind, string> = {
  damaged: 'damaged bag',
  missing_item: 'missing item',
  missing_bag: 'missing bag',
  late_hand_back: 'late hand-back',
  other: 'other problem',
};

interface LockedClaim {
  id: number;
  booking_id: number;
  status: ClaimStatus;
}

export interface ClaimDecision {
  outcome: ClaimOutcome;
  /** Pounds, for an accepted or partly accepted claim. */
  amount?: number;
  reason: string;
}

/**
 * A claim's steps. Each runs in one transaction under the booking's row lock (BookingService.recordAction, which writes
 * the step's history row through the lifecycle door), then the claim's own row lock: two steps on one claim at once
 * run one after the other and the second sees what the first did, so a claim is decided, and paid, once. Each step
 * records a ClaimStepRecorded event in the same transaction, which emails the customer (claim-emails.jobs.ts). A payout
 * to the card is a refund row of the payments ledger, carried out by its job with its idempotency key.
 */
@Injectable()
export class ClaimsService {
  constructor(
    private readonly em: EntityManager,
    private readonly bookings: BookingService,
    private readonly manage: BookingManageService,
    private readonly photos: PhotoLibrary,
    private readonly ledger: PaymentLedger,
    private readonly protection: BagProtectionService,
  ) {}

  /** The customer files a claim from the manage page, with its photos (checked and stored before the rows are written). */
  async file(token: string, kind: ClaimKind, description: string, uploads: readonly Buffer[]): Promise<{ bookingId: number; claimId: number }> {
    const booking = await this.manage.bookingByLink(token);
    if (!mayFileClaim(booking.status, booking.returnDate)) throw new ClaimWindowClosedError();
    let claimId = 0;
    await this.withPhotos(booking.id, uploads, (prepared) =>
      this.bookings.recordAction(booking.id, 'claim_filed', CUSTOMER, async (tx) => {
        const [row] = await tx.execute<{ id: number }[]>('insert into claim (booking_id, kind, description, due_at) values (?, ?, ?, ?) returning id', [
          booking.id,
          kind,
          description,
          answerDueAt(new Date()),
        ]);
        claimId = row.id;
        await this.photos.record(tx, prepared, { bookingId: booking.id, claimId, purpose: 'claim', takenBy: CUSTOMER.label });
        recordEvent(tx, 'ClaimStepRecorded', { claimId, bookingId: booking.id, step: 'filed' });
        return `Claim ${claimId} (${KIND_WORDS[kind]})`;
      }),
    );
    return { bookingId: booking.id, claimId };
  }

  /** The customer answers the team's request for information: the claim is the team's to answer again, in 5 working days. */
  async answer(token: string, claimId: number, text: string, uploads: readonly Buffer[]): Promise<void> {
    const booking = await this.manage.bookingByLink(token);
    await this.withPhotos(booking.id, uploads, (prepared) =>
      this.bookings.recordAction(booking.id, 'claim_answered', CUSTOMER, async (tx) => {
        const claim = await lockClaim(tx, claimId, booking.id);
        if (claim.status !== 'needs_information') throw new ClaimNotAwaitingAnswerError();
        const messageId = await addMessage(tx, claimId, 'customer', text);
        await this.photos.record(tx, prepared, { bookingId: booking.id, claimId, purpose: 'claim', takenBy: CUSTOMER.label });
        await tx.execute(`update claim set status = 'received', due_at = ?, updated_at = now() where id = ?`, [answerDueAt(new Date()), claimId]);
        recordEvent(tx, 'ClaimStepRecorded', { claimId, bookingId: booking.id, step: 'answered', messageId });
        return `Claim ${claimId}`;
      }),
    );
  }

  /** An admin writes to the customer; asking for information puts the claim in `needs_information` until they answer. */
  async reply(user: AuthUser, claimId: number, text: string, needsInformation: boolean): Promise<void> {
    const bookingId = await this.bookingOf(claimId);
    const move: ClaimMove = needsInformation ? 'claim_info_requested' : 'claim_replied';
    await this.bookings.recordAction(bookingId, move, adminActor(user), async (tx) => {
      const claim = await lockClaim(tx, claimId, bookingId);
      if (!OPEN_CLAIM_STATUSES.includes(claim.status)) throw new ClaimDecidedError(claim.status);
      const messageId = await addMessage(tx, claimId, 'team', text);
      if (needsInformation) await tx.execute(`update claim set status = 'needs_information', updated_at = now() where id = ?`, [claimId]);
      recordEvent(tx, 'ClaimStepRecorded', { claimId, bookingId, step: needsInformation ? 'info_requested' : 'replied', messageId });
      return `Claim ${claimId}`;
    });
  }

  /**
   * An admin decides an open claim. Accepted or partly accepted, `amount` is paid out, at most the bag protection
   * cover per bag times the bags: refunded to the card up to what it can still take back, the rest recorded as a bank
   * transfer for the team to make. A claim already decided is refused (409), so a second press pays nothing.
   */
  async decide(user: AuthUser, claimId: number, decision: ClaimDecision): Promise<void> {
    const bookingId = await this.bookingOf(claimId);
    const actor = adminActor(user);
    await this.bookings.recordAction(bookingId, 'claim_decided', actor, async (tx) => {
      const claim = await lockClaim(tx, claimId, bookingId);
      if (!OPEN_CLAIM_STATUSES.includes(claim.status)) throw new ClaimDecidedError(claim.status);
      const payout = decision.outcome === 'rejected' ? null : await this.payOut(tx, bookingId, claimId, poundsToPence(decision.amount ?? 0), actor);
      await tx.execute(
        `update claim set status = ?, reason = ?, payout_pence = ?, card_refund_pence = ?, bank_transfer_pence = ?, decided_at = now(), decided_by = ?, updated_at = now()
          where id = ?`,
        [decision.outcome, decision.reason, payout?.amount ?? null, payout?.toCard ?? 0, payout?.byBankTransfer ?? 0, actor.label, claimId],
      );
      recordEvent(tx, 'ClaimStepRecorded', { claimId, bookingId, step: 'decided' });
      if (!payout) return `Claim ${claimId} rejected`;
      const transfer = payout.byBankTransfer > 0 ? `, ${formatPounds(payout.byBankTransfer)} by bank transfer` : '';
      return `Claim ${claimId} ${decision.outcome.replace('_', ' ')}: ${formatPounds(payout.amount)} (${formatPounds(payout.toCard)} refunded to the card${transfer})`;
    });
  }

  /** The most a claim on this booking may pay out: the cover per bag times its bags; null when no cover is set. */
  async maxPayoutPence(bookingId: number, em: EntityManager = this.em.fork()): Promise<number | null> {
    const cover = await this.protection.coverPerBagPence(em);
    if (cover === null) return null;
    const [row] = await em.execute<{ bags: number }[]>('select coalesce(sum(amount), 0)::int as bags from booking_item where booking_id = ?', [bookingId]);
    return cover * row.bags;
  }

  /** What the card can still be refunded: paid by card, less what was refunded or is being refunded. */
  async refundableToCardPence(bookingId: number, em: EntityManager = this.em.fork()): Promise<number> {
    const money = await this.ledger.summary(em, bookingId);
    return Math.max(0, money.paidPence - money.paidAtPointPence - money.refundedPence);
  }

  private async payOut(tx: EntityManager, bookingId: number, claimId: number, amountPence: number, actor: Actor): Promise<{ amount: number; toCard: number; byBankTransfer: number }> {
    const max = await this.maxPayoutPence(bookingId, tx);
    if (max === null) throw ValidationFailedError.forField('amount', 'No bag protection cover is set: set the cover per bag in Settings before paying out a claim.');
    if (amountPence > max) throw ValidationFailedError.forField('amount', `At most ${formatPounds(max)} can be paid out: the bag protection cover per bag times the bags.`);
    const split = splitPayout(amountPence, await this.refundableToCardPence(bookingId, tx));
    const toCard = await this.ledger.requestRefund(tx, { bookingId, amountPence: split.toCard, reason: `Claim ${claimId} payout`, requestedBy: actor.label });
    return { amount: amountPence, toCard, byBankTransfer: amountPence - toCard };
  }

  private async bookingOf(claimId: number): Promise<number> {
    const [row] = await this.em.fork().execute<{ booking_id: number }[]>('select booking_id from claim where id = ?', [claimId]);
    if (!row) throw new ClaimNotFoundError();
    return row.booking_id;
  }

  /** Stores the photos, then runs `step`; the photos' bytes are removed again when the step is refused. */
  private async withPhotos(bookingId: number, uploads: readonly Buffer[], step: (prepared: PreparedPhoto[]) => Promise<unknown>): Promise<void> {
    const prepared = await this.photos.prepare(bookingId, uploads);
    try {
      await step(prepared);
    } catch (error) {
      await this.photos.discard(prepared);
      throw error;
    }
  }
}

/** The claim of this booking, locked for the step; 404 for a claim of another booking. */
async function lockClaim(tx: EntityManager, claimId: number, bookingId: number): Promise<LockedClaim> {
  const [claim] = await tx.execute<LockedClaim[]>('select id, booking_id, status from claim where id = ? and booking_id = ? for update', [claimId, bookingId]);
  if (!claim) throw new ClaimNotFoundError();
  return claim;
}

async function addMessage(tx: EntityManager, claimId: number, author: 'customer' | 'team', body: string): Promise<number> {
  const [row] = await tx.execute<{ id: number }[]>('insert into claim_message (claim_id, author, body) values (?, ?, ?) returning id', [claimId, author, body]);
  return row.id;
}
