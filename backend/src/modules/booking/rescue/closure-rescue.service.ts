import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import {
  addDays,
  type ChangeBookingRequest,
  type ClosureChoice,
  type ClosureDeliveryQuote,
  collectionDateRefusal,
  type DeliveryZone,
  handoverTimeOn,
  type LegAddress,
  windowLabel,
  type ClosureOfferView,
  formatDashed,
  formatIso,
  formatReadableDate,
  isOpenOn,
  normalisePostcode,
  type MayArriveEntry,
  parseIso,
  penceToPounds,
  todayInLondon,
} from '@luggage/contracts';
import { arrayLiteral } from '../../../shared/database/array-literal.js';
import { recordEvent } from '../../../shared/events/outbox.js';
import { ValidationFailedError } from '../../../shared/errors/domain-error.js';
import { message } from '../../../shared/i18n/message.js';
import { CatalogService, type CheckoutCatalog, type LegCatalog, type PlacedLocation, pointSchedule } from '../../catalog/index.js';
import { type BookingMoney, refundable } from '../../pricing/index.js';
import { CUSTOMER_BY_LINK } from '../lifecycle/booking-actor.js';
import { lockBooking } from '../lifecycle/booking-lock.js';
import { mayMove } from '../lifecycle/lifecycle-table.js';
import { BookingAvailabilityService } from '../checkout/booking-availability.service.js';
import { BookingCancellationService } from '../manage/booking-cancellation.service.js';
import { BookingChangeService, type ChangePlan, settlementOf } from '../manage/booking-change.service.js';
import { toDashed } from '../reads/booking.mapper.js';
import { ClosureOfferNotFoundError, ClosureOfferTakenError, MoveNotAllowedError } from '../booking.errors.js';
import { Booking } from '../entities/index.js';
import { BookingLifecycle } from '../lifecycle/booking-lifecycle.js';
import { lockCapacity } from '../capacity/capacity-locks.js';
import { extraNights, heldSpanOf, heldStayOf, PointFullError, tryHoldBags } from '../capacity/booking-capacity.js';
import { momentIndex, type Moment } from '../capacity/moments.js';
import { tripCapacities, tripsOf, tryHoldTrips, WindowFullError } from '../capacity/trip-capacity.js';
import { addressLeg } from '../legs/leg-plan.js';
import { legRowShape, syncLegs } from '../legs/booking-legs.js';
import type { Text } from '../../../shared/i18n/message.js';
import { affectedSide, type BookingAtPoints, type CandidatePoint, closureChoices, nearestOpenPoint } from './rescue-rules.js';
import { asAddressErrors, DELIVERY_DAYS_AFTER, firstFreeWindowFor, type FoundWindow, zoneOfAddress } from './closure-legs.js';
import { AFFECTED_CANDIDATES, type AffectedRow, INSERT_OFFER, MAY_ARRIVE, OFFER_BY_ID, OFFER_LOCKED, OFFER_OF_BOOKING, OFFERS_OF_DAY, type OfferRow, TAKE_OFFER } from './rescue.queries.js';

/** What the closed-point email says of an offer. */
export interface OfferForEmail {
  bookingId: number;
  /** YYYY-MM-DD */
  date: string;
  note: string;
  pointName: string;
  side: OfferRow['side'];
  move: { name: string; address: string; km: number } | null;
  /** A driver's free delivery (or collection) is offered. */
  delivery: boolean;
  /** The later pick-up offered: the day the point opens again (YYYY-MM-DD) and its time; null when not offered. */
  later: Moment | null;
  refundPence: number | null;
}

/** A delivery's address, zone and window found, read before the transaction. */
interface DeliveryPlan {
  address: LegAddress;
  zone: DeliveryZone;
  window: FoundWindow;
  legCatalog: LegCatalog;
  /** The zone's storage point, for a drop-off collected from the address (null on the pick-up side). */
  storage: CheckoutCatalog | null;
}

