import {
  MIN_NIGHTS,
  compareDates,
  minutesOfDay,
  parseIso,
  sameDayGapMinutes,
  sameDayTimeRefusals,
  timeOfDay,
  todayInLondon,
  type CalendarDate,
  type DeliveryCatalog,
  type Message,
  type PointSchedule,
  type SameDayField,
  type SameDayTimes,
  type Text,
} from '@luggage/contracts';
import { storageLocationId, type LegsDraft } from '../../../lib/legs';
import { NO_TIMES, closingTime, timesChoice, type SameDayDraft, type StayEnds, type TimesChoice } from '../../../lib/same-day-times';

/**
 * The part of the wizard's state (wizard-state.ts) a same-day stay reads and changes; the functions keep the rest as
 * it is. Declared here rather than imported, so the two modules do not import each other.
 */
export interface SameDayState {
  nights: number;
  times: SameDayDraft;
  date: string | null;
  locationId: number | null;
  legs: LegsDraft;
  errors: { nights?: Message; times?: TimeErrors };
}

/** What the times are judged with: the moment, the catalog's points and their cities by location id, and the delivery catalog (the wizard's Checks). */
export interface TimesChecks {
  now: Date;
  points: ReadonlyMap<number, PointSchedule>;
  pointCities: ReadonlyMap<number, number>;
  delivery: DeliveryCatalog;
}

/** A same-day field's message: a keyed check of the wizard's, or the server's words from a 422. */
export type TimeErrors = Partial<Record<SameDayField, Text>>;

export type SameDayAction =
  | { type: 'chooseSameDay'; checks: TimesChecks }
  | { type: 'chooseTime'; field: SameDayField; time: string; checks: TimesChecks }
  /** Both times at once: a suggestion with room ("Room from 14:00 to 17:00"). */
  | { type: 'chooseTimes'; times: SameDayTimes; checks: TimesChecks }
  /** The server refused the times (a 422 under dropOffTime or pickUpTime): shown beside the selects. */
  | { type: 'timeErrors'; errors: TimeErrors };

/**
 * A same-day stay is given back where it was stored, or delivered to an address; either end may be an address leg,
 * whose window then stands for that end's time (issue 40, item 5). Not returned at another point (the server refuses it).
 */
export const sameDayPossible = (legs: LegsDraft): boolean => legs.giveBack !== 'other_point';


export const isSameDay = (state: Pick<SameDayState, 'nights'>): boolean => state.nights === 0;

interface StayAt {
  point: PointSchedule;
  date: CalendarDate;
  ends: StayEnds;
}

/**
 * Where and when a same-day stay's times are judged, once known: the storage point (the meeting point, or the zone's
 * for a collection from an address, once its window is chosen), the date, and how its ends are timed.
 */
function stayAt(state: Pick<SameDayState, 'locationId' | 'date' | 'legs'>, checks: TimesChecks): StayAt | null {
  const storageId = storageLocationId(state.legs, state.locationId, checks.delivery);
  const point = storageId === null ? undefined : checks.points.get(storageId);
  const date = state.date ? parseIso(state.date) : null;
  if (!point || !date || storageId === null) return null;
  const collection = state.legs.handover === 'address' ? checks.delivery.windows.find((w) => w.id === state.legs.collection.windowId) : undefined;
  if (state.legs.handover === 'address' && !collection) return null;
  const gapMinutes = sameDayGapMinutes(checks.delivery, checks.pointCities.get(storageId) ?? null);
  return { point, date, ends: { collectedBy: collection?.end ?? null, delivered: state.legs.giveBack === 'address', gapMinutes } };
}

/**
 * The earliest a same-day stay's delivery window may start ('HH:mm'): the city's gap after the collection window ends
 * or after the drop-off (the server's rule); null when not a same-day delivery or not known yet.
 */
export function sameDayDeliveryFrom(state: Pick<SameDayState, 'nights' | 'locationId' | 'date' | 'legs' | 'times'>, checks: TimesChecks): string | null {
  const at = isSameDay(state) && state.legs.giveBack === 'address' ? stayAt(state, checks) : null;
  const arrives = at && (at.ends.collectedBy ?? state.times.dropOffTime);
  return at && arrives ? timeOfDay(minutesOfDay(arrives) + at.ends.gapMinutes) : null;
}

/** Where and when a same-day stay's bags are at its storage point: from drop-off (or the collection window's end) to pick-up (or the delivery window's start). */
export interface HeldAtPoint {
  locationId: number;
  from: string;
  until: string;
}

/**
 * The span a same-day stay holds its bags at the storage point, as the server counts it; null when not a same-day
 * stay or an end is not chosen yet. Judged against the point's full hours beside address legs too.
 */
export function sameDayHeld(state: Pick<SameDayState, 'nights' | 'locationId' | 'date' | 'legs' | 'times'>, checks: TimesChecks): HeldAtPoint | null {
  const at = isSameDay(state) ? stayAt(state, checks) : null;
  const locationId = storageLocationId(state.legs, state.locationId, checks.delivery);
  if (!at || locationId === null) return null;
  const chosen = timesChoice(at.point, at.date, state.times, checks.now, at.ends).chosen;
  const delivery = at.ends.delivered ? checks.delivery.windows.find((w) => w.id === state.legs.delivery.windowId) : undefined;
  const from = at.ends.collectedBy ?? chosen?.dropOffTime;
  const until = at.ends.delivered ? delivery?.start : chosen?.pickUpTime;
  return from && until ? { locationId, from, until } : null;
}

