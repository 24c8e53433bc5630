import { randomUUID } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import {
  addDays,
  type ChangeBookingRequest,
  type ChangeQuote,
  type FeeLine,
  collectionDateRefusal,
  handoverTimeOn,
  returnDateRefusal,
  formatIso,
  formatPounds,
  formatReadableDate,
  type Language,
  normalisePromoCode,
  parseDayMonthYear,
  penceToPounds,
  type PromoLine,
  todayInLondon,
} from '@luggage/contracts';
import { ValidationFailedError } from '../../../shared/errors/domain-error.js';
import { type BookableLocation, CatalogService, type CheckoutCatalog, pointSchedule } from '../../catalog/index.js';
import { PaymentLedger, PaymentProvider, type ProviderPayment } from '../../payments/index.js';
import { type BookingMoney, CancellationPolicyService, changeSettlement, changeWindow, priceItems, PromoCodeService } from '../../pricing/index.js';
import type { Actor } from '../lifecycle/booking-actor.js';
import { assertBagsFit, heldSpanOf, heldStayOf as heldStayOfLines, moveBags, moveBagsOrRefuse, type Stay, stayOf } from '../capacity/booking-capacity.js';
import { NO_LIMIT } from '../capacity/capacity.js';
import { syncItems, toBookingLine } from '../checkout/booking-items.js';
import { usesOf } from '../checkout/promo-uses.js';
import type { MovedLegsCatalog } from '../legs/leg-plan.js';
import { describeLegChanges, planLegChange, stayLegsAfterChange, tripsAfterChange } from '../legs/leg-change.js';
import { hasLegsAway, moveLegDates, syncLegs } from '../legs/booking-legs.js';
import { assertTripsFit, type FullWindow, moveTrips, type Trip, tripCapacities, tripsOf, WindowFullError } from '../capacity/trip-capacity.js';
import { BookingLifecycle } from '../lifecycle/booking-lifecycle.js';
import { toDashed } from '../reads/booking.mapper.js';
import { MoveNotAllowedError, TermsChangedError } from '../booking.errors.js';
import { handoverAt } from '../domain/booking-times.js';
import { mayMove, statusReason } from '../lifecycle/lifecycle-table.js';
import { Booking, BookingChange, type ChangeDetails } from '../entities/index.js';
import { type ChangeOutcome, lockBooking, supersedeWaitingChanges } from '../lifecycle/booking-lock.js';
import { lockCapacity } from '../capacity/capacity-locks.js';
import { BookingRedeliveryService } from './booking-redelivery.service.js';
import { settlePaidChange, type Unapplied } from './paid-change-settlement.js';
import { localise, type Message, message, type Text } from '../../../shared/i18n/message.js';
import { bookingPriceAfterChange, claimChangedPromo, type WantedPromo } from './change-promo.js';

export { type ChangeOutcome, lockBooking };

export interface SettleOptions {
  /** The difference the customer (or operator) was shown; another one now answers 409. */
  expectedDifferencePence?: number;
  /** Admins only: a dearer change made without a payment. */
  waiveDifference?: boolean;
  /** Staff (or an admin) at the point: whether the customer paid the difference there. */
  atPoint?: { paid: boolean };
  reason?: string | null;
}

export interface ChangePlan {
  change: ChangeDetails;
  location: BookableLocation;
  fees: FeeLine[];
  settlement: { differencePence: number; payPence: number; refundPence: number };
  /** The code after a change (an extension keeps the booked one as it is: none here). */
  promo?: {
    line: PromoLine | null;
    /** A code other than the booked one: its use is claimed under its lock when the change is made. */
    claimId: number | null;
    /** The booked code, dropped because it no longer applies, and why. */
    dropped: { code: string; reason: Message } | null;
  };
  /** The partner link's discount the booking keeps (0: none). */
  partnerPercentage?: number;
}


/**
 * Changing a paid booking: the new booking is priced from the catalog with contracts' quote() (through the pricing
 * module), the difference is shown before anything is committed, and then a cheaper or equal change is applied at
 * once (refunding the difference) while a dearer one waits for its payment as a BookingChange.
 */