/** Why a choice the offer does not hold is refused (409). */
const NOT_OFFERED: Record<ClosureChoice, Text> = {
  move: message('errors:closure.noMove'),
  delivery: message('errors:closure.noDelivery'),
  later: message('errors:closure.noLater'),
  refund: message('errors:closure.noRefund'),
};

/**
 * Closed-point rescue (docs/decisions.md, "Closed-point rescue"): when an admin closes a point for a day at short
 * notice, each booking affected that day gets one offer, and an email says so. Its choices (rescue-rules.ts,
 * closureChoices): a free move to the nearest point open that day with room (found when the point closed), a free
 * delivery to (or collection from) an address at its zone's first free window, a free later pick-up the next day the
 * point opens, or a cancellation refunded in full whatever the policy while the bags are not with us yet; the customer
 * takes one, once, from the manage page. Taking it runs under the booking's row lock and then the offer's, so ten
 * presses at once make one move, one leg, one later pick-up or one refund: the others find the offer taken (409).
 */
@Injectable()
export class ClosureRescueService {
  constructor(
    private readonly em: EntityManager,
    private readonly catalog: CatalogService,
    private readonly availability: BookingAvailabilityService,
    private readonly changes: BookingChangeService,
    private readonly cancellations: BookingCancellationService,
    private readonly lifecycle: BookingLifecycle,
  ) {}

  /**
   * Makes the offers for the point's closure on `isoDate` (already a closure date of the point) and records the email
   * of each new one. Safe to repeat: a booking offered before gets nothing new. `affected`: offers made now.
   */
  async rescue(pointId: number, isoDate: string, note: string): Promise<{ affected: number; offered: number }> {
    const { point, cityPoints } = await this.catalog.cityPointsOf(pointId);
    if (!point) return { affected: 0, offered: 0 };
    const rows = await this.em.fork().execute<AffectedRow[]>(AFFECTED_CANDIDATES, [isoDate, isoDate, pointId, pointId]);
    const affected = rows.map((row) => ({ row, side: affectedSide(atPoints(row), pointId, isoDate) })).filter((entry) => entry.side !== null);
    const rooms = await this.roomsOn(cityPoints.filter((candidate) => candidate.id !== pointId), isoDate);
    const offers = affected.map(({ row, side }) => {
      const nearest = side === 'collection' && movable(row) ? nearestOpenPoint(point, candidatesFor(row, cityPoints, rooms), row.bags) : null;
      // Later bookings of the day are offered what room the earlier ones leave.
      if (nearest) rooms.set(nearest.id, (rooms.get(nearest.id) ?? 0) - row.bags);
      return { bookingId: row.id, side: side!, nearestId: nearest?.id ?? null };
    });
    const made = await this.em.fork().transactional(async (tx) => {
      let count = 0;
      for (const offer of offers) {
        const [inserted] = await tx.execute<{ id: number }[]>(INSERT_OFFER, [offer.bookingId, pointId, isoDate, note, offer.side, offer.nearestId]);
        if (!inserted) continue;
        recordEvent(tx, 'PointClosedForBooking', { offerId: inserted.id, bookingId: offer.bookingId });
        count += 1;
      }
      return count;
    });
    const [{ count }] = await this.em.fork().execute<{ count: number }[]>(OFFERS_OF_DAY, [pointId, isoDate]);
    return { affected: made, offered: count };
  }

