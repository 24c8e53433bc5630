import { NotFoundError } from '../../shared/errors/domain-error.js';

export class StorageItemNotFoundError extends NotFoundError {
  constructor() {
    super('CATALOG.STORAGE_ITEM_NOT_FOUND', 'Storage item not found.');
  }
}

export class DiscountNotFoundError extends NotFoundError {
  constructor() {
    super('CATALOG.DISCOUNT_NOT_FOUND', 'Discount not found.');
  }
}

export class CollectionLocationNotFoundError extends NotFoundError {
  constructor() {
    super('CATALOG.LOCATION_NOT_FOUND', 'Collection location not found.');
  }
}

/** Texts of the checks that need the database (the DTOs hold the rest). */
export const CATALOG_ADMIN_MESSAGES = {
  cityTaken: 'The city has already been taken.',
  cityUnknown: 'The selected city is invalid.',
  ruleTaken: 'Another discount already applies to that rule.',
  storesZone: (zone: string) => `This point stores the bags of the delivery zone ${zone}: choose another storage point for that zone before moving the point to another city.`,
} as const;
