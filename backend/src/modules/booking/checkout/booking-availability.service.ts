import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import {
  addDays,
  type AvailabilityResponse,
  type CalendarDate,
  handoverTimeOn,
  closureOn,
  type DayAvailability,
  type DeliveryWindowsAnswer,
  formatDashed,
  formatIso,
  isOpenOn,
  parseDayMonthYear,
  parseIso,
  windowLabel,
} from '@luggage/contracts';
import { windowProblem } from '../legs/leg-plan.js';
import { ValidationFailedError } from '../../../shared/errors/domain-error.js';
import { CatalogService, pointSchedule } from '../../catalog/index.js';
import { message } from '../../../shared/i18n/message.js';
import { type DayRow, type DaySlotLoads, fullHoursOf, slotLoadsOfDay } from '../capacity/booking-capacity.js';
import { POINT_DAYS } from '../capacity/capacity.queries.js';
import { slotOfTime, SLOTS_PER_DAY } from '../capacity/moments.js';

/**
 * GET /api/availability: each day's room left at a point for a night's stay handed over that day (capacity less the
 * most bags counted at any moment from that day's handover to the next day's), and whether it is open (and why not,
 * on a closure date). `daySlots` answers a day's bags moment by moment.
 */
@Injectable()
export class BookingAvailabilityService {
  constructor(
    private readonly em: EntityManager,
    private readonly catalog: CatalogService,
  ) {}

  async days(locationId: number, from: string, count: number, bags?: number): Promise<AvailabilityResponse> {
    const { location } = await this.catalog.getCheckoutCatalog(locationId);
    if (!location) throw ValidationFailedError.forField('locationId', message('validation:location.unavailable'));
    const start = parseDayMonthYear(from)!;
    const booked = await pointDays(this.em.fork(), location.id, formatIso(start), formatIso(addDays(start, count)));
    const schedule = pointSchedule(location);
    const days = Array.from({ length: count }, (_, i): DayAvailability => {
      const day = addDays(start, i);
      const date = formatDashed(day);
      const closure = closureOn(schedule, day);
      const night = nightSlots(booked, day, handoverTimeOn(schedule, day), handoverTimeOn(schedule, addDays(day, 1)));
      const remaining = Math.max(0, location.capacity - Math.max(0, ...night));
      const fullHours = bags === undefined ? {} : { fullHours: fullHoursOf(booked.get(formatIso(day)) ?? EMPTY_DAY, location.capacity, bags) };
      return { date, open: isOpenOn(day, schedule), remaining, ...(closure ? { closedNote: closure.note } : {}), ...fullHours };
    });
    return { locationId: location.id, capacity: location.capacity, days };
  }

  /** The bags a point holds in each half-hour of a day ('YYYY-MM-DD'), against its capacity; null for a point that takes no bookings. */
  async daySlots(locationId: number, isoDate: string): Promise<DaySlotLoads | null> {
    const { location } = await this.catalog.getCheckoutCatalog(locationId);
    if (!location) return null;
    const booked = await pointDays(this.em.fork(), location.id, isoDate, isoDate);
    return slotLoadsOfDay(isoDate, booked.get(isoDate) ?? EMPTY_DAY, location.capacity);
  }

  /** GET /api/delivery-windows: the city's windows on `isoDate` before their cut-off, each with its trips left. */
  async deliveryWindows(cityId: number, isoDate: string): Promise<DeliveryWindowsAnswer> {
    const city = await this.catalog.deliveryWindowsOf(cityId);
    if (!city) throw ValidationFailedError.forField('cityId', message('validation:city.unavailable'));
    const day = parseIso(isoDate)!;
    const now = new Date();
    const open = city.windows.filter((window) => windowProblem(window, day, { cutOffs: [{ cityId, hours: city.cutOffHours }] }, now) === null);
    const rows = open.length === 0 ? [] : await this.em.fork().execute<{ window_id: number; trips: number }[]>(
      'select window_id, trips from delivery_window_day where day = ?::date and window_id in (?)',
      [isoDate, open.map((window) => window.id)],
    );
    const taken = new Map(rows.map((row) => [row.window_id, Number(row.trips)]));
    const windows = open.map((window) => {
      const tripsLeft = Math.max(0, window.trips - (taken.get(window.id) ?? 0));
      return { id: window.id, start: window.start, end: window.end, label: windowLabel(window), tripsLeft, full: tripsLeft === 0 };
    });
    return { date: isoDate, windows };
  }
}

const EMPTY_DAY: readonly number[] = Array.from({ length: SLOTS_PER_DAY }, () => 0);

/** A point's days from `first` to `last` ('YYYY-MM-DD', both included), each day's 48 slots by date. */
async function pointDays(em: EntityManager, pointId: number, first: string, last: string): Promise<Map<string, readonly number[]>> {
  const rows = await em.execute<DayRow[]>(POINT_DAYS.sql, POINT_DAYS.params({ pointId, first, last }));
  return new Map(rows.map((row) => [row.day, row.bags]));
}

/** The slots of a night's stay handed over on `day` at `handover`, to the next day's `nextHandover`. */
function nightSlots(booked: Map<string, readonly number[]>, day: CalendarDate, handover: string, nextHandover: string): number[] {
  const today = booked.get(formatIso(day)) ?? EMPTY_DAY;
  const tomorrow = booked.get(formatIso(addDays(day, 1))) ?? EMPTY_DAY;
  return [...today.slice(slotOfTime(handover)), ...tomorrow.slice(0, slotOfTime(nextHandover))];
}