@Injectable()
export class BookingChangeService {
  constructor(
    private readonly em: EntityManager,
    private readonly catalog: CatalogService,
    private readonly policy: CancellationPolicyService,
    private readonly ledger: PaymentLedger,
    private readonly provider: PaymentProvider,
    private readonly lifecycle: BookingLifecycle,
    private readonly redelivery: BookingRedeliveryService,
    private readonly promoCodes: PromoCodeService,
  ) {}

  /**
   * The new booking and the money it moves, refused with 422 by field when the catalog or the dates do not allow it.
   * The catalog is read by the caller before any transaction opens (PGlite has one connection).
   */
  plan(request: ChangeBookingRequest, catalog: CheckoutCatalog, money: BookingMoney, booking: Booking, legCatalog: MovedLegsCatalog | null, wanted: WantedPromo, now = new Date()): ChangePlan {
    const { pricing, location } = catalog;
    const date = parseDayMonthYear(request.collectionDate);
    const errors: Record<string, Text[]> = {};
    const days = date && { collection: date, return: addDays(date, request.nights) };
    const legs = days ? planLegChange({ request, rows: booking.legs.getItems(), pointId: booking.locationId, storage: location, days, catalog: legCatalog, now }) : null;
    if (!location) errors.locationId = [message('validation:location.unavailable')];
    else if (location.id !== booking.locationId && legs?.keptAway) errors.locationId = [POINT_FIXED];
    const schedule = location && pointSchedule(location);
    const dateProblem = date && schedule && legs?.collectsAtPoint ? collectionDateRefusal(date, schedule, now) : null;
    if (!date) errors.collectionDate = [message('validation:date.dayMonthYear')];
    else if (dateProblem) errors.collectionDate = [dateProblem];
    const returnProblem = date && schedule && !dateProblem && legs?.returnsAtPoint ? returnDateRefusal(addDays(date, request.nights), schedule) : null;
    if (returnProblem) errors.nights ??= [returnProblem];
    for (const [field, messages] of Object.entries(legs?.errors ?? {})) errors[field] ??= messages;
    const priced = priceItems(request.items, request.nights, pricing);
    if (!priced.ok) Object.assign(errors, priced.errors);
    const price =
      priced.ok && location && legs
        ? bookingPriceAfterChange(priced, legs.fees, wanted, { partnerPercent: booking.partnerDiscountPct, locationId: location.id, today: todayInLondon(now) })
        : null;
    if (price && !price.ok) errors.promoCode = [price.refusal];
    if (Object.keys(errors).length > 0 || !priced.ok || !schedule || !location || !date || !legs || !price?.ok) throw new ValidationFailedError(errors);
    const returnDay = addDays(date, request.nights);
    const { storage, promo, totalPence, feesPence } = price.quote;
    const change: ChangeDetails = {
      details: {
        locationId: location.id,
        locationName: location.name,
        locationAddress: location.address,
        locationTime: handoverTimeOn(schedule, date),
        returnTime: handoverTimeOn(schedule, returnDay),
        collectionDate: formatIso(date),
        returnDate: formatIso(returnDay),
        nights: request.nights,
        noDiscountPence: storage.noDiscountPence,
        discountPence: storage.discountPence,
        // Kept legs keep the fees they were sold at; storage and changed legs are priced again.
        feesPence,
        promoDiscountPence: promo?.pence ?? 0,
        promoCodeId: price.codeId,
        promoCode: promo?.code ?? null,
        totalPence,
        itemDiscountPct: storage.itemPercentage,
        nightDiscountPct: storage.nightPercentage,
      },
      lines: priced.lines.map(toBookingLine(request.nights)),
      returnPointTime: legs.returnPointTime,
      legs: legs.legs,
    };
    return {
      change,
      location,
      fees: legs.fees,
      settlement: settlementOf(booking, money, totalPence),
      promo: { line: promo, claimId: price.codeId !== null && price.codeId !== booking.promoCodeId ? price.codeId : null, dropped: price.dropped },
      partnerPercentage: booking.partnerDiscountPct,
    };
  }

