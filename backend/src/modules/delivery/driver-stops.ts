import { DRIVER_UNDO_MINUTES, type DriverAction, type DriverStopView, type StopHandBackView, LEG_FAILURE_REASONS, legStateLabel, runStartOf, windowLabel } from '@luggage/contracts';
import type { AuthUser } from '../auth/index.js';
import { type Actor, type AddressLegRecord, undoOf } from '../booking/index.js';
import type { StopPlace } from './run-order.js';

export const UNDO_SECONDS = DRIVER_UNDO_MINUTES * 60;

/** How the history names a driver (admins as 'admin:…', as elsewhere): 'driver:12 Dee Driver <dee@…>'. */
export const driverActor = (user: AuthUser): Actor => {
  const kind = user.role === 'admin' ? 'admin' : 'driver';
  return { kind, label: `${kind}:${user.id} ${user.name} <${user.email}>`.slice(0, 120) };
};

const actorUserId = (actor: string) => Number(/^(?:driver|admin):(\d+)/.exec(actor)?.[1] ?? NaN);

/** Within the undo window, and by the driver who took the step or an admin. */
export function mayUndo(user: AuthUser, leg: AddressLegRecord): boolean {
  const last = leg.last;
  if (!last || !undoOf(last.action, leg.direction)) return false;
  return last.ageSeconds < UNDO_SECONDS && (user.role === 'admin' || actorUserId(last.actor) === user.id);
}

function actionOf(leg: AddressLegRecord): DriverAction | null {
  if (leg.state === 'booked') return 'start';
  if (leg.state !== 'on_the_way') return null;
  return leg.direction === 'collection' ? 'collected' : 'delivered';
}

/** A maps search: by coordinates where known, else by the address. */
export function mapsUrl(leg: Pick<AddressLegRecord, 'lat' | 'lng' | 'line1' | 'town' | 'postcode'>): string {
  const query = leg.lat !== null && leg.lng !== null ? `${leg.lat},${leg.lng}` : `${leg.line1}, ${leg.town}, ${leg.postcode}`;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

/** 'tel:+447700900123' from '07700 900123'-style typing: digits and a leading plus only. */
export function telLink(phone: string): string | null {
  const digits = phone.replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '');
  return /\d{5,}/.test(digits) ? `tel:${digits}` : null;
}

/** The stop as the driver sees it at `now`: its place (city and run lead) says from when its run can start; `handBack`: its tags to read (a delivery of tagged bags). */
export function toDriverStopView(leg: AddressLegRecord, place: StopPlace, user: AuthUser, now: Date, handBack: StopHandBackView | null): DriverStopView {
  const href = telLink(leg.contactNumber);
  return {
    legId: leg.legId,
    reference: leg.reference,
    direction: leg.direction,
    cityId: place.cityId,
    window: { start: leg.windowStart, end: leg.windowEnd, label: windowLabel({ start: leg.windowStart, end: leg.windowEnd }) },
    address: {
      line1: leg.line1,
      ...(leg.line2 ? { line2: leg.line2 } : {}),
      town: leg.town,
      postcode: leg.postcode,
      ...(leg.lat !== null && leg.lng !== null ? { lat: leg.lat, lng: leg.lng } : {}),
    },
    mapsUrl: mapsUrl(leg),
    contactName: leg.contactName ?? leg.fullName,
    phone: href ? { label: leg.contactNumber, href } : null,
    bags: leg.items,
    bagCount: leg.items.reduce((sum, item) => sum + item.amount, 0),
    sameDay: leg.sameDay,
    note: leg.note,
    state: leg.state,
    stateLabel: legStateLabel(leg.direction, leg.state),
    failureReason: leg.state === 'failed' && leg.failureReason ? LEG_FAILURE_REASONS[leg.failureReason] : null,
    action: actionOf(leg),
    start: leg.state === 'booked' ? runStartOf(leg, place.runLeadMinutes, now) : null,
    undo: mayUndo(user, leg) ? { until: new Date(Date.parse(leg.last!.at) + UNDO_SECONDS * 1000).toISOString() } : null,
    handBack: leg.direction === 'return' ? handBack : null,
  };
}
