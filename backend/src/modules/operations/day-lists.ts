import type { BagCount, BookingStatus, CheckInState, DayList, DayListEntry, PointDayLists } from '@luggage/contracts';
import { type BookingView, returnPointOf } from '../booking/index.js';

export type DayListKind = 'collections' | 'returns';

/** Who belongs on a day's list: a cancelled booking is nobody to expect, and a no show has nothing to give back. */
export const LISTED_STATUSES: Record<DayListKind, readonly BookingStatus[]> = {
  collections: ['confirmed', 'collected', 'returned', 'no_show'],
  returns: ['confirmed', 'collected', 'returned'],
};

/**
 * Where a booking stands for that list's step. On the collections list: waiting (confirmed), collected, returned (a
 * past day looked back on), or no show. On the returns list the step is the return: collected luggage is waiting to
 * be given back, returned is done. A booking still confirmed on its return day was never marked collected: waiting.
 */
export function checkInState(status: BookingStatus, list: DayListKind): CheckInState {
  if (status === 'no_show') return 'no_show';
  if (status === 'returned') return 'returned';
  if (status === 'collected' && list === 'collections') return 'collected';
  return 'waiting';
}

export function toDayListEntry(view: BookingView, list: DayListKind): DayListEntry {
  return {
    reference: view.reference,
    status: view.status,
    checkIn: checkInState(view.status, list),
    fullName: view.fullName,
    contactNumber: view.contactNumber,
    collectionDate: view.collectionDate,
    returnDate: view.returnDate,
    nights: view.nights,
    items: view.items.map(({ code, title, amount }) => ({ code, title, amount })),
    bags: view.items.reduce((sum, item) => sum + item.amount, 0),
  };
}

/** Bags per type across the entries, in the order the types first appear. */
export function bagCounts(entries: readonly DayListEntry[]): BagCount[] {
  const counts = new Map<string, BagCount>();
  for (const item of entries.flatMap((entry) => entry.items)) {
    const count = counts.get(item.code) ?? { code: item.code, title: item.title, amount: 0 };
    count.amount += item.amount;
    counts.set(item.code, count);
  }
  return [...counts.values()];
}

export function toDayList(entries: DayListEntry[]): DayList {
  const states: Record<CheckInState, number> = { waiting: 0, collected: 0, returned: 0, no_show: 0 };
  for (const entry of entries) states[entry.checkIn] += 1;
  return { entries: [...entries].sort((a, b) => a.fullName.localeCompare(b.fullName) || a.reference.localeCompare(b.reference)), bags: bagCounts(entries), states };
}

/** The day per point (a point with only returns is listed too), by the point's time then name. */
export function dayListsByPoint(collections: readonly BookingView[], returns: readonly BookingView[]): PointDayLists[] {
  const points = new Map<number, { location: PointDayLists['location']; collections: DayListEntry[]; returns: DayListEntry[] }>();
  // The point's time that day: a collection's handover time, or a return's (the same day, so the same time).
  const pointOf = (at: { id: number; name: string; time: string }) => {
    const point = points.get(at.id) ?? { location: { id: at.id, name: at.name, time: at.time }, collections: [], returns: [] };
    points.set(at.id, point);
    return point;
  };
  for (const view of collections) pointOf(view.location).collections.push(toDayListEntry(view, 'collections'));
  // Bags given back at another point are on that point's list.
  for (const view of returns) pointOf(returnPointOf(view)).returns.push(toDayListEntry(view, 'returns'));
  return [...points.values()]
    .sort((a, b) => a.location.time.localeCompare(b.location.time) || a.location.name.localeCompare(b.location.name))
    .map((point) => ({ location: point.location, collections: toDayList(point.collections), returns: toDayList(point.returns) }));
}
