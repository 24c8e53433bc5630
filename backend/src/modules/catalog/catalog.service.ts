import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { type CollectionCityView, DEFAULT_LANGUAGE, type DeliveryCatalog, type GetDataResponse, type Language, localised, type OpeningHours, type PointClosure, type PointHours, type Translations } from '@luggage/contracts';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { Broadcaster } from '../../shared/events/broadcaster.js';
import { JobRegistry } from '../../shared/queue/job-registry.js';
import { JobName } from '../../shared/queue/jobs.js';
import { CatalogCache } from './catalog-cache.js';
import { type EncodedJson, encodeJson } from './encoded-json.js';
import { CollectionCityNotFoundError } from './catalog.errors.js';
import { toCityView, toDiscountView, toStorageItemView } from './catalog.mapper.js';
import { CollectionCity, Discount, StorageItem } from './entities/index.js';
import { type CheckoutCatalog, type LegCatalog, loadBookableLocation, loadCheckoutCatalog, loadCityPoints, type PlacedLocation } from './pricing-catalog.js';
import { loadDeliveryCatalog } from './delivery-catalog.service.js';

export const CATALOG_CHANGED_CHANNEL = 'catalog-changed';

/** Whole numbers from 1 up to Postgres's integer limit; anything else cannot be an id. */
export function parseId(raw: string): number | null {
  if (!/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

@Injectable()
export class CatalogService implements OnModuleInit {
  private readonly cache = new CatalogCache<EncodedJson>();

  constructor(
    private readonly em: EntityManager,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly broadcaster: Broadcaster,
    private readonly jobs: JobRegistry,
  ) {}

  onModuleInit(): void {
    this.broadcaster.subscribe(CATALOG_CHANGED_CHANNEL, () => this.cache.invalidate());
    this.jobs.register(JobName.BroadcastCatalogChange, async () => {
      await this.broadcaster.publish(CATALOG_CHANGED_CHANNEL);
      return 'done';
    });
  }

  /** GET /api/get-data as ready JSON (plain and gzipped): served from memory until a CatalogChanged reaches this instance. */
  getPublicData(): Promise<EncodedJson> {
    return this.cache.get(async () => encodeJson(await this.loadPublicData()));
  }

  /** Drops this instance's cached catalog at once; other instances hear of it through CatalogChanged. */
  invalidateLocalCache(): void {
    this.cache.invalidate();
  }

  async listCities(): Promise<CollectionCityView[]> {
    const cities = await this.em.fork().find(CollectionCity, {}, { populate: ['locations'], orderBy: { name: 'asc' } });
    return cities.map((city) => toCityView(city));
  }

  async getCity(id: number | null): Promise<CollectionCityView> {
    const city = id === null ? null : await this.em.fork().findOne(CollectionCity, id, { populate: ['locations'] });
    if (!city) throw new CollectionCityNotFoundError();
    return toCityView(city);
  }

  /**
   * The server's own prices and discounts and the chosen location, read fresh: bookings are priced from these, never
   * from the request. `legs`: with the leg catalog too (getLegCatalog's), in the same round trip.
   */
  getCheckoutCatalog(locationId: number, legs: { otherPointId: number | null } | null = null): Promise<CheckoutCatalog> {
    return loadCheckoutCatalog(this.em, locationId, legs);
  }

  /** A point and the active points of its city, with their positions (closed-point rescue's nearest point). */
  cityPointsOf(locationId: number): Promise<{ point: PlacedLocation | null; cityPoints: PlacedLocation[] }> {
    return loadCityPoints(this.em.fork(), locationId);
  }

  /** What a booking's legs are placed and priced with, read fresh: the delivery catalog, and the other point of a return elsewhere. */
  async getLegCatalog(otherPointId: number | null): Promise<LegCatalog> {
    const em = this.em.fork();
    const [delivery, otherPoint] = await Promise.all([loadDeliveryCatalog(em), otherPointId === null ? null : loadBookableLocation(em, otherPointId)]);
    return { delivery, otherPoint };
  }

  /** A city's delivery windows and cut-off (the windows' trips left are the booking module's). */
  async deliveryWindowsOf(cityId: number): Promise<{ windows: DeliveryCatalog['windows']; cutOffHours: number } | null> {
    const { windows, cutOffs } = await loadDeliveryCatalog(this.em.fork());
    const cutOff = cutOffs.find((entry) => entry.cityId === cityId);
    return cutOff ? { windows: windows.filter((window) => window.cityId === cityId), cutOffHours: cutOff.hours } : null;
  }

  /**
   * A point's bags a night, active or not (a booking made there is still counted), read on `em`: inside the caller's
   * transaction when given one. 0 for a point that no longer exists.
   */
  async capacityOf(em: EntityManager, locationId: number): Promise<number> {
    const [row] = await em.execute<{ capacity: number }[]>('select capacity from collection_location where id = ?', [locationId]);
    return row?.capacity ?? 0;
  }

  /**
   * A point's meeting instructions as they are now ('' when none, or when the point no longer exists), in `language`
   * when an admin translated them, else in English.
   */
  async instructionsOf(locationId: number, em: EntityManager = this.em, language: Language = DEFAULT_LANGUAGE): Promise<string> {
    return (await this.pointNow(locationId, em, language)).instructions;
  }

  /**
   * A point as it is now, in one read: its meeting instructions (as instructionsOf says them) and its opening hours,
   * open weekdays and closures (null when the point no longer exists), for a same-day stay's closing time.
   */
  async pointNow(locationId: number, em: EntityManager = this.em, language: Language = DEFAULT_LANGUAGE): Promise<{ instructions: string; hours: PointHours | null }> {
    const [row] = await em.execute<{ instructions: string; translations: Translations; opening_hours: OpeningHours; open_weekdays: number[]; closures: PointClosure[] }[]>(
      'select instructions, instructions_translations as translations, opening_hours, open_weekdays, closures from collection_location where id = ?',
      [locationId],
    );
    if (!row) return { instructions: '', hours: null };
    return {
      instructions: localised(row.instructions, row.translations, language),
      hours: { openingHours: row.opening_hours, openWeekdays: row.open_weekdays, closures: row.closures },
    };
  }

  /** The catalog's translations of the named items' names, by code (an email says a booked item in its booking's language). */
  async itemNameTranslations(codes: readonly string[]): Promise<Record<string, Translations>> {
    if (codes.length === 0) return {};
    const items = await this.em.fork().find(StorageItem, { code: { $in: [...codes] } }, { fields: ['code', 'nameTranslations'] });
    return Object.fromEntries(items.map((item) => [item.code, item.nameTranslations]));
  }

  private async loadPublicData(): Promise<GetDataResponse> {
    const em = this.em.fork();
    const [items, discounts, cities, delivery] = await Promise.all([
      em.find(StorageItem, { active: true }, { orderBy: { pricePence: 'asc', id: 'asc' } }),
      em.find(Discount, { active: true }, { orderBy: { id: 'asc' } }),
      em.find(CollectionCity, {}, { populate: ['locations'], orderBy: { name: 'asc' } }),
      loadDeliveryCatalog(em),
    ]);
    const stripe = this.config.stripe;
    return {
      storage_items: items.map(toStorageItemView),
      discount_items: discounts.map(toDiscountView),
      gmkey: this.config.googleMapsKey,
      collection_cities: cities.map((city) => toCityView(city)),
      payments: stripe ? { provider: 'stripe', publishableKey: stripe.publishableKey } : { provider: 'offline' },
      contact_email: this.config.contactEmail,
      company: this.config.company,
      retention_months: this.config.retentionMonths,
      contact_phone: this.config.contact.phone,
      contact_whatsapp: this.config.contact.whatsapp,
      delivery,
    };
  }
}