/** A delivery window chosen that no longer starts the gap after the bags arrive is forgotten (chosen again beside the times). */
function withDeliveryInTime<S extends SameDayState>(state: S, checks: TimesChecks): S {
  const from = sameDayDeliveryFrom(state, checks);
  const window = from && checks.delivery.windows.find((w) => w.id === state.legs.delivery.windowId);
  if (!window || minutesOfDay(window.start) >= minutesOfDay(from)) return state;
  return { ...state, legs: { ...state.legs, delivery: { ...state.legs.delivery, windowId: null } } };
}

/** A same-day stay's times made valid for its point and date now (the first offered where the chosen ones are not); other stays unchanged. */
export function withFreshTimes<S extends SameDayState>(state: S, checks: TimesChecks): S {
  const at = isSameDay(state) ? stayAt(state, checks) : null;
  if (!at) return state;
  const chosen = timesChoice(at.point, at.date, state.times, checks.now, at.ends).chosen ?? NO_TIMES;
  const fresh = chosen.dropOffTime === state.times.dropOffTime && chosen.pickUpTime === state.times.pickUpTime ? state : { ...state, times: chosen };
  return withDeliveryInTime(fresh, checks);
}

/**
 * Why a same-day stay's times cannot be booked, by field (contracts' sameDayTimeRefusals, the server's rule), for the
 * ends at the point; after a collection from an address, a pick-up before the city's gap; empty for nights.
 */
export function timeErrors(state: Omit<SameDayState, 'errors'>, checks: TimesChecks): TimeErrors {
  const at = isSameDay(state) ? stayAt(state, checks) : null;
  if (!at) return {};
  const { dropOffTime, pickUpTime } = state.times;
  const refusals = sameDayTimeRefusals(at.point, at.date, { dropOffTime: dropOffTime ?? undefined, pickUpTime: pickUpTime ?? undefined }, checks.now);
  const errors: TimeErrors = {
    ...(at.ends.collectedBy === null && refusals.dropOffTime ? { dropOffTime: refusals.dropOffTime } : {}),
    ...(!at.ends.delivered && refusals.pickUpTime ? { pickUpTime: refusals.pickUpTime } : {}),
  };
  if (at.ends.collectedBy !== null && !at.ends.delivered && !errors.pickUpTime && pickUpTime) {
    const earliest = minutesOfDay(at.ends.collectedBy) + at.ends.gapMinutes;
    if (minutesOfDay(pickUpTime) < earliest) errors.pickUpTime = { key: 'validation:sameDay.gap', params: { minutes: at.ends.gapMinutes, time: timeOfDay(earliest) } };
  }
  return errors;
}

/** What the nights step shows for a same-day stay: the times offered now and chosen, the closing time, whether the date is today. */
export function offeredTimes(state: SameDayState, checks: TimesChecks): { choice: TimesChoice; closes: string | null; today: boolean } | null {
  const at = isSameDay(state) ? stayAt(state, checks) : null;
  if (!at) return null;
  return {
    choice: timesChoice(at.point, at.date, state.times, checks.now, at.ends),
    closes: closingTime(at.point, at.date),
    today: compareDates(at.date, todayInLondon(checks.now)) === 0,
  };
}

/** The server's 422 messages under dropOffTime and pickUpTime, the first of each. */
export function timeErrorsFrom(errors: Record<string, readonly Text[]>): TimeErrors {
  const fields: SameDayField[] = ['dropOffTime', 'pickUpTime'];
  return Object.fromEntries(fields.filter((field) => errors[field]?.length).map((field) => [field, errors[field][0]]));
}

/** Back to nights when the legs leave the point (an address chosen after Same day). */
export function withPossibleStay<S extends SameDayState>(state: S): S {
  return isSameDay(state) && !sameDayPossible(state.legs) ? { ...state, nights: MIN_NIGHTS, times: NO_TIMES, errors: { ...state.errors, times: undefined } } : state;
}

const withoutDeliveryWindow = (legs: LegsDraft): LegsDraft => (legs.delivery.windowId === null ? legs : { ...legs, delivery: { ...legs.delivery, windowId: null } });

export function sameDayReducer<S extends SameDayState>(state: S, action: SameDayAction): S {
  switch (action.type) {
    case 'chooseSameDay':
      if (!sameDayPossible(state.legs)) return state;
      // The delivery's window was one of the old return date's.
      return withFreshTimes({ ...state, nights: 0, legs: isSameDay(state) ? state.legs : withoutDeliveryWindow(state.legs), errors: { ...state.errors, nights: undefined, times: undefined } }, action.checks);
    case 'chooseTime': {
      const times = { ...state.times, [action.field]: action.time };
      return withFreshTimes({ ...state, times, errors: { ...state.errors, times: undefined } }, action.checks);
    }
    case 'chooseTimes':
      return withFreshTimes({ ...state, times: { ...action.times }, errors: { ...state.errors, times: undefined } }, action.checks);
    case 'timeErrors':
      return { ...state, errors: { ...state.errors, times: action.errors } };
  }
}