  /**
   * The code a change prices with: the booked one (absent from the request), the one asked for (with the uses other
   * bookings spend, as the public check counts them), or none (null).
   */
  async wantedPromo(booking: Booking, request: ChangeBookingRequest, em: EntityManager = this.em.fork()): Promise<WantedPromo> {
    const asked = request.promoCode === undefined || request.promoCode === null ? request.promoCode : normalisePromoCode(request.promoCode);
    if (asked === null) return { kind: 'none' };
    const booked = asked === undefined || asked === booking.promoCode;
    if (booked) return booking.promoCodeId === null ? { kind: 'none' } : { kind: 'booked', code: await this.promoCodes.findById(booking.promoCodeId, em), written: booking.promoCode ?? '' };
    const code = await this.promoCodes.find(asked, em);
    return { kind: 'asked', code, written: asked, uses: code ? await usesOf(em, code.id, booking.email, booking.id) : null };
  }

  /**
   * What the booking's legs are checked against on new dates, and new legs planned with, read before any transaction
   * opens; null when no leg is away or asked to be.
   */
  async legCatalogOf(bookingId: number, request: ChangeBookingRequest): Promise<MovedLegsCatalog | null> {
    const booking = await this.em.fork().findOne(Booking, { id: bookingId }, { populate: ['legs'] });
    const asksAway = request.handover?.kind === 'address' || (request.giveBack !== undefined && request.giveBack.kind !== 'same_point');
    if (!booking || (!asksAway && !hasLegsAway(booking, booking.legs.getItems()))) return null;
    const giveBack = booking.legs.getItems().find((leg) => leg.direction === 'return');
    const keptElsewhere = giveBack?.kind === 'point' && giveBack.pointId !== booking.locationId ? giveBack.pointId : null;
    return this.catalog.getLegCatalog(request.giveBack?.kind === 'other_point' ? request.giveBack.locationId : keptElsewhere);
  }

  async refusal(booking: Booking, actor: Actor, em: EntityManager = this.em.fork(), now = new Date()): Promise<Message | null> {
    if (!mayMove(booking.status, 'change', actor.kind)) return statusReason(booking.status);
    if (actor.kind === 'admin') return null;
    const window = changeWindow(await this.policy.current(em), handoverAt(booking), now);
    return window.allowed ? null : window.reason;
  }

  async quote(booking: Booking, request: ChangeBookingRequest, actor: Actor, language: Language = 'en-GB'): Promise<ChangeQuote> {
    const refusal = await this.refusal(booking, actor);
    if (refusal) throw new MoveNotAllowedError(refusal);
    const catalog = await this.catalog.getCheckoutCatalog(request.locationId);
    const legCatalog = await this.legCatalogOf(booking.id, request);
    const wanted = await this.wantedPromo(booking, request);
    await booking.legs.init();
    const plan = this.plan(request, catalog, await this.money(this.em.fork(), booking), booking, legCatalog, wanted);
    return toChangeQuote(plan, booking.totalPence, language);
  }

  /**
   * Applies a change the customer (or an operator) agreed to at `expectedDifferencePence`. Everything is decided
   * again under the booking's row lock, so two changes, or a change and a cancellation, run one after the other.
   * `waiveDifference` (operators only) applies a dearer change without a payment.
   */
  async request(bookingId: number, request: ChangeBookingRequest, actor: Actor, options: SettleOptions): Promise<ChangeOutcome> {
    const catalog = await this.catalog.getCheckoutCatalog(request.locationId);
    const legCatalog = await this.legCatalogOf(bookingId, request);
    return this.em.fork().transactional(async (tx) => {
      const booking = await lockBooking(tx, bookingId);
      const refusal = await this.refusal(booking, actor, tx);
      if (refusal) throw new MoveNotAllowedError(refusal);
      // Read in the transaction, under the booking's lock: a change made meanwhile may have swapped its code.
      const wanted = await this.wantedPromo(booking, request, tx);
      const plan = this.plan(request, catalog, await this.money(tx, booking), booking, legCatalog, wanted);
      return this.settle(tx, booking, plan, actor, options);
    });
  }

