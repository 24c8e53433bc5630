import { addDays, type CalendarDate, formatDashed, formatIso, type PointOccupancy } from '@luggage/contracts';

export interface OccupancyPoint {
  id: number;
  name: string;
  time: string;
  capacity: number;
}

/** The nights from `from`, `days` of them. */
export function nightsFrom(from: CalendarDate, days: number): CalendarDate[] {
  return Array.from({ length: days }, (_, i) => addDays(from, i));
}

/** Each point's bags per night, 0 where nothing is stored; points by their time, then name. */
export function occupancyByPoint(points: readonly OccupancyPoint[], nights: readonly CalendarDate[], stored: readonly { locationId: number; night: string; bags: number }[]): PointOccupancy[] {
  const bags = new Map(stored.map((row) => [`${row.locationId} ${row.night}`, row.bags]));
  return [...points]
    .sort((a, b) => a.time.localeCompare(b.time) || a.name.localeCompare(b.name))
    .map((point) => ({
      location: { id: point.id, name: point.name, time: point.time },
      capacity: point.capacity,
      bags: nights.map((night) => bags.get(`${point.id} ${formatIso(night)}`) ?? 0),
    }));
}

export const dashedNights = (nights: readonly CalendarDate[]): string[] => nights.map(formatDashed);
