import { type CollectionCityView, type CollectionLocationView, type DiscountView, penceToPounds, type StorageItemView } from '@luggage/contracts';
import type { CollectionCity, CollectionLocation, Discount, StorageItem } from './entities/index.js';

export function toStorageItemView(item: StorageItem): StorageItemView {
  return {
    id: item.id,
    storage_item: item.title,
    description: item.description,
    price: penceToPounds(item.pricePence),
    code: item.code,
    active: item.active,
  };
}

export function toDiscountView(discount: Discount): DiscountView {
  return { id: discount.id, description: discount.description, discount_percentage: discount.percentage, rule: discount.rule };
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
  };
}

export function toCityView(city: CollectionCity, onlyActiveLocations = true): CollectionCityView {
  const locations = city.locations.getItems().filter((location) => !onlyActiveLocations || location.active);
  return { id: city.id, city: city.name, lat: city.lat, lng: city.lng, get_locations: locations.map(toLocationView) };
}
