import { type DiscountRule, poundsToPence } from '@luggage/contracts';
import type { CityInput, DiscountInput, LocationInput, StorageItemInput } from '../catalog/index.js';
import type {
  EditDiscountDto,
  SetDiscountDto,
  StoreCityDto,
  StoreLocationDto,
  StoreStorageItemDto,
} from './dto/catalog-admin.dto.js';

/** The spec's request fields (pounds, 'itemDescription', 'title' for a discount) in the catalog's own terms. */

export const storageItemInput = (dto: StoreStorageItemDto): StorageItemInput => ({
  title: dto.title,
  description: dto.itemDescription,
  pricePence: poundsToPence(dto.fullCostPerNight),
});

export const newDiscountInput = (dto: SetDiscountDto): DiscountInput & { rule: DiscountRule | null } => ({
  description: dto.description,
  percentage: dto.discount,
  rule: dto.rule ?? null,
});

export const editedDiscountInput = (dto: EditDiscountDto): DiscountInput => ({ description: dto.title, percentage: dto.discount });

export const cityInput = (dto: StoreCityDto): CityInput => ({ name: dto.city, lat: dto.lat, lng: dto.lng });

export const locationInput = (dto: StoreLocationDto): LocationInput => ({
  cityId: dto.cityId,
  name: dto.location,
  address: dto.address,
  lat: dto.lat,
  lng: dto.lng,
  time: dto.time.slice(0, 5),
});
