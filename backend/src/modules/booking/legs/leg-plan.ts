import {
  type CalendarDate,
  DEFAULT_DELIVERY_CUT_OFF_HOURS,
  type DeliveryCatalog,
  type DeliveryWindow,
  type FeeLine,
  findDeliveryZone,
  formatIso,
  type GiveBackChoice,
  type HandoverChoice,
  handoverTimeOn,
  type LegAddress,
  type LegDirection,
  outOfAreaRefusal,
  returnDateRefusal,
  windowBookableUntil,
} from '@luggage/contracts';
import { type BookableLocation, pointSchedule } from '../../catalog/index.js';
import { addressTripFee, returnElsewhereFee } from '../../pricing/index.js';
import type { LegFields, PlannedLeg } from '../entities/index.js';
import { message, type Text } from '../../../shared/i18n/message.js';

export type { PlannedLeg };

export interface LegPlanInput {
  handover?: HandoverChoice;
  giveBack?: GiveBackChoice;
  /** The point the bags are stored at (the request's `locationId`). */
  storage: BookableLocation;
  collectionDay: CalendarDate;
  returnDay: CalendarDate;
  delivery: DeliveryCatalog;
  /** The point of a return at another point, when it is active. */
  otherPoint: BookableLocation | null;
  now: Date;
  /** A same-day stay's times at the point (its drop-off, its pick-up) instead of the point's handover time that day. */
  pointTimes?: { collection?: string; return?: string };
}

export type LegPlan = { ok: true; legs: PlannedLeg[]; fees: FeeLine[] } | { ok: false; errors: Record<string, Text[]> };

export const LEG_MESSAGES = {
  wrongStoragePoint: message('validation:leg.wrongStoragePoint'),
  windowNotOffered: message('validation:leg.windowNotOffered'),
  windowClosed: message('validation:leg.windowClosed'),
  pointUnavailable: message('validation:location.unavailable'),
  samePoint: message('validation:leg.samePoint'),
  returnNotOffered: (from: string, to: string) => message('validation:leg.returnNotOffered', { from, to }),
};

/**
 * Places a booking's two legs and prices their fees from the delivery catalog, or answers every problem by field
 * (`handover.address.postcode`, `giveBack.windowId`…). Absent choices are today's flow: at the storage point.
 */
export function planLegs(input: LegPlanInput): LegPlan {
  const errors: Record<string, Text[]> = {};
  const fees: FeeLine[] = [];
  const collection = planCollection(input, errors, fees);
  const giveBack = planReturn(input, errors, fees);
  if (Object.keys(errors).length > 0 || !collection || !giveBack) return { ok: false, errors };
  return { ok: true, legs: [collection, giveBack], fees };
}

function planCollection(input: LegPlanInput, errors: Record<string, Text[]>, fees: FeeLine[]): PlannedLeg | null {
  const { handover, storage, collectionDay } = input;
  if (handover?.kind !== 'address') return pointLeg('collection', storage, collectionDay, input.pointTimes?.collection);
  const leg = addressLeg('collection', 'handover', handover, collectionDay, input, errors);
  if (!leg) return null;
  if (leg.storageLocationId !== storage.id) {
    errors.locationId = [LEG_MESSAGES.wrongStoragePoint];
    return null;
  }
  fees.push(addressTripFee('collection', { feePence: leg.leg.fields.feePence ?? 0 }));
  return leg.leg;
}

function planReturn(input: LegPlanInput, errors: Record<string, Text[]>, fees: FeeLine[]): PlannedLeg | null {
  const { giveBack, storage, returnDay } = input;
  if (!giveBack || giveBack.kind === 'same_point') return pointLeg('return', storage, returnDay, input.pointTimes?.return);
  if (giveBack.kind === 'address') {
    const leg = addressLeg('return', 'giveBack', giveBack, returnDay, input, errors);
    if (leg) fees.push(addressTripFee('delivery', { feePence: leg.leg.fields.feePence ?? 0 }));
    return leg?.leg ?? null;
  }
  const problem = otherPointProblem(input);
  if (problem) {
    errors['giveBack.locationId'] = [problem];
    return null;
  }
  const other = input.otherPoint!;
  const fee = returnElsewhereFee(storage.cityId, other.cityId, input.delivery)!;
  fees.push(fee);
  const leg = pointLeg('return', other, returnDay);
  leg.fields.feePence = fee.pence;
  return leg;
}

function otherPointProblem({ giveBack, otherPoint, storage, returnDay, delivery }: LegPlanInput): Text | null {
  if (!otherPoint || giveBack?.kind !== 'other_point' || otherPoint.id !== giveBack.locationId) return LEG_MESSAGES.pointUnavailable;
  if (otherPoint.id === storage.id) return LEG_MESSAGES.samePoint;
  if (!returnElsewhereFee(storage.cityId, otherPoint.cityId, delivery)) return LEG_MESSAGES.returnNotOffered(storage.cityName, otherPoint.cityName);
  return returnDateRefusal(returnDay, pointSchedule(otherPoint));
}

