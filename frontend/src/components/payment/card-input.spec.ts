import { describe, expect, it } from '@jest/globals';
import { createInstance } from 'i18next';
import { wordsOf, type Text } from '@luggage/contracts';
import { formatCardNumber, formatCvc, formatExpiry, incompleteCardMessage, paymentErrorMessage, paymentStatusMessage } from './card-input';

const checkout = async (language: string) =>
  ((await import(`../../../../contracts/locales/${language}/checkout.json`, { with: { type: 'json' } })) as { default: object }).default;
const catalogues = createInstance();
void catalogues.init({ resources: { 'en-GB': { checkout: await checkout('en-GB') }, fr: { checkout: await checkout('fr') } }, lng: 'en-GB', initAsync: false, interpolation: { escapeValue: false } });

/** What the customer reads: the Text in English words, as useSay() puts it. */
const english = (text: Text | null) => text && wordsOf(text, 'en-GB', (key, values) => catalogues.t(key, { ...values, lng: 'en-GB' }));
const inFrench = (text: Text) => wordsOf(text, 'fr', (key, values) => catalogues.t(key, { ...values, lng: 'fr' }));

describe('card input', () => {
  it('groups card digits in fours', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4000 0025-0000 3155x')).toBe('4000 0025 0000 3155');
  });

  it('formats the expiry as MM / YY', () => {
    expect(formatExpiry('1228')).toBe('12 / 28');
    expect(formatExpiry('3')).toBe('03 / ');
    expect(formatExpiry('12')).toBe('12');
    expect(formatCvc('12a34')).toBe('1234');
  });

  it('shows card and validation messages, anything else as unexpected and not completed, each with Please try again', () => {
    expect(english(paymentErrorMessage({ type: 'card_error', message: 'Your card was declined.' }))).toBe(
      'Your card was declined. Please try again',
    );
    expect(english(paymentErrorMessage({ type: 'api_error', message: 'boom' }))).toBe(
      'An unexpected error occurred. Your payment was not completed. Please try again',
    );
    expect(english(paymentErrorMessage(undefined))).toBe('An unexpected error occurred. Your payment was not completed. Please try again');
  });

  it('does not ask twice when the provider’s message already asks to try again', () => {
    const message = 'We are unable to authenticate your payment method. Please choose a different payment method and try again.';
    expect(paymentErrorMessage({ type: 'card_error', message })).toBe(message);
    expect(paymentErrorMessage({ type: 'card_error', message: 'Please try again!' })).toBe('Please try again!');
  });

  it('says the same in French, where the message came in French, without asking twice', () => {
    expect(inFrench(paymentErrorMessage({ type: 'card_error', message: 'Votre carte a été refusée.' }))).toBe('Votre carte a été refusée. Veuillez réessayer.');
    const asks = 'Nous ne pouvons pas authentifier votre moyen de paiement. Choisissez-en un autre, puis réessayez.';
    expect(paymentErrorMessage({ type: 'card_error', message: asks })).toBe(asks);
    const incomplete = incompleteCardMessage('4242', '', '');
    expect(incomplete && inFrench(paymentErrorMessage({ type: 'validation_error', message: inFrench(incomplete) }))).toBe(
      'Le numéro de carte est incomplet. Veuillez réessayer.',
    );
  });

  it('maps payment statuses to the spec messages', () => {
    expect(english(paymentStatusMessage('succeeded'))).toBe('Payment succeeded!');
    expect(english(paymentStatusMessage('processing'))).toBe('Your payment is processing.');
    expect(english(paymentStatusMessage('requires_payment_method'))).toBe('Your payment was not successful, please try again.');
    expect(english(paymentStatusMessage('canceled'))).toBe('Something went wrong.');
  });
});

describe('incompleteCardMessage', () => {
  it('asks for a whole number, expiry and security code', () => {
    expect(english(incompleteCardMessage('4242 4242', '12 / 30', '123'))).toBe('Your card number is incomplete.');
    expect(english(incompleteCardMessage('4242 4242 4242 4242', '12', '123'))).toBe("Your card's expiration date is incomplete.");
    expect(english(incompleteCardMessage('4242 4242 4242 4242', '12 / 30', '1'))).toBe("Your card's security code is incomplete.");
    expect(incompleteCardMessage('4242 4242 4242 4242', '12 / 30', '123')).toBeNull();
  });
});
