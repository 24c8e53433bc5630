import { DomainError, NotFoundError } from '../../shared/errors/domain-error.js';

export class DeliveryZoneNotFoundError extends NotFoundError {
  constructor() {
    super('CATALOG.DELIVERY_ZONE_NOT_FOUND', 'Delivery zone not found.');
  }
}

export class DeliveryWindowNotFoundError extends NotFoundError {
  constructor() {
    super('CATALOG.DELIVERY_WINDOW_NOT_FOUND', 'Delivery window not found.');
  }
}

/** A zone or window that bookings' legs name: it can be retired, not deleted. */
export class DeliveryInUseError extends DomainError {
  constructor(message: string) {
    super('CATALOG.DELIVERY_IN_USE', 'conflict', message);
  }
}

const bookingsText = (count: number) => `${count} booking${count === 1 ? '' : 's'}`;

/** Texts of the delivery catalog's checks that need the database (the DTOs hold the rest). */
export const DELIVERY_ADMIN_MESSAGES = {
  cityUnknown: 'The selected city is invalid.',
  districtTaken: ({ district, zone, city }: { district: string; zone: string; city: string }) => `${district} is already in the zone ${zone} (${city}).`,
  pointNotInCity: (city: string) => `Choose a collection point of ${city} to store the bags.`,
  endBeforeStart: 'The end must be after the start.',
  windowTaken: (city: string, label: string) => `${city} already has the window ${label}.`,
  zoneInUse: (zone: string, bookings: number) => `The zone ${zone} has ${bookingsText(bookings)}: retire it for new bookings instead.`,
  windowInUse: (label: string, bookings: number) => `The window ${label} has ${bookingsText(bookings)}: retire it for new bookings instead.`,
  inUse: 'A booking was just made here: retire it for new bookings instead.',
  conflict: 'Another change to the delivery catalog was saved at the same moment. Reload the page and try again.',
} as const;