  /** The booking's offer for its next closed day (today or later), as the manage page shows it; null when none. */
  async offerOf(booking: Booking, em: EntityManager): Promise<ClosureOfferView | null> {
    const [offer] = await em.execute<OfferRow[]>(OFFER_OF_BOOKING, [booking.id, formatIso(todayInLondon())]);
    if (!offer) return null;
    const { point, cityPoints } = await this.catalog.cityPointsOf(offer.location_id);
    await booking.legs.init();
    const reopens = reopeningOf(point, offer.closed_date);
    const choices = offer.taken === null ? closureChoices(situationOf(booking, offer, reopens)) : [];
    const nearest = choices.includes('move') ? cityPoints.find((candidate) => candidate.id === offer.nearest_location_id) : undefined;
    const refund = choices.includes('refund') ? refundable(await this.changes.money(em, booking)) : null;
    return {
      date: toDashed(offer.closed_date),
      note: offer.note,
      pointName: point?.name ?? '',
      side: offer.side,
      taken: offer.taken,
      choices,
      move: nearest && point ? { id: nearest.id, name: nearest.name, address: nearest.address, km: kmBetween(point, nearest) } : null,
      refund: refund === null ? null : penceToPounds(refund),
      later: choices.includes('later') && reopens ? { date: toDashed(reopens.date), time: reopens.time } : null,
      delivery: offer.taken === 'delivery' ? deliveredLeg(booking, offer.side) : null,
    };
  }

  /** The offer as its email tells it; null when it is gone. */
  async offerForEmail(offerId: number): Promise<OfferForEmail | null> {
    const em = this.em.fork();
    const [offer] = await em.execute<OfferRow[]>(OFFER_BY_ID, [offerId]);
    if (!offer) return null;
    const { point, cityPoints } = await this.catalog.cityPointsOf(offer.location_id);
    const booking = await em.findOne(Booking, { id: offer.booking_id }, { populate: ['legs'] });
    if (!booking) return null;
    const reopens = reopeningOf(point, offer.closed_date);
    const choices = closureChoices(situationOf(booking, offer, reopens));
    const nearest = choices.includes('move') ? cityPoints.find((candidate) => candidate.id === offer.nearest_location_id) : undefined;
    return {
      bookingId: offer.booking_id,
      date: offer.closed_date,
      note: offer.note,
      pointName: point?.name ?? '',
      side: offer.side,
      move: nearest && point ? { name: nearest.name, address: nearest.address, km: kmBetween(point, nearest) } : null,
      delivery: choices.includes('delivery'),
      later: choices.includes('later') ? reopens : null,
      refundPence: choices.includes('refund') ? refundable(await this.changes.money(em, booking)) : null,
    };
  }

  /**
   * Takes the booking's open offer, once (409 when it was taken): `move` (to the nearest point at its price), `delivery`
   * (a driver's free leg to or from `address` at its zone's first free window), `later` (the pick-up moved to the next
   * day the point opens, the extra nights free) or `refund` (cancelled, refunded in full whatever the policy). A
   * choice the offer does not hold for this booking is a 409 that says why.
   */
  async take(bookingId: number, choice: ClosureChoice, address: LegAddress | null = null): Promise<void> {
    const [seen] = await this.em.fork().execute<OfferRow[]>(OFFER_OF_BOOKING, [bookingId, formatIso(todayInLondon())]);
    if (!seen) throw new ClosureOfferNotFoundError();
    if (seen.taken) throw new ClosureOfferTakenError();
    // The catalog and the windows' loads are read before the transaction opens (the embedded database has one connection).
    const reopens = reopeningOf((await this.catalog.cityPointsOf(seen.location_id)).point, seen.closed_date);
    const moveTo = choice === 'move' && seen.nearest_location_id !== null ? await this.catalog.getCheckoutCatalog(seen.nearest_location_id) : null;
    const delivery = choice === 'delivery' ? await this.deliveryFor(seen, address) : null;
    await this.em.fork().transactional(async (tx) => {
      const booking = await lockBooking(tx, bookingId);
      const [offer] = await tx.execute<OfferRow[]>(OFFER_LOCKED, [seen.id]);
      if (offer.taken) throw new ClosureOfferTakenError();
      if (!closureChoices(situationOf(booking, offer, reopens)).includes(choice)) throw new MoveNotAllowedError(NOT_OFFERED[choice]);
      const why = `point closed on ${formatReadableDate(offer.closed_date)}`;
      if (choice === 'move') await this.move(tx, booking, moveTo, why);
      else if (delivery) await (offer.side === 'collection' ? this.collectFrom(tx, booking, delivery, why) : this.deliverTo(tx, booking, delivery, why));
      else if (choice === 'later') await this.pickUpLater(tx, booking, reopens!, why);
      else await this.refundInFull(tx, booking, why);
      await tx.execute(TAKE_OFFER, [choice, offer.id]);
    });
  }

