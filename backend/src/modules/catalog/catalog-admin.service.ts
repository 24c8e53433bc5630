import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import {
  type AdminDashboardData,
  type AdminDiscount,
  type AdminStorageItem,
  type CollectionCityView,
  type CollectionLocationView,
  compareDates,
  DEFAULT_CAPACITY,
  DEFAULT_LEAD_MINUTES,
  DISCOUNT_RULES,
  type DiscountRule,
  type DiscountView,
  handoversOutsideHours,
  type OpeningHours,
  openingHoursAround,
  parseDayMonthYear,
  penceToPounds,
  type PointClosure,
  type StorageItemView,
  type Translations,
  WEEKDAYS,
} from '@luggage/contracts';
import { ValidationFailedError } from '../../shared/errors/domain-error.js';
import { holdTransactionLock } from '../../shared/database/transaction-lock.js';
import {
  CATALOG_ADMIN_MESSAGES,
  CollectionLocationNotFoundError,
  DiscountNotFoundError,
  StorageItemNotFoundError,
} from './catalog-admin.errors.js';
import { CollectionCityNotFoundError } from './catalog.errors.js';
import { toCityView, toDiscountView, toLocationView, toStorageItemView } from './catalog.mapper.js';
import { type CatalogEntity, changeCatalog } from './catalog-change.js';
import { CatalogService } from './catalog.service.js';
import { CollectionCity, CollectionLocation, Discount, StorageItem } from './entities/index.js';
import { baseCodeFor, freeCode } from './storage-item-code.js';
import { estimatedPosition, type Position } from './point-position.js';


export interface StorageItemInput {
  title: string;
  description: string;
  pricePence: number;
  /** Left as it is on edit when undefined; the night price on create. */
  dayPricePence?: number;
  /** Left as they are on edit when undefined; none on create. */
  nameTranslations?: Translations;
  descriptionTranslations?: Translations;
}

export interface DiscountInput {
  description: string;
  percentage: number;
}

export interface CityInput {
  name: string;
  lat: number;
  lng: number;
}

export interface LocationInput {
  cityId: number;
  name: string;
  /** Left as it is on edit when undefined; '' on create. */
  address?: string;
  /** Both or neither: without them the point is placed by estimatedPosition (point-position.ts). */
  lat?: number;
  lng?: number;
  /** 'HH:mm' */
  time: string;
  /** Bags a night: left as it is on edit when undefined; DEFAULT_CAPACITY on create. */
  capacity?: number;
  /** Meeting instructions: left as they are on edit when undefined; '' on create. */
  instructions?: string;
  /** Name and instructions in other languages: left as they are on edit when undefined; none on create. */
  nameTranslations?: Translations;
  instructionsTranslations?: Translations;
  /** ISO weekdays open: left as they are on edit when undefined; every day on create. */
  openWeekdays?: number[];
  /** Weekday handover times and closure dates: left as they are on edit when undefined; none on create. */
  weekdayTimes?: Record<string, string>;
  closures?: PointClosure[];
  /** Left as they are on edit when undefined; on create the default 08:00-20:00, widened to fit each day's handover. */
  openingHours?: OpeningHours;
  /** Left as it is on edit when undefined; DEFAULT_LEAD_MINUTES on create. */
  leadMinutes?: number;
}

/**
 * The admin side of the catalog. Every change commits in one transaction with its CatalogChanged event, then
 * drops this instance's cached public catalog; other instances drop theirs when the event reaches them.
 * Nothing here deletes: bookings refer to items and locations.
 */
@Injectable()
export class CatalogAdminService {
  constructor(
    private readonly em: EntityManager,
    private readonly catalog: CatalogService,
  ) {}

  async dashboard(): Promise<AdminDashboardData> {
    const em = this.em.fork();
    const [items, discounts, cities, ruled] = await Promise.all([
      em.find(StorageItem, {}, { orderBy: { id: 'asc' } }),
      em.find(Discount, { active: true }, { orderBy: { id: 'asc' } }),
      em.find(CollectionCity, {}, { populate: ['locations'], orderBy: { name: 'asc' } }),
      em.find(Discount, { rule: { $ne: null } }),
    ]);
    const cityViews = cities.map((city) => toCityView(city, false));
    const usedRules = new Set(ruled.map((discount) => discount.rule));
    return {
      storage_items: items.map(toStorageItemView),
      discount_items: discounts.map(toDiscountView),
      collection_cities: cityViews,
      collection_locations: cityViews.flatMap((city) => city.get_locations),
      free_discount_rules: DISCOUNT_RULES.filter((rule) => !usedRules.has(rule)),
    };
  }

  async getStorageItem(id: number | null): Promise<AdminStorageItem> {
    const item = await this.find(this.em.fork(), StorageItem, id, StorageItemNotFoundError);
    return {
      id: item.id,
      storage_item: item.title,
      description: item.description,
      price: penceToPounds(item.pricePence),
      day_price: penceToPounds(item.dayPricePence),
      nameTranslations: item.nameTranslations,
      descriptionTranslations: item.descriptionTranslations,
    };
  }

