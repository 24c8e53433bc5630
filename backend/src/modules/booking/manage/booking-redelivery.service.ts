import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type CalendarDate, type DeliveryCatalog, formatIso, formatPounds, formatReadableDate, secondAttemptFeePence, windowLabel } from '@luggage/contracts';
import { ValidationFailedError } from '../../../shared/errors/domain-error.js';
import { CatalogService } from '../../catalog/index.js';
import { PaymentLedger, PaymentProvider } from '../../payments/index.js';
import type { Actor } from '../lifecycle/booking-actor.js';
import { type ChangeOutcome, lockBooking, supersedeWaitingChanges } from '../lifecycle/booking-lock.js';
import { lockCapacity } from '../capacity/capacity-locks.js';
import { extraNights, heldSpanOf, heldStayOf, PointFullError, releaseBags, type Stay, tryHoldBags } from '../capacity/booking-capacity.js';
import { momentIndex } from '../capacity/moments.js';
import { legRowShape } from '../legs/booking-legs.js';
import { BookingLifecycle } from '../lifecycle/booking-lifecycle.js';
import { MoveNotAllowedError, TermsChangedError } from '../booking.errors.js';
import { type Booking, BookingChange, type BookingLeg, type ChangeDetails, type PlannedLeg } from '../entities/index.js';
import { LEG_MESSAGES, windowProblem } from '../legs/leg-plan.js';
import { settlePaidChange, type Unapplied } from './paid-change-settlement.js';
import { releaseTrips, tripCapacities, tripsOf, tryHoldTrips, WindowFullError } from '../capacity/trip-capacity.js';
import { type Message, message, type Text } from '../../../shared/i18n/message.js';

export const REDELIVERY_MESSAGES = {
  notFailed: message('errors:redelivery.notFailed'),
  badDate: message('validation:date.dayMonthYear'),
  /** `day`: the return day, DD-MM-YYYY or YYYY-MM-DD. */
  tooEarly: (day: string): Message => ({ key: 'validation:redelivery.tooEarly', params: { day }, days: ['day'] }),
  feeChanged: (pence: number): Message => ({ key: 'errors:redelivery.feeChanged', params: { fee: pence }, money: ['fee'] }),
};

export interface RedeliveryAsked {
  date: CalendarDate | null;
  windowId: number;
  expectedFeePence: number;
}

/**
 * "Choose another window": a delivery the driver could not make is booked again in another window
 * of its city, from the original return day on, for the second attempt's fee (the city's setting; by default the zone's
 * fee). Free: at once; else a BookingChange marked `redelivery` waits for its payment with the same card form as a
 * dearer change.
 */
@Injectable()
export class BookingRedeliveryService {
  constructor(
    private readonly em: EntityManager,
    private readonly catalog: CatalogService,
    private readonly ledger: PaymentLedger,
    private readonly provider: PaymentProvider,
    private readonly lifecycle: BookingLifecycle,
  ) {}

  async request(bookingId: number, asked: RedeliveryAsked, actor: Actor): Promise<ChangeOutcome> {
    const { delivery } = await this.catalog.getLegCatalog(null);
    return this.em.fork().transactional(async (tx) => {
      const booking = await lockBooking(tx, bookingId);
      const leg = failedDelivery(booking);
      const planned = planRedelivery(booking, leg, asked, delivery, new Date());
      const feePence = planned.fields.feePence ?? 0;
      if (feePence !== asked.expectedFeePence) throw new TermsChangedError(REDELIVERY_MESSAGES.feeChanged(feePence));
      const extra = extraNightsOf(booking, planned);
      const trips = tripsOf([legRowShape(planned)]);
      await lockCapacity(tx, { stays: [extra], trips: [trips] });
      // A refusal rolls back what was taken with the transaction.
      const fullNight = extra ? await tryHoldBags(tx, extra, await this.catalog.capacityOf(tx, booking.locationId)) : null;
      if (extra && fullNight) throw new PointFullError(extra, fullNight);
      const full = await tryHoldTrips(tx, trips, await tripCapacities(tx, trips));
      if (full) throw new WindowFullError(full);
      if (feePence === 0) {
        await this.apply(tx, booking, planned, actor, null);
        return { outcome: 'changed' };
      }
      // Taken again when paid; checked now so nobody pays for a full window or point.
      await releaseTrips(tx, trips);
      if (extra) await releaseBags(tx, extra);
      return this.awaitPayment(tx, booking, planned, actor);
    });
  }

  /** A redelivery's payment arrived (in onChangePaid's transaction; the details are the booking's own, only the leg changes): books the leg again, or refunds it and says why. */
  async settle(tx: EntityManager, booking: Booking, change: BookingChange): Promise<'applied' | 'refunded'> {
    const planned = change.details.legs![0];
    const leg = booking.legs.getItems().find((row) => row.direction === 'return');
    const attempt = async (): Promise<Unapplied | null> => {
      if (change.state !== 'awaiting_payment' || booking.version !== change.baseVersion || leg?.state !== 'failed') return 'stale';
      const extra = extraNightsOf(booking, planned);
      const trips = tripsOf([legRowShape(planned)]);
      await lockCapacity(tx, { stays: [extra], trips: [trips] });
      const fullNight = extra ? await tryHoldBags(tx, extra, await this.catalog.capacityOf(tx, booking.locationId)) : null;
      if (fullNight) return { night: fullNight.night, locationName: booking.locationName };
      const full = await tryHoldTrips(tx, trips, await tripCapacities(tx, trips));
      if (full && extra) await releaseBags(tx, extra);
      return full;
    };
    const apply = () => this.apply(tx, booking, planned, { kind: 'customer_link', label: change.requestedBy }, `paid ${formatPounds(change.amountPence)}`);
    return settlePaidChange(tx, { ledger: this.ledger, lifecycle: this.lifecycle }, { booking, change, amountPence: change.amountPence, kind: 'redelivery' }, attempt, apply);
  }