  /**
   * Makes a planned change (or extension) of the booking locked by `tx`, at the difference agreed: a cheaper or equal
   * one at once (refunding the difference), a dearer one once paid. Operators cannot take a card: an admin waives the
   * difference, staff at the point say they took it there (`atPoint`), or the customer pays from the manage page.
   */
  async settle(tx: EntityManager, booking: Booking, plan: ChangePlan, actor: Actor, options: SettleOptions): Promise<ChangeOutcome> {
    const { differencePence, payPence } = plan.settlement;
    if (options.expectedDifferencePence !== undefined && options.expectedDifferencePence !== differencePence) {
      throw new TermsChangedError(priceChanged(differencePence));
    }
    const to = stayAfter(booking, plan.change);
    await lockCapacity(tx, { stays: [heldStayOf(booking), to], trips: [heldTripsOf(booking), wantedTrips(booking, plan.change)] });
    // The code's lock is the last (after the booking's and the capacity's); its use is counted again under it.
    const usedUp = plan.promo?.claimId ? await claimChangedPromo(tx, this.promoCodes, plan.promo.claimId, booking) : null;
    if (usedUp) throw ValidationFailedError.forField('promoCode', usedUp);
    const takenAtPoint = payPence > 0 && options.atPoint?.paid === true && !booking.billedToPartner;
    if (payPence > 0 && !options.waiveDifference && !takenAtPoint) {
      if (options.atPoint) throw ValidationFailedError.forField('paidAtPoint', `This costs ${formatPounds(payPence)} more. Take the payment at the point, then confirm it was taken.`);
      // No card can be taken from the dashboard: an operator waives the difference, or the customer makes the change.
      if (actor.kind === 'admin') {
        throw ValidationFailedError.forField('waiveDifference', `The new booking costs ${formatPounds(payPence)} more. Waive the difference, or ask the customer to make this change from their manage page.`);
      }
      // Refused now if the new stay does not fit, rather than after the customer paid; checked again when paid.
      await assertBagsFit(tx, heldStayOf(booking), to, plan.location.capacity);
      const wanted = wantedTrips(booking, plan.change);
      await assertTripsFit(tx, heldTripsOf(booking), wanted, await tripCapacities(tx, wanted));
      return this.awaitPayment(tx, booking, plan, actor);
    }
    await moveBagsOrRefuse(tx, heldStayOf(booking), to, plan.location.capacity);
    await moveTripsOrRefuse(tx, booking, plan.change, to);
    if (takenAtPoint) await this.ledger.recordPayment(tx, { bookingId: booking.id, paymentIntentId: `point-${randomUUID()}`, provider: 'point', purpose: 'change', amountPence: payPence });
    const settled = takenAtPoint ? `${formatPounds(payPence)} paid at the point` : payPence > 0 ? `difference of ${formatPounds(payPence)} waived` : onAccountNote(booking, plan);
    await this.apply(tx, booking, plan.change, to, actor, [options.reason, settled].filter(Boolean).join('; ') || null, takenAtPoint ? payPence : 0);
    return { outcome: 'changed' };
  }