  async getDiscount(id: number | null): Promise<AdminDiscount> {
    const discount = await this.find(this.em.fork(), Discount, id, DiscountNotFoundError);
    return { id: discount.id, description: discount.description, discount_percentage: discount.percentage };
  }

  async getLocation(id: number | null): Promise<CollectionLocationView> {
    const em = this.em.fork();
    const location = await this.find(em, CollectionLocation, id, CollectionLocationNotFoundError);
    await em.populate(location, ['city']);
    return toLocationView(location);
  }

  createStorageItem(input: StorageItemInput): Promise<StorageItemView> {
    const work = async (tx: EntityManager) => tx.create(StorageItem, { code: await this.nextCode(tx, input.title), dayPricePence: input.pricePence, ...input });
    return this.change('storage_item', work, toStorageItemView);
  }

  /** The code stays as it was: baskets and past bookings carry it. */
  editStorageItem(id: number | null, input: StorageItemInput): Promise<StorageItemView> {
    const work = async (tx: EntityManager) => tx.assign(await this.find(tx, StorageItem, id, StorageItemNotFoundError), input);
    return this.change('storage_item', work, toStorageItemView);
  }

  /** Activating an active item (or the reverse) changes nothing and records nothing. */
  async setStorageItemActive(id: number | null, active: boolean): Promise<StorageItemView> {
    const current = await this.find(this.em.fork(), StorageItem, id, StorageItemNotFoundError);
    if (current.active === active) return toStorageItemView(current);
    const work = async (tx: EntityManager) => tx.assign(await this.find(tx, StorageItem, id, StorageItemNotFoundError), { active });
    return this.change('storage_item', work, toStorageItemView);
  }

  async createDiscount(input: DiscountInput & { rule: DiscountRule | null }): Promise<DiscountView> {
    const work = async (tx: EntityManager) => {
      if (input.rule && (await tx.count(Discount, { rule: input.rule })) > 0) throw ruleTaken();
      return tx.create(Discount, input);
    };
    try {
      return await this.change('discount', work, toDiscountView);
    } catch (error) {
      throw error instanceof UniqueConstraintViolationException ? ruleTaken() : error;
    }
  }

  /** Description and percentage only: the rule a discount feeds stays as it was. */
  editDiscount(id: number | null, input: DiscountInput): Promise<DiscountView> {
    const work = async (tx: EntityManager) => tx.assign(await this.find(tx, Discount, id, DiscountNotFoundError), input);
    return this.change('discount', work, toDiscountView);
  }

  createCity(input: CityInput): Promise<CollectionCityView> {
    return this.cityChange(async (tx) => {
      await this.ensureCityNameFree(tx, input.name, null);
      return tx.create(CollectionCity, input);
    });
  }

  editCity(id: number | null, input: CityInput): Promise<CollectionCityView> {
    return this.cityChange(async (tx) => {
      const city = await this.find(tx, CollectionCity, id, CollectionCityNotFoundError);
      await this.ensureCityNameFree(tx, input.name, city.id);
      await tx.populate(city, ['locations']);
      return tx.assign(city, input);
    });
  }

  createLocation(input: LocationInput): Promise<CollectionLocationView> {
    const work = async (tx: EntityManager) => {
      const city = await this.cityForLocation(tx, input.cityId);
      const hours = handoverHours({ time: input.time, weekdayTimes: input.weekdayTimes ?? {}, openingHours: input.openingHours });
      const position = await positionOf(tx, input, city, input.address ?? '');
      return tx.create(CollectionLocation, { ...locationFields(input), ...position, ...hours, leadMinutes: input.leadMinutes ?? DEFAULT_LEAD_MINUTES, capacity: input.capacity ?? DEFAULT_CAPACITY, address: input.address ?? '', instructions: input.instructions ?? '', nameTranslations: input.nameTranslations ?? {}, instructionsTranslations: input.instructionsTranslations ?? {}, openWeekdays: input.openWeekdays ?? [...WEEKDAYS], closures: input.closures ?? [], city });
    };
    return this.change('collection_location', work, toLocationView);
  }

  editLocation(id: number | null, input: LocationInput): Promise<CollectionLocationView> {
    const work = async (tx: EntityManager) => {
      const location = await this.find(tx, CollectionLocation, id, CollectionLocationNotFoundError);
      const city = await this.cityForLocation(tx, input.cityId);
      if (city.id !== location.city.id) await this.ensureStoresNoZone(tx, location.id);
      const hours = handoverHours({ time: input.time, weekdayTimes: input.weekdayTimes ?? location.weekdayTimes, openingHours: input.openingHours ?? location.openingHours });
      const position = await positionOf(tx, input, city, input.address ?? location.address, location.id);
      return tx.assign(location, { ...locationFields(input), ...position, ...hours, leadMinutes: input.leadMinutes ?? location.leadMinutes, capacity: input.capacity ?? location.capacity, address: input.address ?? location.address, instructions: input.instructions ?? location.instructions, nameTranslations: input.nameTranslations ?? location.nameTranslations, instructionsTranslations: input.instructionsTranslations ?? location.instructionsTranslations, openWeekdays: input.openWeekdays ?? location.openWeekdays, closures: input.closures ?? location.closures, city });
    };
    return this.change('collection_location', work, toLocationView);
  }

