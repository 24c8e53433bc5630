/**
 * Capacity's clock: half-hour slots of London wall-clock time. A day has 48 slots whatever its length (the clocks'
 * changes only skip or repeat a night-time hour no stay begins or ends in), slot i of a day being [i × 30 min,
 * (i + 1) × 30 min). A moment is numbered by its slot since 2000-01-01 00:00 (`MomentIndex`), so a stay is the
 * half-open range of slots [from, until), compared and stored as two integers (booking.holds_from, holds_until) and
 * split into days by integer division: the SQL of capacity.queries.ts does the same arithmetic.
 */

export const SLOTS_PER_DAY = 48;
const SLOT_MINUTES = 30;
const EPOCH_UTC = Date.UTC(2000, 0, 1);
const DAY_MS = 86_400_000;

/** A London wall-clock moment: 'YYYY-MM-DD' and 'HH:mm'. */
export interface Moment {
  date: string;
  time: string;
}

/** Slots since 2000-01-01 00:00, London wall clock. */
export type MomentIndex = number;

/** The slot a wall-clock time falls in: a moment between two slots' starts counts from the slot it is in. */
export function slotOfTime(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return Math.floor((hours * 60 + minutes) / SLOT_MINUTES);
}

/** 'HH:mm' of a slot's start (48 reads '24:00', the end of the day). */
export function timeOfSlot(slot: number): string {
  const minutes = slot * SLOT_MINUTES;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** Days since 2000-01-01 of a 'YYYY-MM-DD'. */
export function dayNumber(date: string): number {
  const [year, month, day] = date.split('-').map(Number);
  return Math.round((Date.UTC(year, month - 1, day) - EPOCH_UTC) / DAY_MS);
}

/** 'YYYY-MM-DD' of a day number. */
export function dateOfDay(day: number): string {
  return new Date(EPOCH_UTC + day * DAY_MS).toISOString().slice(0, 10);
}

export function momentIndex(moment: Moment): MomentIndex {
  return dayNumber(moment.date) * SLOTS_PER_DAY + slotOfTime(moment.time);
}

export function momentOf(index: MomentIndex): Moment {
  return { date: dateOfDay(Math.floor(index / SLOTS_PER_DAY)), time: timeOfSlot(index % SLOTS_PER_DAY) };
}

/** The slots [first, end) a span covers on one of its days. */
export interface DaySlots {
  /** 'YYYY-MM-DD' */
  day: string;
  first: number;
  end: number;
}

/** The days a span [from, until) covers at least one slot of, each with its slots; none when the span is empty. */
export function daySlotsOf(from: MomentIndex, until: MomentIndex): DaySlots[] {
  const days: DaySlots[] = [];
  for (let day = Math.floor(from / SLOTS_PER_DAY); from < until && day * SLOTS_PER_DAY < until; day += 1) {
    const start = day * SLOTS_PER_DAY;
    days.push({ day: dateOfDay(day), first: Math.max(0, from - start), end: Math.min(SLOTS_PER_DAY, until - start) });
  }
  return days;
}

/** The last slot of a day (23:30-24:00): the bags there are those kept over that night (a day's stay never reaches it). */
export const NIGHT_SLOT = SLOTS_PER_DAY - 1;
