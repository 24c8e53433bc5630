import { describe, expect, it } from '@jest/globals';
import { TEXTS } from '@luggage/contracts';
import { formatCardNumber, formatCvc, formatExpiry, incompleteCardMessage, paymentErrorMessage, paymentStatusMessage } from './card-input';

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
    expect(paymentErrorMessage({ type: 'card_error', message: 'Your card was declined.' })).toBe(
      'Your card was declined. Please try again',
    );
    expect(paymentErrorMessage({ type: 'api_error', message: 'boom' })).toBe(
      `${TEXTS.paymentUnexpected} Your payment was not completed. Please try again`,
    );
    expect(paymentErrorMessage(undefined)).toBe('An unexpected error occurred. Your payment was not completed. Please try again');
  });

  it('does not ask twice when the provider’s message already asks to try again', () => {
    const message = 'We are unable to authenticate your payment method. Please choose a different payment method and try again.';
    expect(paymentErrorMessage({ type: 'card_error', message })).toBe(message);
    expect(paymentErrorMessage({ type: 'card_error', message: 'Please try again!' })).toBe('Please try again!');
  });

  it('maps payment statuses to the spec messages', () => {
    expect(paymentStatusMessage('succeeded')).toBe('Payment succeeded!');
    expect(paymentStatusMessage('processing')).toBe('Your payment is processing.');
    expect(paymentStatusMessage('requires_payment_method')).toBe('Your payment was not successful, please try again.');
    expect(paymentStatusMessage('canceled')).toBe('Something went wrong.');
  });
});

describe('incompleteCardMessage', () => {
  it('asks for a whole number, expiry and security code', () => {
    expect(incompleteCardMessage('4242 4242', '12 / 30', '123')).toBe('Your card number is incomplete.');
    expect(incompleteCardMessage('4242 4242 4242 4242', '12', '123')).toBe("Your card's expiration date is incomplete.");
    expect(incompleteCardMessage('4242 4242 4242 4242', '12 / 30', '1')).toBe("Your card's security code is incomplete.");
    expect(incompleteCardMessage('4242 4242 4242 4242', '12 / 30', '123')).toBeNull();
  });
});
