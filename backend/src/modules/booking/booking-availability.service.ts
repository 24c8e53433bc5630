import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { addDays, type AvailabilityResponse, closureOn, type DayAvailability, formatDashed, formatIso, isOpenOn, parseDayMonthYear } from '@luggage/contracts';
import { ValidationFailedError } from '../../shared/errors/domain-error.js';
import { CatalogService, pointSchedule } from '../catalog/index.js';

/** GET /api/availability: each day's room left at a point (capacity less the bags counted for that night), and whether it is open (and why not, on a closure date). */
@Injectable()
export class BookingAvailabilityService {
  constructor(
    private readonly em: EntityManager,
    private readonly catalog: CatalogService,
  ) {}

  async days(locationId: number, from: string, count: number): Promise<AvailabilityResponse> {
    const { location } = await this.catalog.getCheckoutCatalog(locationId);
    if (!location) throw ValidationFailedError.forField('locationId', 'The selected location is not available for booking.');
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
}
