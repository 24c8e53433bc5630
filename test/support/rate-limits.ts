// The abuse limits, from outside: one request per row of RATE_LIMITS, sent as a given client naming a given subject.
import { expect } from '@jest/globals';
import { tooManyAttempts } from '@luggage/contracts';
import { RATE_LIMITS, type RateLimitName } from '../../backend/src/shared/rate-limits/index.js';
import { aCustomer } from './accounts.js';
import { HttpSession } from './http-session.js';
import type { TestApp } from './test-app.js';

type Answer = { status: number; headers: Record<string, string>; body: { message?: string } };

/**
 * A request that counts against the row: the body holds only what the limit reads (so the answer is a quick 422 or
 * 404 after the count), `subject` being the email, reference, manage link or payment intent it names.
 * Resend verification and email change need a signed-in session: `signedIn` gives one.
 */
export async function hit(t: TestApp, row: RateLimitName, client: string, subject: string, signedIn?: HttpSession): Promise<Answer> {
  const browser = signedIn ?? new HttpSession(t, client);
  const send = async (): Promise<Answer> => {
    switch (row) {
      case 'register':
        return browser.post('/register', { email: subject });
      case 'forgotPassword':
        return browser.post('/forgot-password', { email: subject });
      case 'resetPassword':
        return browser.post('/reset-password', { email: subject });
      case 'paymentIntent':
        return browser.post('/api/stripe-payment-intent', { email: subject });
      case 'booking':
        return browser.post('/api/booking', { email: subject });
      case 'testCard':
        return browser.post(`/api/test-payments/${subject}/confirm`, {});
      case 'findBooking':
        return browser.post('/api/find-booking', { reference: subject });
      case 'resendVerification':
        return browser.post('/api/email/verification-notification', {});
      case 'emailChange':
        return browser.put('/api/user/email', {});
      case 'manageAction':
        return browser.post(`/api/manage/${subject}/change-quote`, {});
      case 'promoCode':
        return browser.get(`/api/promo-codes/${encodeURIComponent(subject)}`);
      case 'partnerLink':
        return browser.get(`/api/partner-links/${encodeURIComponent(subject)}`);
    }
  };
  return (await send()) as unknown as Answer;
}

let registrations = 0;

/** A new signed-in customer (registered from an address of their own) whose requests then come from `client`. */
export async function signedInAs(t: TestApp, client: string): Promise<HttpSession> {
  registrations += 1;
  const session = new HttpSession(t, `192.0.2.${(registrations % 250) + 1}`);
  const response = await session.post('/register', aCustomer());
  if (response.status !== 201) throw new Error(`register answered ${response.status}: ${JSON.stringify(response.body)}`);
  return session.as(client);
}

/** 429, Retry-After within the window, and the SPA's words with that wait. */
export function expectLimited(answer: Answer, windowSeconds: number): void {
  expect({ status: answer.status, message: answer.body.message }).toMatchObject({ status: 429 });
  const seconds = Number(answer.headers['retry-after']);
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThanOrEqual(windowSeconds);
  expect(answer.body).toEqual({ message: tooManyAttempts(seconds) });
}

export const rows = Object.keys(RATE_LIMITS) as RateLimitName[];
export { RATE_LIMITS };
