import { named, type NamedStatement } from '../../../shared/database/named-statement.js';

/**
 * The door's statements on a booking and its legs (booking-lifecycle.ts). Each is one round trip: lock, check, update
 * and history row together. A move's shape (whether it keeps the status, takes back a step, moves a leg, stamps a
 * time) picks the variant; each variant is compiled once.
 */

/** What a move on a booking writes besides its history row. */
export interface MoveShape {
  /** The status stays (a change, a refund): no update of the booking. */
  keeps: boolean;
  /** An undo: the step `:undoneAction` must still be the booking's latest history row. */
  undo: boolean;
  /** The booking's address leg of `:legDirection` in one of `:legFrom` moves to `:legTo`. */
  leg: boolean;
  /** The time the move stamps on the booking. */
  stamp: 'confirmed_at' | 'cancelled_at' | null;
}

const moveStatements = new Map<string, NamedStatement>();

/**
 * The move of booking `:bookingId` from one of `:from` (to `:to`), with its history row (`:actor`, `:note`,
 * `:action`); answers the booking as the move found and left it, or no row when it may not move.
 */
export function moveStatement(shape: MoveShape): NamedStatement {
  const key = JSON.stringify(shape);
  let statement = moveStatements.get(key);
  if (!statement) {
    statement = named(moveText(shape));
    moveStatements.set(key, statement);
  }
  return statement;
}

function moveText({ keeps, undo, leg, stamp }: MoveShape): string {
  const undone = undo ? 'and (select h.action from booking_status_change h where h.booking_id = booking.id order by h.id desc limit 1) = :undoneAction' : '';
  const moved = keeps
    ? 'moved as (select id, status as from_status, status as to_status, reference, collection_date, holds_bags from current)'
    : `moved as (
         update booking set status = :to, updated_at = now()${stamp ? `, ${stamp} = now()` : ''} from current where booking.id = current.id
         returning booking.id, current.status as from_status, booking.status as to_status, current.reference, current.collection_date, booking.holds_bags)`;
  const legMove = leg
    ? `, leg as (update booking_leg set state = :legTo, failure_reason = null, driver_user_id = null, state_changed_at = now(), updated_at = now()
                 from moved where booking_leg.booking_id = moved.id and booking_leg.direction = :legDirection and booking_leg.state in (:legFrom))`
    : '';
  return `with current as (
       select id, status, reference, collection_date, holds_bags from booking where id = :bookingId and status in (:from) ${undone} for update
     ), ${moved}${legMove}, audit as (
       insert into booking_status_change (booking_id, from_status, to_status, actor, note, action, created_at)
       select id, from_status, to_status, :actor, :note, :action, now() from moved
     )
     select from_status, to_status, reference, to_char(collection_date, 'YYYY-MM-DD') as collection_date, holds_bags from moved`;
}

/** What a move on a locked address leg writes besides its history row. */
export interface LegMoveShape {
  /** The leg's state moves (to `:state`, with `:failureReason`). */
  state: boolean;
  /** The leg is given to driver `:driverUserId`. */
  driver: boolean;
  /** The booking's status moves to `:to`. */
  status: boolean;
}

const legMoveStatements = new Map<string, NamedStatement>();

/**
 * The move of leg `:legId` of booking `:bookingId` (both locked by lockLegs), from the booking's `:from` to `:to`, with
 * its history row (`:actor`, `:note`, `:action`); answers the row's time.
 */
export function legMoveStatement(shape: LegMoveShape): NamedStatement {
  const key = JSON.stringify(shape);
  let statement = legMoveStatements.get(key);
  if (!statement) {
    statement = named(legMoveText(shape));
    legMoveStatements.set(key, statement);
  }
  return statement;
}

function legMoveText({ state, driver, status }: LegMoveShape): string {
  const sets = [...(state ? ['state = :state', 'failure_reason = :failureReason', 'state_changed_at = now()'] : []), ...(driver ? ['driver_user_id = :driverUserId'] : [])];
  const legUpdate = sets.length > 0 ? `leg as (update booking_leg set ${sets.join(', ')}, updated_at = now() where id = :legId), ` : '';
  const statusUpdate = status ? 'booking_moved as (update booking set status = :to, updated_at = now() where id = :bookingId), ' : '';
  return `with ${legUpdate}${statusUpdate}audit as (
       insert into booking_status_change (booking_id, from_status, to_status, actor, note, action, created_at) values (:bookingId, :from, :to, :actor, :note, :action, now()) returning created_at
     )
     select created_at from audit`;
}

/** An address leg of a paid booking as the door and its readers see it (address-leg-records.ts, AddressLegRecord). */
const ADDRESS_LEG = `
  select l.id as "legId", l.booking_id as "bookingId", b.reference, b.status as "bookingStatus", b.version as "bookingVersion", b.full_name as "fullName", b.email, b.language, b.nights = 0 as "sameDay",
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

/** The address legs of paid bookings on `:date` ('YYYY-MM-DD'). */
export const ADDRESS_LEGS_ON = named(`${ADDRESS_LEG} and l.date = :date::date order by l.id`);

export const ADDRESS_LEG_BY_ID = named(`${ADDRESS_LEG} and l.id = :legId`);

/** The bookings of legs `:legIds` (a list), locked in id order: the order every booking change locks them in. */
export const LOCK_LEG_BOOKINGS = named('select b.id from booking b join booking_leg l on l.booking_id = b.id where l.id in (:legIds) order by b.id for update of b');

/** Legs `:legIds` locked, once their bookings are (LOCK_LEG_BOOKINGS). */
export const LOCKED_LEGS = named(`${ADDRESS_LEG} and l.id in (:legIds) order by l.id for update of l`);
