import {
  formatIso,
  handoverTimeOn,
  normalisePostcode,
  pointScheduleOf,
  type CalendarDate,
  type CollectionLocationView,
  type DeliveryCatalog,
  type Text,
} from '@luggage/contracts';
import { localised } from '../../../lib/i18n/localised';
import type { AddressLegDraft, LegsDraft } from '../../../lib/legs';

interface LegLinesInput {
  date: CalendarDate | null;
  returnDate: CalendarDate | null;
  /** Where the bags are stored. */
  location: CollectionLocationView | null;
  returnLocation: CollectionLocationView | null;
  legs: LegsDraft;
  delivery: DeliveryCatalog;
}

/** terms:legs.atPoint (legLineTerm's words), the day written by the language and the point's name in it. */
const pointLine = (day: CalendarDate | null, point: CollectionLocationView | null): Text =>
  day && point
    ? {
        key: 'terms:legs.atPoint',
        params: { date: formatIso(day), point: localised(point.Location, point.nameTranslations), time: handoverTimeOn(pointScheduleOf(point), day) },
        days: ['date'],
      }
    : '';

/** terms:legs.collectionFrom / deliveryTo (addressDraftLine's words), or '' before its day and window are known. */
function addressLine(direction: 'collection' | 'return', leg: AddressLegDraft, day: CalendarDate | null, delivery: DeliveryCatalog): Text {
  const window = delivery.windows.find((w) => w.id === leg.windowId);
  if (!day || !window) return '';
  const postcode = normalisePostcode(leg.address.postcode) ?? leg.address.postcode.trim();
  return {
    key: direction === 'collection' ? 'terms:legs.collectionFrom' : 'terms:legs.deliveryTo',
    params: { address: `${leg.address.line1.trim()}, ${postcode}`, date: formatIso(day), window: `${window.start}–${window.end}` },
    days: ['date'],
  };
}

/**
 * The summary's two legs, as terms keys said with useSay(): 'Thu 3 Dec 2026, Bristol Bus Station @ 09:00' at a point,
 * or 'Collection from 12 Royal York Crescent, BS8 4JZ, Thu 3 Dec 2026, 08:00–10:00' at an address; '' when not known yet.
 */
export function legLines({ date, returnDate, location, returnLocation, legs, delivery }: LegLinesInput): { collection: Text; return: Text } {
  const collection = legs.handover === 'address' ? addressLine('collection', legs.collection, date, delivery) : pointLine(date, location);
  const back =
    legs.giveBack === 'address'
      ? addressLine('return', legs.delivery, returnDate, delivery)
      : pointLine(returnDate, legs.giveBack === 'other_point' ? returnLocation : location);
  return { collection, return: back };
}
