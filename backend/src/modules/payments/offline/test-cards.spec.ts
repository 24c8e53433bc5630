import { describe, expect, it } from '@jest/globals';
import { translate } from '../../../shared/i18n/translate.js';
import { CARD_MESSAGES, cardMessageKey, inRequestLanguage, judgeTestCard } from './test-cards.js';

const today = { year: 2026, month: 11, day: 23 };
const card = (cardNumber: string, expiry = '12 / 30', cvc = '123') => judgeTestCard({ cardNumber, expiry, cvc }, today);

describe(judgeTestCard.name, () => {
  it.each([
    ['4242 4242 4242 4242', { outcome: 'succeeded' }],
    ['4242424242424242', { outcome: 'succeeded' }],
    ['4000 0025 0000 3155', { outcome: 'requires_action' }],
    ['4000 0000 0000 0002', { outcome: 'declined', error: { type: 'card_error', message: 'Your card was declined.' } }],
    ['4000 0000 0000 9995', { outcome: 'declined', error: { type: 'card_error', message: 'Your card has insufficient funds.' } }],
    ['5555 5555 5555 4444', { outcome: 'declined', error: { type: 'card_error', message: 'Your card number is incorrect.' } }],
  ])('judges the test card %s', (number, expected) => {
    expect(card(number)).toEqual(expected);
  });

  it.each(['', '4242', '4242 4242 4242 424a', '4242-4242-4242-4242', '42424242424242424242'])('calls %p an incomplete number', (number) => {
    expect(card(number)).toEqual({ outcome: 'invalid', error: { type: 'validation_error', message: CARD_MESSAGES.numberIncomplete } });
  });

  it.each([
    ['', CARD_MESSAGES.expiryIncomplete],
    ['1', CARD_MESSAGES.expiryIncomplete],
    ['13 / 30', CARD_MESSAGES.expiryIncomplete],
    ['00 / 30', CARD_MESSAGES.expiryIncomplete],
    ['12 / 25', CARD_MESSAGES.expiryYearPast],
    ['10 / 26', CARD_MESSAGES.expiryDatePast],
    ['12 / 2099', CARD_MESSAGES.expiryYearInvalid],
  ])('refuses the expiry %p', (expiry, message) => {
    expect(card('4242424242424242', expiry)).toEqual({ outcome: 'invalid', error: { type: 'validation_error', message } });
  });

  it.each(['11 / 26', '11/26', '01 / 2027'])('accepts the expiry %p (valid to the end of its month)', (expiry) => {
    expect(card('4242424242424242', expiry)).toEqual({ outcome: 'succeeded' });
  });

  it.each(['', '12', '12345', 'abc'])('refuses the security code %p', (cvc) => {
    expect(card('4242424242424242', '12 / 30', cvc).outcome).toBe('invalid');
  });

  it('reports the first problem in the form order: number before expiry before security code', () => {
    expect(judgeTestCard({ cardNumber: '42', expiry: '', cvc: '' }, today)).toMatchObject({ error: { message: CARD_MESSAGES.numberIncomplete } });
    expect(judgeTestCard({ cardNumber: '4242424242424242', expiry: '', cvc: '' }, today)).toMatchObject({
      error: { message: CARD_MESSAGES.expiryIncomplete },
    });
  });
});

describe(inRequestLanguage.name, () => {
  it('keeps English as Stripe words it, the very catalogue sentences', () => {
    for (const [name, message] of Object.entries(CARD_MESSAGES)) {
      expect(translate('en-GB', cardMessageKey(name as keyof typeof CARD_MESSAGES))).toBe(message);
    }
  });

  it("says a card's message in the request's language and leaves other results alone", () => {
    const declined = { status: 'requires_payment_method', error: { type: 'card_error', message: CARD_MESSAGES.declined } } as const;
    expect(inRequestLanguage(declined, 'fr')).toEqual({ ...declined, error: { type: 'card_error', message: 'Votre carte a été refusée.' } });
    expect(inRequestLanguage(declined, 'en-GB')).toEqual(declined);
    expect(inRequestLanguage({ status: 'succeeded' }, 'de')).toEqual({ status: 'succeeded' });
  });
});
