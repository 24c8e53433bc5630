import { type CalendarDate, type ChangeBookingRequest, type DeliveryCatalog, type FeeLine, type GiveBackChoice, type HandoverChoice, type LegAddress, type LegDirection, normalisePostcode } from '@luggage/contracts';
import type { BookableLocation } from '../../catalog/index.js';
import { legRowShape } from './booking-legs.js';
import type { BookingLeg } from '../entities/index.js';
import { type MovedLegsCatalog, moveLegs, type PlannedLeg, planLegs } from './leg-plan.js';
import { tripsOf, type Trip } from '../capacity/trip-capacity.js';
import type { StayLeg } from '../capacity/booking-capacity.js';
import { message, type Text } from '../../../shared/i18n/message.js';

export const LEG_CHANGE_MESSAGES = {
  started: { collection: message('validation:leg.started.collection'), return: message('validation:leg.started.return') },
};

export interface LegChange {
  /** 422 by field: `handover.*`, `giveBack.*`, `collectionDate`/`nights` for a kept leg on its new day. */
  errors: Record<string, Text[]>;
  /**
   * The legs written over the booking's rows: the changed ones, planned and priced as a checkout does, and the legs at
   * the storage point (at the new point's times). Kept legs away from it stay rows, moved with the dates.
   */
  legs: PlannedLeg[];
  /** Whether a kept leg hangs on the booking's point (an address or another point): then the point cannot change. */
  keptAway: boolean;
  collectsAtPoint: boolean;
  returnsAtPoint: boolean;
  returnPointTime: string | null;
  /** The fees after the change: kept legs at what they were sold at. */
  fees: FeeLine[];
}

export interface LegChangeInput {
  request: Pick<ChangeBookingRequest, 'handover' | 'giveBack'>;
  rows: readonly BookingLeg[];
  /** The booking's point now. */
  pointId: number;
  /** The point asked for (null: not bookable; the caller answers that). */
  storage: BookableLocation | null;
  days: { collection: CalendarDate; return: CalendarDate };
  catalog: MovedLegsCatalog | null;
  now: Date;
}

/**
 * Plans the legs of a change: a leg the request names differently is planned again (planLegs: the checkout's checks
 * and today's fee), a leg it leaves out or names as booked keeps its row and the fee it was sold at. A leg the driver
 * has started or finished cannot be changed.
 */
export function planLegChange(input: LegChangeInput): LegChange {
  const { request, rows, pointId, storage, days, catalog, now } = input;
  const row = (direction: LegDirection) => rows.find((leg) => leg.direction === direction);
  const handover = request.handover && !sameHandover(row('collection'), pointId, request.handover) ? request.handover : undefined;
  const giveBack = request.giveBack && !sameGiveBack(row('return'), pointId, request.giveBack) ? request.giveBack : undefined;
  const errors: Record<string, Text[]> = {};
  if (handover && row('collection') && row('collection')!.state !== 'booked') errors.handover = [LEG_CHANGE_MESSAGES.started.collection];
  if (giveBack && row('return') && row('return')!.state !== 'booked') errors.giveBack = [LEG_CHANGE_MESSAGES.started.return];
  const kept = rows.filter((leg) => (leg.direction === 'collection' ? !handover : !giveBack) && isAway(leg, pointId));
  const moved = moveLegs(kept, pointId, days, catalog, now);
  Object.assign(errors, moved.errors);
  const planned = storage
    ? planLegs({ handover: handover ?? { kind: 'point' }, giveBack: giveBack ?? { kind: 'same_point' }, storage, collectionDay: days.collection, returnDay: days.return, delivery: catalog?.delivery ?? NO_DELIVERY, otherPoint: catalog?.otherPoint ?? null, now })
    : null;
  if (planned && !planned.ok) Object.assign(errors, planned.errors);
  // A booking made before legs gets rows only once a leg of it changes.
  const writes = Boolean(handover || giveBack) || rows.length > 0;
  const legs = planned?.ok && writes ? planned.legs.filter((leg) => !kept.some((k) => k.direction === leg.direction)) : [];
  const final = (['collection', 'return'] as const).map((direction) => legs.find((leg) => leg.direction === direction) ?? kept.find((leg) => leg.direction === direction));
  const [collection, giveBackLeg] = final;
  return {
    errors,
    legs,
    keptAway: kept.length > 0,
    collectsAtPoint: collection?.kind !== 'address',
    returnsAtPoint: !giveBackLeg || (giveBackLeg.kind === 'point' && pointOf(giveBackLeg) === storage?.id),
    returnPointTime: moved.returnPointTime,
    fees: final.flatMap((leg) => (leg ? feeLine(leg) : [])),
  };
}