  /**
   * The window a delivery to `address` would get if the offer were taken now (deliveryWindowFor, as `take` finds it),
   * writing and holding nothing: 404 without an open offer, 409 once taken or when it holds no delivery, 422 on
   * `address.*` outside any zone, 409 when no window is free. Taking it finds the window again.
   */
  async quoteDelivery(bookingId: number, address: LegAddress): Promise<ClosureDeliveryQuote> {
    const em = this.em.fork();
    const [offer] = await em.execute<OfferRow[]>(OFFER_OF_BOOKING, [bookingId, formatIso(todayInLondon())]);
    if (!offer) throw new ClosureOfferNotFoundError();
    if (offer.taken) throw new ClosureOfferTakenError();
    const booking = await em.findOneOrFail(Booking, { id: bookingId }, { populate: ['legs'] });
    const reopens = reopeningOf((await this.catalog.cityPointsOf(offer.location_id)).point, offer.closed_date);
    if (!closureChoices(situationOf(booking, offer, reopens)).includes('delivery')) throw new MoveNotAllowedError(NOT_OFFERED.delivery);
    const { window } = await this.deliveryWindowFor(offer, address);
    return { side: offer.side, date: toDashed(window.date), window: { start: window.start, end: window.end }, line1: address.line1, postcode: normalisePostcode(address.postcode) ?? address.postcode };
  }

  /** Bookings offered one of `pointIds` (or any point) instead of their closed point on `isoDate`, still to choose. */
  async mayArrive(pointIds: readonly number[] | 'all', isoDate: string): Promise<MayArriveEntry[]> {
    if (pointIds !== 'all' && pointIds.length === 0) return [];
    const rows = await this.em.fork().execute<{ reference: string; full_name: string; side: OfferRow['side']; location_id: number; nearest_location_id: number; bags: number }[]>(
      MAY_ARRIVE,
      [isoDate, ...Array(2).fill(pointIds === 'all' ? null : arrayLiteral(pointIds))],
    );
    const names = new Map<number, string>();
    for (const id of new Set(rows.map((row) => row.location_id))) names.set(id, (await this.catalog.cityPointsOf(id)).point?.name ?? '');
    return rows.map((row) => ({ pointId: row.nearest_location_id, reference: row.reference, fullName: row.full_name, bags: row.bags, fromPoint: names.get(row.location_id)!, side: row.side }));
  }

  private async move(tx: EntityManager, booking: Booking, catalog: CheckoutCatalog | null, why: string): Promise<void> {
    if (!catalog?.location || booking.status !== 'confirmed') throw new MoveNotAllowedError(message('errors:closure.noMove'));
    const request = {
      collectionDate: toDashed(booking.collectionDate),
      nights: booking.nights,
      locationId: catalog.location.id,
      items: booking.items.getItems().map((item) => ({ code: item.code, amount: item.amount })),
    };
    const money = await this.changes.money(tx, booking);
    const bookedCode = await this.changes.wantedPromo(booking, request, tx);
    const plan = atBookedPrice(this.planOrRefuse(() => this.changes.plan(request, catalog, money, booking, null, bookedCode)), booking, money);
    await this.changes.settle(tx, booking, plan, CUSTOMER_BY_LINK, { reason: `${why}: moved free of charge` });
  }

  /**
   * A plan the other point can no longer take (its handover today has passed, say) is refused as not offered (409): the
   * other choices remain. A problem with the address the customer typed stays theirs to mend (422 on `address.*`).
   */
  private planOrRefuse(plan: () => ChangePlan, refusal: Text = message('errors:closure.noMove')): ChangePlan {
    try {
      return plan();
    } catch (error) {
      if (!(error instanceof ValidationFailedError)) throw error;
      const addressErrors = Object.entries(error.fields).filter(([field]) => /^(handover|giveBack)\.address\./.test(field));
      if (addressErrors.length > 0) throw new ValidationFailedError(asAddressErrors(Object.fromEntries(addressErrors)));
      throw new MoveNotAllowedError(refusal);
    }
  }

