import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import {
  addDays,
  type AvailabilityResponse,
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

/** GET /api/availability: each day's room left at a point (capacity less the bags counted for that night), and whether it is open (and why not, on a closure date). */
@Injectable()
export class BookingAvailabilityService {
  constructor(
    private readonly em: EntityManager,
    private readonly catalog: CatalogService,
  ) {}

  async days(locationId: number, from: string, count: number): Promise<AvailabilityResponse> {
    const { location } = await this.catalog.getCheckoutCatalog(locationId);
    if (!location) throw ValidationFailedError.forField('locationId', message('validation:location.unavailable'));
    const start = parseDayMonthYear(from)!;
    const rows = await this.em.fork().execute<{ night: string; bags: number }[]>(
      `select to_char(night, 'DD-MM-YYYY') as night, bags from location_night where location_id = ? and night >= ?::date and night < ?::date`,
      [location.id, formatIso(start), formatIso(addDays(start, count))],
    );
    const booked = new Map(rows.map((row) => [row.night, row.bags]));
    const schedule = pointSchedule(location);
    const days = Array.from({ length: count }, (_, i): DayAvailability => {
      const day = addDays(start, i);
      const date = formatDashed(day);
      const closure = closureOn(schedule, day);
      const remaining = Math.max(0, location.capacity - (booked.get(date) ?? 0));
      return { date, open: isOpenOn(day, schedule), remaining, ...(closure ? { closedNote: closure.note } : {}) };
    });
    return { locationId: location.id, capacity: location.capacity, days };
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