/** The legs after a change as a stay reads them (booking-capacity.ts, stayOf): the planned legs, and the kept rows. */
export function stayLegsAfterChange(rows: readonly BookingLeg[], legs: readonly PlannedLeg[]): StayLeg[] {
  return (['collection', 'return'] as const).flatMap((direction): StayLeg[] => {
    const planned = legs.find((leg) => leg.direction === direction);
    if (planned) return [legRowShape(planned)];
    const kept = rows.find((leg) => leg.direction === direction);
    return kept ? [{ direction, kind: kept.kind, windowStart: kept.windowStart, windowEnd: kept.windowEnd }] : [];
  });
}

/** The trips of the legs after a change: the planned legs, and the kept rows on their new dates. */
export function tripsAfterChange(rows: readonly BookingLeg[], legs: readonly PlannedLeg[], to: { collectionDate: string; returnDate: string }): Trip[] {
  return tripsOf(
    (['collection', 'return'] as const).flatMap((direction) => {
      const planned = legs.find((leg) => leg.direction === direction);
      if (planned) return [legRowShape(planned)];
      const kept = rows.find((leg) => leg.direction === direction);
      return kept ? [{ kind: kept.kind, windowId: kept.windowId, windowStart: kept.windowStart, windowEnd: kept.windowEnd, date: direction === 'collection' ? to.collectionDate : to.returnDate }] : [];
    }),
  );
}

const NO_DELIVERY: DeliveryCatalog = { zones: [], windows: [], returnFees: [], cutOffs: [], secondAttemptFees: [] };

const isAway = (leg: BookingLeg, pointId: number) => leg.kind === 'address' || leg.pointId !== pointId;

const pointOf = (leg: BookingLeg | PlannedLeg): number | null => ('fields' in leg ? (leg.fields.pointId ?? null) : leg.pointId);

function feeLine(leg: BookingLeg | PlannedLeg): FeeLine[] {
  const pence = 'fields' in leg ? (leg.fields.feePence ?? 0) : leg.feePence;
  if (pence === 0) return [];
  const kind = leg.kind === 'address' ? (leg.direction === 'collection' ? 'collection' : 'delivery') : 'return_elsewhere';
  return [{ kind, pence }];
}

function sameHandover(row: BookingLeg | undefined, pointId: number, choice: HandoverChoice): boolean {
  if (choice.kind === 'point') return !row || row.kind === 'point';
  return row?.kind === 'address' && row.windowId === choice.windowId && sameAddress(row, choice.address);
}

function sameGiveBack(row: BookingLeg | undefined, pointId: number, choice: GiveBackChoice): boolean {
  if (choice.kind === 'same_point') return !row || (row.kind === 'point' && row.pointId === pointId);
  if (choice.kind === 'other_point') return row?.kind === 'point' && row.pointId === choice.locationId;
  return row?.kind === 'address' && row.windowId === choice.windowId && sameAddress(row, choice.address);
}

function sameAddress(row: BookingLeg, address: LegAddress): boolean {
  return (
    row.line1 === address.line1 &&
    (row.line2 ?? '') === (address.line2 ?? '') &&
    row.town === address.town &&
    row.postcode === normalisePostcode(address.postcode) &&
    (row.note ?? '') === (address.note ?? '') &&
    (row.contactName ?? '') === (address.contactName ?? '')
  );
}

/** 'return At the same point -> Delivery to 1 Royal Crescent, BA1 2LR, 14:00–16:00' for each leg a change makes different. */
export function describeLegChanges(rows: readonly BookingLeg[], legs: readonly PlannedLeg[]): string[] {
  return legs.flatMap((leg) => {
    const row = rows.find((existing) => existing.direction === leg.direction);
    const before = row ? legWords(row.kind, row) : 'At the point';
    const after = legWords(leg.kind, leg.fields);
    return before === after ? [] : [`${leg.direction} ${before} -> ${after}`];
  });
}

function legWords(kind: 'point' | 'address', leg: { pointName?: string | null; line1?: string | null; postcode?: string | null; windowStart?: string | null; windowEnd?: string | null }): string {
  if (kind === 'point') return `At ${leg.pointName}`;
  return `${leg.line1}, ${leg.postcode}, ${leg.windowStart}–${leg.windowEnd}`;
}
