import { ForeignKeyConstraintViolationException, UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { addDays, withPartnerDiscount, type BookingStatus, type CalendarDate, collectionDateRefusal, formatIso, handoverTimeOn, type Language, parseDayMonthYear, promoRefusalMessage, returnDateRefusal, todayInLondon, DEFAULT_SAME_DAY_GAP_MINUTES, type DeliveryCatalog, minutesOfDay, type SameDayField, sameDayDateRefusal, sameDayTimeRefusals, timeOfDay } from '@luggage/contracts';
import type { AppConfig } from '../../../config/app-config.js';
import { APP_CONFIG } from '../../../config/config.module.js';
import { ValidationFailedError } from '../../../shared/errors/domain-error.js';
import { type BookableLocation, CatalogService, type LegCatalog, pointSchedule } from '../../catalog/index.js';
import { PaymentProvider } from '../../payments/index.js';
import { PartnerAccounts } from '../../auth/index.js';
import { type DayRow, heldSpanOf, type HeldSpan, heldStayOf, holdVerdict, PointFullError, releaseBags, slotLoads, type Stay, stayOf, stayParams } from '../capacity/booking-capacity.js';
import { lockParams } from '../capacity/capacity-locks.js';
import { lockCheckoutStatement, TAKE_STAY, TAKE_STAY_AND_TRIPS } from '../capacity/capacity.queries.js';
import { ensurePaymentIntent } from './booking-intent.js';
import type { Actor } from '../lifecycle/booking-actor.js';
import { BookingLifecycle } from '../lifecycle/booking-lifecycle.js';
import { syncItems, toBookingLine } from './booking-items.js';
import { issueManageToken } from '../manage/manage-link.js';
import { BookingAlreadyPaidError, BookingCancelledError, CheckoutOfAnotherSessionError } from '../booking.errors.js';
import { type CheckoutOwner, checkoutKeyHash, ownsCheckout } from './checkout-owner.js';
import { generateReference } from '../domain/booking-reference.js';
import { isPaid } from '../lifecycle/lifecycle-table.js';
import { judgePromo, judgeUses, type PricedLine, priceBasket, PromoCodeService, type PromoVerdict, priceWithFees } from '../../pricing/index.js';
import { usesOf } from './promo-uses.js';
import { legRowShape, syncLegs } from '../legs/booking-legs.js';
import { type LegPlan, type PlannedLeg, planLegs } from '../legs/leg-plan.js';
import { releaseTrips, type Trip, type TripLoad, tripParams, tripsOf, tripsVerdict, WindowFullError } from '../capacity/trip-capacity.js';
import type { PaymentIntentRequestDto } from './dto/payment-intent-request.dto.js';
import { Booking, type BookingDetails } from '../entities/index.js';
import { message, type Text } from '../../../shared/i18n/message.js';
import { entityColumns } from '../../../shared/database/entity-columns.js';
import { prepared } from '../../../shared/database/prepared-statements.js';

/** Attempts at a checkout's transaction (worthAnotherAttempt says which failures get another). */
const MAX_ATTEMPTS = 5;

/**
 * Whom a checkout is counted for (issue 41, part 5): the partner whose link the visitor came by (the wizard's
 * `partnerCode`, with the link's discount), or the partner booking for its guest on its own page.
 */
export interface PartnerCheckout {
  partnerId: number;
  /** Off the storage by contracts' withPartnerDiscount (the link's; 0 on the partner's page). */
  discountPercent: number;
  viaLink: boolean;
  /** Put on the partner's account: confirmed at once, with no card payment (the door's `book_on_account`). */
  billed: boolean;
  reference: string | null;
}

/** Who checks out: the browser session and account, the lifecycle's actor, and the partner it counts for. */
interface Checkout {
  owner: CheckoutOwner;
  actor: Actor;
  partner: PartnerCheckout | null;
}

/** What a checkout left: the booking (its reference and status) and, for a card, its payment intent. */
export interface CheckoutOutcome {
  bookingId: number;
  reference: string;
  status: BookingStatus;
  clientSecret: string | null;
  paymentIntentId: string | null;
}

/**
 * POST /api/stripe-payment-intent: prices the request from the server's catalog, stores the booking as
 * pending_payment (or updates the pending booking with the same token) and makes sure it has exactly one payment
 * intent for the server's amount. Answers the intent's client secret.
 */
@Injectable()
export class BookingCheckoutService {
  constructor(
    private readonly em: EntityManager,
    private readonly catalog: CatalogService,
    private readonly provider: PaymentProvider,
    private readonly lifecycle: BookingLifecycle,
    private readonly promoCodes: PromoCodeService,
    private readonly partners: PartnerAccounts,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * `owner`: the browser session asking and its account, if signed in; the booking is linked to both. A partner
   * link's code counts it for that active partner, with its discount; an unknown or inactive one is a 422.
   */
  async preparePayment(request: PaymentIntentRequestDto, owner: CheckoutOwner, language: Language): Promise<string> {
    const partner = request.partnerCode === undefined ? null : await this.partners.linkTerms(request.partnerCode);
    if (request.partnerCode !== undefined && !partner) throw ValidationFailedError.forField('partnerCode', message('validation:partner.codeUnknown'));
    const linked = partner ? { ...partner, viaLink: true, billed: false, reference: null } : null;
    const outcome = await this.checkOut(request, { owner, actor: checkoutActor(owner), partner: linked }, language);
    return outcome.clientSecret!;
  }

  /**
   * A partner booking for its guest (POST /api/partner/bookings): the wizard's checkout, counted for the partner;
   * on account it is confirmed at once without a card payment, else the guest's card pays the intent as in the
   * wizard. Asking again with the same token answers the same booking (paid already: as it is).
   */
  bookForPartner(request: PaymentIntentRequestDto, partner: Omit<PartnerCheckout, 'viaLink' | 'discountPercent'>, owner: CheckoutOwner, actor: Actor, language: Language): Promise<CheckoutOutcome> {
    return this.checkOut(request, { owner: { ...owner, userId: null }, actor, partner: { ...partner, viaLink: false, discountPercent: 0 } }, language);
  }

  private async checkOut(request: PaymentIntentRequestDto, checkout: Checkout, language: Language): Promise<CheckoutOutcome> {
    for (let attempt = 1; ; attempt += 1) {
      const priced = await this.price(request, language, checkout.partner);
      try {
        // Its own EntityManager and transaction: on PGlite's single connection nothing else may query meanwhile.
        return await this.em.fork().transactional((tx) => this.save(tx, request.bookingToken, priced, checkout));
      } catch (error) {
        if (!worthAnotherAttempt(error) || attempt >= MAX_ATTEMPTS) throw error;
      }
    }
  }

  /** Reads the catalog before any transaction opens, and refuses anything the server would price differently. */
  private async price(request: PaymentIntentRequestDto, language: Language, partner: PartnerCheckout | null): Promise<PricedBooking> {
    const { pricing, location, legs: legCatalog } = await this.catalog.getCheckoutCatalog(request.locationId, legCatalogWanted(request));
    const basket = priceBasket(request.storageItemsBasket, request.nights, null, pricing);
    const priced = basket.ok && partner?.discountPercent ? { ...basket, quote: withPartnerDiscount(basket.quote, partner.discountPercent) } : basket;
    const collection = parseDayMonthYear(request.collectionDate)!;
    const returnDay = addDays(collection, request.nights);
    const { handover, giveBack } = request;
    const { delivery, otherPoint } = legCatalog ?? NO_LEG_CATALOG;
    const pointTimes = request.nights === 0 ? { collection: request.dropOffTime, return: request.pickUpTime } : {};
    const legs = location ? planLegs({ handover, giveBack, storage: location, collectionDay: collection, returnDay, delivery, otherPoint, now: new Date(), pointTimes }) : null;
    const promo = priced.ok && location && request.promoCode ? await this.judgeCode(request.promoCode, location.id, priced.lines, priced.quote.totalPence) : null;
    // The total is judged once the fees and the code are known (a request whose legs or code are refused has none to judge it by).
    const judged = priced.ok && legs?.ok !== false && promo?.ok !== false;
    const total = judged ? priceWithFees(priced.quote, legs?.ok ? legs.fees : [], request.totalCost, promo?.ok ? promo.terms : null) : null;
    const errors = {
      ...(promo && !promo.ok ? { promoCode: [promo.message] } : {}),
      ...(location ? {} : { locationId: [message('validation:location.unavailable')] }),
      ...(location ? (request.nights === 0 ? sameDayProblems(request, location, collection, legs, delivery) : pointDateProblems(request, location, collection, returnDay)) : {}),
      ...(legs && !legs.ok ? legs.errors : {}),
      ...(priced.ok ? {} : priced.errors),
      ...(total && !total.ok ? total.errors : {}),
    };
    if (Object.keys(errors).length > 0 || !total?.ok || !legs?.ok) throw new ValidationFailedError(errors);
    const { storage, feesPence, totalPence, promo: promoLine } = total.quote;
    const schedule = pointSchedule(location!);
    const details: BookingDetails = {
      fullName: request.fullName,
      email: request.email.toLowerCase(),
      contactNumber: request.contactNumber,
      locationId: location!.id,
      locationName: location!.name,
      locationAddress: location!.address,
      ...(request.nights === 0
        ? (({ collectedBy, givenBackFrom }) => ({ locationTime: collectedBy, returnTime: givenBackFrom }))(sameDayEnds(request, legs.legs))
        : { locationTime: handoverTimeOn(schedule, collection), returnTime: handoverTimeOn(schedule, returnDay) }),
      collectionDate: formatIso(collection),
      returnDate: formatIso(returnDay),
      nights: request.nights,
      noDiscountPence: storage.noDiscountPence,
      discountPence: storage.discountPence,
      feesPence,
      totalPence,
      itemDiscountPct: storage.itemPercentage,
      nightDiscountPct: storage.nightPercentage,
      language,
    };
    const code = promo?.ok && promoLine ? { id: promo.code.id, code: promoLine.code, pence: promoLine.pence } : null;
    return { details, lines: priced.ok ? priced.lines : [], capacity: location!.capacity, legs: legs.legs, promo: code };
  }

  /** A code against the basket (its days today, the point, the items, the minimum spend); its uses are claimed in the transaction. */
  private async judgeCode(written: string, locationId: number, lines: readonly PricedLine[], storagePence: number): Promise<PromoVerdict> {
    const code = await this.promoCodes.find(written);
    return judgePromo(code, { locationId, itemIds: lines.map((line) => line.item.id), storagePence, today: todayInLondon() });
  }

  /**
   * The code's use, claimed under the code's row lock (the checkout's last lock): the uses other bookings spend or
   * hold are counted afresh, so of ten checkouts at once for the last use one gets it and the others a 422 under
   * promoCode. An unpaid booking holds the use as long as its checkout's hold (or BOOKING_HOLD_MINUTES without one);
   * a checkout without a code (promoColumns cleared it) lets a code it held go.
   */
  private async claimPromoUse(tx: EntityManager, booking: Booking, promo: PricedBooking['promo']): Promise<void> {
    if (promo) await this.refuseWithoutUseLeft(tx, booking, promo.id);
    booking.promoHeldUntil = promo ? (booking.holdExpiresAt ?? new Date(Date.now() + this.config.bookingHoldMinutes * 60_000)) : null;
  }

  /** 422 under promoCode when the locked code was deactivated meanwhile or has no use left (in all, or for this email). */
  private async refuseWithoutUseLeft(tx: EntityManager, booking: Booking, codeId: number): Promise<void> {
    const code = await this.promoCodes.lock(tx, codeId);
    if (!code?.active) throw ValidationFailedError.forField('promoCode', promoRefusalMessage('inactive'));
    const refused = judgeUses(code, await usesOf(tx, code.id, booking.email, booking.id));
    if (refused) throw ValidationFailedError.forField('promoCode', refused.message);
  }

  private async save(tx: EntityManager, token: string, priced: PricedBooking, checkout: Checkout): Promise<CheckoutOutcome> {
    const legs = priced.legs.map(legRowShape);
    const wanted = { stay: stayOf(priced.details, legs, priced.lines), trips: tripsOf(legs), capacity: priced.capacity, confirming: checkout.partner?.billed === true };
    // Calls with one token take turns from here, so that a second first call finds the booking the first one made
    // (in its own statement, whose snapshot follows the wait) instead of asking the provider for an intent of its own.
    await tx.execute(prepared(`select pg_advisory_xact_lock(hashtextextended(?::text, 0))`), [`checkout:${token}`]);
    const locked = await lockCheckout(tx, token, wanted);
    const partnerPage = checkout.partner && !checkout.partner.viaLink ? checkout.partner : null;
    if (locked.booking && partnerPage) {
      // Only the partner that made it asks about it again; paid (or on account) already, it is answered as it is.
      if (locked.booking.partnerId !== partnerPage.partnerId || locked.booking.partnerViaLink) throw new CheckoutOfAnotherSessionError();
      if (isPaid(locked.booking.status)) return outcomeOf(locked.booking, locked.booking.status, null);
      // Begun for the guest's card, its intent may still be paid: it cannot go on the account as well.
      if (partnerPage.billed && locked.booking.paymentIntentId !== null) throw ValidationFailedError.forField('payment', message('validation:partner.cardStarted'));
    }
    const booking = locked.booking ? await this.checkoutAgain(tx, locked.booking, priced, checkout, wanted) : await this.firstCheckout(tx, locked.freshId!, token, priced, checkout, wanted);
    await this.claimPromoUse(tx, booking, priced.promo);
    if (partnerPage?.billed) return outcomeOf(booking, await this.confirmOnAccount(tx, booking, checkout.actor), null);
    const intent = await ensurePaymentIntent(this.provider, tx, booking);
    return outcomeOf(booking, booking.status, intent);
  }

  /**
   * A partner's booking put on its account: confirmed in the checkout's transaction through the door
   * (`book_on_account`: its history row, BookingConfirmed and the end of its collection day), with no payment intent
   * and no row in the payments ledger: the partner owes it, counted on its monthly statement.
   */
  private async confirmOnAccount(tx: EntityManager, booking: Booking, actor: Actor): Promise<BookingStatus> {
    await tx.flush();
    const moved = await this.lifecycle.apply(tx, booking.id, 'book_on_account', actor, { note: 'On the partner’s account' });
    if (!moved) throw new BookingAlreadyPaidError();
    return moved.to;
  }

  /**
   * A token's first checkout: the booking is written once, at the commit, with its hold and its intent, under the id
   * the lock statement drew for it (the intent's key and the counts need it first; the intent's reference to the
   * booking is checked at the commit). Writing it and then updating it cost a second write to every index of booking.
   */
  private async firstCheckout(tx: EntityManager, id: number, token: string, { details, lines, legs, promo }: PricedBooking, { owner, actor, partner }: Checkout, wanted: Wanted): Promise<Booking> {
    const booking = new Booking({ ...details, bookingToken: token, reference: generateReference(), paymentProvider: this.provider.name });
    Object.assign(booking, promoColumns(promo));
    booking.id = id;
    issueManageToken(this.config.sessionSecret, booking);
    booking.userId = owner.userId;
    booking.checkoutBrowserHash = checkoutKeyHash(owner.browserKey);
    Object.assign(booking, partnerColumns(partner));
    tx.persist(booking);
    syncItems(tx, booking, lines.map(toBookingLine(details.nights)));
    syncLegs(tx, booking, legs);
    await this.holdByTheRule(tx, booking, { stay: null, trips: null }, wanted);
    this.lifecycle.startCheckout(tx, booking, actor, { holdExpiresAt: booking.holdExpiresAt });
    return booking;
  }

  /** The same token again (the customer came back to the summary): the pending booking takes the new basket and dates. */
  private async checkoutAgain(tx: EntityManager, booking: Booking, { details, lines, legs, promo }: PricedBooking, { owner, actor, partner }: Checkout, wanted: Wanted): Promise<Booking> {
    // A partner's own booking is checked by its partner (save); a wizard's by its browser or account.
    const partnerPage = partner !== null && !partner.viaLink;
    if (!partnerPage && (!ownsCheckout(booking, owner) || (booking.partnerId !== null && !booking.partnerViaLink))) throw new CheckoutOfAnotherSessionError();
    if (isPaid(booking.status)) throw new BookingAlreadyPaidError();
    if (booking.status === 'cancelled') throw new BookingCancelledError();
    await booking.items.init();
    await booking.legs.init();
    const heldStay = booking.holdsBags ? heldStayOf(booking, booking.items.getItems(), booking.legs.getItems()) : null;
    const heldTrips = booking.holdsBags ? tripsOf(booking.legs.getItems()) : null;
    if (booking.status === 'payment_failed') await this.lifecycle.apply(tx, booking.id, 'retry_payment', actor, { note: 'Checkout again' });
    Object.assign(booking, details, promoColumns(promo), partnerColumns(partner));
    // A pending booking keeps the account it was first made under; a guest's gets the account that signs in and pays.
    booking.userId ??= owner.userId;
    booking.checkoutBrowserHash = checkoutKeyHash(owner.browserKey);
    syncItems(tx, booking, lines.map(toBookingLine(details.nights)));
    syncLegs(tx, booking, legs);
    await tx.flush();
    await this.holdByTheRule(tx, booking, { stay: heldStay, trips: heldTrips }, wanted);
    this.lifecycle.holdTaken(tx, booking, { holdExpiresAt: booking.holdExpiresAt });
    return booking;
  }

  /**
   * Gives back the bags and trips this booking held (if any) and applies the hold rule (holdVerdict) to its new ones:
   * refused with 409, or both held for BOOKING_HOLD_MINUTES from this checkout (`holdExpiresAt`: the lifecycle's timer
   * lets them go then if it is still unpaid), or no hold, its payment taking them if they still fit. One hold covers both: a checkout is
   * protected only when its bags and each of its trips are.
   */
  private async holdByTheRule(tx: EntityManager, booking: Booking, held: { stay: Stay | null; trips: Trip[] | null }, wanted: Wanted): Promise<void> {
    if (held.stay) await releaseBags(tx, held.stay);
    if (held.trips) await releaseTrips(tx, held.trips);
    const { stay, trips, capacity, confirming } = wanted;
    // Taken first and judged by the loads before them: a refusal rolls the transaction back, no hold gives them back.
    const loads = await takeStayAndTrips(tx, stay, trips, booking.id);
    Object.assign(booking, heldSpanOf(stay));
    const verdict = holdVerdict(stay, slotLoads(stay, loads.days, loads.held), capacity);
    if (verdict.kind === 'refused') throw new PointFullError(stay, verdict.full);
    const tripHold = tripsVerdict(trips, loads.trips);
    if (tripHold.verdict.kind === 'refused') throw new WindowFullError({ trip: tripHold.trip! });
    if (confirming) {
      // Confirmed in this transaction (on a partner's account): the bags and trips it fits in are its own, no hold to end.
      booking.holdsBags = true;
      booking.holdExpiresAt = null;
      return;
    }
    if (verdict.kind === 'unprotected' || tripHold.verdict.kind === 'unprotected') {
      await releaseBags(tx, stay);
      await releaseTrips(tx, trips);
      booking.holdsBags = false;
      booking.holdExpiresAt = null;
      return;
    }
    const expiresAt = new Date(Date.now() + this.config.bookingHoldMinutes * 60_000);
    booking.holdsBags = true;
    booking.holdExpiresAt = expiresAt;
  }
}

/** What a checkout asks to take: its bags over its stay at its point (`capacity` at any moment) and its trips. */
interface Wanted {
  stay: Stay;
  trips: Trip[];
  capacity: number;
  /** Confirmed in the checkout's own transaction (on account): what fits is taken for good, never a hold. */
  confirming: boolean;
}

/** The booking's partner columns: who it counts for, whether on its account, its reference, by the link or not. */
function partnerColumns(partner: PartnerCheckout | null): Pick<Booking, 'partnerId' | 'billedToPartner' | 'partnerReference' | 'partnerViaLink' | 'partnerDiscountPct'> {
  return {
    partnerId: partner?.partnerId ?? null,
    billedToPartner: partner?.billed ?? false,
    partnerReference: partner?.reference ?? null,
    partnerViaLink: partner?.viaLink ?? false,
    partnerDiscountPct: partner?.discountPercent ?? 0,
  };
}

const outcomeOf = (booking: Booking, status: BookingStatus, intent: { id: string; clientSecret: string } | null): CheckoutOutcome => ({
  bookingId: booking.id,
  reference: booking.reference,
  status,
  clientSecret: intent?.clientSecret ?? null,
  paymentIntentId: intent?.id ?? null,
});

interface PricedBooking {
  details: BookingDetails;
  lines: PricedLine[];
  capacity: number;
  legs: PlannedLeg[];
  /** The code that applies (its id, as written, what it takes off), or null. */
  promo: { id: number; code: string; pence: number } | null;
}

/**
 * The booking of this checkout token, its row locked, or (none yet) a fresh id for it from booking's sequence, in the
 * statement that also locks, in the lock order (capacity-locks.ts), the point-days and window-days the checkout is about
 * to count and take and those the booking holds now (a re-checkout gives them back): their rows made if missing. The
 * counts are then read in a statement of their own, whose snapshot sees every hold committed before these locks.
 */
async function lockCheckout(tx: EntityManager, token: string, { stay, trips }: { stay: Stay; trips: Trip[] }): Promise<{ booking: Booking | null; freshId: number | null }> {
  const statement = lockCheckoutStatement(entityColumns(tx, Booking, 'b'));
  const [{ fresh_id: freshId, locked, ...row }] = await tx.execute<({ fresh_id: number | null; locked: number } & Record<string, unknown>)[]>(
    statement.sql,
    statement.params({ token, ...lockParams({ stays: [stay], trips: [trips] }) }),
  );
  return freshId === null ? { booking: tx.map(Booking, row), freshId: null } : { booking: null, freshId };
}

/**
 * Takes the stay's bags and one trip of each window-day, locked by lockCheckout, and answers their loads as they were
 * before (capacity.queries: TAKE_STAY_AND_TRIPS). The caller judges the loads (holdVerdict, tripsVerdict) and gives
 * everything back, or lets a refusal roll the transaction back.
 */
async function takeStayAndTrips(tx: EntityManager, stay: Stay, trips: readonly Trip[], bookingId: number): Promise<{ days: DayRow[]; held: HeldSpan[]; trips: TripLoad[] }> {
  const statement = trips.length > 0 ? TAKE_STAY_AND_TRIPS : TAKE_STAY;
  const params = { bookingId, ...stayParams(stay), ...tripParams(trips) };
  const [row] = await tx.execute<{ days: DayRow[]; held: HeldSpan[]; trips: TripLoad[] }[]>(statement.sql, statement.params(params));
  return row;
}

/** The leg catalog is read (with the checkout catalog) only when a leg leaves the storage point. */
function legCatalogWanted({ handover, giveBack }: PaymentIntentRequestDto): { otherPointId: number | null } | null {
  const needed = handover?.kind === 'address' || (giveBack !== undefined && giveBack.kind !== 'same_point');
  return needed ? { otherPointId: giveBack?.kind === 'other_point' ? giveBack.locationId : null } : null;
}

const NO_LEG_CATALOG: LegCatalog = { delivery: { zones: [], windows: [], returnFees: [], cutOffs: [], secondAttemptFees: [] }, otherPoint: null };

/**
 * The storage point's own date rules, for the legs at it: a handover there needs it open (and today's time not
 * passed), a return there needs it open that day. An address leg's day is its window's cut-off (leg-plan.ts); a
 * return at another point is checked against that point.
 */
function pointDateProblems(request: PaymentIntentRequestDto, location: BookableLocation, collection: CalendarDate, returnDay: CalendarDate): Record<string, Text[]> {
  const schedule = pointSchedule(location);
  const dateProblem = request.handover?.kind === 'address' ? null : collectionDateRefusal(collection, schedule, new Date());
  const returnsHere = !request.giveBack || request.giveBack.kind === 'same_point';
  const returnProblem = returnsHere && !dateProblem ? returnDateRefusal(returnDay, schedule) : null;
  return { ...(dateProblem ? { collectionDate: [dateProblem] } : {}), ...(returnProblem ? { nights: [returnProblem] } : {}) };
}

/**
 * A same-day stay's refusals: its date (the range, the point open that day); the times of its ends at the point within
 * that day's hours (today not before the earliest); with an address at either end, the delivery starting the city's gap
 * after the collection ends at least; no return at another point.
 */
function sameDayProblems(request: PaymentIntentRequestDto, location: BookableLocation, date: CalendarDate, legs: LegPlan | null, delivery: DeliveryCatalog): Record<string, Text[]> {
  if (request.giveBack?.kind === 'other_point') return { giveBack: [message('validation:sameDay.noOtherPoint')] };
  const schedule = pointSchedule(location);
  const atThePoint = { dropOffTime: request.handover?.kind !== 'address', pickUpTime: request.giveBack?.kind !== 'address' };
  const dateProblem = atThePoint.dropOffTime || atThePoint.pickUpTime ? sameDayDateRefusal(date, schedule, new Date()) : null;
  if (dateProblem) return { collectionDate: [dateProblem] };
  const times = Object.entries(sameDayTimeRefusals(schedule, date, request, new Date())).filter(([field]) => atThePoint[field as SameDayField]);
  if (times.length > 0) return Object.fromEntries(times.map(([field, refusal]) => [field, [refusal]]));
  if ((atThePoint.dropOffTime && atThePoint.pickUpTime) || !legs?.ok) return {};
  const ends = sameDayEnds(request, legs.legs);
  const gap = delivery.cutOffs.find((cutOff) => cutOff.cityId === location.cityId)?.sameDayGapMinutes ?? DEFAULT_SAME_DAY_GAP_MINUTES;
  const earliest = minutesOfDay(ends.collectedBy) + gap;
  if (minutesOfDay(ends.givenBackFrom) >= earliest) return {};
  const field = atThePoint.pickUpTime ? 'pickUpTime' : 'giveBack.windowId';
  return { [field]: [message('validation:sameDay.gap', { minutes: gap, time: timeOfDay(earliest) })] };
}

/** When a same-day stay's bags reach the point (the drop-off, or the collection window's end) and leave it (the pick-up, or the delivery window's start). */
function sameDayEnds(request: Pick<PaymentIntentRequestDto, 'dropOffTime' | 'pickUpTime'>, legs: readonly PlannedLeg[]): { collectedBy: string; givenBackFrom: string } {
  const collection = legs.find((leg) => leg.direction === 'collection' && leg.kind === 'address');
  const delivery = legs.find((leg) => leg.direction === 'return' && leg.kind === 'address');
  return { collectedBy: collection?.fields.windowEnd ?? request.dropOffTime!, givenBackFrom: delivery?.fields.windowStart ?? request.pickUpTime! };
}

/** The booking's code and what it takes off, as priced (none: cleared), written with the rest of its price. */
const promoColumns = (promo: PricedBooking['promo']): Pick<Booking, 'promoCodeId' | 'promoCode' | 'promoDiscountPence'> => ({
  promoCodeId: promo?.id ?? null,
  promoCode: promo?.code ?? null,
  promoDiscountPence: promo?.pence ?? 0,
});

const checkoutActor = (owner: CheckoutOwner): Actor => ({ kind: owner.userId === null ? 'customer_link' : 'customer_account', label: 'customer' });

/**
 * A reference drawn twice, or a zone or window an admin deleted between the catalog's read and the leg's insert: the
 * next attempt prices from the catalog as it is now, which answers what a checkout a moment later would (a 422 under
 * the postcode or window). No deadlock to retry: every path locks in one order (capacity-locks.ts).
 */
function worthAnotherAttempt(error: unknown): boolean {
  return error instanceof UniqueConstraintViolationException || error instanceof ForeignKeyConstraintViolationException;
}
