import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { BookingStatus, Language, LegDirection, LegFailureReason, LegState } from '@luggage/contracts';
import { DomainError, NotFoundError, ValidationFailedError } from '../../shared/errors/domain-error.js';
import { extraNights, PointFullError, type Stay, tryHoldBags } from './booking-capacity.js';
import { moveTrips, tripCapacities, type Trip, WindowFullError } from './trip-capacity.js';
import { lockCapacity } from './capacity-locks.js';

/** A driver's step on an address leg. */
export type LegStep = 'on_the_way' | 'collected' | 'delivered' | 'failed';

/** An address leg as the driver's run reads it, with its booking's details and the booking's latest history row. */
export interface AddressLegRecord {
  legId: number;
  bookingId: number;
  reference: string;
  bookingStatus: BookingStatus;
  /** Bumped by every change after payment: a pass names the version it was made for. */
  bookingVersion: number;
  fullName: string;
  email: string;
  contactNumber: string;
  /** The booking's language: its emails speak it. */
  language: Language;
  direction: LegDirection;
  /** 'YYYY-MM-DD' */
  date: string;
  zoneId: number;
  windowId: number;
  windowStart: string;
  windowEnd: string;
  line1: string;
  line2: string | null;
  town: string;
  postcode: string;
  note: string | null;
  contactName: string | null;
  lat: number | null;
  lng: number | null;
  state: LegState;
  failureReason: LegFailureReason | null;
  driverUserId: number | null;
  items: { code: string; title: string; amount: number }[];
  /** The booking's latest history row: a driver's step can be undone while it is the latest. */
  last: { action: string | null; actor: string; at: string; ageSeconds: number } | null;
}

interface StepRule {
  /** The leg's direction the step is for (either when absent). */
  direction?: LegDirection;
  /** The booking's status the step needs, by the leg's direction. */
  bookingIs: Record<LegDirection, BookingStatus>;
  /** The booking's status after the step, when the bags move (null: it stays). */
  bookingBecomes: BookingStatus | null;
}

/**
 * What each step needs and does. A run starts from `booked`; every other step from `on_the_way`. Bags collected by a
 * driver are collected as at a point (confirmed -> collected), bags delivered are returned (collected -> returned).
 */
const STEP_RULES: Record<LegStep, StepRule> = {
  on_the_way: { bookingIs: { collection: 'confirmed', return: 'collected' }, bookingBecomes: null },
  collected: { direction: 'collection', bookingIs: { collection: 'confirmed', return: 'collected' }, bookingBecomes: 'collected' },
  delivered: { direction: 'return', bookingIs: { collection: 'confirmed', return: 'collected' }, bookingBecomes: 'returned' },
  failed: { bookingIs: { collection: 'confirmed', return: 'collected' }, bookingBecomes: null },
};

/** The history's action of a step ('driver_collected', 'driver_not_delivered', …). */
function legStepAction(step: LegStep, direction: LegDirection): string {
  if (step === 'failed') return direction === 'collection' ? 'driver_not_collected' : 'driver_not_delivered';
  return `driver_${step}`;
}

/** The steps a driver can undo, by their history action: which leg they were on and what they did to the booking. */
const UNDOABLE_LEG_STEPS: Record<string, { direction: LegDirection; bookingWas: BookingStatus; bookingIs: BookingStatus }> = {
  driver_collected: { direction: 'collection', bookingWas: 'confirmed', bookingIs: 'collected' },
  driver_not_collected: { direction: 'collection', bookingWas: 'confirmed', bookingIs: 'confirmed' },
  driver_delivered: { direction: 'return', bookingWas: 'collected', bookingIs: 'returned' },
  driver_not_delivered: { direction: 'return', bookingWas: 'collected', bookingIs: 'collected' },
};

export const isUndoableLegStep = (action: string | null, direction: LegDirection): boolean =>
  action !== null && UNDOABLE_LEG_STEPS[action]?.direction === direction;

export class LegNotFoundError extends NotFoundError {
  constructor() {
    super('BOOKING.LEG_NOT_FOUND', 'No such stop.');
  }
}

