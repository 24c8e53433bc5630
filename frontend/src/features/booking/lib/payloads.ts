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
import { toBasketLines, type ChosenItem } from '../../../lib/basket';
import { parseIso, returnDateOf } from './dates';

/** Everything a payload needs, gathered from the wizard state and the catalog. */
export interface BookingDraft {
  chosen: readonly ChosenItem[];
  /** Storage plus the legs' fees. */
  price: BookingQuote;
  nights: number;
  /** A same-day stay's times at the point (nights 0): an end that is an address leg has none (its window stands for it); null for nights. */
  times: Partial<SameDayTimes> | null;
  /** YYYY-MM-DD */
  date: string;
  /** Where the bags are stored: the meeting point, or the zone's storage point for a collection from an address. */
  location: CollectionLocationView;
  legs: LegChoices;
  details: CustomerDetails;
  bookingToken: string;
  /** The partner link the visitor came by: the booking is counted for that partner. */
  partnerCode?: string | null;
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
export const locationLabel = (location: CollectionLocationView, day?: CalendarDate | null, times?: Partial<SameDayTimes> | null): string =>
  `${location.Location} @ ${times?.dropOffTime ?? (day ? handoverTimeOn(pointScheduleOf(location), day) : location.collect_return_time)}`;

/** A same-day stay's times as the requests send them, those of the ends at the point only; nothing for nights. */
function sameDayFields(draft: BookingDraft): Partial<SameDayTimes> {
  if (draft.nights !== 0 || !draft.times) return {};
  const { dropOffTime, pickUpTime } = draft.times;
  return {
    ...(draft.legs.handover?.kind !== 'address' && dropOffTime ? { dropOffTime } : {}),
    ...(draft.legs.giveBack?.kind !== 'address' && pickUpTime ? { pickUpTime } : {}),
  };
}

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
    ...(draft.price.promo ? { promoCode: draft.price.promo.code } : {}),
    ...(draft.partnerCode ? { partnerCode: draft.partnerCode } : {}),
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
    location: locationLabel(draft.location, parseIso(draft.date), draft.nights === 0 ? sameDayFields(draft) : null),
    collectionDate: dashed(draft.date),
    returnDate: formatDashed(returnDate),
    globalTotalCost: penceToPounds(draft.price.totalPence),
    // Spec section 9: the discount sent is the no-discount cost minus the total; both are of storage (fees take none).
    noDiscountCost: penceToPounds(draft.price.storage.noDiscountPence),
    discount: penceToPounds(draft.price.storage.discountPence),
    paymentIntentId,
  };
}
