import { ForeignKeyConstraintViolationException, UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type DeliveryWindow as DeliveryWindowView, type DeliveryZone as DeliveryZoneView, parseDistrictList, type ReturnFee, type RunLead, type SecondAttemptFee, type Translations, windowLabel } from '@luggage/contracts';
import { DomainError, ValidationFailedError } from '../../shared/errors/domain-error.js';
import { DELIVERY_ADMIN_MESSAGES, DeliveryInUseError, DeliveryWindowNotFoundError, DeliveryZoneNotFoundError } from './delivery-catalog.errors.js';
import { CollectionCityNotFoundError } from './catalog.errors.js';
import { type CatalogEntity, changeCatalog } from './catalog-change.js';
import { CatalogService } from './catalog.service.js';
import { CollectionCity, CollectionLocation, DeliveryWindow, DeliveryZone } from './entities/index.js';


interface ZoneInput {
  name?: string;
  /** As typed: 'BS1, BS2, BS8'. */
  districts?: string;
  feePence?: number;
  locationId?: number;
  /** The name in other languages; left as it is on edit when undefined. */
  nameTranslations?: Translations;
  /** false: retired for new bookings and changes. */
  active?: boolean;
}

interface WindowInput {
  start?: string;
  end?: string;
  trips?: number;
  active?: boolean;
}

/**
 * The admin side of the delivery catalog. Like the rest of the catalog, every change commits with its CatalogChanged
 * event (GET /api/get-data carries the delivery catalog) and drops this instance's cached copy. Zone and window writes
 * take one advisory lock each, so their checks (a district in one zone; one window per city and times) see every
 * committed change: two creates at once both succeed or the second is refused as it would be later.
 *
 * A zone or window named by a booking's leg cannot be deleted (409 with how many bookings; booking_leg's foreign keys
 * refuse it too when a booking lands between the count and the delete): it is retired (`active: false`) instead,
 * offered to no new booking or change while its legs keep their place on the run sheet and the driver's day.
 */
@Injectable()
export class DeliveryCatalogAdminService {
  constructor(
    private readonly em: EntityManager,
    private readonly catalog: CatalogService,
  ) {}

  createZone(cityId: number, input: Required<Omit<ZoneInput, 'active'>>): Promise<DeliveryZoneView> {
    return this.change('delivery_zone', 'delivery-zones', async (tx) => {
      const city = await tx.findOne(CollectionCity, { id: cityId });
      if (!city) throw ValidationFailedError.forField('cityId', DELIVERY_ADMIN_MESSAGES.cityUnknown);
      const districts = await this.freeDistricts(tx, input.districts, null);
      const storageLocation = await this.storagePoint(tx, city, input.locationId);
      return tx.create(DeliveryZone, { city, name: input.name, nameTranslations: input.nameTranslations, districts, feePence: input.feePence, storageLocation });
    }, toZoneView);
  }

  editZone(id: number | null, input: ZoneInput): Promise<DeliveryZoneView> {
    return this.change('delivery_zone', 'delivery-zones', async (tx) => {
      const zone = await this.findZone(tx, id);
      if (input.districts !== undefined) zone.districts = await this.freeDistricts(tx, input.districts, zone.id);
      if (input.locationId !== undefined) zone.storageLocation = await this.storagePoint(tx, zone.city, input.locationId);
      if (input.name !== undefined) zone.name = input.name;
      if (input.nameTranslations !== undefined) zone.nameTranslations = input.nameTranslations;
      if (input.feePence !== undefined) zone.feePence = input.feePence;
      if (input.active !== undefined) zone.active = input.active;
      return zone;
    }, toZoneView);
  }

  async deleteZone(id: number | null): Promise<void> {
    await this.change('delivery_zone', 'delivery-zones', async (tx) => {
      const zone = await this.findZone(tx, id);
      const bookings = await bookingsNaming(tx, 'zone_id', zone.id);
      if (bookings > 0) throw new DeliveryInUseError(DELIVERY_ADMIN_MESSAGES.zoneInUse(zone.name, bookings));
      tx.remove(zone);
      return zone;
    }, () => undefined);
  }

  createWindow(cityId: number, input: Required<Omit<WindowInput, 'active'>>): Promise<DeliveryWindowView> {
    return this.change('delivery_window', 'delivery-windows', async (tx) => {
      const city = await tx.findOne(CollectionCity, { id: cityId });
      if (!city) throw ValidationFailedError.forField('cityId', DELIVERY_ADMIN_MESSAGES.cityUnknown);
      await this.ensureWindowFree(tx, city, input.start, input.end, null);
      return tx.create(DeliveryWindow, { city, startTime: input.start, endTime: input.end, trips: input.trips });
    }, toWindowView);
  }

