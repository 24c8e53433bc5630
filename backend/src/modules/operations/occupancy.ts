import {
  addDays,
  type CalendarDate,
  type ClosedDayBooking,
  closedText,
  compareDates,
  formatDashed,
  formatIso,
  type OverCapacityNight,
  parseDayMonthYear,
  type PointOccupancy,
  type PointSchedule,
} from '@luggage/contracts';
import type { ClosedDays, StandingBooking } from '../booking/index.js';

export interface OccupancyPoint {
  id: number;
  name: string;
  time: string;
  capacity: number;
}

export function nightsFrom(from: CalendarDate, days: number): CalendarDate[] {
  return Array.from({ length: days }, (_, i) => addDays(from, i));
}

/** A point's most bags at once on a day ('YYYY-MM-DD'), and the half hour it begins. */
export interface PointDayPeak {
  locationId: number;
  day: string;
  bags: number;
  at: string;
}

/** Each point's bags per night and peak per day, 0 (and no hour) where nothing is stored; points by their time, then name. */
export function occupancyByPoint(
  points: readonly OccupancyPoint[],
  nights: readonly CalendarDate[],
  stored: readonly { locationId: number; night: string; bags: number }[],
  peaks: readonly PointDayPeak[] = [],
): PointOccupancy[] {
  const bags = new Map(stored.map((row) => [`${row.locationId} ${row.night}`, row.bags]));
  const busiest = new Map(peaks.map((row) => [`${row.locationId} ${row.day}`, { bags: row.bags, at: row.at }]));
  return [...points]
    .sort((a, b) => a.time.localeCompare(b.time) || a.name.localeCompare(b.name))
    .map((point) => ({
      location: { id: point.id, name: point.name, time: point.time },
      capacity: point.capacity,
      bags: nights.map((night) => bags.get(`${point.id} ${formatIso(night)}`) ?? 0),
      peaks: nights.map((night) => busiest.get(`${point.id} ${formatIso(night)}`) ?? { bags: 0, at: null }),
    }));
}

export const dashedNights = (nights: readonly CalendarDate[]): string[] => nights.map(formatDashed);

export interface ScheduledPoint {
  id: number;
  name: string;
  capacity: number;
  schedule: PointSchedule;
}

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7];

/** The closed weekdays and closure dates of the points that have any: the only points whose bookings can stand on a closed day. */
export function closedDaysOf(points: readonly ScheduledPoint[]): ClosedDays[] {
  return points.flatMap((point) => {
    const open = point.schedule.openWeekdays;
    const weekdays = open ? WEEKDAYS.filter((day) => !open.includes(day)) : [];
    const dates = (point.schedule.closures ?? []).flatMap((closure) => {
      const date = parseDayMonthYear(closure.date);
      return date ? [formatIso(date)] : [];
    });
    return weekdays.length > 0 || dates.length > 0 ? [{ locationId: point.id, weekdays, dates }] : [];
  });
}

/**
 * The handovers of standing bookings that fall on a day their point is now closed, from `today` on: a waiting
 * booking's collection and return, a collected one's return. By date, then reference.
 */
export function closedDayBookings(points: readonly ScheduledPoint[], bookings: readonly StandingBooking[], today: CalendarDate): ClosedDayBooking[] {
  const byId = new Map(points.map((point) => [point.id, point]));
  const found: ClosedDayBooking[] = [];
  for (const booking of bookings) {
    const point = byId.get(booking.locationId);
    if (!point) continue;
    const handovers = booking.status === 'confirmed' ? (['collection', 'return'] as const) : (['return'] as const);
    for (const handover of handovers) {
      const dashed = handover === 'collection' ? booking.collectionDate : booking.returnDate;
      const date = parseDayMonthYear(dashed);
      if (!date || compareDates(date, today) < 0) continue;
      const why = closedText({ ...point.schedule, name: point.name }, date);
      if (why) found.push({ reference: booking.reference, location: { id: point.id, name: point.name }, handover, date: dashed, why });
    }
  }
  return found.sort((a, b) => isoOf(a.date).localeCompare(isoOf(b.date)) || a.reference.localeCompare(b.reference));
}

/** The nights a point holds more bags than its capacity, by night then point name. */
export function overCapacityNights(points: readonly ScheduledPoint[], held: readonly { locationId: number; night: string; bags: number }[]): OverCapacityNight[] {
  const byId = new Map(points.map((point) => [point.id, point]));
  return held
    .flatMap((row) => {
      const point = byId.get(row.locationId);
      return point && row.bags > point.capacity ? [{ location: { id: point.id, name: point.name }, night: row.night, bags: row.bags, capacity: point.capacity }] : [];
    })
    .sort((a, b) => isoOf(a.night).localeCompare(isoOf(b.night)) || a.location.name.localeCompare(b.location.name));
}

const isoOf = (dashed: string): string => {
  const date = parseDayMonthYear(dashed);
  return date ? formatIso(date) : dashed;
};
