import type { EntityManager } from '@mikro-orm/postgresql';
import type { DeliveryCatalog, OpeningHours, PointClosure, PointSchedule, QuoteDiscount } from '@luggage/contracts';
import { DELIVERY_CATALOG_COLUMNS, deliveryCatalogOf, type DeliveryCatalogRow } from './delivery-catalog.service.js';
import { prepared } from '../../shared/database/prepared-statements.js';

/** A bookable storage item as pricing needs it. */
export interface PricedItem {
  id: number;
  code: string;
  title: string;
  pricePence: number;
  dayPricePence: number;
}

/** What the server prices a booking with: active items by code and the active discounts that feed a rule. */
export interface PricingCatalog {
  items: ReadonlyMap<string, PricedItem>;
  discounts: QuoteDiscount[];
}

/** A collection point open for bookings, with what a booking copies from it. */
export interface BookableLocation {
  id: number;
  name: string;
  address: string;
  cityId: number;
  cityName: string;
  /** 'HH:mm' */
  collectReturnTime: string;
  /** Bags a night. */
  capacity: number;
  /** ISO weekdays the point is open (1 Monday to 7 Sunday). */
  openWeekdays: number[];
  /** ISO weekday to 'HH:mm' where that day's handover is not at collectReturnTime. */
  weekdayTimes: Record<string, string>;
  closures: PointClosure[];
  /** ISO weekday to { opens, closes }, all seven. */
  openingHours: OpeningHours;
  /** Minutes past the next half hour before a same-day drop-off for today. */
  leadMinutes: number;
}

/** The point's days and times, as the date rules of @luggage/contracts read them. */
export const pointSchedule = (location: BookableLocation): PointSchedule => ({
  name: location.name,
  time: location.collectReturnTime,
  openWeekdays: location.openWeekdays,
  weekdayTimes: location.weekdayTimes,
  closures: location.closures,
  openingHours: location.openingHours,
  leadMinutes: location.leadMinutes,
});

/** What a booking's legs are placed and priced with: the delivery catalog, and the other point of a return elsewhere (null: none, or not an active point). */
export interface LegCatalog {
  delivery: DeliveryCatalog;
  otherPoint: BookableLocation | null;
}

/** What a booking is priced and placed with, read fresh in one round trip (it runs on every checkout). */
export interface CheckoutCatalog {
  pricing: PricingCatalog;
  /** null when the location does not exist or is not open for bookings. */
  location: BookableLocation | null;
  /** Read only when asked for (a booking with a leg away from its point), else null. */
  legs: LegCatalog | null;
}

interface CheckoutCatalogRow extends Partial<DeliveryCatalogRow> {
  items: PricedItem[];
  discounts: QuoteDiscount[];
  location: BookableLocation | null;
  otherPoint?: BookableLocation | null;
}

/** A BookableLocation of point `l` in city `c`. */
const LOCATION_JSON = `json_build_object('id', l.id, 'name', l.name, 'address', l.address, 'cityId', c.id, 'cityName', c.name,
  'collectReturnTime', l.collect_return_time, 'capacity', l.capacity, 'openWeekdays', l.open_weekdays, 'weekdayTimes', l.weekday_times,
  'closures', l.closures, 'openingHours', l.opening_hours, 'leadMinutes', l.lead_minutes)`;

/** `legs`: also read the leg catalog, with the point of a return elsewhere (null: none). */
export async function loadCheckoutCatalog(em: EntityManager, locationId: number, legs: { otherPointId: number | null } | null = null): Promise<CheckoutCatalog> {
  const legColumns = `, ${DELIVERY_CATALOG_COLUMNS},
       (select ${LOCATION_JSON} from collection_location l join collection_city c on c.id = l.city_id where l.id = ? and l.active) as "otherPoint"`;
  const [row] = await em.getConnection().execute<CheckoutCatalogRow[]>(
    prepared(`select
       (select coalesce(json_agg(json_build_object('id', id, 'code', code, 'title', title, 'pricePence', price_pence, 'dayPricePence', day_price_pence)), '[]')
          from storage_item where active) as items,
       (select coalesce(json_agg(json_build_object('rule', rule, 'percentage', percentage)), '[]')
          from discount where active and rule is not null) as discounts,
       (select ${LOCATION_JSON}
          from collection_location l join collection_city c on c.id = l.city_id where l.id = ? and l.active) as location${legs ? legColumns : ''}`),
    legs ? [locationId, legs.otherPointId] : [locationId],
  );
  return {
    pricing: { items: new Map(row.items.map((item) => [item.code, item])), discounts: row.discounts },
    location: row.location,
    legs: legs ? { delivery: deliveryCatalogOf(row as DeliveryCatalogRow), otherPoint: row.otherPoint ?? null } : null,
  };
}

/** A point as a booking's other leg copies it: an active point, or null. */
export async function loadBookableLocation(em: EntityManager, locationId: number): Promise<BookableLocation | null> {
  const [row] = await em.getConnection().execute<{ location: BookableLocation | null }[]>(
    `select ${LOCATION_JSON} as location
       from collection_location l join collection_city c on c.id = l.city_id where l.id = ? and l.active`,
    [locationId],
  );
  return row?.location ?? null;
}

/** A point with where it is: what finding the nearest other point needs. */
export type PlacedLocation = BookableLocation & { lat: number; lng: number };

/**
 * The point `locationId` (active or not) and the active points of its city, each with its position; the point itself
 * is null when it does not exist.
 */
export async function loadCityPoints(em: EntityManager, locationId: number): Promise<{ point: PlacedLocation | null; cityPoints: PlacedLocation[] }> {
  const placed = `(${LOCATION_JSON}::jsonb || jsonb_build_object('lat', l.lat, 'lng', l.lng))`;
  const [row] = await em.getConnection().execute<{ point: PlacedLocation | null; city_points: PlacedLocation[] }[]>(
    `select (select ${placed} from collection_location l join collection_city c on c.id = l.city_id where l.id = ?) as point,
            (select coalesce(json_agg(${placed} order by l.id), '[]') from collection_location l join collection_city c on c.id = l.city_id
              where l.active and l.city_id = (select city_id from collection_location where id = ?)) as city_points`,
    [locationId, locationId],
  );
  return { point: row?.point ?? null, cityPoints: row?.city_points ?? [] };
}
