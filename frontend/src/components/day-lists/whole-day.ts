import type { DayLists, DayListsQuery, PointDayLists } from '@luggage/contracts';
import { api } from '../../lib/api-client';

const getDayLists = (query: DayListsQuery, signal?: AbortSignal) =>
  api.get<DayLists>('/api/operations/day-lists', {
    query: { date: query.date, locationId: query.locationId, collectionsCursor: query.collectionsCursor, returnsCursor: query.returnsCursor },
    signal,
  });

/**
 * Every page of the day, merged: the printed manifest and the staff screen's day by time are the whole day. Each request carries the cursor of the sides
 * not yet read to their end (a side without a cursor answers its first page again, which is left out).
 */
export async function getWholeDay(query: DayListsQuery, signal?: AbortSignal): Promise<DayLists> {
  const first = await getDayLists(query, signal);
  const points = new Map<number, PointDayLists>(first.points.map((point) => [point.location.id, point]));
  let cursors = { collections: first.collections.next, returns: first.returns.next };
  while (cursors.collections || cursors.returns) {
    const page = await getDayLists({ ...query, collectionsCursor: cursors.collections ?? undefined, returnsCursor: cursors.returns ?? undefined }, signal);
    for (const point of page.points) {
      const known = points.get(point.location.id) ?? { ...point, collections: { ...point.collections, entries: [] }, returns: { ...point.returns, entries: [] } };
      points.set(point.location.id, {
        ...known,
        collections: cursors.collections ? { ...known.collections, entries: [...known.collections.entries, ...point.collections.entries] } : known.collections,
        returns: cursors.returns ? { ...known.returns, entries: [...known.returns.entries, ...point.returns.entries] } : known.returns,
      });
    }
    cursors = { collections: cursors.collections ? page.collections.next : null, returns: cursors.returns ? page.returns.next : null };
  }
  const ordered = first.points.map((point) => points.get(point.location.id)!);
  const added = [...points.values()].filter((point) => !first.points.some((known) => known.location.id === point.location.id));
  return { ...first, points: [...ordered, ...added], collections: { ...first.collections, next: null }, returns: { ...first.returns, next: null } };
}