  /** What a delivery needs, read before the transaction: the address's window (deliveryWindowFor) and, for a collection, the zone's storage point. */
  private async deliveryFor(offer: OfferRow, address: LegAddress | null): Promise<DeliveryPlan> {
    const found = await this.deliveryWindowFor(offer, address);
    const storage = offer.side === 'collection' ? await this.catalog.getCheckoutCatalog(found.zone.storageLocationId) : null;
    return { ...found, storage };
  }

  /**
   * The address's zone (422 on `address.postcode` outside any) and its first free window (409 when none is): what both
   * taking the delivery and its quote find, the one way.
   */
  private async deliveryWindowFor(offer: OfferRow, address: LegAddress | null): Promise<Omit<DeliveryPlan, 'storage'>> {
    if (!address) throw ValidationFailedError.forField('address', message('validation:address.required'));
    const legCatalog = await this.catalog.getLegCatalog(null);
    const zone = zoneOfAddress(address, legCatalog.delivery);
    // The pick-up side may be delivered on a later day; a drop-off is collected that day or not at all (the stay starts then).
    const days = offer.side === 'return' ? 1 + DELIVERY_DAYS_AFTER : 1;
    const window = await firstFreeWindowFor(this.em.fork(), zone, legCatalog.delivery, offer.closed_date, days);
    if (!window) throw new MoveNotAllowedError(message('errors:closure.noWindow'));
    return { address, zone, window, legCatalog };
  }

  /**
   * The drop-off side: a driver collects the bags from the address at the window found, for the zone's storage point
   * (where the driver brings them, as for any collection from an address), planned and settled as a change at the
   * booking's price with the leg's fee waived: nothing to pay, nothing refunded.
   */
  private async collectFrom(tx: EntityManager, booking: Booking, delivery: DeliveryPlan, why: string): Promise<void> {
    const { address, window, legCatalog, storage } = delivery;
    const request: ChangeBookingRequest = {
      collectionDate: toDashed(booking.collectionDate),
      nights: booking.nights,
      locationId: delivery.zone.storageLocationId,
      items: booking.items.getItems().map((item) => ({ code: item.code, amount: item.amount })),
      handover: { kind: 'address', address, windowId: window.windowId },
    };
    const money = await this.changes.money(tx, booking);
    const bookedCode = await this.changes.wantedPromo(booking, request, tx);
    const planned = this.planOrRefuse(() => this.changes.plan(request, storage!, money, booking, legCatalog, bookedCode), message('errors:closure.noDelivery'));
    const plan = withFreeLegs(atBookedPrice(planned, booking, money));
    await this.changes.settle(tx, booking, plan, CUSTOMER_BY_LINK, { reason: `${why}: collected free of charge from ${address.line1}, ${windowLabel(window)}` });
  }

  /** The pick-up side: the return leg becomes a free delivery to the address at the window found (the bags kept until it leaves). */
  private async deliverTo(tx: EntityManager, booking: Booking, delivery: DeliveryPlan, why: string): Promise<void> {
    const errors: Record<string, Text[]> = {};
    const choice = { address: delivery.address, windowId: delivery.window.windowId };
    const planned = addressLeg('return', 'giveBack', choice, parseIso(delivery.window.date)!, { delivery: delivery.legCatalog.delivery, now: new Date() }, errors);
    if (!planned) throw new ValidationFailedError(asAddressErrors(errors));
    const leg = { ...planned.leg, fields: { ...planned.leg.fields, feePence: 0 } };
    await this.keepBagsUntil(tx, booking, { date: leg.date, time: leg.fields.windowStart! }, tripsOf([legRowShape(leg)]));
    syncLegs(tx, booking, [leg]);
    if (leg.date > booking.returnDate) booking.returnDate = leg.date;
    const where = `${leg.fields.line1}, ${leg.fields.postcode}, ${formatReadableDate(leg.date)}, ${windowLabel(delivery.window)}`;
    await this.recordRescue(tx, booking, `${why}: delivered free of charge to ${where}`);
  }