/** A leg at `point` on `day`, at `time` (a same-day stay's own) or the point's handover time that day. */
function pointLeg(direction: LegDirection, point: BookableLocation, day: CalendarDate, time?: string): PlannedLeg {
  const fields: LegFields = { pointId: point.id, pointName: point.name, pointAddress: point.address, pointTime: time ?? handoverTimeOn(pointSchedule(point), day), feePence: 0 };
  return { direction, kind: 'point', date: formatIso(day), fields };
}

/** An address leg in a served zone and one of its city's windows still open on `day`; its fee is the zone's. */
export function addressLeg(
  direction: LegDirection,
  field: 'handover' | 'giveBack',
  choice: { address: LegAddress; windowId: number },
  day: CalendarDate,
  { delivery, now }: Pick<LegPlanInput, 'delivery' | 'now'>,
  errors: Record<string, Text[]>,
): { leg: PlannedLeg; storageLocationId: number } | null {
  const lookup = findDeliveryZone(choice.address.postcode, delivery.zones);
  if (!lookup.valid || !lookup.served) {
    errors[`${field}.address.postcode`] = [lookup.valid ? outOfAreaRefusal(lookup.district, delivery.zones) : message('validation:postcode.invalid')];
    return null;
  }
  const { zone } = lookup;
  const window = delivery.windows.find((candidate) => candidate.id === choice.windowId && candidate.cityId === zone.cityId);
  const problem = window ? windowProblem(window, day, delivery, now) : LEG_MESSAGES.windowNotOffered;
  if (problem) {
    errors[`${field}.windowId`] = [problem];
    return null;
  }
  const { address } = choice;
  const fields: LegFields = {
    line1: address.line1,
    line2: address.line2 || null,
    town: address.town,
    postcode: lookup.postcode,
    district: lookup.district,
    note: address.note || null,
    contactName: address.contactName || null,
    lat: address.lat ?? null,
    lng: address.lng ?? null,
    zoneId: zone.id,
    windowId: window!.id,
    windowStart: window!.start,
    windowEnd: window!.end,
    feePence: zone.feePence,
  };
  return { leg: { direction, kind: 'address', date: formatIso(day), fields }, storageLocationId: zone.storageLocationId };
}

/** A window can be booked until its city's cut-off before it starts on that day. */
export function windowProblem(window: Pick<DeliveryWindow, 'cityId' | 'start'>, day: CalendarDate, delivery: Pick<DeliveryCatalog, 'cutOffs'>, now: Date): Text | null {
  const hours = delivery.cutOffs.find((cutOff) => cutOff.cityId === window.cityId)?.hours ?? DEFAULT_DELIVERY_CUT_OFF_HOURS;
  return windowBookableUntil(day, window, hours).getTime() > now.getTime() ? null : LEG_MESSAGES.windowClosed;
}

/** What a booking's legs need on new dates: the delivery catalog and the point of a return elsewhere (null: none away). */
export interface MovedLegsCatalog {
  delivery: DeliveryCatalog;
  otherPoint: BookableLocation | null;
}

export interface MovedLegs {
  /** 422 by field: `collectionDate` for the collection leg, `nights` for the return leg. */
  errors: Record<string, Text[]>;
  /** Whether the storage point's own date rules apply to the collection day and to the return day. */
  collectsAtPoint: boolean;
  returnsAtPoint: boolean;
  /** The other point's time on the new return day, for a return elsewhere. */
  returnPointTime: string | null;
}

/**
 * A change of dates carries the legs along (same windows, same points): an address leg's window must still be open on
 * its new day, a return elsewhere needs the other point open on the new return day.
 */
export function moveLegs(
  legs: readonly { direction: LegDirection; kind: 'point' | 'address'; pointId: number | null; windowId: number | null }[],
  storageId: number,
  days: { collection: CalendarDate; return: CalendarDate },
  catalog: MovedLegsCatalog | null,
  now: Date,
): MovedLegs {
  const errors: Record<string, Text[]> = {};
  const collection = legs.find((leg) => leg.direction === 'collection');
  const giveBack = legs.find((leg) => leg.direction === 'return');
  const windowCheck = (leg: { windowId: number | null }, day: CalendarDate, field: string) => {
    const window = catalog?.delivery.windows.find((candidate) => candidate.id === leg.windowId);
    const problem = window ? windowProblem(window, day, catalog!.delivery, now) : LEG_MESSAGES.windowClosed;
    if (problem) errors[field] = [problem];
  };
  if (collection?.kind === 'address') windowCheck(collection, days.collection, 'collectionDate');
  if (giveBack?.kind === 'address') windowCheck(giveBack, days.return, 'nights');
  const elsewhere = giveBack?.kind === 'point' && giveBack.pointId !== storageId ? (catalog?.otherPoint ?? null) : null;
  const elsewhereProblem = elsewhere ? returnDateRefusal(days.return, pointSchedule(elsewhere)) : null;
  if (giveBack?.kind === 'point' && giveBack.pointId !== storageId && !elsewhere) errors.nights = [LEG_MESSAGES.pointUnavailable];
  if (elsewhereProblem) errors.nights = [elsewhereProblem];
  return {
    errors,
    collectsAtPoint: collection?.kind !== 'address',
    returnsAtPoint: !giveBack || (giveBack.kind === 'point' && giveBack.pointId === storageId),
    returnPointTime: elsewhere ? handoverTimeOn(pointSchedule(elsewhere), days.return) : null,
  };
}
