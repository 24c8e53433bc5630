import { formatReadableDate, type CalendarDate, type CollectionLocationView, type DeliveryCatalog } from '@luggage/contracts';
import { addressDraftLine, type LegsDraft } from '../../../lib/legs';
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

/**
 * The summary's two legs: 'Thu 3 Dec 2026, Bristol Bus Station @ 09:00' at a point, or
 * 'Collection from 12 Royal York Crescent, BS8 4JZ, Thu 3 Dec 2026, 08:00–10:00' at an address.
 */
export function legLines({ date, returnDate, location, returnLocation, legs, delivery }: LegLinesInput): { collection: string; return: string } {
  const collection = legs.handover === 'address' ? addressDraftLine('collection', legs.collection, date, delivery) : pointLine(date, location);
  const back =
    legs.giveBack === 'address'
      ? addressDraftLine('return', legs.delivery, returnDate, delivery)
      : pointLine(returnDate, legs.giveBack === 'other_point' ? returnLocation : location);
  return { collection, return: back };
}