  /** The pick-up side: the bags picked up at the point the next day it opens, at its time, the extra nights free. */
  private async pickUpLater(tx: EntityManager, booking: Booking, reopens: Moment, why: string): Promise<void> {
    await this.keepBagsUntil(tx, booking, reopens, []);
    booking.returnDate = reopens.date;
    booking.returnTime = reopens.time;
    const giveBack = booking.legs.getItems().find((leg) => leg.direction === 'return');
    if (giveBack) Object.assign(giveBack, { date: reopens.date, pointTime: reopens.time });
    await this.recordRescue(tx, booking, `${why}: pick-up moved to ${formatReadableDate(reopens.date)} free of charge`);
  }

  /**
   * The bags stay until `until` (later than they were held to: the extra time counted at the point, 409 when full), and
   * the trips of a new leg are taken (409 when the window filled meanwhile), in the lock order.
   */
  private async keepBagsUntil(tx: EntityManager, booking: Booking, until: Moment, trips: ReturnType<typeof tripsOf>): Promise<void> {
    const stay = heldStayOf(booking, booking.items.getItems(), booking.legs.getItems());
    const extra = booking.holdsBags ? extraNights(stay, until) : null;
    await lockCapacity(tx, { stays: [extra], trips: [trips] });
    const fullNight = extra ? await tryHoldBags(tx, extra, await this.catalog.capacityOf(tx, booking.locationId)) : null;
    if (extra && fullNight) throw new PointFullError(extra, fullNight);
    const fullWindow = trips.length > 0 ? await tryHoldTrips(tx, trips, await tripCapacities(tx, trips)) : null;
    if (fullWindow) throw new WindowFullError(fullWindow);
    const held = heldSpanOf(stay);
    Object.assign(booking, { ...held, holdsUntil: Math.max(held.holdsUntil, momentIndex(until)) });
  }

  /** A new version of the booking, its history row (a change, noting the closure) and the "Booking changed" email. */
  private async recordRescue(tx: EntityManager, booking: Booking, note: string): Promise<void> {
    booking.version += 1;
    booking.changedAt = new Date();
    const moved = await this.lifecycle.apply(tx, booking.id, 'closure_rescue', CUSTOMER_BY_LINK, { note, event: { version: booking.version, chargedPence: 0, refundedPence: 0 } });
    if (!moved) throw new MoveNotAllowedError(message('errors:closure.noDelivery'));
  }

  private async refundInFull(tx: EntityManager, booking: Booking, why: string): Promise<void> {
    if (!mayMove(booking.status, 'cancel', CUSTOMER_BY_LINK.kind)) throw new MoveNotAllowedError(message('errors:closure.noRefund'));
    await this.cancellations.cancelLocked(tx, booking, CUSTOMER_BY_LINK, { kind: 'full' }, `${why}: refunded in full`, { byPolicy: false });
  }

  /** Each point's room for a night's stay handed over on the day (0 when closed that day). */
  private async roomsOn(points: readonly PlacedLocation[], isoDate: string): Promise<Map<number, number>> {
    const day = formatDashed(parseIso(isoDate)!);
    const rooms = new Map<number, number>();
    for (const point of points) {
      const [answer] = (await this.availability.days(point.id, day, 1)).days;
      rooms.set(point.id, answer?.open ? answer.remaining : 0);
    }
    return rooms;
  }
}

/** A point looks this many days after its closed day for the day it opens again (a later pick-up). */
const REOPENS_WITHIN_DAYS = 14;

/** The first day after `closedIso` the point opens, with its handover time that day; null when none within two weeks. */
function reopeningOf(point: PlacedLocation | null, closedIso: string): Moment | null {
  if (!point) return null;
  const schedule = pointSchedule(point);
  for (let i = 1; i <= REOPENS_WITHIN_DAYS; i += 1) {
    const day = addDays(parseIso(closedIso)!, i);
    if (isOpenOn(day, schedule)) return { date: formatIso(day), time: handoverTimeOn(schedule, day) };
  }
  return null;
}

