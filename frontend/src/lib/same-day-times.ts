import { dropOffTimes, minutesOfDay, openingHoursOn, pickUpTimes, type CalendarDate, type PointSchedule, type SameDayTimes } from '@luggage/contracts';

/** The spans a point has no room for more bags on a date, 'HH:mm' London (GET /api/availability with `bags`). */
export type FullHours = readonly { from: string; to: string }[];

/** The wizard's same-day times at the point: chosen, or not (yet, none left that day, or that end is an address leg). */
export interface SameDayDraft {
  dropOffTime: string | null;
  pickUpTime: string | null;
}

export const NO_TIMES: SameDayDraft = { dropOffTime: null, pickUpTime: null };

/**
 * How a same-day stay's ends are timed: at the point by the selects, or by an address leg's window (issue 40, item 5).
 * A collection from an address brings the bags by its window's end (no drop-off asked); a delivery to an address is
 * the pick-up (none asked). The bags are given back at least the storage city's gap after a collection.
 */
export interface StayEnds {
  /** The collection window's end ('HH:mm'); null when dropped off at the point. */
  collectedBy: string | null;
  /** Delivered to an address: its window, chosen beside, is the pick-up. */
  delivered: boolean;
  gapMinutes: number;
}

export const AT_THE_POINT: StayEnds = { collectedBy: null, delivered: false, gapMinutes: 0 };

/** What the nights step offers for a same-day stay at `point` on `date`, and the wanted times made valid. */
export interface TimesChoice {
  /** Which times are asked: those of the ends at the point. */
  asks: { dropOff: boolean; pickUp: boolean };
  dropOffs: string[];
  pickUps: string[];
  /**
   * The wanted drop-off if offered, else the first offered; the wanted pick-up if still after it, else the first; null
   * for a time not asked (an address end); null altogether when no time is left.
   */
  chosen: SameDayDraft | null;
}

/**
 * The drop-off and pick-up times offered (contracts' dropOffTimes and pickUpTimes, the server's rule) and the wanted
 * ones kept where still offered: changing the drop-off keeps a pick-up an hour later or more, else picks the first.
 * After a collection from an address, the pick-ups start the gap after its window ends.
 */
export function timesChoice(point: PointSchedule, date: CalendarDate, wanted: SameDayDraft, now: Date, ends: StayEnds = AT_THE_POINT): TimesChoice {
  const asks = { dropOff: ends.collectedBy === null, pickUp: !ends.delivered };
  const dropOffs = asks.dropOff ? dropOffTimes(point, date, now) : [];
  const arrives = ends.collectedBy ?? (wanted.dropOffTime && dropOffs.includes(wanted.dropOffTime) ? wanted.dropOffTime : dropOffs[0]);
  if (!arrives) return { asks, dropOffs, pickUps: [], chosen: null };
  const dropOffTime = asks.dropOff ? arrives : null;
  if (!asks.pickUp) return { asks, dropOffs, pickUps: [], chosen: { dropOffTime, pickUpTime: null } };
  const earliest = asks.dropOff ? 0 : minutesOfDay(arrives) + ends.gapMinutes;
  const pickUps = pickUpTimes(point, date, arrives).filter((time) => minutesOfDay(time) >= earliest);
  const pickUpTime = wanted.pickUpTime && pickUps.includes(wanted.pickUpTime) ? wanted.pickUpTime : pickUps[0];
  return { asks, dropOffs, pickUps, chosen: pickUpTime ? { dropOffTime, pickUpTime } : null };
}

/** The point's closing time on `date` ('HH:mm'), or null when it is closed that day. */
export const closingTime = (point: PointSchedule, date: CalendarDate): string | null => openingHoursOn(point, date)?.closes ?? null;

/** Both times chosen: what the request sends with `nights: 0` for a stay dropped off and picked up at the point. */
export const chosenTimes = (draft: SameDayDraft): SameDayTimes | null =>
  draft.dropOffTime && draft.pickUpTime ? { dropOffTime: draft.dropOffTime, pickUpTime: draft.pickUpTime } : null;
