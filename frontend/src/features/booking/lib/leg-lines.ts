import {
  addressLegLine,
  formatReadableDate,
  normalisePostcode,
  type CalendarDate,
  type CollectionLocationView,
  type DeliveryCatalog,
  type LegDirection,
} from '@luggage/contracts';
import type { AddressLegDraft, LegsDraft } from '../../../lib/legs';
import { locationLabel } from './payloads';

interface LegLinesInput {
  date: CalendarDate | null;
  returnDate: CalendarDate | null;
  /** Where the bags are stored. */
  location: CollectionLocationView | null;
  returnLocation: CollectionLocationView | null;
  legs: LegsDraft;
  delivery: DeliveryCatalog;
}

const pointLine = (day: CalendarDate | null, point: CollectionLocationView | null): string =>
  day && point ? `${formatReadableDate(day)}, ${locationLabel(point, day)}` : '';

function addressLine(direction: LegDirection, leg: AddressLegDraft, day: CalendarDate | null, delivery: DeliveryCatalog): string {
  const window = delivery.windows.find((w) => w.id === leg.windowId);
  if (!day || !window) return '';
  const postcode = normalisePostcode(leg.address.postcode) ?? leg.address.postcode.trim();
  return addressLegLine(direction, { line1: leg.address.line1.trim(), postcode }, formatReadableDate(day), window);
}

/**
 * The summary's two legs: 'Thu 3 Dec 2026, Bristol Bus Station @ 09:00' at a point, or
 * 'Collection from 12 Royal York Crescent, BS8 4JZ, Thu 3 Dec 2026, 08:00–10:00' at an address.
 */
export function legLines({ date, returnDate, location, returnLocation, legs, delivery }: LegLinesInput): { collection: string; return: string } {
  const collection = legs.handover === 'address' ? addressLine('collection', legs.collection, date, delivery) : pointLine(date, location);
  const back =
    legs.giveBack === 'address'
      ? addressLine('return', legs.delivery, returnDate, delivery)
      : pointLine(returnDate, legs.giveBack === 'other_point' ? returnLocation : location);
  return { collection, return: back };
}
