import {
  formatDashed,
  handoverTimeOn,
  pointScheduleOf,
  type CalendarDate,
  penceToPounds,
  type BookingRequest,
  type CollectionLocationView,
  type CustomerDetails,
  type BookingQuote,
  type LegChoices,
  type PaymentIntentRequest,
  type SameDayTimes,
} from '@luggage/contracts';
import { toBasketLines, type ChosenItem } from './basket';
import { parseIso, returnDateOf } from './dates';

/** Everything a payload needs, gathered from the wizard state and the catalog. */
export interface BookingDraft {
  chosen: readonly ChosenItem[];
  /** Storage plus the legs' fees. */
  price: BookingQuote;
  nights: number;
  /** A same-day stay's times (nights 0); null for nights. */
  times: SameDayTimes | null;
  /** YYYY-MM-DD */
  date: string;
  /** Where the bags are stored: the meeting point, or the zone's storage point for a collection from an address. */
  location: CollectionLocationView;
  legs: LegChoices;
  details: CustomerDetails;
  bookingToken: string;
}

const trimmed = (details: CustomerDetails): CustomerDetails => ({
  fullName: details.fullName.trim(),
  contactNumber: details.contactNumber.trim(),
  email: details.email.trim(),
  agreedToTerms: details.agreedToTerms,
});

function dashed(dateIso: string): string {
  const date = parseIso(dateIso);
  if (!date) throw new Error(`Not a calendar date: ${dateIso}`);
  return formatDashed(date);
}

/**
 * Spec section 3: the location as the booking carries it, 'name @ time', with the point's time on `day` when given,
 * or the drop-off time of a same-day stay.
 */
export const locationLabel = (location: CollectionLocationView, day?: CalendarDate | null, times?: SameDayTimes | null): string =>
  `${location.Location} @ ${times ? times.dropOffTime : day ? handoverTimeOn(pointScheduleOf(location), day) : location.collect_return_time}`;

/** A same-day stay's times as the requests send them; nothing for nights. */
const sameDayFields = (draft: BookingDraft): Partial<SameDayTimes> =>
  draft.nights === 0 && draft.times ? { dropOffTime: draft.times.dropOffTime, pickUpTime: draft.times.pickUpTime } : {};

export function paymentIntentRequest(draft: BookingDraft): PaymentIntentRequest {
  return {
    currency: 'gbp',
    totalCost: penceToPounds(draft.price.totalPence),
    storageItemsBasket: toBasketLines(draft.chosen, draft.nights),
    ...trimmed(draft.details),
    nights: draft.nights,
    ...sameDayFields(draft),
    collectionDate: dashed(draft.date),
    locationId: draft.location.id,
    bookingToken: draft.bookingToken,
    ...draft.legs,
  };
}

export function bookingRequest(draft: BookingDraft, paymentIntentId: string): BookingRequest {
  const { fullName, email, contactNumber } = trimmed(draft.details);
  const returnDate = returnDateOf(draft.date, draft.nights);
  if (!returnDate) throw new Error(`Not a calendar date: ${draft.date}`);
  return {
    fullName,
    email,
    contactNumber,
    storageItemsBasket: toBasketLines(draft.chosen, draft.nights),
    nights: draft.nights,
    location: locationLabel(draft.location, parseIso(draft.date), draft.nights === 0 ? draft.times : null),
    collectionDate: dashed(draft.date),
    returnDate: formatDashed(returnDate),
    globalTotalCost: penceToPounds(draft.price.totalPence),
    // Spec section 9: the discount sent is the no-discount cost minus the total; both are of storage (fees take none).
    noDiscountCost: penceToPounds(draft.price.storage.noDiscountPence),
    discount: penceToPounds(draft.price.storage.discountPence),
    paymentIntentId,
  };
}
