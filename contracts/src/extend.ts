/**
 * Extending a stay (issue 40): a later pick-up the same day, a same-day stay turned into nights, or more nights, up to
 * MAX_NIGHTS counted from the collection date. The manage page and the staff screen offer what extendChoices lists
 * and the server refuses anything else, so the two cannot disagree. Bags still at the point after their stay ended
 * (overdue) are extended to cover today at least: the customer pays the nights the bags stayed.
 */
import type { Message } from './i18n/message.js';
import { londonMinutes, type PointSchedule, returnDateRefusal } from './collection-dates.js';
import { addDays, type CalendarDate, compareDates, todayInLondon } from './dates.js';
import { MAX_NIGHTS } from './limits.js';
import { minutesOfDay, openingHoursOn, timeOfDay } from './opening-hours.js';
import { SAME_DAY_STEP_MINUTES } from './same-day.js';

/** POST /api/manage/{token}/extend-quote and /api/check-in/{reference}/extend-quote: the stay as it should end. */
export interface ExtendRequest {
  /** 0 for a later pick-up the same day (a same-day stay only), else the stay's nights from its collection date. */
  nights: number;
  /** 'HH:mm': the later pick-up, with `nights` 0 only. */
  pickUpTime?: string;
}

/** POST /api/manage/{token}/extend: the difference the customer was quoted; another difference now answers 409. */
export interface ExtendCommand extends ExtendRequest {
  expectedDifference: number;
}

/** POST /api/check-in/{reference}/extend: as the customer's, and whether staff took the difference at the point. */
export interface StaffExtendCommand extends ExtendCommand {
  /** Required (true) when the extension costs more: staff took the payment at the point (cash or card machine). */
  paidAtPoint?: boolean;
}

/** What the stay can become now: empty lists when it cannot be extended. */
export interface ExtendChoices {
  /** 'HH:mm': later pick-ups the same day, free within the day price (same-day stays only). */
  pickUpTimes: string[];
  /** The stay's nights it may become, from its collection date. */
  nights: number[];
}

export interface ExtendableStay {
  collectionDate: CalendarDate;
  nights: number;
  /** 'HH:mm': the pick-up on the return date (a same-day stay's pick-up). */
  pickUpTime: string;
}

export type ExtendField = keyof ExtendRequest;

export const NO_EXTEND_CHOICES: ExtendChoices = { pickUpTimes: [], nights: [] };

export function extendChoices(stay: ExtendableStay, point: PointSchedule, now: Date = new Date()): ExtendChoices {
  return { pickUpTimes: laterPickUps(stay, point, now), nights: moreNights(stay, point, now) };
}

export const canExtend = (choices: ExtendChoices): boolean => choices.pickUpTimes.length > 0 || choices.nights.length > 0;

/** After the pick-up booked and after now (for today), on the half hour, up to closing; none once the day is over. */
function laterPickUps(stay: ExtendableStay, point: PointSchedule, now: Date): string[] {
  const hours = stay.nights === 0 ? openingHoursOn(point, stay.collectionDate) : null;
  const day = compareDates(stay.collectionDate, todayInLondon(now));
  if (!hours || day < 0) return [];
  const afterPickUp = nextStep(minutesOfDay(stay.pickUpTime));
  const first = day === 0 ? Math.max(afterPickUp, Math.ceil(londonMinutes(now) / SAME_DAY_STEP_MINUTES) * SAME_DAY_STEP_MINUTES) : afterPickUp;
  const times: string[] = [];
  for (let at = first; at <= minutesOfDay(hours.closes); at += SAME_DAY_STEP_MINUTES) times.push(timeOfDay(at));
  return times;
}

const nextStep = (minutes: number) => (Math.floor(minutes / SAME_DAY_STEP_MINUTES) + 1) * SAME_DAY_STEP_MINUTES;

/** More nights than booked, ending today at the earliest, on a day the point is open. */
function moreNights(stay: ExtendableStay, point: PointSchedule, now: Date): number[] {
  const fewest = Math.max(stay.nights + 1, daysBetween(stay.collectionDate, todayInLondon(now)));
  const nights: number[] = [];
  for (let n = Math.max(fewest, 1); n <= MAX_NIGHTS; n++) {
    if (!returnDateRefusal(addDays(stay.collectionDate, n), point)) nights.push(n);
  }
  return nights;
}

const daysBetween = (from: CalendarDate, to: CalendarDate) =>
  Math.round((Date.UTC(to.year, to.month - 1, to.day) - Date.UTC(from.year, from.month - 1, from.day)) / 86_400_000);

/** Why `request` is not one of `choices`, by field; empty when it is. */
export function extendRefusals(stay: Pick<ExtendableStay, 'nights' | 'pickUpTime'>, request: Partial<ExtendRequest>, choices: ExtendChoices): Partial<Record<ExtendField, Message>> {
  const laterSameDay = request.nights === 0;
  if (!laterSameDay) {
    if (request.pickUpTime !== undefined) return { pickUpTime: { key: 'validation:sameDay.onlySameDay' } };
    if (choices.nights.includes(request.nights as number)) return {};
    if (choices.nights.length === 0) return { nights: { key: 'validation:extend.noNights' } };
    const [min, max] = [choices.nights[0], choices.nights[choices.nights.length - 1]];
    return { nights: min === max ? { key: 'validation:extend.nightsExactly', params: { count: min } } : { key: 'validation:extend.nights', params: { min, max } } };
  }
  if (stay.nights !== 0) return { nights: { key: 'validation:extend.notSameDay' } };
  if (choices.pickUpTimes.length === 0) return { pickUpTime: { key: 'validation:extend.noLaterPickUp' } };
  if (request.pickUpTime === undefined) return { pickUpTime: { key: 'validation:sameDay.pickUpTimeRequired' } };
  if (choices.pickUpTimes.includes(request.pickUpTime)) return {};
  return { pickUpTime: { key: 'validation:extend.pickUpTime', params: { from: choices.pickUpTimes[0], to: choices.pickUpTimes[choices.pickUpTimes.length - 1] } } };
}
