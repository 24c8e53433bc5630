import type { BookingStatus, CheckInState, DayList, DayListEntry, PointDayLists } from '@luggage/contracts';
import { type BookingView, type DayListBags, type DayListCount, returnPointOf } from '../booking/index.js';

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

/**
 * When the bags are given back: at another point, that point's time; at the booking's own point, the booking's return
 * time (a same-day stay's pick-up; the point's return leg keeps the point's handover time).
 */
function pickUpTimeOf(view: BookingView): string {
  const at = returnPointOf(view);
  return at.id === view.location.id ? view.location.returnTime : at.time;
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
    time: list === 'collections' ? view.location.time : pickUpTimeOf(view),
    items: view.items.map(({ code, title, amount }) => ({ code, title, amount })),
    bags: view.items.reduce((sum, item) => sum + item.amount, 0),
  };
}

type Totals = { counts: readonly DayListCount[]; bags: readonly DayListBags[] };

interface PointOnDay {
  location: PointDayLists['location'];
  collections: DayList;
  returns: DayList;
}

const emptyList = (): DayList => ({ entries: [], total: 0, bags: [], states: { waiting: 0, collected: 0, returned: 0, no_show: 0 } });

/**
 * The day per point (a point with only returns is listed too), by the point's time then name: each list's totals, bags
 * and states for the whole day, and the entries of this page. A point's name and time come from the collections first
 * (a return at the same point on the same day has the same time).
 */
export function dayListsByPoint(totals: Record<DayListKind, Totals>, pages: Record<DayListKind, readonly BookingView[]>): PointDayLists[] {
  const points = new Map<number, PointOnDay>();
  const pointOf = (id: number, name: string, time: string) => {
    const point = points.get(id) ?? { location: { id, name, time }, collections: emptyList(), returns: emptyList() };
    points.set(id, point);
    return point;
  };
  for (const kind of ['collections', 'returns'] as const) {
    for (const row of totals[kind].counts) {
      const list = pointOf(row.pointId, row.name, row.time)[kind];
      list.total += row.count;
      list.states[checkInState(row.status, kind)] += row.count;
    }
    for (const row of totals[kind].bags) points.get(row.pointId)?.[kind].bags.push({ code: row.code, title: row.title, amount: row.amount });
  }
  // A booking added since the totals were counted may name a point they do not: it is listed all the same.
  for (const view of pages.collections) pointOf(view.location.id, view.location.name, view.location.time).collections.entries.push(toDayListEntry(view, 'collections'));
  for (const view of pages.returns) {
    const at = returnPointOf(view);
    pointOf(at.id, at.name, at.time).returns.entries.push(toDayListEntry(view, 'returns'));
  }
  return [...points.values()].sort((a, b) => a.location.time.localeCompare(b.location.time) || a.location.name.localeCompare(b.location.name));
}
