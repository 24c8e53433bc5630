import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../../../config/app-config.js';
import { APP_CONFIG } from '../../../config/config.module.js';
import type { DomainEvents } from '../../../shared/events/event-map.js';
import type { Message } from '../../../shared/i18n/message.js';
import type { JobResult } from '../../../shared/queue/jobs.js';
import { CatalogService } from '../../catalog/index.js';
import { formatDashed, parseIso, windowLabel } from '@luggage/contracts';
import { type FullNight, heldStayOf, moveBags, releaseBags } from './booking-capacity.js';
import { type FullWindow, releaseTrips, tripCapacities, tripsOf, tryHoldTrips } from './trip-capacity.js';
import { lockBooking } from '../lifecycle/booking-lock.js';
import { lockCapacity } from './capacity-locks.js';
import { isPaid } from '../lifecycle/lifecycle-table.js';
import { Booking } from '../entities/index.js';

/**
 * An unpaid booking the hold rule protects (holdVerdict) holds its bags for BOOKING_HOLD_MINUTES after each checkout.
 * When the hold's timed event comes due and the booking is still unpaid, the bags go back to the point. A payment that
 * arrives after that, or for a checkout that got no hold, takes the bags if they still fit (BookingPaymentService
 * refunds it when they do not).
 */
@Injectable()
export class BookingHoldsService {
  constructor(
    private readonly em: EntityManager,
    private readonly catalog: CatalogService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The hold's timed event: skipped when the booking was paid, cancelled, or checked out again (a later hold). */
  async releaseExpired(event: DomainEvents['BookingHoldExpired']): Promise<JobResult> {
    return this.em.fork().transactional(async (tx) => {
      const booking = await tx.findOne(Booking, { id: event.bookingId }, { lockMode: LockMode.PESSIMISTIC_WRITE, populate: ['items', 'legs'] });
      if (!booking || !booking.holdsBags || isPaid(booking.status) || !booking.holdExpiresAt) return 'skipped';
      if (booking.holdExpiresAt.getTime() > Date.now()) return 'skipped';
      const stay = heldStayOf(booking, booking.items.getItems(), booking.legs.getItems());
      const trips = tripsOf(booking.legs.getItems());
      await lockCapacity(tx, { stays: [stay], trips: [trips] });
      await releaseBags(tx, stay);
      await releaseTrips(tx, trips);
      booking.holdsBags = false;
      return 'done';
    });
  }

  /**
   * In the paying transaction of a booking whose hold had ended: takes its bags and trips again, or answers the first
   * night (or hours) or window they no longer fit (nothing taken then).
   */
  async holdAgain(tx: EntityManager, bookingId: number): Promise<FullNight | FullWindow | null> {
    const booking = await lockBooking(tx, bookingId);
    const stay = heldStayOf(booking, booking.items.getItems(), booking.legs.getItems());
    const trips = tripsOf(booking.legs.getItems());
    await lockCapacity(tx, { stays: [stay], trips: [trips] });
    const full = await moveBags(tx, null, stay, await this.catalog.capacityOf(tx, booking.locationId));
    if (full) return full;
    const fullWindow = await tryHoldTrips(tx, trips, await tripCapacities(tx, trips));
    if (fullWindow) {
      await releaseBags(tx, stay);
      return fullWindow;
    }
    booking.holdsBags = true;
    return null;
  }

  /**
   * What the customer is told when a payment is refunded for want of room: after a hold that ended, or after a checkout
   * the hold rule did not protect (it never had a hold).
   */
  lapsedReason(booking: Pick<Booking, 'locationName' | 'holdExpiresAt'>, full: FullNight | FullWindow): Message {
    const held = booking.holdExpiresAt ? 'held' : 'noHold';
    const count = this.config.bookingHoldMinutes;
    if ('trip' in full) return { key: `errors:booking.lapsed.${held}Trip`, params: { count, window: windowLabel(full.trip), date: formatDashed(parseIso(full.trip.date)!) }, dates: ['date'] };
    return { key: `errors:booking.lapsed.${held}Room`, params: { count, point: booking.locationName, night: full.night }, dates: ['night'] };
  }

}
