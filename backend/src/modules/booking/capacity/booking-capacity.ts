import { DomainError } from '../../../shared/errors/domain-error.js';
import { type Message, message } from '../../../shared/i18n/message.js';
import { capacityOf, loadVerdict, NO_LIMIT } from './capacity.js';
import { HOLD_BAGS, RELEASE_BAGS } from './capacity.queries.js';
import { dayNumber, daySlotsOf, type Moment, momentIndex, type MomentIndex, momentOf, NIGHT_SLOT, slotOfTime, SLOTS_PER_DAY, timeOfSlot } from './moments.js';
export { protectedHoldLimit } from './capacity.js';

/**
 * The bags a booking keeps at a point over [from, until) (moments.ts): an overnight stay from its handover on the
 * collection day to its handover on the return day, a day's stay from drop-off to pick-up.
 */
export interface Stay {
  locationId: number;
  locationName: string;
  from: Moment;
  until: Moment;
  bags: number;
}

/**
 * Where a stay did not fit and the room it had there. An overnight stay names its first night over (`night`, the
 * night's date, 'DD-MM-YYYY', as before moments); a stay within one day names that day and the hours it is over
 * (`hours`, 'HH:mm' to 'HH:mm').
 */
export interface FullNight {
  /** 'DD-MM-YYYY' */
  night: string;
  roomLeft: number;
  hours?: { from: string; to: string };
}

export class PointFullError extends DomainError {
  constructor(
    readonly stay: Stay,
    readonly full: FullNight,
  ) {
    super('BOOKING.POINT_FULL', 'conflict', fullMessage(stay, full));
  }
}

/**
 * "Bristol Bus Station is full on 02-12-2026 (room for 1 more bag). Please choose another date or point.", or for a
 * day's stay "Bristol Bus Station is full from 14:00 to 16:00 on 02-12-2026. Please choose other times or another point."
 */
export function fullMessage(stay: Stay, full: FullNight): Message {
  const point = { point: stay.locationName, night: full.night };
  if (full.hours) return message('errors:booking.pointFullHours', { ...point, from: full.hours.from, to: full.hours.to }, ['night']);
  return full.roomLeft > 0 ? message('errors:booking.pointFullRoom', { ...point, count: full.roomLeft }, ['night']) : message('errors:booking.pointFull', point, ['night']);
}

export function bagsOf(lines: readonly { amount: number }[]): number {
  return lines.reduce((sum, line) => sum + line.amount, 0);
}

/** What a stay's times are read from: the booking's dates and point times, and its legs (a row or a planned leg's shape). */
export interface StayDetails {
  locationId: number;
  locationName: string;
  /** 'YYYY-MM-DD' */
  collectionDate: string;
  /** 'YYYY-MM-DD' */
  returnDate: string;
  /** 'HH:mm': the handover on the collection day. */
  locationTime: string;
  /** 'HH:mm': the handover on the return day (null on bookings older than the times per weekday: locationTime). */
  returnTime: string | null;
}

export interface StayLeg {
  direction: 'collection' | 'return';
  kind: string;
  windowStart: string | null;
  windowEnd: string | null;
}

/**
 * The stay of a booking (or of the details it is about to take) with these legs and lines: from the handover on the
 * collection day (bags a driver collects from an address reach the point by the end of the window), to the handover
 * on the return day (bags delivered to an address leave at the start of the window; bags given back at another point
 * leave by the storage point's time that day).
 */
export function stayOf(details: StayDetails, legs: readonly StayLeg[], lines: readonly { amount: number }[]): Stay {
  const collected = legs.find((leg) => leg.direction === 'collection' && leg.kind === 'address' && leg.windowEnd);
  const delivered = legs.find((leg) => leg.direction === 'return' && leg.kind === 'address' && leg.windowStart);
  return {
    locationId: details.locationId,
    locationName: details.locationName,
    from: { date: details.collectionDate, time: collected?.windowEnd ?? details.locationTime },
    until: { date: details.returnDate, time: delivered?.windowStart ?? details.returnTime ?? details.locationTime },
    bags: bagsOf(lines),
  };
}

/**
 * The span a booking's bags are counted over (booking.holds_from, holds_until), as a stay of these lines; a booking
 * finished before moments has none stored: its dates, times and `legs` give it, as the migration counted it.
 */