/** A step the leg's (or its booking's) state does not allow now. */
export class LegStepError extends DomainError {
  constructor(message: string) {
    super('BOOKING.LEG_STEP_NOT_ALLOWED', 'conflict', message);
  }
}

const RECORD_SELECT = `
  select l.id as "legId", l.booking_id as "bookingId", b.reference, b.status as "bookingStatus", b.version as "bookingVersion", b.full_name as "fullName", b.email, b.language,
         b.contact_number as "contactNumber", l.direction, to_char(l.date, 'YYYY-MM-DD') as date, l.zone_id as "zoneId",
         l.window_id as "windowId", l.window_start as "windowStart", l.window_end as "windowEnd", l.line1, l.line2, l.town, l.postcode,
         l.note, l.contact_name as "contactName", l.lat, l.lng, l.state, l.failure_reason as "failureReason", l.driver_user_id as "driverUserId",
         (select coalesce(json_agg(json_build_object('code', i.code, 'title', i.title, 'amount', i.amount) order by i.id), '[]')
            from booking_item i where i.booking_id = b.id) as items,
         (select json_build_object('action', h.action, 'actor', h.actor, 'at', h.created_at,
                                   'ageSeconds', extract(epoch from now() - h.created_at)::float8)
            from booking_status_change h where h.booking_id = b.id order by h.id desc limit 1) as last
    from booking_leg l join booking b on b.id = l.booking_id
   where l.kind = 'address' and b.status in ('confirmed', 'collected', 'returned')`;

/**
 * The booking module's face for drivers' runs (the delivery module): reads of address legs, and the driver's steps on
 * them. Each step locks the booking and its leg, checks the states, moves both, writes the history row with who, and
 * lets the caller record its events in the same transaction.
 */
@Injectable()
export class BookingLegSteps {
  constructor(private readonly em: EntityManager) {}

  /** The address legs of paid bookings on `date` ('YYYY-MM-DD'). */
  async addressLegsOn(date: string): Promise<AddressLegRecord[]> {
    return (await this.em.fork().execute<AddressLegRecord[]>(`${RECORD_SELECT} and l.date = ?::date order by l.id`, [date])).map(normalise);
  }

  async addressLeg(legId: number): Promise<AddressLegRecord | null> {
    const [row] = await this.em.fork().execute<AddressLegRecord[]>(`${RECORD_SELECT} and l.id = ?`, [legId]);
    return row ? normalise(row) : null;
  }

  /**
   * Takes `step` on each leg (all or none), recorded as `actor` with `note`; `announce` records the events in the same
   * transaction. A leg in another state, or whose booking is, is a 409 with `wrongState`; so is a leg `refusal` (seeing
   * the locked leg, its window as it is now) answers a reason for.
   */
  async take(
    legIds: readonly number[],
    step: LegStep,
    change: { actor: string; note: string | null; driverUserId: number; failureReason?: LegFailureReason; wrongState: string; refusal?: (leg: AddressLegRecord) => string | null },
    announce: (tx: EntityManager, legs: AddressLegRecord[]) => void,
  ): Promise<void> {
    await this.em.fork().transactional(async (tx) => {
      const legs = await lockLegs(tx, legIds);
      for (const leg of legs) {
        if (!legStepAllowed(step, leg)) throw new LegStepError(change.wrongState);
        const refused = change.refusal?.(leg);
        if (refused) throw new LegStepError(refused);
        await moveLeg(tx, leg, step, change);
      }
      announce(tx, legs);
    });
  }

  /** An admin gives a stop still to be done to another driver, with a history row saying why. */
  async assignDriver(legId: number, driverUserId: number, change: { actor: string; note: string; wrongState: string }): Promise<void> {
    await this.em.fork().transactional(async (tx) => {
      const [leg] = await lockLegs(tx, [legId]);
      if (leg.state !== 'booked' && leg.state !== 'on_the_way') throw new LegStepError(change.wrongState);
      await tx.execute(`update booking_leg set driver_user_id = ?, updated_at = now() where id = ?`, [driverUserId, legId]);
      await tx.execute(
        `insert into booking_status_change (booking_id, from_status, to_status, actor, note, action, created_at) values (?, ?, ?, ?, ?, 'stop_moved', now())`,
        [leg.bookingId, leg.bookingStatus, leg.bookingStatus, change.actor.slice(0, 120), change.note.slice(0, 300)],
      );
    });
  }

