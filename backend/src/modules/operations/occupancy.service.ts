import { Injectable } from '@nestjs/common';
import { formatIso, OCCUPANCY_DAYS, type OccupancyView, todayInLondon } from '@luggage/contracts';
import { BookingService } from '../booking/index.js';
import { CatalogService } from '../catalog/index.js';
import { dashedNights, nightsFrom, occupancyByPoint } from './occupancy.js';

/** Bags booked against each point's capacity for the next two weeks. */
@Injectable()
export class OccupancyService {
  constructor(
    private readonly bookings: BookingService,
    private readonly catalog: CatalogService,
  ) {}

  async nextNights(days = OCCUPANCY_DAYS): Promise<OccupancyView> {
    const from = todayInLondon();
    const [cities, stored] = await Promise.all([this.catalog.listCities(), this.bookings.bagsPerNight(formatIso(from), days)]);
    const points = cities.flatMap((city) => city.get_locations).map((l) => ({ id: l.id, name: l.Location, time: l.collect_return_time, capacity: l.capacity }));
    const nights = nightsFrom(from, days);
    return { nights: dashedNights(nights), points: occupancyByPoint(points, nights, stored) };
  }
}
