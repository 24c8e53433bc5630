/** The staff screen's day by time: each drop-off and pick-up of the day's lists, those in the next hour first. */
import type { DayListEntry, PointDayLists } from './operations.js';

/** One handover of the day at a point: a drop-off (collections list) or a pick-up (returns list). */
export interface DayHandover {
  kind: 'drop-off' | 'pick-up';
  /** 'HH:mm' London time. */
  time: string;
  point: { id: number; name: string };
  entry: DayListEntry;
}

export interface HandoversByTime {
  /** From now to an hour from now (today only), by time. */
  nextHour: DayHandover[];
  /** Every other handover of the day, by time (those already past included: they may still be waiting). */
  rest: DayHandover[];
}

const minutesOf = (time: string): number => {
  const [hours, minutes] = time.split(':').map(Number);
  return hours * 60 + minutes;
};

/** By time, then point, then drop-offs before pick-ups, then reference: the same order on every screen. */
export function compareHandovers(a: DayHandover, b: DayHandover): number {
  return a.time.localeCompare(b.time) || a.point.name.localeCompare(b.point.name) || a.kind.localeCompare(b.kind) || a.entry.reference.localeCompare(b.entry.reference);
}

/** Every handover of the points' lists: a same-day stay is in both, so it is here twice (its drop-off and its pick-up). */
export function dayHandovers(points: readonly PointDayLists[]): DayHandover[] {
  return points.flatMap((point) => {
    const at = { id: point.location.id, name: point.location.name };
    return [
      ...point.collections.entries.map((entry): DayHandover => ({ kind: 'drop-off', time: entry.time, point: at, entry })),
      ...point.returns.entries.map((entry): DayHandover => ({ kind: 'pick-up', time: entry.time, point: at, entry })),
    ];
  });
}

/**
 * The day's handovers by time, split at the next hour: `now` is London's 'HH:mm' when the day is today (those at `now`
 * up to, not including, an hour later are the next hour's), null on another day (nothing is in the next hour).
 */
export function handoversByTime(points: readonly PointDayLists[], now: string | null): HandoversByTime {
  const all = dayHandovers(points).sort(compareHandovers);
  if (now === null) return { nextHour: [], rest: all };
  const from = minutesOf(now);
  const soon = (handover: DayHandover) => minutesOf(handover.time) >= from && minutesOf(handover.time) < from + 60;
  return { nextHour: all.filter(soon), rest: all.filter((handover) => !soon(handover)) };
}
