import { parseIso, pointScheduleOf, type CalendarDate, type PointSchedule, type CollectionCityView, type CollectionLocationView, type GetDataResponse, type Quote } from '@luggage/contracts';
import { chosenItems, quoteFor, type ChosenItem } from './basket';
import { returnDateOf } from './dates';
import type { BookingDraft } from './payloads';
import type { WizardState } from './wizard-state';

/** The wizard state read against the catalog: what the steps show and what the payloads are built from. */
export interface BookingView {
  activeItems: GetDataResponse['storage_items'];
  chosen: ChosenItem[];
  quote: Quote;
  date: CalendarDate | null;
  returnDate: CalendarDate | null;
  city: CollectionCityView | null;
  location: CollectionLocationView | null;
  /** Complete enough to ask for a payment intent: items, date, location. */
  draft: BookingDraft | null;
}

export function findLocation(catalog: GetDataResponse, id: number | null): CollectionLocationView | null {
  if (id === null) return null;
  for (const city of catalog.collection_cities) {
    const found = city.get_locations.find((location) => location.id === id);
    if (found) return found;
  }
  return null;
}

export function bookingView(state: WizardState, catalog: GetDataResponse): BookingView {
  const activeItems = catalog.storage_items.filter((item) => item.active);
  const chosen = chosenItems(activeItems, state.quantities);
  const quote = quoteFor(chosen, state.nights, catalog.discount_items);
  const city = catalog.collection_cities.find((c) => c.id === state.cityId) ?? null;
  const location = findLocation(catalog, state.locationId);
  const date = state.date ? parseIso(state.date) : null;
  const draft =
    chosen.length > 0 && state.date && location
      ? { chosen, quote, nights: state.nights, date: state.date, location, details: state.details, bookingToken: state.bookingToken }
      : null;
  return { activeItems, chosen, quote, date, returnDate: returnDateOf(state.date, state.nights), city, location, draft };
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