  /**
   * An admin moves a stop still to be booked-only to another window of its city (`date` the same day or later, a
   * collection the same day only: its bags are stored from that day). Its trip moves in the same transaction under
   * the window-day row locks (409 "That window is full: …"); a delivery moved to a later day keeps the bags until then
   * (keepBags). Its nights and both window-days are locked first, in the lock order (capacity-locks.ts). The history
   * says why, `announce` records the events.
   */
  async moveWindow(
    legId: number,
    target: { windowId: number; date: string },
    change: { actor: string; reason: string; wrongState: string },
    announce: (tx: EntityManager, leg: AddressLegRecord) => void,
  ): Promise<void> {
    await this.em.fork().transactional(async (tx) => {
      const [leg] = await lockLegs(tx, [legId]);
      if (leg.state !== 'booked') throw new LegStepError(change.wrongState);
      const to = await windowOfLegCity(tx, leg, target);
      const from: Trip = { windowId: leg.windowId, date: leg.date, start: leg.windowStart, end: leg.windowEnd };
      const kept = leg.direction === 'return' ? await nightsKeptUntil(tx, leg.bookingId, to.date) : null;
      await lockCapacity(tx, { stays: [kept?.extra ?? null], trips: [[from], [to]] });
      if (kept) await keepBags(tx, leg.bookingId, kept);
      const full = await moveTrips(tx, [from], [to], await tripCapacities(tx, [to]));
      if (full) throw new WindowFullError(full);
      await tx.execute(`update booking_leg set window_id = ?, window_start = ?, window_end = ?, date = ?::date, updated_at = now() where id = ?`, [to.windowId, to.start, to.end, to.date, legId]);
      const note = `${from.date} ${from.start}–${from.end} to ${to.date} ${to.start}–${to.end}: ${change.reason}`;
      await tx.execute(
        `insert into booking_status_change (booking_id, from_status, to_status, actor, note, action, created_at) values (?, ?, ?, ?, ?, 'stop_window_moved', now())`,
        [leg.bookingId, leg.bookingStatus, leg.bookingStatus, change.actor.slice(0, 120), note.slice(0, 300)],
      );
      announce(tx, { ...leg, windowId: to.windowId, windowStart: to.start, windowEnd: to.end, date: to.date });
    });
  }

  /**
   * Undoes the driver's latest step on the leg: it must be the booking's latest history row; `check` sees it (and
   * throws when this actor may not undo it now). The leg goes back to on the way, the booking to where it was.
   */
  async undo(legId: number, actor: string, check: (last: AddressLegRecord['last']) => void): Promise<void> {
    await this.em.fork().transactional(async (tx) => {
      const [leg] = await lockLegs(tx, [legId]);
      check(leg.last);
      const undoable = leg.last?.action ? UNDOABLE_LEG_STEPS[leg.last.action] : undefined;
      if (!undoable || undoable.direction !== leg.direction || leg.bookingStatus !== undoable.bookingIs) throw new LegStepError('There is no step to undo.');
      await tx.execute(`update booking_leg set state = 'on_the_way', failure_reason = null, state_changed_at = now(), updated_at = now() where id = ?`, [legId]);
      await tx.execute(`update booking set status = ?, updated_at = now() where id = ?`, [undoable.bookingWas, leg.bookingId]);
      await tx.execute(
        `insert into booking_status_change (booking_id, from_status, to_status, actor, note, action, created_at) values (?, ?, ?, ?, null, 'undo_driver_step', now())`,
        [leg.bookingId, leg.bookingStatus, undoable.bookingWas, actor.slice(0, 120)],
      );
    });
  }
}

/** The bags a delivery moved to `date` keeps at the point beyond the booking's return day (extra null: none). */
interface KeptBags {
  extra: Stay | null;
  /** The booking's bags count against the point's capacity (holds_bags). */
  holdsBags: boolean;
  capacity: number;
}

