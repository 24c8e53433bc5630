/** What the booking wizard and the booking API agree on. Money fields in pounds, as the spec's JSON carries them. */
import type { LegChoices } from './booking-legs.js';

/** Spec section 3: a basket line. `price` is the per-night price of one item; `fullItemsPrice` = price x amount. */
export interface BasketLine {
  code: string;
  price: number;
  amount: number;
  fullItemsPrice: number;
  typeName: string;
}

export interface CustomerDetails {
  fullName: string;
  contactNumber: string;
  email: string;
  agreedToTerms: boolean;
}

/**
 * POST /api/stripe-payment-intent. The spec's {currency, totalCost, storageItemsBasket} plus the rest of the
 * booking, so the server can store it as pending_payment before any money moves. The answer body is the
 * client secret (a JSON string). `bookingToken` is made once per wizard run by the browser: asking again with
 * the same token (a retry, or Back and Checkout again) updates that same pending booking and its intent.
 */
export interface PaymentIntentRequest extends CustomerDetails, LegChoices {
  currency: 'gbp';
  totalCost: number;
  storageItemsBasket: BasketLine[];
  /** 1 to 3, or 0 for a same-day stay (with `dropOffTime` and `pickUpTime`). */
  nights: number;
  /** DD-MM-YYYY */
  collectionDate: string;
  locationId: number;
  bookingToken: string;
  /** A same-day stay's drop-off, 'HH:mm' London on the half hour; only with `nights: 0`. */
  dropOffTime?: string;
  /** A same-day stay's pick-up, 'HH:mm' London on the half hour, an hour after the drop-off at least; only with `nights: 0`. */
  pickUpTime?: string;
  /** A promo code (any case); `totalCost` is then the total after it. Absent or '' for none. */
  promoCode?: string;
  /** The partner link's code the visitor came with (`/?partner=CODE`): the booking is counted for that partner, with its discount. */
  partnerCode?: string;
}

/** POST /api/booking: the spec's booking payload plus the payment intent it was paid with. */
export interface BookingRequest {
  fullName: string;
  email: string;
  contactNumber: string;
  storageItemsBasket: BasketLine[];
  /** 0 for a same-day stay (its `returnDate` is its `collectionDate`). */
  nights: number;
  /** location name + ' @ ' + collect/return time */
  location: string;
  /** DD-MM-YYYY */
  collectionDate: string;
  /** DD-MM-YYYY */
  returnDate: string;
  globalTotalCost: number;
  noDiscountCost: number;
  discount: number;
  paymentIntentId: string;
}

export interface BookingResponse {
  name: string;
  bookingReference: string;
  /** The secret of the booking's manage link (/manage/{token}), for the browser that booked: keep it, never log it. */
  manageToken: string;
}

/** `no_show`: confirmed, but not collected by the end of the collection day (set by a timed job; admins may undo it). */
export type BookingStatus = 'pending_payment' | 'confirmed' | 'payment_failed' | 'collected' | 'returned' | 'cancelled' | 'no_show';

/** The payment intent id inside a client secret: 'pi_123_secret_abc' -> 'pi_123'. */
export function paymentIntentIdFromSecret(clientSecret: string): string {
  const index = clientSecret.indexOf('_secret_');
  return index === -1 ? clientSecret : clientSecret.slice(0, index);
}

/** Offline test provider (no Stripe keys): POST /api/test-payments/{intentId}/confirm. */
export interface TestCardConfirmRequest {
  clientSecret: string;
  cardNumber: string;
  /** MM / YY */
  expiry: string;
  cvc: string;
}

/** Offline test provider: POST /api/test-payments/{intentId}/authenticate, the test authentication step. */
export interface TestCardAuthenticateRequest {
  clientSecret: string;
  approve: boolean;
}

/** Shaped like Stripe.js's confirmPayment result, so the checkout handles both providers alike. */
export interface TestPaymentResult {
  status: 'succeeded' | 'processing' | 'requires_action' | 'requires_payment_method';
  error?: { type: 'card_error' | 'validation_error'; message: string };
}