export function heldStayOf(
  booking: StayDetails & { holdsFrom: MomentIndex | null; holdsUntil: MomentIndex | null },
  lines: readonly { amount: number }[],
  legs: readonly StayLeg[],
): Stay {
  if (booking.holdsFrom === null || booking.holdsUntil === null) return stayOf(booking, legs, lines);
  return { locationId: booking.locationId, locationName: booking.locationName, from: momentOf(booking.holdsFrom), until: momentOf(booking.holdsUntil), bags: bagsOf(lines) };
}

/** The stay's span as booking.holds_from and holds_until. */
export function heldSpanOf(stay: Stay): { holdsFrom: MomentIndex; holdsUntil: MomentIndex } {
  return { holdsFrom: momentIndex(stay.from), holdsUntil: momentIndex(stay.until) };
}

/**
 * What a stay gains when its bags stay on until a later moment (a delivery booked again, or moved, to a later window:
 * the bags stay at the point until then), as a stay of its own; null when `until` is not later.
 */
export function extraNights(stay: Stay, until: Moment): Stay | null {
  return momentIndex(until) > momentIndex(stay.until) ? { ...stay, from: stay.until, until } : null;
}

/** The span a stay gains when its bags arrive earlier (a collection moved to an earlier window), as a stay of its own; null when not earlier. */
export function earlierArrival(stay: Stay, from: Moment): Stay | null {
  return momentIndex(from) < momentIndex(stay.from) ? { ...stay, from, until: stay.from } : null;
}

export function sameStay(a: Stay | null, b: Stay): boolean {
  return a !== null && a.locationId === b.locationId && momentIndex(a.from) === momentIndex(b.from) && momentIndex(a.until) === momentIndex(b.until) && a.bags === b.bags;
}

/** The stay's point and span, and its bags, as capacity.queries' parameters. */
export const stayParams = (stay: Stay, capacity?: number): Record<string, unknown> => ({
  pointId: stay.locationId,
  from: momentIndex(stay.from),
  until: momentIndex(stay.until),
  bags: stay.bags,
  capacity,
});

/** A day of a point's slots as capacity.queries answers it: 'YYYY-MM-DD' and the bags counted in each of its 48 slots. */
export interface DayRow {
  day: string;
  bags: number[];
}

/** One slot of a stay as a checkout finds it: the bags counted there (paid and protected holds) and the protected holds among them. */
export interface SlotLoad {
  at: MomentIndex;
  counted: number;
  held: number;
}

/** An unpaid booking's protected hold at the point: its span and bags. */
export interface HeldSpan {
  from: MomentIndex;
  until: MomentIndex;
  bags: number;
}

/** Each slot of the stay: the bags of `days` there, and the protected holds of `held` covering it. */
export function slotLoads(stay: Stay, days: readonly DayRow[], held: readonly HeldSpan[] = []): SlotLoad[] {
  const rows = new Map(days.map((row) => [row.day, row.bags]));
  return daySlotsOf(momentIndex(stay.from), momentIndex(stay.until)).flatMap(({ day, first, end }) => {
    const bags = rows.get(day);
    const start = dayNumber(day) * SLOTS_PER_DAY;
    return Array.from({ length: end - first }, (_, i): SlotLoad => {
      const at = start + first + i;
      const heldThere = held.reduce((sum, hold) => (hold.from <= at && at < hold.until ? sum + hold.bags : sum), 0);
      return { at, counted: bags?.[first + i] ?? 0, held: heldThere };
    });
  });
}

/**
 * Where `stay` does not fit beside `loads` (its slots as counted without it). Overnight, the first night over: the
 * night's last slot holds exactly the bags kept over it, so a stay is named by the night as it always was; when only
 * a daytime slot is over (two handovers at different times), the night that slot's day starts after the stay's
 * handover time. Within a day: the hours from the first slot over to the end of the last.
 */
export function fullAt(stay: Stay, loads: readonly SlotLoad[], capacity: number): FullNight | null {
  const over = loads.filter((load) => load.counted + stay.bags > capacity);
  if (over.length === 0) return null;
  const room = (load: SlotLoad) => Math.max(0, capacity - load.counted);
  if (stay.from.date === stay.until.date) {
    const hours = { from: momentOf(over[0].at).time, to: timeOfSlot((over[over.length - 1].at % SLOTS_PER_DAY) + 1) };
    return { night: dashed(stay.from.date), roomLeft: Math.min(...over.map(room)), hours };
  }
  const night = over.find((load) => load.at % SLOTS_PER_DAY === NIGHT_SLOT);
  if (night) return { night: dashed(momentOf(night.at).date), roomLeft: room(night) };
  return { night: dashed(nightOf(stay, over[0].at)), roomLeft: room(over[0]) };
}

