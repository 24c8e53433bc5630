import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { ValidationFailedError } from '../../../shared/errors/domain-error.js';
import { type AddressLegRecord, LegStepError, lockLegs, normalise } from '../lifecycle/address-leg-records.js';
import { ADDRESS_LEG_BY_ID, ADDRESS_LEGS_ON } from '../lifecycle/lifecycle.queries.js';
import type { Actor } from '../lifecycle/booking-actor.js';
import { BookingLifecycle, legRuleFor } from '../lifecycle/booking-lifecycle.js';
import { earlierArrival, extraNights, heldStayOf, PointFullError, type Stay, type StayDetails, type StayLeg, tryHoldBags } from '../capacity/booking-capacity.js';
import { momentIndex } from '../capacity/moments.js';
import { moveTrips, tripCapacities, type Trip, WindowFullError } from '../capacity/trip-capacity.js';
import { lockCapacity } from '../capacity/capacity-locks.js';

/**
 * The booking module's face for drivers' runs (the delivery module): reads of address legs, and an admin's moves of a
 * stop (another driver, another window). A driver's steps go through the lifecycle's door (BookingLifecycle.moveLegs).
 */
@Injectable()
export class BookingLegSteps {
  constructor(
    private readonly em: EntityManager,
    private readonly lifecycle: BookingLifecycle,
  ) {}

  /** The address legs of paid bookings on `date` ('YYYY-MM-DD'). */
  async addressLegsOn(date: string): Promise<AddressLegRecord[]> {
    return (await this.em.fork().execute<AddressLegRecord[]>(ADDRESS_LEGS_ON.sql, ADDRESS_LEGS_ON.params({ date }))).map(normalise);
  }

  async addressLeg(legId: number): Promise<AddressLegRecord | null> {
    const [row] = await this.em.fork().execute<AddressLegRecord[]>(ADDRESS_LEG_BY_ID.sql, ADDRESS_LEG_BY_ID.params({ legId }));
    return row ? normalise(row) : null;
  }

  /** An admin gives a stop still to be done to another driver, with a history row saying why. */
  async assignDriver(legId: number, driverUserId: number, change: { actor: Actor; note: string; wrongState: string }): Promise<AddressLegRecord> {
    return this.em.fork().transactional(async (tx) => {
      const legs = await lockLegs(tx, [legId]);
      const [moved] = await this.lifecycle.moveLegs(tx, legs, 'stop_moved', change.actor, { note: change.note, driverUserId, refused: change.wrongState });
      return moved;
    });
  }

  /**
   * An admin moves a stop still to be booked-only to another window of its city (`date` the same day or later, a
   * collection the same day only: its bags are stored from that day). Its trip moves in the same transaction under
   * the window-day row locks (409 "That window is full: …"); a delivery moved to a later day keeps the bags until then
   * (keepBags). Its nights and both window-days are locked first, in the lock order (capacity-locks.ts). The history
   * says why; the customer is told by the move's event.
   */
  async moveWindow(legId: number, target: { windowId: number; date: string }, change: { actor: Actor; reason: string; wrongState: string }): Promise<AddressLegRecord> {
    return this.em.fork().transactional(async (tx) => {
      const [leg] = await lockLegs(tx, [legId]);
      if (!legRuleFor(leg, 'stop_window_moved', change.actor)) throw new LegStepError(change.wrongState);
      const to = await windowOfLegCity(tx, leg, target);
      const from: Trip = { windowId: leg.windowId, date: leg.date, start: leg.windowStart, end: leg.windowEnd };
      const kept = await bagsKeptFor(tx, leg, to);
      await lockCapacity(tx, { stays: [kept?.extra ?? null], trips: [[from], [to]] });
      if (kept) await keepBags(tx, leg.bookingId, kept);
      const full = await moveTrips(tx, [from], [to], await tripCapacities(tx, [to]));
      if (full) throw new WindowFullError(full);
      await tx.execute(`update booking_leg set window_id = ?, window_start = ?, window_end = ?, date = ?::date, updated_at = now() where id = ?`, [to.windowId, to.start, to.end, to.date, legId]);
      const note = `${from.date} ${from.start}–${from.end} to ${to.date} ${to.start}–${to.end}: ${change.reason}`;
      const moved = { ...leg, windowId: to.windowId, windowStart: to.start, windowEnd: to.end, date: to.date };
      const event = { date: moved.date, windowStart: moved.windowStart, windowEnd: moved.windowEnd };
      return (await this.lifecycle.moveLegs(tx, [moved], 'stop_window_moved', change.actor, { note, event, refused: change.wrongState }))[0];
    });
  }
}

