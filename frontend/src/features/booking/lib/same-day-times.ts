import { dropOffTimes, openingHoursOn, pickUpTimes, type CalendarDate, type PointSchedule, type SameDayTimes } from '@luggage/contracts';

/** The wizard's same-day times: chosen, or not (yet, or none left that day). */
export interface SameDayDraft {
  dropOffTime: string | null;
  pickUpTime: string | null;
}

export const NO_TIMES: SameDayDraft = { dropOffTime: null, pickUpTime: null };

/** What the nights step offers for a same-day stay at `point` on `date`, and the wanted times made valid. */
export interface TimesChoice {
  dropOffs: string[];
  pickUps: string[];
  /** The wanted drop-off if offered, else the first offered; the wanted pick-up if still after it, else the first; null when no time is left. */
  chosen: SameDayTimes | null;
}

/**
 * The drop-off and pick-up times offered (contracts' dropOffTimes and pickUpTimes, the server's rule) and the wanted
 * ones kept where still offered: changing the drop-off keeps a pick-up an hour later or more, else picks the first.
 */
export function timesChoice(point: PointSchedule, date: CalendarDate, wanted: SameDayDraft, now: Date): TimesChoice {
  const dropOffs = dropOffTimes(point, date, now);
  const dropOffTime = wanted.dropOffTime && dropOffs.includes(wanted.dropOffTime) ? wanted.dropOffTime : dropOffs[0];
  if (!dropOffTime) return { dropOffs, pickUps: [], chosen: null };
  const pickUps = pickUpTimes(point, date, dropOffTime);
  const pickUpTime = wanted.pickUpTime && pickUps.includes(wanted.pickUpTime) ? wanted.pickUpTime : pickUps[0];
  return { dropOffs, pickUps, chosen: pickUpTime ? { dropOffTime, pickUpTime } : null };
}

/** The point's closing time on `date` ('HH:mm'), or null when it is closed that day. */
export const closingTime = (point: PointSchedule, date: CalendarDate): string | null => openingHoursOn(point, date)?.closes ?? null;

/** Both times chosen: what the request sends with `nights: 0`. */
export const chosenTimes = (draft: SameDayDraft): SameDayTimes | null =>
  draft.dropOffTime && draft.pickUpTime ? { dropOffTime: draft.dropOffTime, pickUpTime: draft.pickUpTime } : null;