function nightOf(stay: Stay, at: MomentIndex): string {
  const day = Math.floor(at / SLOTS_PER_DAY);
  const night = at % SLOTS_PER_DAY >= slotOfTime(stay.from.time) ? day : day - 1;
  const first = dayNumber(stay.from.date);
  const last = dayNumber(stay.until.date) - 1;
  return momentOf(Math.min(last, Math.max(first, night)) * SLOTS_PER_DAY).date;
}

const dashed = (iso: string): string => iso.split('-').reverse().join('-');

/**
 * Bags at a point, counted per half-hour slot of each day (location_day), `capacity` at any moment. Holding is one
 * upsert per stay whose row locks (a point's day) make racing bookings of a day wait for each other, so the last bags
 * can be taken only once.
 */
const bags = capacityOf<Stay, number, FullNight, DayRow>({
  hold: HOLD_BAGS,
  release: RELEASE_BAGS,
  params: stayParams,
  isEmpty: (stay) => stay.bags === 0 || momentIndex(stay.until) <= momentIndex(stay.from),
  same: sameStay,
  over: (stay, rows, capacity) => (rows.length === 0 ? null : fullAt(stay, slotLoads(stay, rows.map(withoutStay(stay))), capacity)),
  unlimited: () => NO_LIMIT,
  refusal: (stay, full) => new PointFullError(stay, full),
});

/** A day row as counted after the stay's bags were added, as it was before (HOLD_BAGS answers the rows after). */
const withoutStay =
  (stay: Stay) =>
  (row: DayRow): DayRow => {
    const slots = daySlotsOf(momentIndex(stay.from), momentIndex(stay.until)).find((day) => day.day === row.day);
    return { day: row.day, bags: row.bags.map((bags, slot) => (slots && slot >= slots.first && slot < slots.end ? bags - stay.bags : bags)) };
  };

export const { hold: tryHoldBags, release: releaseBags, move: moveBags, moveOrRefuse: moveBagsOrRefuse, assertFits: assertBagsFit } = bags;

/** What a checkout's bags get: refused (409), a protected hold, or none (its payment takes them if they still fit). */
export type HoldVerdict = { kind: 'refused'; full: FullNight } | { kind: 'protected' } | { kind: 'unprotected' };

/** The hold rule (capacity.ts, loadVerdict) for a checkout's bags on each slot of its stay. */
export function holdVerdict(stay: Stay, slots: readonly SlotLoad[], capacity: number): HoldVerdict {
  const verdict = loadVerdict(
    slots.map((slot) => ({ ...slot, capacity })),
    stay.bags,
  );
  if (verdict.kind !== 'refused') return verdict;
  return { kind: 'refused', full: fullAt(stay, slots, capacity)! };
}

/** Hours of a day, 'HH:mm' to 'HH:mm' (the end '24:00' at midnight). */
export interface Hours {
  from: string;
  to: string;
}

/** A point's day moment by moment: the bags counted in each half hour, its busiest half hour, and when it has no room. */
export interface DaySlotLoads {
  /** 'YYYY-MM-DD' */
  date: string;
  capacity: number;
  /** 48 counts, slot i being [i × 30 min, (i + 1) × 30 min). */
  bags: number[];
  /** The most bags at once, and the first half hour it happens (the earliest slot when none is counted). */
  peak: { bags: number; at: string };
  /** The runs of slots with no room for `bags` more. */
  full: Hours[];
}

/** The runs of the day's slots where `bags` more would go over `capacity` ("Full from 14:00 to 16:00"). */
export function fullHoursOf(slots: readonly number[], capacity: number, bags = 1): Hours[] {
  const runs: Hours[] = [];
  let start: number | null = null;
  for (let slot = 0; slot <= slots.length; slot += 1) {
    const over = slot < slots.length && slots[slot] + bags > capacity;
    if (over && start === null) start = slot;
    if (!over && start !== null) {
      runs.push({ from: timeOfSlot(start), to: timeOfSlot(slot) });
      start = null;
    }
  }
  return runs;
}

/** The most bags counted in one of the day's slots, and the start of the first slot with that many (the day's first when none). */
export function dayPeak(slots: readonly number[]): { bags: number; at: string } {
  const most = Math.max(0, ...slots);
  return { bags: most, at: timeOfSlot(Math.max(0, slots.indexOf(most))) };
}

export function slotLoadsOfDay(date: string, slots: readonly number[], capacity: number): DaySlotLoads {
  return { date, capacity, bags: [...slots], peak: dayPeak(slots), full: fullHoursOf(slots, capacity) };
}