  editWindow(id: number | null, input: WindowInput): Promise<DeliveryWindowView> {
    return this.change('delivery_window', 'delivery-windows', async (tx) => {
      const window = await tx.findOne(DeliveryWindow, { id: rowId(id) }, { populate: ['city'] });
      if (!window) throw new DeliveryWindowNotFoundError();
      const start = input.start ?? window.startTime;
      const end = input.end ?? window.endTime;
      await this.ensureWindowFree(tx, window.city, start, end, window.id);
      return tx.assign(window, { startTime: start, endTime: end, trips: input.trips ?? window.trips, active: input.active ?? window.active });
    }, toWindowView);
  }

  async deleteWindow(id: number | null): Promise<void> {
    await this.change('delivery_window', 'delivery-windows', async (tx) => {
      const window = await tx.findOne(DeliveryWindow, { id: rowId(id) });
      if (!window) throw new DeliveryWindowNotFoundError();
      const bookings = await bookingsNaming(tx, 'window_id', window.id);
      if (bookings > 0) throw new DeliveryInUseError(DELIVERY_ADMIN_MESSAGES.windowInUse(windowLabel({ start: window.startTime, end: window.endTime }), bookings));
      tx.remove(window);
      return window;
    }, () => undefined);
  }

  setCutOff(cityId: number | null, hours: number): Promise<{ cityId: number; hours: number }> {
    return this.change('collection_city', null, async (tx) => {
      const city = await tx.findOne(CollectionCity, { id: rowId(cityId) });
      if (!city) throw new CollectionCityNotFoundError();
      return tx.assign(city, { deliveryCutOffHours: hours });
    }, (city) => ({ cityId: city.id, hours: city.deliveryCutOffHours }));
  }

  /** How many minutes before a window the city's runs can start. */
  setRunLead(cityId: number | null, minutes: number): Promise<RunLead> {
    return this.change('collection_city', null, async (tx) => {
      const city = await tx.findOne(CollectionCity, { id: rowId(cityId) });
      if (!city) throw new CollectionCityNotFoundError();
      return tx.assign(city, { runLeadMinutes: minutes });
    }, (city) => ({ cityId: city.id, minutes: city.runLeadMinutes }));
  }

  /** How many minutes after a same-day stay's collection ends its delivery may start, in the city. */
  setSameDayGap(cityId: number | null, minutes: number): Promise<{ cityId: number; minutes: number }> {
    return this.change('collection_city', null, async (tx) => {
      const city = await tx.findOne(CollectionCity, { id: rowId(cityId) });
      if (!city) throw new CollectionCityNotFoundError();
      return tx.assign(city, { sameDayGapMinutes: minutes });
    }, (city) => ({ cityId: city.id, minutes: city.sameDayGapMinutes }));
  }

  /** A city's fee of a second delivery attempt: pence (0: free), or null for the zone's fee per trip. */
  setSecondAttemptFee(cityId: number | null, feePence: number | null): Promise<SecondAttemptFee> {
    return this.change('collection_city', null, async (tx) => {
      const city = await tx.findOne(CollectionCity, { id: rowId(cityId) });
      if (!city) throw new CollectionCityNotFoundError();
      return tx.assign(city, { secondAttemptFeePence: feePence });
    }, (city) => ({ cityId: city.id, feePence: city.secondAttemptFeePence }));
  }

  /** Prices a pair of cities (an upsert: racing saves both succeed, the last one stays), or with null stops offering it. */
  setReturnFee(fromCityId: number, toCityId: number, feePence: number | null): Promise<ReturnFee | null> {
    return this.change('delivery_return_fee', null, async (tx) => {
      const known = await tx.execute<{ id: number }[]>('select id from collection_city where id in (?, ?)', [fromCityId, toCityId]);
      for (const [field, id] of [['fromCityId', fromCityId], ['toCityId', toCityId]] as const) {
        if (!known.some((row) => row.id === id)) throw ValidationFailedError.forField(field, DELIVERY_ADMIN_MESSAGES.cityUnknown);
      }
      if (feePence === null) {
        await tx.execute('delete from delivery_return_fee where from_city_id = ? and to_city_id = ?', [fromCityId, toCityId]);
      } else {
        await tx.execute(
          `insert into delivery_return_fee (from_city_id, to_city_id, fee_pence) values (?, ?, ?)
           on conflict (from_city_id, to_city_id) do update set fee_pence = excluded.fee_pence, updated_at = now()`,
          [fromCityId, toCityId, feePence],
        );
      }
      return { id: fromCityId };
    }, () => (feePence === null ? null : { fromCityId, toCityId, feePence }));
  }

