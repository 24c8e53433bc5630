import type { EntityManager } from '@mikro-orm/postgresql';
import type { BookingStatus, Language, LegDirection, LegFailureReason, LegMove, LegState } from '@luggage/contracts';
import { DomainError, NotFoundError } from '../../../shared/errors/domain-error.js';
import { LOCK_LEG_BOOKINGS, LOCKED_LEGS } from './lifecycle.queries.js';

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
  /** A same-day stay (nights 0): the bags are collected and given back on one day. */
  sameDay: boolean;
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

/** The legs with their bookings locked (bookings first, in id order, as every booking change locks them), read as they are now. */
export async function lockLegs(tx: EntityManager, legIds: readonly number[]): Promise<AddressLegRecord[]> {
  if (legIds.length === 0) return [];
  await tx.execute(LOCK_LEG_BOOKINGS.sql, LOCK_LEG_BOOKINGS.params({ legIds }));
  const legs = (await tx.execute<AddressLegRecord[]>(LOCKED_LEGS.sql, LOCKED_LEGS.params({ legIds }))).map(normalise);
  if (legs.length !== legIds.length) throw new LegNotFoundError();
  return legs;
}

export function normalise(row: AddressLegRecord): AddressLegRecord {
  const number = (value: unknown) => (value === null || value === undefined ? null : Number(value));
  const last = row.last ? { ...row.last, at: new Date(row.last.at).toISOString(), ageSeconds: Number(row.last.ageSeconds) } : null;
  return { ...row, legId: Number(row.legId), bookingId: Number(row.bookingId), bookingVersion: Number(row.bookingVersion), zoneId: Number(row.zoneId), windowId: Number(row.windowId), lat: number(row.lat), lng: number(row.lng), driverUserId: number(row.driverUserId), last };
}
