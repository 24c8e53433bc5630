import {
  ADMIN_LIMITS as L,
  DISCOUNT_RULES,
  type DiscountRule,
  type EditCityRequest,
  type EditDiscountRequest,
  type EditLocationRequest,
  type EditStorageItemRequest,
  type OpeningHours,
  type PointClosure,
  type SetDiscountRequest,
  type StoreCityRequest,
  type StoreLocationRequest,
  type StoreStorageItemRequest,
  type TranslationsInput,
} from '@luggage/contracts';
import { LocationTranslationsDto, StorageItemTranslationsDto } from './translations.dto.js';
import { Coordinate, Id, OptionalChoice, OptionalCoordinateOfPair, OptionalNested, OptionalClosures, OptionalOpeningHours, OptionalWeekdays, OptionalWeekdayTimes, OptionalWholeNumber, OptionalText, OptionalPounds, Pounds, RequiredText, rules, TimeOfDay, WholePercent, WithinOpeningHours } from '../../../shared/validation/rules.js';

/** Bodies of the admin calls of spec section 7, field names as the spec's client sends them. */

export class StoreStorageItemDto implements StoreStorageItemRequest {
  @RequiredText('title', L.titleMax)
  title!: string;

  @RequiredText('item description', L.itemDescriptionMax)
  itemDescription!: string;

  @Pounds('full cost per night', L.priceMinPounds, L.priceMaxPounds)
  fullCostPerNight!: number;

  @OptionalPounds('price for a day', L.priceMinPounds, L.priceMaxPounds)
  fullCostPerDay?: number;

  @OptionalNested('translations field', () => StorageItemTranslationsDto)
  translations?: TranslationsInput<'title' | 'itemDescription'>;
}

export class EditStorageItemDto extends StoreStorageItemDto implements EditStorageItemRequest {
  @Id('storage item id')
  storageItemId!: number;
}

export class SetDiscountDto implements SetDiscountRequest {
  @RequiredText('description', L.discountDescriptionMax)
  description!: string;

  @WholePercent('discount', L.newDiscountMin, L.discountMax)
  discount!: number;

  @OptionalChoice('rule', DISCOUNT_RULES)
  rule?: DiscountRule | null;
}

export class EditDiscountDto implements EditDiscountRequest {
  @Id('discount id')
  discountId!: number;

  /** The spec's client sends the description as `title`. */
  @RequiredText('description', L.discountDescriptionMax)
  title!: string;

  @WholePercent('discount', L.editDiscountMin, L.discountMax)
  discount!: number;
}

export class StoreCityDto implements StoreCityRequest {
  @RequiredText('city', L.cityMax)
  city!: string;

  @Coordinate('latitude', 90)
  lat!: number;

  @Coordinate('longitude', 180)
  lng!: number;
}

export class EditCityDto extends StoreCityDto implements EditCityRequest {
  @Id('city id')
  cityId!: number;
}

export class StoreLocationDto implements StoreLocationRequest {
  @Id('city')
  cityId!: number;

  @RequiredText('location', L.locationMax)
  location!: string;

  @OptionalText('address', L.addressMax)
  address?: string;

  @OptionalCoordinateOfPair('latitude', 90, 'lng')
  lat?: number | null;

  @OptionalCoordinateOfPair('longitude', 180, 'lat')
  lng?: number | null;

  @rules(TimeOfDay('time'), WithinOpeningHours('time'))
  time!: string;

  @OptionalWholeNumber('capacity', L.capacityMin, L.capacityMax)
  capacity?: number;

  @OptionalText('meeting instructions', L.instructionsMax)
  instructions?: string;

  @OptionalNested('translations field', () => LocationTranslationsDto)
  translations?: TranslationsInput<'location' | 'instructions'>;

  @OptionalWeekdays()
  openWeekdays?: number[];

  @OptionalWeekdayTimes()
  weekdayTimes?: Record<string, string>;

  @OptionalClosures()
  closures?: PointClosure[];

  @OptionalOpeningHours()
  openingHours?: OpeningHours;

  @OptionalWholeNumber('lead time', L.leadMinutesMin, L.leadMinutesMax)
  leadMinutes?: number;
}

export class EditLocationDto extends StoreLocationDto implements EditLocationRequest {
  @Id('location id')
  locationId!: number;
}