async function nightsKeptUntil(tx: EntityManager, bookingId: number, date: string): Promise<KeptBags> {
  const [row] = await tx.execute<(Omit<Stay, 'bags'> & { bags: number; holdsBags: boolean; capacity: number })[]>(
    `select b.location_id as "locationId", b.location_name as "locationName", to_char(b.collection_date, 'YYYY-MM-DD') as "collectionDate",
            to_char(b.return_date, 'YYYY-MM-DD') as "returnDate", b.holds_bags as "holdsBags", coalesce(l.capacity, 0) as capacity,
            (select coalesce(sum(i.amount), 0)::int from booking_item i where i.booking_id = b.id) as bags
       from booking b left join collection_location l on l.id = b.location_id where b.id = ?`,
    [bookingId],
  );
  return { extra: extraNights({ ...row, bags: Number(row.bags) }, date), holdsBags: row.holdsBags, capacity: Number(row.capacity) };
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
  await tx.execute(`update booking set return_date = ?::date, updated_at = now() where id = ?`, [extra.returnDate, bookingId]);
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

/** The legs with their bookings locked (bookings first, in id order, as every booking change locks them). */
async function lockLegs(tx: EntityManager, legIds: readonly number[]): Promise<AddressLegRecord[]> {
  if (legIds.length === 0) return [];
  await tx.execute(`select b.id from booking b join booking_leg l on l.booking_id = b.id where l.id in (?) order by b.id for update of b`, [legIds]);
  await tx.execute(`select id from booking_leg where id in (?) order by id for update`, [legIds]);
  const legs = (await tx.execute<AddressLegRecord[]>(`${RECORD_SELECT} and l.id in (?) order by l.id`, [legIds])).map(normalise);
  if (legs.length !== legIds.length) throw new LegNotFoundError();
  return legs;
}

/** May `step` be taken on the leg now (its direction, state and booking's status)? */
export function legStepAllowed(step: LegStep, leg: Pick<AddressLegRecord, 'direction' | 'bookingStatus' | 'state'>): boolean {
  const rule = STEP_RULES[step];
  if (rule.direction && rule.direction !== leg.direction) return false;
  if (leg.bookingStatus !== rule.bookingIs[leg.direction]) return false;
  return leg.state === (step === 'on_the_way' ? 'booked' : 'on_the_way');
}

async function moveLeg(tx: EntityManager, leg: AddressLegRecord, step: LegStep, change: { actor: string; note: string | null; driverUserId: number; failureReason?: LegFailureReason }) {
  await tx.execute(
    `update booking_leg set state = ?, failure_reason = ?, driver_user_id = ?, state_changed_at = now(), updated_at = now() where id = ?`,
    [step, step === 'failed' ? (change.failureReason ?? null) : null, change.driverUserId, leg.legId],
  );
  const becomes = STEP_RULES[step].bookingBecomes ?? leg.bookingStatus;
  if (becomes !== leg.bookingStatus) await tx.execute(`update booking set status = ?, updated_at = now() where id = ?`, [becomes, leg.bookingId]);
  await tx.execute(
    `insert into booking_status_change (booking_id, from_status, to_status, actor, note, action, created_at) values (?, ?, ?, ?, ?, ?, now())`,
    [leg.bookingId, leg.bookingStatus, becomes, change.actor.slice(0, 120), change.note?.slice(0, 300) ?? null, legStepAction(step, leg.direction)],
  );
}

function normalise(row: AddressLegRecord): AddressLegRecord {
  const number = (value: unknown) => (value === null || value === undefined ? null : Number(value));
  const last = row.last ? { ...row.last, at: new Date(row.last.at).toISOString(), ageSeconds: Number(row.last.ageSeconds) } : null;
  return { ...row, legId: Number(row.legId), bookingId: Number(row.bookingId), bookingVersion: Number(row.bookingVersion), zoneId: Number(row.zoneId), windowId: Number(row.windowId), lat: number(row.lat), lng: number(row.lng), driverUserId: number(row.driverUserId), last };
}