  /** Catalog's one way to change a row; a unique index that still refuses (a write that took no lock) is a 409. */
  private async change<E extends { id: number }, V>(entity: CatalogEntity, lock: string | null, work: (tx: EntityManager) => Promise<E>, view: (record: E) => V): Promise<V> {
    try {
      return await changeCatalog(this.em, this.catalog, { entity, lock: lock ?? undefined }, work, view);
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw new DomainError('CATALOG.DELIVERY_CONFLICT', 'conflict', DELIVERY_ADMIN_MESSAGES.conflict);
      if (error instanceof ForeignKeyConstraintViolationException) throw new DeliveryInUseError(DELIVERY_ADMIN_MESSAGES.inUse);
      throw error;
    }
  }

  private async findZone(tx: EntityManager, id: number | null): Promise<DeliveryZone> {
    const zone = await tx.findOne(DeliveryZone, { id: rowId(id) }, { populate: ['city'] });
    if (!zone) throw new DeliveryZoneNotFoundError();
    return zone;
  }

  /** The typed districts (each a district: the DTO's DistrictList), normalised, when in no other zone; a 422 under `districts` otherwise. */
  private async freeDistricts(tx: EntityManager, typed: string, zoneId: number | null): Promise<string[]> {
    const { districts } = parseDistrictList(typed);
    const taken = await tx.execute<{ district: string; zone: string; city: string }[]>(
      `select d.district, z.name as zone, c.name as city from delivery_zone z join collection_city c on c.id = z.city_id, unnest(z.districts) d(district)
        where d.district in (select jsonb_array_elements_text(?::jsonb)) and z.id <> ? order by d.district`,
      [JSON.stringify(districts), zoneId ?? 0],
    );
    if (taken.length > 0) throw ValidationFailedError.forField('districts', DELIVERY_ADMIN_MESSAGES.districtTaken(taken[0]));
    return districts;
  }

  private async storagePoint(tx: EntityManager, city: CollectionCity, locationId: number): Promise<CollectionLocation> {
    const point = await tx.findOne(CollectionLocation, { id: rowId(locationId), city: city.id });
    if (!point) throw ValidationFailedError.forField('locationId', DELIVERY_ADMIN_MESSAGES.pointNotInCity(city.name));
    return point;
  }

  private async ensureWindowFree(tx: EntityManager, city: CollectionCity, start: string, end: string, windowId: number | null): Promise<void> {
    if (start >= end) throw ValidationFailedError.forField('end', DELIVERY_ADMIN_MESSAGES.endBeforeStart);
    const same = await tx.count(DeliveryWindow, { city: city.id, startTime: start, endTime: end, id: { $ne: windowId ?? 0 } });
    if (same > 0) throw ValidationFailedError.forField('start', DELIVERY_ADMIN_MESSAGES.windowTaken(city.name, windowLabel({ start, end })));
  }
}

/** How many bookings have a leg in the zone or window, whatever their state (each leg keeps it in the booking's record). */
async function bookingsNaming(tx: EntityManager, column: 'zone_id' | 'window_id', id: number): Promise<number> {
  const [row] = await tx.execute<{ bookings: number }[]>(`select count(distinct booking_id)::int as bookings from booking_leg where ${column} = ?`, [id]);
  return Number(row.bookings);
}

/** A whole number that can be a Postgres integer id, else 0 (which names no row). */
const rowId = (id: number | null): number => (id !== null && Number.isInteger(id) && id >= 1 && id <= 2_147_483_647 ? id : 0);

const toZoneView = (zone: DeliveryZone): DeliveryZoneView => ({
  id: zone.id,
  cityId: zone.city.id,
  name: zone.name,
  nameTranslations: zone.nameTranslations,
  districts: zone.districts,
  feePence: zone.feePence,
  storageLocationId: zone.storageLocation.id,
  active: zone.active,
});

const toWindowView = (window: DeliveryWindow): DeliveryWindowView => ({
  id: window.id,
  cityId: window.city.id,
  start: window.startTime,
  end: window.endTime,
  trips: window.trips,
  active: window.active,
});