/** What the choices of the booking's offer depend on (rescue-rules.ts, closureChoices). */
function situationOf(booking: Booking, offer: OfferRow, reopens: Moment | null) {
  const giveBack = booking.legs.getItems().find((leg) => leg.direction === 'return');
  const returnPoint = giveBack ? (giveBack.kind === 'point' ? giveBack.pointId : null) : booking.locationId;
  return {
    side: offer.side,
    status: booking.status,
    nearest: offer.nearest_location_id !== null,
    returnsAtOwnPoint: returnPoint === booking.locationId && booking.locationId === offer.location_id,
    reopens: reopens?.date ?? null,
  };
}

/** The free leg a delivery booked, as the offer shows it once taken. */
function deliveredLeg(booking: Booking, side: OfferRow['side']): ClosureOfferView['delivery'] {
  const leg = booking.legs.getItems().find((row) => row.direction === side && row.kind === 'address');
  return leg ? { date: toDashed(leg.date), window: { start: leg.windowStart!, end: leg.windowEnd! }, line1: leg.line1!, postcode: leg.postcode! } : null;
}

/** The legs a rescue plans are free: their fees waived, so the booking's price and fees stay as booked. */
function withFreeLegs(plan: ChangePlan): ChangePlan {
  const legs = plan.change.legs?.map((leg) => ({ ...leg, fields: { ...leg.fields, feePence: 0 } }));
  return { ...plan, change: { ...plan.change, ...(legs ? { legs } : {}) } };
}

const atPoints = (row: AffectedRow): BookingAtPoints => ({ status: row.status, locationId: row.location_id, collectionDate: row.collection_date, returnDate: row.return_date, legs: row.legs });

/** Only a stay kept wholly at the point moves to another (a leg away stays tied to its point: docs/decisions.md). */
const movable = (row: AffectedRow): boolean => row.status === 'confirmed' && row.legs.every((leg) => leg.kind === 'point' && leg.pointId === row.location_id);

/**
 * The city's other points for this booking: taking a drop-off on its day (open, and today its handover not yet past)
 * and open on its return day too (the whole stay moves).
 */
function candidatesFor(row: AffectedRow, cityPoints: readonly PlacedLocation[], rooms: ReadonlyMap<number, number>): CandidatePoint[] {
  const [collection, giveBack] = [parseIso(row.collection_date)!, parseIso(row.return_date)!];
  const takes = (point: PlacedLocation) => collectionDateRefusal(collection, pointSchedule(point)) === null && isOpenOn(giveBack, pointSchedule(point));
  return cityPoints.filter((point) => rooms.has(point.id)).map((point) => ({ id: point.id, lat: point.lat, lng: point.lng, open: takes(point), room: rooms.get(point.id)! }));
}

const kmBetween = (from: PlacedLocation, to: PlacedLocation): number => nearestOpenPoint(from, [{ ...to, open: true, room: Number.MAX_SAFE_INTEGER }], 0)?.km ?? 0;

/** The move keeps the booking's price and lines as booked: it costs the customer nothing and refunds nothing. */
function atBookedPrice(plan: ChangePlan, booking: Booking, money: BookingMoney): ChangePlan {
  const { noDiscountPence, discountPence, feesPence, promoDiscountPence, totalPence, itemDiscountPct, nightDiscountPct } = booking;
  const lines = booking.items.getItems().map(({ storageItemId, code, title, unitPricePence, amount }) => ({ storageItemId, code, title, unitPricePence, amount }));
  const details = { ...plan.change.details, noDiscountPence, discountPence, feesPence, promoDiscountPence, totalPence, itemDiscountPct, nightDiscountPct };
  return { ...plan, fees: [], change: { ...plan.change, details, lines }, settlement: settlementOf(booking, money, totalPence) };
}
