import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type AdminDeliveryData, type DeliveryCatalog, findDeliveryZone, outOfAreaRefusal, type Language, type ServiceAreaAnswer, VALIDATION_KEYS } from '@luggage/contracts';
import { DomainError } from '../../shared/errors/domain-error.js';
import { localise, message } from '../../shared/i18n/message.js';

export interface DeliveryCatalogRow {
  zones: DeliveryCatalog['zones'];
  windows: DeliveryCatalog['windows'];
  returnFees: DeliveryCatalog['returnFees'];
  cutOffs: DeliveryCatalog['cutOffs'];
  secondAttemptFees: DeliveryCatalog['secondAttemptFees'];
}

export interface ZonePlace {
  id: number;
  cityId: number;
  /** The city's run lead: its runs can start this many minutes before their window. */
  runLeadMinutes: number;
  storage: { lat: number; lng: number; address: string };
}

/**
 * The delivery catalog as the columns of one row (DeliveryCatalogRow): for a select that may read more beside it.
 * 'offered': what new bookings and changes may choose (retired zones and windows left out); 'all': the admin's.
 */
function deliveryCatalogColumns(which: 'offered' | 'all'): string {
  const offered = which === 'offered' ? 'where active' : '';
  return `
       (select coalesce(json_agg(json_build_object('id', id, 'cityId', city_id, 'name', name, 'nameTranslations', name_translations, 'districts', districts, 'feePence', fee_pence,
                                                   'storageLocationId', storage_location_id, 'active', active) order by city_id, name, id), '[]')
          from delivery_zone ${offered}) as zones,
       (select coalesce(json_agg(json_build_object('id', id, 'cityId', city_id, 'start', start_time, 'end', end_time, 'trips', trips, 'active', active)
                                 order by city_id, start_time, end_time), '[]')
          from delivery_window ${offered}) as windows,
       (select coalesce(json_agg(json_build_object('fromCityId', from_city_id, 'toCityId', to_city_id, 'feePence', fee_pence)
                                 order by from_city_id, to_city_id), '[]')
          from delivery_return_fee) as "returnFees",
       (select coalesce(json_agg(json_build_object('cityId', id, 'hours', delivery_cut_off_hours, 'sameDayGapMinutes', same_day_gap_minutes) order by id), '[]')
          from collection_city) as "cutOffs",
       (select coalesce(json_agg(json_build_object('cityId', id, 'feePence', second_attempt_fee_pence) order by id), '[]')
          from collection_city) as "secondAttemptFees"`;
}

export const DELIVERY_CATALOG_COLUMNS = deliveryCatalogColumns('offered');
const ALL_DELIVERY_CATALOG_COLUMNS = deliveryCatalogColumns('all');

export const deliveryCatalogOf = ({ zones, windows, returnFees, cutOffs, secondAttemptFees }: DeliveryCatalogRow): DeliveryCatalog => ({ zones, windows, returnFees, cutOffs, secondAttemptFees });

/**
 * The delivery catalog in one round trip, ordered as the pages list it; on `em`, inside a caller's transaction when
 * given one. Retired zones and windows only when `which` is 'all' (the admin's).
 */
export async function loadDeliveryCatalog(em: EntityManager, which: 'offered' | 'all' = 'offered'): Promise<DeliveryCatalog> {
  const [row] = await em.getConnection().execute<DeliveryCatalogRow[]>(`select ${which === 'offered' ? DELIVERY_CATALOG_COLUMNS : ALL_DELIVERY_CATALOG_COLUMNS}`);
  return row;
}

/** Reads of the delivery catalog: the service area of a postcode, and what the admin page edits. */
@Injectable()
export class DeliveryCatalogService {
  constructor(private readonly em: EntityManager) {}

  /**
   * The zone serving a postcode (among one city's zones when `cityId` is given), or why not in `language`; 422 under
   * `postcode` when it is no postcode.
   */
  async serviceArea(postcode: string, cityId: number | undefined, language: Language): Promise<ServiceAreaAnswer> {
    const em = this.em.fork();
    const { zones } = await loadDeliveryCatalog(em);
    const cityZones = cityId === undefined ? zones : zones.filter((zone) => zone.cityId === cityId);
    const lookup = findDeliveryZone(postcode, cityZones);
    // ServiceAreaQueryDto lets only postcodes through.
    if (!lookup.valid) throw new DomainError('CATALOG.POSTCODE_INVALID', 'bad_request', message(VALIDATION_KEYS.invalidPostcode));
    if (!lookup.served) return { served: false, postcode: lookup.postcode, district: lookup.district, message: localise(outOfAreaRefusal(lookup.district, cityZones), language) };
    const { zone } = lookup;
    const [place] = await em.execute<{ cityName: string; id: number; name: string; address: string }[]>(
      `select c.name as "cityName", l.id, l.name, l.address from collection_city c, collection_location l where c.id = ? and l.id = ?`,
      [zone.cityId, zone.storageLocationId],
    );
    return {
      served: true,
      postcode: lookup.postcode,
      district: lookup.district,
      zone: { id: zone.id, name: zone.name, cityId: zone.cityId, cityName: place.cityName, feePence: zone.feePence },
      storageLocation: { id: place.id, name: place.name, address: place.address },
    };
  }

  /**
   * Each zone (retired ones too: they still serve their legs), its city and the city's run lead, and the storage point
   * its runs start from (where it is, and its address for its postcode).
   */
  async zonePlaces(): Promise<ZonePlace[]> {
    return this.em.fork().execute<ZonePlace[]>(
      `select z.id, z.city_id as "cityId", c.run_lead_minutes as "runLeadMinutes", json_build_object('lat', l.lat, 'lng', l.lng, 'address', l.address) as storage
         from delivery_zone z join collection_city c on c.id = z.city_id join collection_location l on l.id = z.storage_location_id order by z.id`,
    );
  }

  async adminData(): Promise<AdminDeliveryData> {
    const em = this.em.fork();
    const [catalog, cities] = await Promise.all([
      loadDeliveryCatalog(em, 'all'),
      em.execute<AdminDeliveryData['cities']>(
        `select c.id, c.name, c.run_lead_minutes as "runLeadMinutes", coalesce((select json_agg(json_build_object('id', l.id, 'name', l.name, 'active', l.active) order by l.id)
                                         from collection_location l where l.city_id = c.id), '[]') as points
           from collection_city c order by c.name`,
      ),
    ]);
    return { ...catalog, cities };
  }
}
