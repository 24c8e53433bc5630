import { Injectable } from '@nestjs/common';
import { formatIso, OCCUPANCY_DAYS, type OccupancyView, pointScheduleOf, todayInLondon } from '@luggage/contracts';
import { BookingService } from '../booking/index.js';
import { CatalogService } from '../catalog/index.js';
import { closedDayBookings, closedDaysOf, dashedNights, nightsFrom, occupancyByPoint, overCapacityNights } from './occupancy.js';

/** Bags booked against each point's capacity for the next two weeks (per night, and each day's peak), and the bookings a later change to a point left standing on a closed day or over its capacity. */
@Injectable()
export class OccupancyService {
  constructor(
    private readonly bookings: BookingService,
    private readonly catalog: CatalogService,
  ) {}

  async nextNights(days = OCCUPANCY_DAYS): Promise<OccupancyView> {
    const from = todayInLondon();
    const fromIso = formatIso(from);
    const [cities, stored, held, peaks] = await Promise.all([
      this.catalog.listCities(),
      this.bookings.bagsPerNight(fromIso, days),
      this.bookings.bagsHeldFrom(fromIso),
      this.bookings.dayPeaksFrom(fromIso, days),
    ]);
    const locations = cities.flatMap((city) => city.get_locations);
    const points = locations.map((l) => ({ id: l.id, name: l.Location, time: l.collect_return_time, capacity: l.capacity }));
    const scheduled = locations.map((l) => ({ id: l.id, name: l.Location, capacity: l.capacity, schedule: pointScheduleOf(l) }));
    // Only the points with a closed day have bookings that can stand on one: no closures anywhere, no query.
    const standing = await this.bookings.standingOnClosedDays(fromIso, closedDaysOf(scheduled));
    const nights = nightsFrom(from, days);
    return {
      nights: dashedNights(nights),
      points: occupancyByPoint(points, nights, stored, peaks),
      attention: { closedDays: closedDayBookings(scheduled, standing, from), overCapacity: overCapacityNights(scheduled, held) },
    };
  }
}