  /**
   * A change's payment succeeded (the browser or the provider said so). Records the payment as the provider reports
   * it, then applies the change if the booking is still the version it was priced on and still confirmed; otherwise
   * refunds the payment. Runs once per change: a repeat finds it settled.
   */
  async onChangePaid(paid: ProviderPayment): Promise<'applied' | 'refunded' | 'skipped'> {
    const { paymentIntentId, provider } = paid;
    return this.em.fork().transactional(async (tx) => {
      // The booking's row first, then its change's (the lock order: a newer change supersedes this one under the booking's lock).
      const found = await tx.findOne(BookingChange, { paymentIntentId }, { fields: ['bookingId'] });
      if (!found) return 'skipped';
      const booking = await lockBooking(tx, found.bookingId);
      const change = await tx.findOneOrFail(BookingChange, { paymentIntentId }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
      if (change.state !== 'awaiting_payment' && change.state !== 'superseded') return 'skipped';
      await this.ledger.recordPayment(tx, { bookingId: booking.id, paymentIntentId, provider, purpose: 'change', amountPence: paid.amountPence });
      change.settledAt = new Date();
      if (change.details.redelivery) return this.redelivery.settle(tx, booking, change);
      const move = change.details.extend ? 'extend' : 'change';
      const current = change.state === 'awaiting_payment' && mayMove(booking.status, move, 'customer_link') && booking.version === change.baseVersion;
      const to = stayAfter(booking, change.details);
      const attempt = async (): Promise<Unapplied | null> => {
        if (!current) return 'stale';
        await lockCapacity(tx, { stays: [heldStayOf(booking), to], trips: [heldTripsOf(booking), wantedTrips(booking, change.details)] });
        const claimId = change.details.details.promoCodeId ?? null;
        // A code added with this change: its use is claimed now, under its lock; gone meanwhile, the change is refunded.
        if (claimId !== null && claimId !== booking.promoCodeId && (await claimChangedPromo(tx, this.promoCodes, claimId, booking, true))) return { promoUsedUp: change.details.details.promoCode ?? '' };
        const full = await moveBags(tx, heldStayOf(booking), to, await this.catalog.capacityOf(tx, to.locationId));
        if (full) return { night: full.night, locationName: to.locationName };
        return moveTripsOrUndo(tx, booking, change.details, to);
      };
      const apply = () => this.apply(tx, booking, change.details, to, { kind: 'customer_link', label: change.requestedBy }, `paid ${formatPounds(change.amountPence)}`, change.amountPence);
      return settlePaidChange(tx, { ledger: this.ledger, lifecycle: this.lifecycle }, { booking, change, amountPence: paid.amountPence, kind: 'change' }, attempt, apply);
    });
  }

  /** The change waiting for this intent, if any (a payment event asks before it looks for a booking). */
  async isChangeIntent(paymentIntentId: string): Promise<boolean> {
    return (await this.em.fork().count(BookingChange, { paymentIntentId })) > 0;
  }

  /** The booking's money, and of what was paid what staff took at the point (never refunded by card). */
  money(em: EntityManager, booking: Booking): Promise<BookingMoney & { paidAtPointPence: number }> {
    return this.ledger
      .summary(em, booking.id)
      .then((s) => ({ totalPence: booking.totalPence, paidPence: s.paidPence, refundedPence: s.refundedPence, paidAtPointPence: s.paidAtPointPence }));
  }

  private async awaitPayment(tx: EntityManager, booking: Booking, plan: ChangePlan, actor: Actor): Promise<ChangeOutcome> {
    await supersedeWaitingChanges(tx, booking.id);
    const change = tx.create(BookingChange, { bookingId: booking.id, baseVersion: booking.version, details: plan.change, amountPence: plan.settlement.payPence, requestedBy: actor.label });
    await tx.flush();
    const intent = await this.provider.createIntent(tx, {
      amountPence: change.amountPence,
      currency: 'gbp',
      idempotencyKey: `booking-${booking.id}-change-${change.id}`,
      bookingId: booking.id,
      bookingReference: booking.reference,
    });
    change.paymentIntentId = intent.id;
    return { outcome: 'payment_required', changeId: change.id, clientSecret: intent.clientSecret, amountPence: change.amountPence };
  }

  /** Writes the new details and lines over the booking, bumps its version, and records the history, the event (with `chargedPence`, what its payment took) and any refund. */
  private async apply(tx: EntityManager, booking: Booking, change: ChangeDetails, stay: Stay, actor: Actor, note: string | null, chargedPence: number): Promise<void> {
    const money = await this.money(tx, booking);
    const { refundPence } = settlementOf(booking, money, change.details.totalPence);
    const summary = describeChange(booking, change);
    const dateMoved = booking.collectionDate !== change.details.collectionDate;
    const move = change.extend ? 'extend' : 'change';
    // An over-use was of the code it was paid with: another code (or none) starts clean.
    if (change.details.promoCodeId !== undefined && change.details.promoCodeId !== booking.promoCodeId) booking.promoOverUse = false;
    Object.assign(booking, change.details);
    if (change.legs) syncLegs(tx, booking, change.legs);
    moveLegDates(booking.legs.getItems(), booking, change.returnPointTime ?? null);
    booking.holdsBags = true;
    Object.assign(booking, heldSpanOf(stay));
    booking.version += 1;
    booking.changedAt = new Date();
    syncItems(tx, booking, change.lines);
    await supersedeWaitingChanges(tx, booking.id);
    const refunded = await this.ledger.requestRefund(tx, { bookingId: booking.id, amountPence: refundPence, reason: 'Booking changed to a cheaper one', requestedBy: actor.label });
    const parts = [summary, note, refunded > 0 ? `${formatPounds(refunded)} refunded` : null].filter(Boolean);
    await this.lifecycle.apply(tx, booking.id, move, actor, {
      note: parts.join('; '),
      event: { version: booking.version, chargedPence, refundedPence: refunded },
      collectionDateMoved: dateMoved ? booking.collectionDate : undefined,
    });
  }
}

const POINT_FIXED = message('validation:leg.pointFixed');

/**
 * What a change moves by card: the difference, paid or refunded. A booking on a partner's account moves no card money
 * (nothing was paid by card): its partner's documents follow the change (invoicing's PartnerInvoiceAdjustments).
 */
export function settlementOf(booking: Pick<Booking, 'billedToPartner'>, money: BookingMoney, newTotalPence: number): ChangePlan['settlement'] {
  const settlement = changeSettlement(money, newTotalPence);
  return booking.billedToPartner ? { ...settlement, payPence: 0, refundPence: 0 } : settlement;
}

/** 'difference of £4.50 on the partner's account' for a booking on account whose price changed; else null. */
function onAccountNote(booking: Pick<Booking, 'billedToPartner'>, plan: ChangePlan): string | null {
  const { differencePence } = plan.settlement;
  if (!booking.billedToPartner || differencePence === 0) return null;
  return `${differencePence > 0 ? 'difference' : 'reduction'} of ${formatPounds(Math.abs(differencePence))} on the partner's account`;
}

/** Moves the booking's trips to the change's dates, or puts the bags just moved back and refuses with 409. */
async function moveTripsOrRefuse(tx: EntityManager, booking: Booking, to: ChangeDetails, movedStay: Stay): Promise<void> {
  const full = await moveTripsOrUndo(tx, booking, to, movedStay);
  if (full) throw new WindowFullError(full);
}

async function moveTripsOrUndo(tx: EntityManager, booking: Booking, to: ChangeDetails, movedStay: Stay): Promise<FullWindow | null> {
  const wanted = wantedTrips(booking, to);
  const full = await moveTrips(tx, heldTripsOf(booking), wanted, await tripCapacities(tx, wanted));
  if (full) await moveBags(tx, movedStay, heldStayOf(booking) ?? { ...movedStay, bags: 0 }, NO_LIMIT);
  return full;
}

/** The trips of the booking's legs once changed: new legs, and kept ones on the new dates. */
const wantedTrips = (booking: Booking, to: ChangeDetails): Trip[] => tripsAfterChange(booking.legs.getItems(), to.legs ?? [], to.details);

function heldTripsOf(booking: Booking): Trip[] | null {
  return booking.holdsBags ? tripsOf(booking.legs.getItems()) : null;
}

/** The stay whose bags the booking holds now (its lines loaded), or null. */
function heldStayOf(booking: Booking): Stay | null {
  return booking.holdsBags ? heldStayOfLines(booking, booking.items.getItems(), booking.legs.getItems()) : null;
}

/** The stay the change makes: its details, its lines, and the legs after it (planned ones, kept rows). */
const stayAfter = (booking: Booking, change: ChangeDetails): Stay => stayOf(change.details, stayLegsAfterChange(booking.legs.getItems(), change.legs ?? []), change.lines);

/** 'date Wed 25 Nov 2026 -> Fri 27 Nov 2026; 2 -> 3 nights; items 1 x Small Suitcase -> 2 x Small Suitcase' */
function describeChange(booking: Booking, change: ChangeDetails): string {
  const d = change.details;
  const parts: string[] = [];
  if (booking.collectionDate !== d.collectionDate) parts.push(`date ${formatReadableDate(booking.collectionDate)} -> ${formatReadableDate(d.collectionDate)}`);
  if (booking.nights !== d.nights) parts.push(`${booking.nights} -> ${d.nights} night${d.nights === 1 ? '' : 's'}`);
  if (booking.locationId !== d.locationId) parts.push(`point ${booking.locationName} -> ${d.locationName}`);
  const lines = (items: { amount: number; title: string }[]) => items.map((l) => `${l.amount} x ${l.title}`).join(', ');
  const before = lines(booking.items.getItems());
  const after = lines(change.lines);
  if (before !== after) parts.push(`items ${before} -> ${after}`);
  parts.push(...describeLegChanges(booking.legs.getItems(), change.legs ?? []));
  if (booking.totalPence !== d.totalPence) parts.push(`price ${formatPounds(booking.totalPence)} -> ${formatPounds(d.totalPence)}`);
  return parts.length > 0 ? parts.join('; ') : 'no difference';
}

/** "The price of this change is now £4.50 more. Please review it and confirm again." in the request's language. */
export function priceChanged(differencePence: number): Message {
  if (differencePence === 0) return message('errors:booking.priceChanged.same');
  return { key: `errors:booking.priceChanged.${differencePence > 0 ? 'more' : 'less'}`, params: { amount: Math.abs(differencePence) }, money: ['amount'] };
}

export function toChangeQuote(plan: ChangePlan, currentTotalPence: number, language: Language = 'en-GB'): ChangeQuote {
  const d = plan.change.details;
  const dropped = plan.promo?.dropped;
  return {
    collectionDate: toDashed(d.collectionDate),
    returnDate: toDashed(d.returnDate),
    nights: d.nights,
    location: { id: plan.location.id, name: plan.location.name, address: plan.location.address, time: d.locationTime, returnTime: d.returnTime },
    items: plan.change.lines.map((line) => ({ code: line.code, title: line.title, amount: line.amount, unitPrice: penceToPounds(line.unitPricePence) })),
    noDiscountCost: penceToPounds(d.noDiscountPence),
    discount: penceToPounds(d.discountPence),
    total: penceToPounds(d.totalPence),
    currentTotal: penceToPounds(currentTotalPence),
    difference: penceToPounds(plan.settlement.differencePence),
    payNow: penceToPounds(plan.settlement.payPence),
    refundNow: penceToPounds(plan.settlement.refundPence),
    fees: plan.fees,
    promo: promoOfPlan(plan),
    promoDropped: dropped ? { code: dropped.code, reason: localise(dropped.reason, language) } : null,
    partnerPercentage: plan.partnerPercentage ?? 0,
  };
}

/** The code's line after the change: the plan's, or (an extension) the booked code kept as money. */
function promoOfPlan(plan: ChangePlan): ChangeQuote['promo'] {
  const d = plan.change.details;
  if (plan.promo) return plan.promo.line ? { code: plan.promo.line.code, discount: penceToPounds(plan.promo.line.pence) } : null;
  return d.promoCode && d.promoDiscountPence ? { code: d.promoCode, discount: penceToPounds(d.promoDiscountPence) } : null;
}

/** An extension keeps what the booked code took off (never more than its new storage): docs/decisions.md, "Promo codes". */
export const keptPromoPence = (booking: Pick<Booking, 'promoDiscountPence'>, storagePence: number): number => Math.min(booking.promoDiscountPence, storagePence);
