import {
  addDays,
  type BasketLine,
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
  poundsToPence,
  quote,
  type Quote,
} from '@luggage/contracts';

/** What the partner's form holds: item counts by code, the date (YYYY-MM-DD), the point, nights and the guest. */
export interface GuestForm {
  quantities: Record<string, number>;
  date: string;
  locationId: number | null;
  nights: number;
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

function chosenLines(form: GuestForm, catalog: GetDataResponse) {
  return catalog.storage_items.filter((item) => item.active && (form.quantities[item.code] ?? 0) > 0).map((item) => ({ item, amount: form.quantities[item.code] }));
}

/** The storage price by the one quote() the server charges by (nights only: no same-day stay on this page). */
export function guestQuote(form: GuestForm, catalog: GetDataResponse): Quote {
  const lines = chosenLines(form, catalog).map(({ item, amount }) => ({ pricePence: poundsToPence(item.price), amount }));
  return quote(lines, form.nights, catalog.discount_items.map((d) => ({ rule: d.rule, percentage: d.discount_percentage })));
}

function basket(form: GuestForm, catalog: GetDataResponse): BasketLine[] {
  return chosenLines(form, catalog).map(({ item, amount }) => ({
    code: item.code,
    price: item.price,
    amount,
    fullItemsPrice: penceToPounds(poundsToPence(item.price) * amount),
    typeName: item.storage_item,
  }));
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
    storageItemsBasket: basket(form, catalog),
    nights: form.nights,
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
    storageItemsBasket: basket(form, catalog),
    nights: form.nights,
    location: point && date ? `${point.Location} @ ${handoverTimeOn(pointScheduleOf(point), date)}` : '',
    collectionDate: dashed(form.date),
    returnDate: date ? formatDashed(addDays(date, form.nights)) : '',
    globalTotalCost: penceToPounds(price.totalPence),
    noDiscountCost: penceToPounds(price.noDiscountPence),
    discount: penceToPounds(price.discountPence),
    paymentIntentId,
  };
}
