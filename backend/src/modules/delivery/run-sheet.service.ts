import { Injectable } from '@nestjs/common';
import { DRIVER_TEXTS, type RunSheetStopView, type RunSheetView } from '@luggage/contracts';
import { ValidationFailedError } from '../../shared/errors/domain-error.js';
import type { AuthUser } from '../auth/index.js';
import { type AddressLegRecord, BookingLegSteps, LegNotFoundError } from '../booking/index.js';
import { DeliveryCatalogService } from '../catalog/index.js';
import { DriverCities } from './driver-cities.js';
import { driverActor, toDriverStopView } from './driver-stops.js';
import { RunClock } from './run-clock.js';
import { cityOf, ordered, placeOf, type StopPlace } from './run-order.js';

/** An admin's run sheet: a city's stops of a day in run order with their drivers (printable), giving a stop to another driver or moving it to another window. */
@Injectable()
export class RunSheetService {
  constructor(
    private readonly cities: DriverCities,
    private readonly legs: BookingLegSteps,
    private readonly catalog: DeliveryCatalogService,
    private readonly clock: RunClock,
  ) {}

  async sheet(admin: AuthUser, cityId: number, date: string): Promise<RunSheetView> {
    const [cities, records, zones, drivers] = await Promise.all([this.cities.of(admin), this.legs.addressLegsOn(date), this.catalog.zonePlaces(), this.cities.driversOf(cityId)]);
    if (!cities.some((city) => city.id === cityId)) throw ValidationFailedError.forField('cityId', 'Choose a city from the list.');
    const stops = ordered(records.filter((leg) => cityOf(zones, leg) === cityId), zones);
    const now = this.clock.now();
    return { date, cityId, drivers, stops: stops.map((leg) => sheetStop(leg, placeOf(zones, leg), admin, drivers, now)) };
  }

  async giveTo(admin: AuthUser, legId: number | null, driverUserId: number, reason: string): Promise<RunSheetStopView> {
    const leg = legId === null ? null : await this.legs.addressLeg(legId);
    if (!leg) throw new LegNotFoundError();
    const place = placeOf(await this.catalog.zonePlaces(), leg);
    const drivers = await this.cities.driversOf(place.cityId);
    const driver = drivers.find((candidate) => candidate.id === driverUserId);
    if (!driver) throw ValidationFailedError.forField('driverUserId', 'Choose a driver of this city.');
    const moved = await this.legs.assignDriver(leg.legId, driver.id, { actor: driverActor(admin), note: `To ${driver.name}: ${reason}`, wrongState: DRIVER_TEXTS.wrongState });
    return sheetStop(moved, place, admin, drivers, this.clock.now());
  }

  /** Moves a stop still booked to another window of its city (see BookingLegSteps.moveWindow); the customer is emailed. */
  async moveWindow(admin: AuthUser, legId: number | null, target: { windowId: number; date: string }, reason: string): Promise<RunSheetStopView> {
    if (legId === null) throw new LegNotFoundError();
    const moved = await this.legs.moveWindow(legId, target, { actor: driverActor(admin), reason, wrongState: DRIVER_TEXTS.wrongState });
    const place = placeOf(await this.catalog.zonePlaces(), moved);
    return sheetStop(moved, place, admin, await this.cities.driversOf(place.cityId), this.clock.now());
  }
}

function sheetStop(leg: AddressLegRecord, place: StopPlace, admin: AuthUser, drivers: { id: number; name: string }[], now: Date): RunSheetStopView {
  const { action: _action, undo: _undo, handBack: _handBack, ...stop } = toDriverStopView(leg, place, admin, now, null);
  const driver = leg.driverUserId === null ? null : (drivers.find((candidate) => candidate.id === leg.driverUserId) ?? { id: leg.driverUserId, name: 'A former driver' });
  return { ...stop, driver };
}