  private async awaitPayment(tx: EntityManager, booking: Booking, planned: PlannedLeg, actor: Actor): Promise<ChangeOutcome> {
    const feePence = planned.fields.feePence ?? 0;
    // One payable at a time, as for changes: an earlier redelivery (or change) still unpaid is superseded.
    await supersedeWaitingChanges(tx, booking.id);
    const details: ChangeDetails = { details: { ...detailsOf(booking), feesPence: booking.feesPence + feePence, totalPence: booking.totalPence + feePence }, lines: [], legs: [planned], redelivery: true };
    const change = tx.create(BookingChange, { bookingId: booking.id, baseVersion: booking.version, details, amountPence: feePence, requestedBy: actor.label });
    await tx.flush();
    const intent = await this.provider.createIntent(tx, {
      amountPence: feePence,
      currency: 'gbp',
      idempotencyKey: `booking-${booking.id}-change-${change.id}`,
      bookingId: booking.id,
      bookingReference: booking.reference,
    });
    change.paymentIntentId = intent.id;
    return { outcome: 'payment_required', changeId: change.id, clientSecret: intent.clientSecret, amountPence: feePence };
  }

  /** The leg booked again in its new window (the booking's return day with it), its second fee added to the booking's, the history and the change's email. */
  private async apply(tx: EntityManager, booking: Booking, planned: PlannedLeg, actor: Actor, note: string | null): Promise<void> {
    const leg = failedDelivery(booking);
    const feePence = planned.fields.feePence ?? 0;
    const held = heldSpanOf(heldStayOf(booking, booking.items.getItems(), booking.legs.getItems()));
    Object.assign(leg, { date: planned.date, windowId: planned.fields.windowId, windowStart: planned.fields.windowStart, windowEnd: planned.fields.windowEnd, feePence: leg.feePence + feePence });
    // The bags are kept until the new window: the extra time was counted by the caller.
    if (leg.date > booking.returnDate) booking.returnDate = leg.date;
    Object.assign(booking, { ...held, holdsUntil: Math.max(held.holdsUntil, momentIndex(untilOf(planned))) });
    booking.feesPence += feePence;
    booking.totalPence += feePence;
    booking.version += 1;
    booking.changedAt = new Date();
    const words = `Delivery booked again: ${formatReadableDate(leg.date)}, ${windowLabel({ start: leg.windowStart!, end: leg.windowEnd! })}`;
    // The leg is booked again (its state, no driver) by the move itself.
    await this.lifecycle.apply(tx, booking.id, 'book_redelivery', actor, {
      note: [words, note].filter(Boolean).join('; '),
      event: { version: booking.version, chargedPence: feePence, refundedPence: 0 },
    });
  }
}

function failedDelivery(booking: Booking): BookingLeg {
  const leg = booking.legs.getItems().find((row) => row.direction === 'return');
  if (!leg || leg.kind !== 'address' || leg.state !== 'failed' || booking.status !== 'collected') throw new MoveNotAllowedError(REDELIVERY_MESSAGES.notFailed);
  return leg;
}

/**
 * The leg in its new window: a window of its zone's city still open, from the original return day on; the second
 * attempt's fee as the city sets it now (the zone's fee unless fixed). The fee is stored in the change: a later setting
 * never changes a redelivery already asked for.
 */
function planRedelivery(booking: Booking, leg: BookingLeg, asked: RedeliveryAsked, delivery: DeliveryCatalog, now: Date): PlannedLeg {
  const zone = delivery.zones.find((candidate) => candidate.id === leg.zoneId);
  const window = delivery.windows.find((candidate) => candidate.id === asked.windowId && candidate.cityId === zone?.cityId);
  const errors: Record<string, Text[]> = {};
  if (!asked.date) errors.date = [REDELIVERY_MESSAGES.badDate];
  else if (formatIso(asked.date) < booking.returnDate) errors.date = [REDELIVERY_MESSAGES.tooEarly(booking.returnDate)];
  const problem = !window || !zone ? LEG_MESSAGES.windowNotOffered : asked.date ? windowProblem(window, asked.date, delivery, now) : null;
  if (problem) errors.windowId = [problem];
  if (Object.keys(errors).length > 0 || !asked.date || !window || !zone) throw new ValidationFailedError(errors);
  return { direction: 'return', kind: 'address', date: formatIso(asked.date), fields: { windowId: window.id, windowStart: window.start, windowEnd: window.end, feePence: secondAttemptFeePence(zone, delivery.secondAttemptFees) } };
}

/** The time the bags the booking holds gain when they leave for the new window (later than they were to), or null. */
function extraNightsOf(booking: Booking, planned: PlannedLeg): Stay | null {
  return booking.holdsBags ? extraNights(heldStayOf(booking, booking.items.getItems(), booking.legs.getItems()), untilOf(planned)) : null;
}

/** Bags delivered to an address leave the point at the start of the window. */
const untilOf = (planned: PlannedLeg) => ({ date: planned.date, time: planned.fields.windowStart! });

function detailsOf(booking: Booking): ChangeDetails['details'] {
  const { locationId, locationName, locationAddress, locationTime, returnTime, collectionDate, returnDate, nights, noDiscountPence, discountPence, feesPence, totalPence, itemDiscountPct, nightDiscountPct } = booking;
  return { locationId, locationName, locationAddress, locationTime, returnTime: returnTime ?? locationTime, collectionDate, returnDate, nights, noDiscountPence, discountPence, feesPence, totalPence, itemDiscountPct, nightDiscountPct };
}
