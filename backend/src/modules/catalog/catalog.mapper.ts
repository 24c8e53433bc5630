import {
  type CollectionCityView,
  type CollectionLocationView,
  compareDates,
  type DiscountView,
  parseDayMonthYear,
  penceToPounds,
  type PointClosure,
  type StorageItemView,
  todayInLondon,
} from '@luggage/contracts';
import type { CollectionCity, CollectionLocation, Discount, StorageItem } from './entities/index.js';

export function toStorageItemView(item: StorageItem): StorageItemView {
  return {
    id: item.id,
    storage_item: item.title,
    description: item.description,
    price: penceToPounds(item.pricePence),
    day_price: penceToPounds(item.dayPricePence),
    code: item.code,
    active: item.active,
    nameTranslations: item.nameTranslations,
    descriptionTranslations: item.descriptionTranslations,
  };
}

export function toDiscountView(discount: Discount): DiscountView {
  return { id: discount.id, description: discount.description, discount_percentage: discount.percentage, rule: discount.rule };
}

/** Closures from today (London) on: the ones gone by mean nothing to a customer. */
function upcoming(closures: PointClosure[], now = new Date()): PointClosure[] {
  const today = todayInLondon(now);
  return closures.filter((closure) => compareDates(parseDayMonthYear(closure.date) ?? today, today) >= 0);
}

export function toLocationView(location: CollectionLocation): CollectionLocationView {
  return {
    id: location.id,
    city: { id: location.city.id, city: location.city.name },
    Location: location.name,
    address: location.address,
    lat: location.lat,
    lng: location.lng,
    collect_return_time: location.collectReturnTime,
    capacity: location.capacity,
    instructions: location.instructions,
    nameTranslations: location.nameTranslations,
    instructionsTranslations: location.instructionsTranslations,
    open_weekdays: location.openWeekdays,
    weekday_times: location.weekdayTimes,
    closures: upcoming(location.closures),
    opening_hours: location.openingHours,
    lead_minutes: location.leadMinutes,
  };
}

export function toCityView(city: CollectionCity, onlyActiveLocations = true): CollectionCityView {
  const locations = city.locations.getItems().filter((location) => !onlyActiveLocations || location.active);
  return { id: city.id, city: city.name, lat: city.lat, lng: city.lng, get_locations: locations.map(toLocationView) };
}
