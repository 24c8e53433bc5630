import { DeadlockException, LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { addDays, collectionDateProblem, formatIso, handoverTimeOn, parseDayMonthYear, returnDateProblem } from '@luggage/contracts';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { recordEvent, recordTimedEvent } from '../../shared/events/outbox.js';
import { ValidationFailedError } from '../../shared/errors/domain-error.js';
import { CatalogService, pointSchedule } from '../catalog/index.js';
import { PaymentProvider } from '../payments/index.js';
import { holdVerdict, moveBagsOrRefuse, nightLoads, PointFullError, releaseBags, type Stay, stayOf } from './booking-capacity.js';
import { ensurePaymentIntent } from './booking-intent.js';
import { syncItems, toBookingLine } from './booking-items.js';
import { issueManageToken } from './manage-link.js';
import { BookingAlreadyPaidError, BookingCancelledError, CheckoutOfAnotherSessionError } from './booking.errors.js';
import { type CheckoutOwner, checkoutKeyHash, ownsCheckout } from './checkout-owner.js';
import { generateReference } from './domain/booking-reference.js';
import { isPaid } from './domain/lifecycle-table.js';
import { type PricedLine, priceBasket } from '../pricing/index.js';
import type { PaymentIntentRequestDto } from './dto/payment-intent-request.dto.js';
import { Booking, type BookingDetails, BookingStatusChange } from './entities/index.js';

/** A new reference colliding, or two first requests with one token racing: both resolve on a second attempt. */
const MAX_ATTEMPTS = 5;

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
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** `owner`: the browser session asking and its account, if signed in; the booking is linked to both. */
  async preparePayment(request: PaymentIntentRequestDto, owner: CheckoutOwner): Promise<string> {
    const { details, lines, capacity } = await this.price(request);
    for (let attempt = 1; ; attempt += 1) {
      try {
        // Its own EntityManager and transaction: on PGlite's single connection nothing else may query meanwhile.
        return await this.em.fork().transactional((tx) => this.saveWithIntent(tx, request.bookingToken, { details, lines, capacity }, owner));
      } catch (error) {
        // Two first calls of one token race to insert it; two re-checkouts swapping dates lock nights in opposite orders.
        const retriable = error instanceof UniqueConstraintViolationException || error instanceof DeadlockException;
        if (!retriable || attempt >= MAX_ATTEMPTS) throw error;
      }
    }
  }

  /** Reads the catalog before any transaction opens, and refuses anything the server would price differently. */
  private async price(request: PaymentIntentRequestDto): Promise<PricedBooking> {
    const { pricing, location } = await this.catalog.getCheckoutCatalog(request.locationId);
    const priced = priceBasket(request.storageItemsBasket, request.nights, request.totalCost, pricing);
    const collection = parseDayMonthYear(request.collectionDate)!;
    // The DTO checked the date's range; only the point knows whether today's handover has passed.
    const schedule = location && pointSchedule(location);
    const returnDay = addDays(collection, request.nights);
    const dateProblem = schedule ? collectionDateProblem(collection, schedule, new Date()) : null;
    const returnProblem = schedule && !dateProblem ? returnDateProblem(returnDay, schedule) : null;
    const errors = {
      ...(location ? {} : { locationId: ['The selected location is not available for booking.'] }),
      ...(dateProblem ? { collectionDate: [dateProblem] } : {}),
      ...(returnProblem ? { nights: [returnProblem] } : {}),
      ...(priced.ok ? {} : priced.errors),
    };
    if (!location || dateProblem || returnProblem || !priced.ok) throw new ValidationFailedError(errors);
    const { quote } = priced;
    const details: BookingDetails = {
      fullName: request.fullName,
      email: request.email.toLowerCase(),
      contactNumber: request.contactNumber,
      locationId: location.id,
      locationName: location.name,
      locationAddress: location.address,
      locationTime: handoverTimeOn(schedule!, collection),
      returnTime: handoverTimeOn(schedule!, returnDay),
      collectionDate: formatIso(collection),
      returnDate: formatIso(returnDay),
      nights: request.nights,
      noDiscountPence: quote.noDiscountPence,
      discountPence: quote.discountPence,
      totalPence: quote.totalPence,
      itemDiscountPct: quote.itemPercentage,
      nightDiscountPct: quote.nightPercentage,
    };
    return { details, lines: priced.lines, capacity: location.capacity };
  }

  private async saveWithIntent(tx: EntityManager, token: string, { details, lines, capacity }: PricedBooking, owner: CheckoutOwner): Promise<string> {
    let booking = await tx.findOne(Booking, { bookingToken: token }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    const isNew = !booking;
    let heldStay: Stay | null = null;
    if (booking) {
      if (!ownsCheckout(booking, owner)) throw new CheckoutOfAnotherSessionError();
      if (isPaid(booking.status)) throw new BookingAlreadyPaidError();
      if (booking.status === 'cancelled') throw new BookingCancelledError();
      await booking.items.init();
      heldStay = booking.holdsBags ? stayOf(booking, booking.items.getItems()) : null;
      if (booking.status === 'payment_failed') {
        tx.persist(new BookingStatusChange({ bookingId: booking.id, fromStatus: booking.status, toStatus: 'pending_payment', actor: 'customer', note: 'Checkout again' }));
        booking.status = 'pending_payment';
      }
      Object.assign(booking, details);
    } else {
      booking = new Booking({ ...details, bookingToken: token, reference: generateReference(), paymentProvider: this.provider.name });
      issueManageToken(this.config.sessionSecret, booking);
      tx.persist(booking);
    }
    // A pending booking keeps the account it was first made under; a guest's gets the account that signs in and pays.
    booking.userId ??= owner.userId;
    booking.checkoutBrowserHash = checkoutKeyHash(owner.browserKey);
    syncItems(tx, booking, lines.map(toBookingLine));
    await tx.flush();
    await this.holdByTheRule(tx, booking, heldStay, stayOf(details, lines), capacity);
    if (isNew) {
      tx.persist(new BookingStatusChange({ bookingId: booking.id, fromStatus: null, toStatus: 'pending_payment', actor: 'customer' }));
      recordEvent(tx, 'BookingRequested', { bookingId: booking.id, reference: booking.reference, totalPence: booking.totalPence });
    }
    const intent = await ensurePaymentIntent(this.provider, tx, booking);
    return intent.clientSecret;
  }

  /**
   * Gives back the stay this booking held (if any) and applies the hold rule (holdVerdict) to its new stay: refused
   * with 409, or its bags held for BOOKING_HOLD_MINUTES from this checkout (a timed event lets them go then if it is
   * still unpaid), or no hold, its payment taking the bags if they still fit.
   */
  private async holdByTheRule(tx: EntityManager, booking: Booking, heldStay: Stay | null, stay: Stay, capacity: number): Promise<void> {
    if (heldStay) await releaseBags(tx, heldStay);
    const verdict = holdVerdict(await nightLoads(tx, stay, booking.id), capacity, stay.bags);
    if (verdict.kind === 'refused') throw new PointFullError(stay, verdict.full);
    if (verdict.kind === 'unprotected') {
      booking.holdsBags = false;
      booking.holdExpiresAt = null;
      return;
    }
    await moveBagsOrRefuse(tx, null, stay, capacity);
    const expiresAt = new Date(Date.now() + this.config.bookingHoldMinutes * 60_000);
    booking.holdsBags = true;
    booking.holdExpiresAt = expiresAt;
    recordTimedEvent(tx, 'BookingHoldExpired', { bookingId: booking.id, expiresAt: expiresAt.toISOString() }, expiresAt);
  }
}

interface PricedBooking {
  details: BookingDetails;
  lines: PricedLine[];
  /** The point's bags a night. */
  capacity: number;
}
