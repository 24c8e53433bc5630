import {
  bookingHandoverAt,
  bookingQuote,
  handoverTimeOn,
  parseIso,
  pointScheduleOf,
  type BookingQuote,
  type CalendarDate,
  type PointSchedule,
  type CollectionCityView,
  type CollectionLocationView,
  type GetDataResponse,
  type PartnerLinkView,
  type Quote,
  type SameDayTimes,
  withPartnerDiscount,
} from '@luggage/contracts';
import { chosenItems, quoteFor, type ChosenItem } from '../../../lib/basket';
import { returnDateOf } from './dates';
import { legChoices, legFees, storageLocationId } from '../../../lib/legs';
import type { BookingDraft } from './payloads';
import { chosenTimes, closingTime, type SameDayDraft } from '../../../lib/same-day-times';
import type { WizardState } from './wizard-state';

/** The wizard state read against the catalog: what the steps show and what the payloads are built from. */
export interface BookingView {
  activeItems: GetDataResponse['storage_items'];
  chosen: ChosenItem[];
  /** Storage alone: what the items and nights steps show. */
  quote: Quote;
  /** Storage less a promo code's part plus the legs' fees: the summary's and the payment's total. */
  price: BookingQuote;
  date: CalendarDate | null;
  returnDate: CalendarDate | null;
  city: CollectionCityView | null;
  /** Where the bags are stored (the meeting point, or the zone's storage point for a collection from an address). */
  location: CollectionLocationView | null;
  /** "At another point": the point of the return. */
  returnLocation: CollectionLocationView | null;
  /** Complete enough to ask for a payment intent: items, date, location. */
  draft: BookingDraft | null;
  /** The handover the cancellation policy counts from (contracts' bookingHandoverAt, the server's rule); null until known. */
  handover: Date | null;
  /**
   * A same-day stay (nights 0): its times once both are chosen at the point, the times of its ends at the point (an
   * address leg's end has none: its window stands for it), and the point's closing time on the date once known.
   */
  sameDay: { times: SameDayTimes | null; atPoint: SameDayDraft; closes: string | null } | null;
}

export function findLocation(catalog: GetDataResponse, id: number | null): CollectionLocationView | null {
  if (id === null) return null;
  for (const city of catalog.collection_cities) {
    const found = city.get_locations.find((location) => location.id === id);
    if (found) return found;
  }
  return null;
}

/** `partner`: the partner link the visitor came by, whose discount the checkout applies (contracts' withPartnerDiscount). */
export function bookingView(state: WizardState, catalog: GetDataResponse, partner: PartnerLinkView | null = null): BookingView {
  const activeItems = catalog.storage_items.filter((item) => item.active);
  const chosen = chosenItems(activeItems, state.quantities);
  const storage = quoteFor(chosen, state.nights, catalog.discount_items);
  const quote = partner ? withPartnerDiscount(storage, partner.discountPercent) : storage;
  const city = catalog.collection_cities.find((c) => c.id === state.cityId) ?? null;
  const location = findLocation(catalog, storageLocationId(state.legs, state.locationId, catalog.delivery));
  const returnLocation = state.legs.giveBack === 'other_point' ? findLocation(catalog, state.legs.returnLocationId) : null;
  const price = bookingQuote(quote, legFees(state.legs, location?.city.id ?? null, returnLocation?.city.id ?? null, catalog.delivery), state.promo);
  const date = state.date ? parseIso(state.date) : null;
  const atPoint: SameDayDraft = {
    dropOffTime: state.legs.handover === 'address' ? null : state.times.dropOffTime,
    pickUpTime: state.legs.giveBack === 'address' ? null : state.times.pickUpTime,
  };
  const closes = location && date ? closingTime(pointScheduleOf(location), date) : null;
  const sameDay = state.nights === 0 ? { times: chosenTimes(atPoint), atPoint, closes } : null;
  const draft =
    chosen.length > 0 && state.date && location
      ? {
          chosen,
          price,
          nights: state.nights,
          times: sameDay && { ...(sameDay.atPoint.dropOffTime ? { dropOffTime: sameDay.atPoint.dropOffTime } : {}), ...(sameDay.atPoint.pickUpTime ? { pickUpTime: sameDay.atPoint.pickUpTime } : {}) },
          date: state.date,
          location,
          legs: legChoices(state.legs),
          details: state.details,
          bookingToken: state.bookingToken,
          partnerCode: partner?.code ?? null,
        }
      : null;
  const handover = handoverOf(state, date, location, catalog, sameDay?.atPoint.dropOffTime ?? undefined);
  const returnDate = returnDateOf(state.date, state.nights);
  return { activeItems, chosen, quote, price, date, returnDate, city, location, returnLocation, draft, handover, sameDay };
}

/** The point's handover time on the day (a same-day stay's drop-off), or the start of the chosen collection window for a collection from an address. */
function handoverOf(state: WizardState, date: CalendarDate | null, location: CollectionLocationView | null, catalog: GetDataResponse, dropOffTime?: string): Date | null {
  if (!date || !location) return null;
  const window = state.legs.handover === 'address' ? catalog.delivery.windows.find((w) => w.id === state.legs.collection.windowId) : undefined;
  if (state.legs.handover === 'address' && !window) return null;
  return bookingHandoverAt(date, { pointTime: dropOffTime ?? handoverTimeOn(pointScheduleOf(location), date), collectionWindowStart: window?.start });
}

/** Each point's city by location id. */
export function pointCities(catalog: GetDataResponse): Map<number, number> {
  return new Map(catalog.collection_cities.flatMap((city) => city.get_locations.map((location) => [location.id, city.id] as const)));
}

/** Each point's days and times by location id, for the collection date checks. */
export function collectionPoints(catalog: GetDataResponse): Map<number, PointSchedule> {
  const points = catalog.collection_cities.flatMap((city) => city.get_locations);
  return new Map(points.map((location) => [location.id, pointScheduleOf(location)]));
}

/** Every id the catalog still offers, for pruning a remembered wizard. */
export function catalogIds(catalog: GetDataResponse): { itemIds: number[]; locationIds: number[] } {
  return {
    itemIds: catalog.storage_items.filter((item) => item.active).map((item) => item.id),
    locationIds: catalog.collection_cities.flatMap((city) => city.get_locations.map((location) => location.id)),
  };
}