  /**
   * Closes the point on `date` (DD-MM-YYYY) with `note`, at short notice: the day becomes one of its closure dates, so
   * the wizard and changes stop offering it (an existing closure that day takes the new note). 404 for no such point.
   */
  closeForDay(id: number | null, date: string, note: string): Promise<CollectionLocationView> {
    const work = async (tx: EntityManager) => {
      const location = await this.find(tx, CollectionLocation, id, CollectionLocationNotFoundError);
      const others = location.closures.filter((closure) => closure.date !== date);
      const closures = [...others, { date, note }].sort((a, b) => compareDates(parseDayMonthYear(a.date)!, parseDayMonthYear(b.date)!));
      return tx.assign(location, { closures });
    };
    return this.change('collection_location', work, toLocationView);
  }

  private change<E extends { id: number }, V>(entity: CatalogEntity, work: (tx: EntityManager) => Promise<E>, view: (record: E) => V): Promise<V> {
    return changeCatalog(this.em, this.catalog, { entity }, work, view);
  }

  private cityChange(work: (tx: EntityManager) => Promise<CollectionCity>): Promise<CollectionCityView> {
    return this.change('collection_city', work, (city) => toCityView(city, false)).catch((error: unknown) => {
      throw error instanceof UniqueConstraintViolationException ? cityTaken() : error;
    });
  }

  private async find<E extends object>(
    em: EntityManager,
    entity: new (...args: never[]) => E,
    id: number | null,
    notFound: new () => Error,
  ): Promise<E> {
    const found = isRowId(id) ? await em.findOne(entity, { id } as never) : null;
    if (!found) throw new notFound();
    return found;
  }

  /** New items pick their codes one at a time (until their transaction ends), so two with one title get two codes. */
  private async nextCode(tx: EntityManager, title: string): Promise<string> {
    await holdTransactionLock(tx, 'storage-item-code');
    const base = baseCodeFor(title);
    const rows = await tx.find(StorageItem, { code: { $like: `${base}%` } }, { fields: ['code'] });
    return freeCode(base, new Set(rows.map((row) => row.code)));
  }

  private async ensureCityNameFree(tx: EntityManager, name: string, exceptId: number | null): Promise<void> {
    const rows = await tx.execute<{ id: number }[]>('select id from collection_city where lower(name) = lower(?) and id <> ?', [
      name,
      exceptId ?? 0,
    ]);
    if (rows.length > 0) throw cityTaken();
  }

  /** A point storing a delivery zone's bags stays in that zone's city: the zone must be moved to another point first. */
  private async ensureStoresNoZone(tx: EntityManager, locationId: number): Promise<void> {
    const [zone] = await tx.execute<{ name: string }[]>('select name from delivery_zone where storage_location_id = ? order by id limit 1', [locationId]);
    if (zone) throw ValidationFailedError.forField('cityId', CATALOG_ADMIN_MESSAGES.storesZone(zone.name));
  }

  private async cityForLocation(tx: EntityManager, cityId: number): Promise<CollectionCity> {
    const city = isRowId(cityId) ? await tx.findOne(CollectionCity, { id: cityId }) : null;
    if (!city) throw ValidationFailedError.forField('cityId', CATALOG_ADMIN_MESSAGES.cityUnknown);
    return city;
  }
}

/** A whole number that can be a Postgres integer id; anything else names no row. */
const isRowId = (id: number | null): id is number => id !== null && Number.isInteger(id) && id >= 1 && id <= 2_147_483_647;
const locationFields = ({ name, time }: LocationInput) => ({ name, collectReturnTime: time });

/**
 * The handover times with the hours they must lie within (422 under `time` or `weekdayTimes` when one does not). No
 * hours given on create: the default's, widened to fit, so a point made with its handover time alone stays valid.
 */
function handoverHours(point: { time: string; weekdayTimes: Record<string, string>; openingHours?: OpeningHours }) {
  const openingHours = point.openingHours ?? openingHoursAround(point);
  const [outside] = handoversOutsideHours({ ...point, openingHours });
  if (outside) throw ValidationFailedError.forField(outside.field, outside.message);
  return { weekdayTimes: point.weekdayTimes, openingHours };
}

/** The coordinates typed, or (both left out) an estimate from the address's postcode district and the city's other points. */
async function positionOf(tx: EntityManager, input: LocationInput, city: CollectionCity, address: string, exceptId?: number): Promise<Position> {
  // Both or neither: StoreLocationDto refuses one without the other.
  const { lat, lng } = input;
  if (lat !== undefined && lng !== undefined) return { lat, lng };
  const points = await tx.find(CollectionLocation, { city, ...(exceptId ? { id: { $ne: exceptId } } : {}) }, { fields: ['address', 'lat', 'lng'] });
  return estimatedPosition(address, city, points);
}
const cityTaken = () => ValidationFailedError.forField('city', CATALOG_ADMIN_MESSAGES.cityTaken);
const ruleTaken = () => ValidationFailedError.forField('rule', CATALOG_ADMIN_MESSAGES.ruleTaken);
