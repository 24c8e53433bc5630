import {
  MIN_NIGHTS,
  compareDates,
  parseIso,
  sameDayTimeRefusals,
  todayInLondon,
  type CalendarDate,
  type Message,
  type PointSchedule,
  type SameDayField,
  type SameDayTimes,
  type Text,
} from '@luggage/contracts';
import type { LegsDraft } from '../../../lib/legs';
import { NO_TIMES, closingTime, timesChoice, type SameDayDraft, type TimesChoice } from './same-day-times';

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

/** What the times are judged with: the moment, and the catalog's points by location id (the wizard's Checks). */
export interface TimesChecks {
  now: Date;
  points: ReadonlyMap<number, PointSchedule>;
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

/** A same-day stay is dropped off and picked up at one point for now: no collection or delivery at an address. */
export const sameDayPossible = (legs: LegsDraft): boolean => legs.handover === 'point' && legs.giveBack === 'same_point';

export const isSameDay = (state: Pick<SameDayState, 'nights'>): boolean => state.nights === 0;

/** The meeting point and the date a same-day stay's times are judged at, once both are chosen. */
function pointAndDate(state: Pick<SameDayState, 'locationId' | 'date'>, checks: TimesChecks): { point: PointSchedule; date: CalendarDate } | null {
  const point = state.locationId === null ? undefined : checks.points.get(state.locationId);
  const date = state.date ? parseIso(state.date) : null;
  return point && date ? { point, date } : null;
}

/** A same-day stay's times made valid for its point and date now (the first offered where the chosen ones are not); other stays unchanged. */
export function withFreshTimes<S extends SameDayState>(state: S, checks: TimesChecks): S {
  const at = isSameDay(state) ? pointAndDate(state, checks) : null;
  if (!at) return state;
  const chosen = timesChoice(at.point, at.date, state.times, checks.now).chosen ?? NO_TIMES;
  if (chosen.dropOffTime === state.times.dropOffTime && chosen.pickUpTime === state.times.pickUpTime) return state;
  return { ...state, times: chosen };
}

/** Why a same-day stay's times cannot be booked, by field (contracts' sameDayTimeRefusals, the server's rule); empty for nights. */
export function timeErrors(state: Omit<SameDayState, 'legs' | 'errors'>, checks: TimesChecks): TimeErrors {
  const at = isSameDay(state) ? pointAndDate(state, checks) : null;
  if (!at) return {};
  const { dropOffTime, pickUpTime } = state.times;
  return sameDayTimeRefusals(at.point, at.date, { dropOffTime: dropOffTime ?? undefined, pickUpTime: pickUpTime ?? undefined }, checks.now);
}

/** What the nights step shows for a same-day stay: the times offered now and chosen, the closing time, whether the date is today. */
export function offeredTimes(state: SameDayState, checks: TimesChecks): { choice: TimesChoice; closes: string | null; today: boolean } | null {
  const at = isSameDay(state) ? pointAndDate(state, checks) : null;
  if (!at) return null;
  return {
    choice: timesChoice(at.point, at.date, state.times, checks.now),
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

export function sameDayReducer<S extends SameDayState>(state: S, action: SameDayAction): S {
  switch (action.type) {
    case 'chooseSameDay':
      if (!sameDayPossible(state.legs)) return state;
      return withFreshTimes({ ...state, nights: 0, errors: { ...state.errors, nights: undefined, times: undefined } }, action.checks);
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
