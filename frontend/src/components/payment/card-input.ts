import { TEXTS } from '@luggage/contracts';

/** Input helpers and messages for the checkout. */

/** '4242424242424242' -> '4242 4242 4242 4242' (max 19 digits). */
export function formatCardNumber(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** Typing '1228' gives '12 / 28'; deleting back over the separator works because only digits are kept. */
export function formatExpiry(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 4);
  if (digits.length === 1 && Number(digits) > 1) return `0${digits} / `;
  if (digits.length <= 2) return digits;
  return `${digits.slice(0, 2)} / ${digits.slice(2)}`;
}

export const formatCvc = (input: string): string => input.replace(/\D/g, '').slice(0, 4);

/** Said after the spec's 'An unexpected error occurred.', so the customer knows where the payment stands. */
export const PAYMENT_NOT_COMPLETED = 'Your payment was not completed.';

/**
 * Messages shown after a failed payment (spec section 5): the provider's message for card and validation errors,
 * anything else as unexpected, followed by ' Please try again' unless the message already asks for that.
 */
export function paymentErrorMessage(error?: { type?: string; message?: string } | null): string {
  const shown = error && (error.type === 'card_error' || error.type === 'validation_error') ? error.message?.trim() : undefined;
  const message = shown || `${TEXTS.paymentUnexpected} ${PAYMENT_NOT_COMPLETED}`;
  return /\btry again[.!]?$/i.test(message) ? message : `${message}${TEXTS.tryAgainSuffix}`;
}

/** Spec section 4: what a payment intent's status means to the customer on return from a redirect. */
export function paymentStatusMessage(status: string | undefined): string {
  if (status === 'succeeded') return TEXTS.paymentSucceeded;
  if (status === 'processing') return TEXTS.paymentProcessing;
  if (status === 'requires_payment_method') return TEXTS.paymentRequiresMethod;
  return TEXTS.paymentOther;
}

/** Checks made before the test card is sent, worded like the card provider's own validation errors. */
export function incompleteCardMessage(cardNumber: string, expiry: string, cvc: string): string | null {
  if (cardNumber.replace(/\D/g, '').length < 12) return 'Your card number is incomplete.';
  if (!/^\d{2} \/ \d{2}$/.test(expiry)) return "Your card's expiration date is incomplete.";
  if (cvc.length < 3) return "Your card's security code is incomplete.";
  return null;
}
