import {
  formatIso,
  handoverTimeOn,
  pointScheduleOf,
  type CalendarDate,
  type CollectionLocationView,
  type DeliveryCatalog,
  type Text,
} from '@luggage/contracts';
import { localised } from '../../../lib/i18n/localised';
import { addressDraftLine, type LegsDraft } from '../../../lib/legs';

interface LegLinesInput {
  date: CalendarDate | null;
  returnDate: CalendarDate | null;
  /** Where the bags are stored. */
  location: CollectionLocationView | null;
  returnLocation: CollectionLocationView | null;
  legs: LegsDraft;
  delivery: DeliveryCatalog;
  /** A same-day stay's drop-off time: the collection line's time instead of the point's handover time. */
  dropOffTime?: string | null;
}

/** terms:legs.atPoint (legLineTerm's words), the day written by the language and the point's name in it. */
const pointLine = (day: CalendarDate | null, point: CollectionLocationView | null, time?: string | null): Text =>
  day && point
    ? {
        key: 'terms:legs.atPoint',
        params: { date: formatIso(day), point: localised(point.Location, point.nameTranslations), time: time ?? handoverTimeOn(pointScheduleOf(point), day) },
        days: ['date'],
      }
    : '';

/**
 * The summary's two legs, as terms keys said with useSay(): 'Thu 3 Dec 2026, Bristol Bus Station @ 09:00' at a point,
 * or 'Collection from 12 Royal York Crescent, BS8 4JZ, Thu 3 Dec 2026, 08:00–10:00' at an address; '' when not known yet.
 */
export function legLines({ date, returnDate, location, returnLocation, legs, delivery, dropOffTime }: LegLinesInput): { collection: Text; return: Text } {
  const collection = legs.handover === 'address' ? addressDraftLine('collection', legs.collection, date, delivery) : pointLine(date, location, dropOffTime);
  const back =
    legs.giveBack === 'address'
      ? addressDraftLine('return', legs.delivery, returnDate, delivery)
      : pointLine(returnDate, legs.giveBack === 'other_point' ? returnLocation : location);
  return { collection, return: back };
}
