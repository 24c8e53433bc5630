import type { CalendarDate, Language, TestCardConfirmRequest, TestPaymentResult } from '@luggage/contracts';
import { translate } from '../../../shared/i18n/translate.js';

type PaymentError = NonNullable<TestPaymentResult['error']>;

/** What the offline provider decides about a card, the way Stripe decides about its published test cards. */
export type CardJudgement =
  | { outcome: 'invalid'; error: PaymentError }
  | { outcome: 'succeeded'; refundFails?: true }
  | { outcome: 'requires_action' }
  | { outcome: 'declined'; error: PaymentError };

export const TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  requiresAuthentication: '4000002500003155',
  /** Stripe's card whose payment succeeds and whose refunds fail. */
  refundFails: '4000000000005126',
} as const;

/**
 * The card messages in English, as Stripe words them: what the intent records (operators read English). The customer
 * reads them in the request's language (`inRequestLanguage`): each is `checkout:card.<name>` in the catalogues.
 */
export const CARD_MESSAGES = {
  numberIncomplete: 'Your card number is incomplete.',
  numberIncorrect: 'Your card number is incorrect.',
  expiryIncomplete: "Your card's expiration date is incomplete.",
  expiryYearPast: "Your card's expiration year is in the past.",
  expiryDatePast: "Your card's expiration date is in the past.",
  expiryYearInvalid: "Your card's expiration year is invalid.",
  cvcIncomplete: "Your card's security code is incomplete.",
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  authenticationFailed: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
} as const;

type CardMessageName = keyof typeof CARD_MESSAGES;
const NAME_OF_MESSAGE = new Map<string, CardMessageName>(Object.entries(CARD_MESSAGES).map(([name, message]) => [message, name as CardMessageName]));

export const cardMessageKey = (name: CardMessageName): string => `checkout:card.${name}`;

/** A result with its card message in `language`, as Stripe.js gives its messages in the Elements' locale. */
export function inRequestLanguage(result: TestPaymentResult, language: Language): TestPaymentResult {
  const name = result.error && NAME_OF_MESSAGE.get(result.error.message);
  if (!result.error || !name) return result;
  return { ...result, error: { ...result.error, message: translate(language, cardMessageKey(name)) } };
}

const invalid = (message: string): CardJudgement => ({ outcome: 'invalid', error: { type: 'validation_error', message } });
const declined = (message: string): CardJudgement => ({ outcome: 'declined', error: { type: 'card_error', message } });

/** Checks the fields in the card form's order (number, expiry, security code), then the card itself. */
export function judgeTestCard(card: Pick<TestCardConfirmRequest, 'cardNumber' | 'expiry' | 'cvc'>, today: CalendarDate): CardJudgement {
  const number = card.cardNumber.replace(/\s/g, '');
  if (!/^\d{13,19}$/.test(number)) return invalid(CARD_MESSAGES.numberIncomplete);
  const expiryProblem = checkExpiry(card.expiry, today);
  if (expiryProblem) return invalid(expiryProblem);
  if (!/^\d{3,4}$/.test(card.cvc.trim())) return invalid(CARD_MESSAGES.cvcIncomplete);
  switch (number) {
    case TEST_CARDS.succeeds:
      return { outcome: 'succeeded' };
    case TEST_CARDS.refundFails:
      return { outcome: 'succeeded', refundFails: true };
    case TEST_CARDS.requiresAuthentication:
      return { outcome: 'requires_action' };
    case TEST_CARDS.declined:
      return declined(CARD_MESSAGES.declined);
    case TEST_CARDS.insufficientFunds:
      return declined(CARD_MESSAGES.insufficientFunds);
    default:
      return declined(CARD_MESSAGES.numberIncorrect);
  }
}

/** 'MM / YY' (also 'MM/YY' or a four-digit year); a card is valid to the end of its expiry month. */
function checkExpiry(expiry: string, today: CalendarDate): string | null {
  const match = /^(\d{2})\s*\/\s*(\d{2}|\d{4})$/.exec(expiry.trim());
  if (!match) return CARD_MESSAGES.expiryIncomplete;
  const month = Number(match[1]);
  const year = match[2].length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return CARD_MESSAGES.expiryIncomplete;
  if (year < today.year) return CARD_MESSAGES.expiryYearPast;
  if (year === today.year && month < today.month) return CARD_MESSAGES.expiryDatePast;
  if (year > today.year + 50) return CARD_MESSAGES.expiryYearInvalid;
  return null;
}
