import {
  addDays,
  type BookingRequest,
  type CollectionLocationView,
  formatDashed,
  type GetDataResponse,
  handoverTimeOn,
  type Language,
  type PartnerBookingRequest,
  type PartnerPayment,
  parseIso,
  penceToPounds,
  pointScheduleOf,
  type Quote,
  type SameDayTimes,
} from '@luggage/contracts';
import { type ChosenItem, quoteFor, toBasketLines } from '../../lib/basket';
import { chosenTimes, NO_TIMES, type SameDayDraft, timesChoice, type TimesChoice } from '../../lib/same-day-times';

/**
 * What the partner's form holds: item counts by code, the date (YYYY-MM-DD), the point, nights (0: a same-day stay,
 * with its drop-off and pick-up times at the point, as the wizard's) and the guest.
 */
export interface GuestForm {
  quantities: Record<string, number>;
  date: string;
  locationId: number | null;
  nights: number;
  times: SameDayDraft;
  fullName: string;
  email: string;
  contactNumber: string;
  guestLanguage: Language;
  partnerReference: string;
  payment: PartnerPayment;
  agreedToTerms: boolean;
  bookingToken: string;
}

export const bookablePoints = (catalog: GetDataResponse): CollectionLocationView[] => catalog.collection_cities.flatMap((city) => city.get_locations);

export { NO_TIMES };

function chosenLines(form: GuestForm, catalog: GetDataResponse): ChosenItem[] {
  return catalog.storage_items.filter((item) => item.active && (form.quantities[item.code] ?? 0) > 0).map((item) => ({ item, amount: form.quantities[item.code] }));
}

/** The storage price by the one quote() the server charges by: by nights, or a same-day stay's day prices (nights 0). */
export function guestQuote(form: GuestForm, catalog: GetDataResponse): Quote {
  return quoteFor(chosenLines(form, catalog), form.nights, catalog.discount_items);
}

/**
 * A same-day stay's times offered at the chosen point on the chosen date (the wizard's timesChoice: the server's rule)
 * and the wanted ones kept where still offered; null for a stay of nights or before the point and date are chosen.
 */
export function guestTimes(form: GuestForm, catalog: GetDataResponse, now: Date = new Date()): TimesChoice | null {
  const point = bookablePoints(catalog).find((candidate) => candidate.id === form.locationId);
  const date = parseIso(form.date);
  if (form.nights !== 0 || !point || !date) return null;
  return timesChoice(pointScheduleOf(point), date, form.times, now);
}

/** The same-day times the requests send (nights 0 and both chosen); nothing for a stay of nights. */
function sameDayFields(form: GuestForm, catalog: GetDataResponse): Partial<SameDayTimes> {
  const chosen = guestTimes(form, catalog)?.chosen;
  return (chosen && chosenTimes(chosen)) ?? {};
}

const dashed = (iso: string) => {
  const date = parseIso(iso);
  return date ? formatDashed(date) : iso;
};

/** POST /api/partner/bookings's body: the wizard's checkout fields for the guest, and the partner's own. */
export function partnerBookingRequest(form: GuestForm, catalog: GetDataResponse): PartnerBookingRequest {
  return {
    fullName: form.fullName.trim(),
    email: form.email.trim(),
    contactNumber: form.contactNumber.trim(),
    agreedToTerms: form.agreedToTerms,
    currency: 'gbp',
    totalCost: penceToPounds(guestQuote(form, catalog).totalPence),
    storageItemsBasket: toBasketLines(chosenLines(form, catalog), form.nights),
    nights: form.nights,
    ...sameDayFields(form, catalog),
    collectionDate: dashed(form.date),
    locationId: form.locationId ?? 0,
    bookingToken: form.bookingToken,
    partnerReference: form.partnerReference.trim() || undefined,
    payment: form.payment,
    guestLanguage: form.guestLanguage,
  };
}

/** POST /api/booking's body once the guest's card paid, as the wizard sends it. */
export function cardBookingRequest(form: GuestForm, catalog: GetDataResponse, paymentIntentId: string): BookingRequest {
  const price = guestQuote(form, catalog);
  const date = parseIso(form.date);
  const point = bookablePoints(catalog).find((p) => p.id === form.locationId);
  return {
    fullName: form.fullName.trim(),
    email: form.email.trim(),
    contactNumber: form.contactNumber.trim(),
    storageItemsBasket: toBasketLines(chosenLines(form, catalog), form.nights),
    nights: form.nights,
    location: point && date ? `${point.Location} @ ${sameDayFields(form, catalog).dropOffTime ?? handoverTimeOn(pointScheduleOf(point), date)}` : '',
    collectionDate: dashed(form.date),
    returnDate: date ? formatDashed(addDays(date, form.nights)) : '',
    globalTotalCost: penceToPounds(price.totalPence),
    noDiscountCost: penceToPounds(price.noDiscountPence),
    discount: penceToPounds(price.discountPence),
    paymentIntentId,
  };
}
