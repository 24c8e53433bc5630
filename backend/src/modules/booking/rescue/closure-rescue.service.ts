import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import {
  type ClosureChoice,
  collectionDateRefusal,
  type ClosureOfferView,
  formatDashed,
  formatIso,
  formatReadableDate,
  isOpenOn,
  type MayArriveEntry,
  parseIso,
  penceToPounds,
  todayInLondon,
} from '@luggage/contracts';
import { arrayLiteral } from '../../../shared/database/array-literal.js';
import { recordEvent } from '../../../shared/events/outbox.js';
import { ValidationFailedError } from '../../../shared/errors/domain-error.js';
import { message } from '../../../shared/i18n/message.js';
import { CatalogService, type CheckoutCatalog, type PlacedLocation, pointSchedule } from '../../catalog/index.js';
import { type BookingMoney, refundable } from '../../pricing/index.js';
import { CUSTOMER_BY_LINK } from '../lifecycle/booking-actor.js';
import { lockBooking } from '../lifecycle/booking-lock.js';
import { mayMove } from '../lifecycle/lifecycle-table.js';
import { BookingAvailabilityService } from '../checkout/booking-availability.service.js';
import { BookingCancellationService } from '../manage/booking-cancellation.service.js';
import { BookingChangeService, type ChangePlan, settlementOf } from '../manage/booking-change.service.js';
import { toDashed } from '../reads/booking.mapper.js';
import { ClosureOfferNotFoundError, ClosureOfferTakenError, MoveNotAllowedError } from '../booking.errors.js';
import type { Booking } from '../entities/index.js';
import { affectedSide, type BookingAtPoints, type CandidatePoint, nearestOpenPoint } from './rescue-rules.js';
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
  refundPence: number | null;
}

/**
 * Closed-point rescue (docs/decisions.md, "Closed-point rescue"): when an admin closes a point for a day at short
 * notice, each booking affected that day gets one offer, and an email says so. The offer is a free move to the nearest
 * point open that day with room (found when the point closed), or a cancellation refunded in full whatever the policy;
 * the customer takes one, once, from the manage page. Taking it runs under the booking's row lock and then the offer's,
 * so ten presses at once make one move or one refund: the others find the offer taken (409).
 */
@Injectable()
export class ClosureRescueService {
  constructor(
    private readonly em: EntityManager,
    private readonly catalog: CatalogService,
    private readonly availability: BookingAvailabilityService,
    private readonly changes: BookingChangeService,
    private readonly cancellations: BookingCancellationService,
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
    const open = offer.taken === null;
    const nearest = open && booking.status === 'confirmed' ? cityPoints.find((candidate) => candidate.id === offer.nearest_location_id) : undefined;
    const refund = open && mayMove(booking.status, 'cancel', CUSTOMER_BY_LINK.kind) ? refundable(await this.changes.money(em, booking)) : null;
    return {
      date: toDashed(offer.closed_date),
      note: offer.note,
      pointName: point?.name ?? '',
      side: offer.side,
      taken: offer.taken,
      move: nearest && point ? { id: nearest.id, name: nearest.name, address: nearest.address, km: kmBetween(point, nearest) } : null,
      refund: refund === null ? null : penceToPounds(refund),
    };
  }

  /** The offer as its email tells it; null when it is gone. */
  async offerForEmail(offerId: number): Promise<OfferForEmail | null> {
    const em = this.em.fork();
    const [offer] = await em.execute<OfferRow[]>(OFFER_BY_ID, [offerId]);
    if (!offer) return null;
    const { point, cityPoints } = await this.catalog.cityPointsOf(offer.location_id);
    const nearest = cityPoints.find((candidate) => candidate.id === offer.nearest_location_id);
    const [booking] = await em.execute<{ status: Booking['status']; total_pence: number }[]>('select status, total_pence from booking where id = ?', [offer.booking_id]);
    if (!booking) return null;
    const money = await this.changes.money(em, { id: offer.booking_id, totalPence: booking.total_pence } as Booking);
    return {
      bookingId: offer.booking_id,
      date: offer.closed_date,
      note: offer.note,
      pointName: point?.name ?? '',
      side: offer.side,
      move: nearest && point ? { name: nearest.name, address: nearest.address, km: kmBetween(point, nearest) } : null,
      refundPence: mayMove(booking.status, 'cancel', CUSTOMER_BY_LINK.kind) ? refundable(money) : null,
    };
  }

  /**
   * Takes the booking's open offer: `move` (the booking moved to the nearest point at its price: nothing to pay,
   * nothing refunded) or `refund` (cancelled, refunded in full whatever the policy). Once: 409 when it was taken.
   */
  async take(bookingId: number, choice: ClosureChoice): Promise<void> {
    const [seen] = await this.em.fork().execute<OfferRow[]>(OFFER_OF_BOOKING, [bookingId, formatIso(todayInLondon())]);
    if (!seen) throw new ClosureOfferNotFoundError();
    if (seen.taken) throw new ClosureOfferTakenError();
    // The catalog is read before the transaction opens (the embedded database has one connection).
    const moveTo = choice === 'move' && seen.nearest_location_id !== null ? await this.catalog.getCheckoutCatalog(seen.nearest_location_id) : null;
    await this.em.fork().transactional(async (tx) => {
      const booking = await lockBooking(tx, bookingId);
      const [offer] = await tx.execute<OfferRow[]>(OFFER_LOCKED, [seen.id]);
      if (offer.taken) throw new ClosureOfferTakenError();
      const why = `point closed on ${formatReadableDate(offer.closed_date)}`;
      if (choice === 'move') await this.move(tx, booking, moveTo, why);
      else await this.refundInFull(tx, booking, why);
      await tx.execute(TAKE_OFFER, [choice, offer.id]);
    });
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

  /** A move the other point can no longer take (its handover today has passed, say) is refused as no move: the refund remains. */
  private planOrRefuse(plan: () => ChangePlan): ChangePlan {
    try {
      return plan();
    } catch (error) {
      if (error instanceof ValidationFailedError) throw new MoveNotAllowedError(message('errors:closure.noMove'));
      throw error;
    }
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
