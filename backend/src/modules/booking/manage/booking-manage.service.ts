import { randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import {
  type CancellationPolicy,
  type ChangeBookingRequest,
  type ChangeQuote,
  type ClosureChoice,
  type ClosureDeliveryQuote,
  type LegAddress,
  type ExtendRequest,
  type LegView,
  freeCancellationUntil,
  type Language,
  type ManageBookingView,
  type Overdue,
  overdueOf,
  parseDayMonthYear,
  penceToPounds,
  type PointHours,
  pointMapUrl,
  poundsToPence,
  type RedeliveryRequest,
  sameDayStayOf,
} from '@luggage/contracts';
import type { AppConfig } from '../../../config/app-config.js';
import { APP_CONFIG } from '../../../config/config.module.js';
import { localise } from '../../../shared/i18n/message.js';
import { CatalogService } from '../../catalog/index.js';
import { PaymentLedger, PaymentProvider } from '../../payments/index.js';
import { CancellationPolicyService, toPolicyView } from '../../pricing/index.js';
import { CUSTOMER_BY_LINK } from '../lifecycle/booking-actor.js';
import { BookingLifecycle } from '../lifecycle/booking-lifecycle.js';
import { BookingCancellationService } from './booking-cancellation.service.js';
import { BookingChangeService, type ChangeOutcome } from './booking-change.service.js';
import { BookingRedeliveryService } from './booking-redelivery.service.js';
import { BookingExtensionService } from './booking-extension.service.js';
import { customerActor, customerActorLabel, historyAction, historyEvent } from '../reads/booking-history.js';
import { feeLinesOf, legsOf } from '../legs/booking-legs.js';
import { returnTimeOf, toBookingView, toDashed, toStatusChangeView } from '../reads/booking.mapper.js';
import type { BookingView } from '../reads/booking.views.js';
import { ChangeNotFoundError, ManageLinkNotFoundError, PaymentNotSucceededError } from '../booking.errors.js';
import { handoverAt } from '../domain/booking-times.js';
import { normaliseReference } from '../domain/booking-reference.js';
import { isPaid } from '../lifecycle/lifecycle-table.js';
import { Booking, BookingChange, BookingStatusChange } from '../entities/index.js';
import { issueManageToken, manageLinkLive, manageTokenHash } from './manage-link.js';
import { ClosureRescueService } from '../rescue/closure-rescue.service.js';

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,100}$/;

/**
 * The manage page's calls, reached by the booking's secret link only: a wrong or expired link is a 404 that says
 * nothing of any booking. Customers act as 'customer_link' in the lifecycle table.
 */
