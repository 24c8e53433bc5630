import type { EntityManager } from '@mikro-orm/postgresql';
import type { BookingStatus, Language, LegDirection, LegFailureReason, LegMove, LegState } from '@luggage/contracts';
import { DomainError, NotFoundError } from '../../../shared/errors/domain-error.js';

export type LegStep = 'on_the_way' | 'collected' | 'delivered' | 'failed';

export function legMoveOf(step: LegStep, direction: LegDirection): LegMove {
  if (step === 'failed') return direction === 'collection' ? 'driver_not_collected' : 'driver_not_delivered';
  return `driver_${step}`;
}

/** The undo of the driver's step a history row names, on a leg of `direction` (null: none the driver may undo). */
export function undoOf(action: string | null, direction: LegDirection): LegMove | null {
  const steps: Record<LegDirection, string[]> = { collection: ['driver_collected', 'driver_not_collected'], return: ['driver_delivered', 'driver_not_delivered'] };
  return action !== null && steps[direction].includes(action) ? (`undo_${action}` as LegMove) : null;
}

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

export const RECORD_SELECT = `
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

/** The legs with their bookings locked (bookings first, in id order, as every booking change locks them), read as they are now. */
export async function lockLegs(tx: EntityManager, legIds: readonly number[]): Promise<AddressLegRecord[]> {
  if (legIds.length === 0) return [];
  await tx.execute(`select b.id from booking b join booking_leg l on l.booking_id = b.id where l.id in (?) order by b.id for update of b`, [legIds]);
  const legs = (await tx.execute<AddressLegRecord[]>(`${RECORD_SELECT} and l.id in (?) order by l.id for update of l`, [legIds])).map(normalise);
  if (legs.length !== legIds.length) throw new LegNotFoundError();
  return legs;
}

export function normalise(row: AddressLegRecord): AddressLegRecord {
  const number = (value: unknown) => (value === null || value === undefined ? null : Number(value));
  const last = row.last ? { ...row.last, at: new Date(row.last.at).toISOString(), ageSeconds: Number(row.last.ageSeconds) } : null;
  return { ...row, legId: Number(row.legId), bookingId: Number(row.bookingId), bookingVersion: Number(row.bookingVersion), zoneId: Number(row.zoneId), windowId: Number(row.windowId), lat: number(row.lat), lng: number(row.lng), driverUserId: number(row.driverUserId), last };
}
