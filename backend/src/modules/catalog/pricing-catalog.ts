import type { EntityManager } from '@mikro-orm/postgresql';
import type { QuoteDiscount } from '@luggage/contracts';
import { CollectionLocation, Discount, StorageItem } from './entities/index.js';

/** A bookable storage item as pricing needs it. */
export interface PricedItem {
  id: number;
  code: string;
  title: string;
  pricePence: number;
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
  cityName: string;
  /** 'HH:mm' */
  collectReturnTime: string;
}

export async function loadPricingCatalog(em: EntityManager): Promise<PricingCatalog> {
  const [items, discounts] = await Promise.all([
    em.find(StorageItem, { active: true }),
    em.find(Discount, { active: true, rule: { $ne: null } }),
  ]);
  return {
    items: new Map(items.map((item) => [item.code, { id: item.id, code: item.code, title: item.title, pricePence: item.pricePence }])),
    discounts: discounts.map((discount) => ({ rule: discount.rule, percentage: discount.percentage })),
  };
}

export async function loadActiveLocation(em: EntityManager, id: number): Promise<BookableLocation | null> {
  const location = await em.findOne(CollectionLocation, { id, active: true }, { populate: ['city'] });
  if (!location) return null;
  return { id: location.id, name: location.name, address: location.address, cityName: location.city.name, collectReturnTime: location.collectReturnTime };
}