@Injectable()
export class BookingManageService {
  constructor(
    private readonly em: EntityManager,
    private readonly policy: CancellationPolicyService,
    private readonly ledger: PaymentLedger,
    private readonly provider: PaymentProvider,
    private readonly changes: BookingChangeService,
    private readonly cancellations: BookingCancellationService,
    private readonly catalog: CatalogService,
    private readonly redelivery: BookingRedeliveryService,
    private readonly lifecycle: BookingLifecycle,
    private readonly extensions: BookingExtensionService,
    private readonly rescue: ClosureRescueService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The booking behind a live link; `language` says why an action is not allowed (the request's Accept-Language). */
  async view(token: string, language: Language): Promise<ManageBookingView> {
    return this.viewOf((await this.byToken(token)).id, language);
  }

  async quoteChange(token: string, request: ChangeBookingRequest, language: Language): Promise<ChangeQuote> {
    return this.changes.quote(await this.byToken(token), request, CUSTOMER_BY_LINK, language);
  }

  async change(token: string, request: ChangeBookingRequest, expectedDifferencePence: number): Promise<ChangeOutcome> {
    const booking = await this.byToken(token);
    return this.changes.request(booking.id, request, CUSTOMER_BY_LINK, { expectedDifferencePence });
  }

  async quoteExtension(token: string, request: ExtendRequest): Promise<ChangeQuote> {
    return this.extensions.quote(await this.byToken(token), request, CUSTOMER_BY_LINK);
  }

  /** "Extend": a later pick-up or more nights, paid with the card form when dearer (then confirmed as a change). */
  async extend(token: string, request: ExtendRequest, expectedDifferencePence: number): Promise<ChangeOutcome> {
    const booking = await this.byToken(token);
    return this.extensions.request(booking.id, request, CUSTOMER_BY_LINK, { expectedDifferencePence });
  }

  /** "Choose another window": a failed delivery booked again. */
  async rebookDelivery(token: string, request: RedeliveryRequest): Promise<ChangeOutcome> {
    const booking = await this.byToken(token);
    return this.redelivery.request(booking.id, { date: parseDayMonthYear(request.date), windowId: request.windowId, expectedFeePence: poundsToPence(request.expectedFee) }, CUSTOMER_BY_LINK);
  }

  /** The browser says a change's payment went through: asks the provider, then applies it (or finds it applied). */
  async confirmChange(token: string, changeId: number, language: Language): Promise<ManageBookingView> {
    const booking = await this.byToken(token);
    const change = await this.em.fork().findOne(BookingChange, { id: changeId, bookingId: booking.id });
    if (!change?.paymentIntentId) throw new ChangeNotFoundError();
    if (change.state === 'awaiting_payment' || change.state === 'superseded') {
      const intent = await this.provider.retrieveIntent(this.em.fork(), change.paymentIntentId);
      if (!intent || intent.status !== 'succeeded' || intent.amountPence !== change.amountPence) throw new PaymentNotSucceededError();
      await this.changes.onChangePaid({ paymentIntentId: intent.id, provider: this.provider.name, amountPence: intent.amountPence, currency: intent.currency });
    }
    return this.viewOf(booking.id, language);
  }

  /** A closed point's offer taken: the free move, delivery or later pick-up, or the full refund, once (closure-rescue.service.ts). */
  async takeClosureOffer(token: string, choice: ClosureChoice, address: LegAddress | null, language: Language): Promise<ManageBookingView> {
    const booking = await this.byToken(token);
    await this.rescue.take(booking.id, choice, address);
    return this.viewOf(booking.id, language);
  }

  /** The window a closed point's free delivery to `address` would get now; advisory, it changes nothing. */
  async quoteClosureDelivery(token: string, address: LegAddress): Promise<ClosureDeliveryQuote> {
    const booking = await this.byToken(token);
    return this.rescue.quoteDelivery(booking.id, address);
  }

  async cancel(token: string, expectedRefundPence: number, language: Language): Promise<ManageBookingView> {
    const booking = await this.byToken(token);
    await this.cancellations.cancel(booking.id, CUSTOMER_BY_LINK, { kind: 'policy', expectedPence: expectedRefundPence }, null);
    return this.viewOf(booking.id, language);
  }

  /**
   * "Find my booking": emails the link when the reference and the email both match a booking that still has a live
   * link. The caller answers the same words either way, so the call tells nobody whether a booking exists.
   */
  async requestLink(reference: string, email: string): Promise<void> {
    const normalised = normaliseReference(reference);
    if (!normalised) return;
    await this.em.fork().transactional(async (tx) => {
      const booking = await tx.findOne(Booking, { reference: normalised, email: email.trim().toLowerCase() });
      if (!booking || !hasLivePage(booking)) return;
      if (!booking.manageTokenSealed) issueManageToken(this.config.sessionSecret, booking);
      this.lifecycle.record(tx, booking, 'send_manage_link', CUSTOMER_BY_LINK, { event: { requestId: randomUUID() } });
    });
  }

  /** The booking a live link opens, for pages other modules serve under the link (the pass, the calendar file). */
  async bookingByLink(token: string): Promise<BookingView> {
    return toBookingView(await this.byToken(token));
  }

  /** The booking a live link opens; 404 for anything else (unpaid checkouts have no page either). */
  private async byToken(token: string): Promise<Booking> {
    if (!TOKEN_PATTERN.test(token)) throw new ManageLinkNotFoundError();
    const booking = await this.em.fork().findOne(Booking, { manageTokenHash: manageTokenHash(token) }, { populate: ['items', 'legs'], strategy: 'joined' });
    if (!booking || !hasLivePage(booking)) throw new ManageLinkNotFoundError();
    return booking;
  }

  /** The partner whose account the booking is on (it pays, invoiced monthly), by name; null for a booking paid by card. */
  private async accountHolder(booking: Booking, em: EntityManager): Promise<string | null> {
    if (!booking.billedToPartner || booking.partnerId === null) return null;
    const [row] = await em.execute<{ name: string }[]>('select name from partner where id = ?', [booking.partnerId]);
    return row?.name ?? null;
  }

  /** Whether the bags are at the point after it closed on their return date, by the return point's hours now. */
  private async overdueNow(booking: Booking, legs: readonly LegView[], ownHours: PointHours | null, em: EntityManager): Promise<Overdue | null> {
    if (booking.status !== 'collected') return null;
    const returnLeg = legs.find((leg) => leg.direction === 'return');
    const pointId = returnLeg?.point?.id ?? booking.locationId;
    const hours = pointId === booking.locationId ? ownHours : (await this.catalog.pointNow(pointId, em)).hours;
    return overdueOf({ status: booking.status, returnsAtPoint: returnLeg?.kind !== 'address', returnDate: booking.returnDate }, hours, new Date());
  }

  async viewOf(bookingId: number, language: Language): Promise<ManageBookingView> {
    const em = this.em.fork();
    const booking = await em.findOneOrFail(Booking, { id: bookingId }, { populate: ['items', 'legs'] });
    const [policy, ledger, history, pending, point, onAccountOf] = await Promise.all([
      this.policy.current(em),
      this.ledger.summary(em, booking.id),
      em.find(BookingStatusChange, { bookingId }, { orderBy: { id: 'asc' } }),
      em.findOne(BookingChange, { bookingId, state: 'awaiting_payment' }, { orderBy: { id: 'desc' } }),
      this.catalog.pointNow(booking.locationId, em),
      this.accountHolder(booking, em),
    ]);
    const cancelTerms = await this.cancellations.terms(booking, CUSTOMER_BY_LINK, em);
    const changeRefusal = await this.changes.refusal(booking, CUSTOMER_BY_LINK);
    const extension = await this.extensions.offer(booking, CUSTOMER_BY_LINK);
    const closure = await this.rescue.offerOf(booking, em);
    const pendingIntent = pending?.paymentIntentId ? await this.provider.retrieveIntent(em, pending.paymentIntentId) : null;
    const legs = legsOf(booking, booking.legs.getItems());
    const stay = { nights: booking.nights, collectionDate: toDashed(booking.collectionDate), location: { time: booking.locationTime, returnTime: returnTimeOf(booking) } };
    return {
      reference: booking.reference,
      status: booking.status,
      fullName: booking.fullName,
      email: booking.email,
      contactNumber: booking.contactNumber,
      items: booking.items.getItems().map((item) => ({ code: item.code, title: item.title, amount: item.amount, unitPrice: penceToPounds(item.unitPricePence) })),
      nights: booking.nights,
      collectionDate: toDashed(booking.collectionDate),
      returnDate: toDashed(booking.returnDate),
      location: {
        id: booking.locationId,
        name: booking.locationName,
        address: booking.locationAddress,
        time: booking.locationTime,
        returnTime: returnTimeOf(booking),
        mapUrl: pointMapUrl(booking.locationName, booking.locationAddress),
        instructions: point.instructions,
      },
      legs,
      sameDay: sameDayStayOf(stay, point.hours),
      overdue: await this.overdueNow(booking, legs, point.hours, em),
      fees: feeLinesOf(legs),
      total: penceToPounds(booking.totalPence),
      noDiscountCost: penceToPounds(booking.noDiscountPence),
      discount: penceToPounds(booking.discountPence),
      promo: booking.promoCode ? { code: booking.promoCode, discount: penceToPounds(booking.promoDiscountPence) } : null,
      paid: penceToPounds(ledger.paidPence),
      refunded: penceToPounds(ledger.refundSucceededPence),
      refundPending: penceToPounds(ledger.refundPendingPence),
      refunds: ledger.refunds.map((r) => ({ amount: penceToPounds(r.amountPence), state: r.state, reason: r.reason, createdAt: r.createdAt })),
      onAccountOf,
      history: history.map(toStatusChangeView).map((entry) => ({
        at: entry.at,
        action: historyAction(entry),
        actor: customerActorLabel(entry.actor),
        event: historyEvent(entry),
        by: customerActor(entry.actor),
      })),
      policy: toPolicyView(policy),
      freeCancellationUntil: freeUntil(booking, policy).toISOString(),
      actions: {
        change: { allowed: changeRefusal === null, reason: changeRefusal && localise(changeRefusal, language) },
        cancel: cancelTerms.allowed
          ? { allowed: true, reason: null, refundAmount: penceToPounds(cancelTerms.refundPence) }
          : { allowed: false, reason: localise(cancelTerms.reason, language), refundAmount: 0 },
        extend: { allowed: extension.refusal === null, reason: extension.refusal && localise(extension.refusal, language), choices: extension.choices },
      },
      pendingChange:
        pending && pendingIntent && pendingIntent.status !== 'succeeded'
          ? { id: pending.id, amount: penceToPounds(pending.amountPence), clientSecret: pendingIntent.clientSecret }
          : null,
      closure,
      company: { ...this.config.company, email: this.config.contactEmail, ...this.config.contact },
      createdAt: booking.createdAt.toISOString(),
      confirmedAt: booking.confirmedAt?.toISOString() ?? null,
    };
  }
}

/** A paid or cancelled booking whose link is still live has a manage page (an unpaid checkout never has one). */
const hasLivePage = (booking: Booking) => (isPaid(booking.status) || booking.status === 'cancelled') && manageLinkLive(booking.returnDate);

const freeUntil = (booking: Booking, policy: CancellationPolicy) => freeCancellationUntil(handoverAt(booking), policy);
