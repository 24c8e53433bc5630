import { compareDates, type DiscountRule, formatDashed, type OpeningHours, parseDayMonthYear, type PointClosure, poundsToPence, translationsOf } from '@luggage/contracts';
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
  ...(dto.fullCostPerDay !== undefined && { dayPricePence: poundsToPence(dto.fullCostPerDay) }),
  ...(dto.translations && { nameTranslations: translationsOf(dto.translations, 'title'), descriptionTranslations: translationsOf(dto.translations, 'itemDescription') }),
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
  lat: dto.lat ?? undefined,
  lng: dto.lng ?? undefined,
  time: dto.time.slice(0, 5),
  capacity: dto.capacity,
  instructions: dto.instructions,
  nameTranslations: dto.translations && translationsOf(dto.translations, 'location'),
  instructionsTranslations: dto.translations && translationsOf(dto.translations, 'instructions'),
  openWeekdays: dto.openWeekdays && [...new Set(dto.openWeekdays)].sort((a, b) => a - b),
  weekdayTimes: dto.weekdayTimes && Object.fromEntries(Object.entries(dto.weekdayTimes).map(([day, time]) => [day, time.slice(0, 5)])),
  openingHours: dto.openingHours && withoutSeconds(dto.openingHours),
  leadMinutes: dto.leadMinutes,
  closures: dto.closures && byDate(dto.closures.map((closure) => ({ date: formatDashed(parseDayMonthYear(closure.date)!), note: closure.note.trim() }))),
});

const byDate = (closures: PointClosure[]) => closures.sort((a, b) => compareDates(parseDayMonthYear(a.date)!, parseDayMonthYear(b.date)!));

/** Each day's times as 'HH:mm' (a time input may send seconds), the weekdays in order. */
const withoutSeconds = (hours: OpeningHours): OpeningHours =>
  Object.fromEntries(Object.keys(hours).sort().map((day) => [day, { opens: hours[day].opens.slice(0, 5), closes: hours[day].closes.slice(0, 5) }]));
