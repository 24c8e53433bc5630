/**
 * Room for a same-day stay (issue 40, item 4): how the wizard's calendar, point list and suggestions judge a point
 * for a stay of the day, from GET /api/availability's `fullHours` (asked with the stay's bags), where an overnight
 * stay is judged by its nights (availability.ts). The server has the last word (a 409).
 */
import { type DayAvailability, sameDayMeetsFull } from './availability.js';
import type { PointSchedule } from './collection-dates.js';
import { type CalendarDate, formatDashed } from './dates.js';
import type { Message } from './i18n/message.js';
import { minutesOfDay, timeOfDay } from './opening-hours.js';
import { dropOffTimes, pickUpTimes, SAME_DAY_MIN_MINUTES, sameDayTimeRefusals, type SameDayTimes } from './same-day.js';

export type FullRuns = readonly { from: string; to: string }[];

/** The most other times and other points a full same-day stay is offered. */
export const SAME_DAY_TIME_SUGGESTIONS = 3;
export const SAME_DAY_POINT_SUGGESTIONS = 4;

const dayOf = (days: readonly DayAvailability[], date: CalendarDate) => days.find((day) => day.date === formatDashed(date));

/**
 * Whether a stay of the day fits at `point` on `date` at some time: a drop-off offered (same-day.ts) with the hour
 * after it clear of `fullHours`. A date with no drop-off left (closed, or today's gone) is not judged here: true.
 */
export function sameDayRoomOnDate(point: PointSchedule, date: CalendarDate, fullHours: FullRuns, now: Date = new Date()): boolean {
  const dropOffs = dropOffTimes(point, date, now);
  return dropOffs.length === 0 || dropOffs.some((time) => sameDayMeetsFull(fullHours, time, timeOfDay(minutesOfDay(time) + SAME_DAY_MIN_MINUTES)) === null);
}

/**
 * The calendar's judgement of `date` for a stay of the day at `point`: 'closed', 'full' (no drop-off and pick-up an
 * hour apart fit), or null (fits, or a day the answer does not cover or gave no full hours for).
 */
export function sameDayDateProblem(days: readonly DayAvailability[], point: PointSchedule, date: CalendarDate, now: Date = new Date()): 'closed' | 'full' | null {
  const day = dayOf(days, date);
  if (!day) return null;
  if (!day.open) return 'closed';
  if (!day.fullHours) return null;
  return sameDayRoomOnDate(point, date, day.fullHours, now) ? null : 'full';
}

/**
 * The point list's mark on a point for a stay of the day on `date`, as a key of the wizard's booking.json, or null:
 * closed that day as for nights; with the times chosen, "Full from 11:00 to 14:00" when they meet a full run; without
 * them, "Full on this date" when no hour fits.
 */
export function sameDayPointMark(days: readonly DayAvailability[], point: PointSchedule, date: CalendarDate, times: SameDayTimes | null, now: Date = new Date()): Message | null {
  const day = dayOf(days, date);
  if (!day) return null;
  if (!day.open) return day.closedNote ? { key: 'booking:points.closedOnDateNote', params: { note: day.closedNote } } : { key: 'booking:points.closedOnDate' };
  if (!day.fullHours) return null;
  if (!times) return sameDayRoomOnDate(point, date, day.fullHours, now) ? null : { key: 'booking:points.full' };
  const full = sameDayMeetsFull(day.fullHours, times.dropOffTime, times.pickUpTime);
  return full && { key: 'booking:sameDay.fullFrom', params: { from: full.from, to: full.to } };
}

/**
 * The nearest times with room at `point` on `date` for a stay as long as `wanted`: drop-offs offered that day whose
 * pick-up, as long after, is still offered and whose span meets no full run; nearest drop-off first (ties: the
 * earlier), the wanted times themselves left out.
 */
export function nearestSameDayTimes(point: PointSchedule, date: CalendarDate, fullHours: FullRuns, wanted: SameDayTimes, now: Date = new Date(), limit = SAME_DAY_TIME_SUGGESTIONS): SameDayTimes[] {
  const start = minutesOfDay(wanted.dropOffTime);
  const length = minutesOfDay(wanted.pickUpTime) - start;
  if (length < SAME_DAY_MIN_MINUTES) return [];
  return dropOffTimes(point, date, now)
    .map((dropOffTime) => ({ dropOffTime, pickUpTime: timeOfDay(minutesOfDay(dropOffTime) + length) }))
    .filter((times) => times.dropOffTime !== wanted.dropOffTime && pickUpTimes(point, date, times.dropOffTime).includes(times.pickUpTime))
    .filter((times) => sameDayMeetsFull(fullHours, times.dropOffTime, times.pickUpTime) === null)
    .sort((a, b) => Math.abs(minutesOfDay(a.dropOffTime) - start) - Math.abs(minutesOfDay(b.dropOffTime) - start) || minutesOfDay(a.dropOffTime) - minutesOfDay(b.dropOffTime))
    .slice(0, limit);
}

/** A point to suggest instead: where it is, its days and hours, and its room from GET /api/availability (with bags; undefined while unknown). */
export interface PointWithRoom {
  id: number;
  lat: number;
  lng: number;
  schedule: PointSchedule;
  days: readonly DayAvailability[] | undefined;
}

const EARTH_KM = 6371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in kilometres. */
export function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const h = Math.sin(radians(b.lat - a.lat) / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(radians(b.lng - a.lng) / 2) ** 2;
  return 2 * EARTH_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The ids of the points nearest `from` (by distance) that can take a stay of the day at `times` on `date`: open, the
 * times inside their hours (the server's rules, same-day.ts), and no full run met. Points whose room is unknown are left out.
 */
export function nearestPointsForTimes(from: { lat: number; lng: number }, points: readonly PointWithRoom[], date: CalendarDate, times: SameDayTimes, now: Date = new Date(), limit = SAME_DAY_POINT_SUGGESTIONS): number[] {
  return points
    .filter((point) => {
      const day = point.days && dayOf(point.days, date);
      if (!day?.open || !day.fullHours) return false;
      if (Object.keys(sameDayTimeRefusals(point.schedule, date, times, now)).length > 0) return false;
      return sameDayMeetsFull(day.fullHours, times.dropOffTime, times.pickUpTime) === null;
    })
    .map((point) => ({ id: point.id, km: distanceKm(from, point) }))
    .sort((a, b) => a.km - b.km || a.id - b.id)
    .slice(0, limit)
    .map((point) => point.id);
}