/**
 * The bags a stop moved to another window keeps at the point beyond the booking's span (extra null: none): a delivery
 * moved later keeps them until its new start, a collection moved earlier brings them from its new end.
 */
interface KeptBags {
  extra: Stay | null;
  holdsBags: boolean;
  capacity: number;
}

function bagsKeptFor(tx: EntityManager, leg: AddressLegRecord, to: Trip): Promise<KeptBags> {
  return leg.direction === 'return' ? bagsKeptAround(tx, leg.bookingId, (stay) => extraNights(stay, { date: to.date, time: to.start })) : bagsKeptAround(tx, leg.bookingId, (stay) => earlierArrival(stay, { date: to.date, time: to.end }));
}

async function bagsKeptAround(tx: EntityManager, bookingId: number, extraOf: (stay: Stay) => Stay | null): Promise<KeptBags> {
  const [row] = await tx.execute<(StayDetails & { holdsFrom: number | null; holdsUntil: number | null; bags: number; holdsBags: boolean; capacity: number })[]>(
    `select b.location_id as "locationId", b.location_name as "locationName", b.holds_from as "holdsFrom", b.holds_until as "holdsUntil",
            to_char(b.collection_date, 'YYYY-MM-DD') as "collectionDate", to_char(b.return_date, 'YYYY-MM-DD') as "returnDate",
            b.location_time as "locationTime", b.return_time as "returnTime", b.holds_bags as "holdsBags", coalesce(l.capacity, 0) as capacity,
            (select coalesce(sum(i.amount), 0)::int from booking_item i where i.booking_id = b.id) as bags
       from booking b left join collection_location l on l.id = b.location_id where b.id = ?`,
    [bookingId],
  );
  const legs = await tx.execute<StayLeg[]>(`select direction, kind, window_start as "windowStart", window_end as "windowEnd" from booking_leg where booking_id = ?`, [bookingId]);
  const stay = heldStayOf(row, [{ amount: Number(row.bags) }], legs);
  return { extra: extraOf(stay), holdsBags: row.holdsBags, capacity: Number(row.capacity) };
}

/**
 * A delivery moved to a later day keeps the bags at the point until then: the booking's return day moves with it and
 * its extra nights count against the point's capacity as a booking's nights do (409 naming the full night). Its
 * nights are locked already (lockCapacity).
 */
async function keepBags(tx: EntityManager, bookingId: number, { extra, holdsBags, capacity }: KeptBags): Promise<void> {
  if (!extra) return;
  const full = holdsBags ? await tryHoldBags(tx, extra, capacity) : null;
  if (full) throw new PointFullError(extra, full);
  const [from, until] = [momentIndex(extra.from), momentIndex(extra.until)];
  await tx.execute(
    `update booking set return_date = greatest(return_date, ?::date), holds_from = least(holds_from, ?), holds_until = greatest(holds_until, ?), updated_at = now() where id = ?`,
    [extra.until.date, from, until, bookingId],
  );
}

/** The trip `target` names, refused by field unless it is an offered (not retired) window of the leg's city on a day the leg may move to. */
async function windowOfLegCity(tx: EntityManager, leg: AddressLegRecord, target: { windowId: number; date: string }): Promise<Trip> {
  const [window] = await tx.execute<{ start: string; end: string; active: boolean }[]>(
    `select w.start_time as start, w.end_time as end, w.active from delivery_window w join delivery_zone z on z.city_id = w.city_id where w.id = ? and z.id = ?`,
    [target.windowId, leg.zoneId],
  );
  if (!window) throw ValidationFailedError.forField('windowId', 'Choose a window of this city.');
  if (!window.active) throw ValidationFailedError.forField('windowId', 'This window is retired: choose another.');
  if (target.date < leg.date || (leg.direction === 'collection' && target.date !== leg.date)) {
    throw ValidationFailedError.forField('date', leg.direction === 'collection' ? 'A collection can move to another window of the same day only.' : 'Choose the same day or a later one.');
  }
  if (target.windowId === leg.windowId && target.date === leg.date) throw ValidationFailedError.forField('windowId', 'The stop is already in that window.');
  return { windowId: target.windowId, date: target.date, start: window.start, end: window.end };
}

