import type { Message, Text } from '@luggage/contracts';

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

/**
 * Whether a provider's message already asks to try again, in any of our languages (Stripe writes its messages in the
 * Elements' locale, the offline provider in the request's language): then nothing is added.
 */
const ASKS_TO_TRY_AGAIN = /(try again|réessay|erneut|intént|intentarlo|intente|重试|再试)[^.!?。！]*[.!?。！]?$/i;

/**
 * Messages shown after a failed payment (spec section 5): the provider's message for card and validation errors,
 * anything else as unexpected ('An unexpected error occurred.' and that the payment was not completed), followed by
 * ' Please try again' unless the message already asks for that.
 */
export function paymentErrorMessage(error?: { type?: string; message?: string } | null): Text {
  const shown = error && (error.type === 'card_error' || error.type === 'validation_error') ? error.message?.trim() : undefined;
  if (!shown) return { key: 'checkout:payment.unexpected' };
  return ASKS_TO_TRY_AGAIN.test(shown) ? shown : { key: 'checkout:payment.pleaseTryAgain', params: { message: shown } };
}

const STATUS_KEYS: Record<string, string> = {
  succeeded: 'checkout:payment.succeeded',
  processing: 'checkout:payment.statusProcessing',
  requires_payment_method: 'checkout:payment.requiresMethod',
};

/** Spec section 4: what a payment intent's status means to the customer on return from a redirect. */
export function paymentStatusMessage(status: string | undefined): Message {
  return { key: (status && STATUS_KEYS[status]) || 'checkout:payment.other' };
}

/** Checks made before the test card is sent, worded like the card provider's own validation errors. */
export function incompleteCardMessage(cardNumber: string, expiry: string, cvc: string): Message | null {
  if (cardNumber.replace(/\D/g, '').length < 12) return { key: 'checkout:card.numberIncomplete' };
  if (!/^\d{2} \/ \d{2}$/.test(expiry)) return { key: 'checkout:card.expiryIncomplete' };
  if (cvc.length < 3) return { key: 'checkout:card.cvcIncomplete' };
  return null;
}
