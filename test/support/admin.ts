// An admin for API tests: the accounts module creates ADMIN_EMAIL at start; the test signs in through POST /login.
import { type PaymentIntentRequest, paymentIntentIdFromSecret } from '@luggage/contracts';
import { aBookingRequest, aPaymentIntentRequest, londonDate } from './booking-builders.js';
import { HttpSession } from './http-session.js';
import { createTestApp, type TestApp, type TestAppOptions } from './test-app.js';

export const ADMIN = { email: 'olivia.admin@example.com', password: 'admin password 123', name: 'Olivia Stone' } as const;

export const ADMIN_ENV = { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, ADMIN_NAME: ADMIN.name };

/** A test app that has an admin account. */
export function createAdminTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  return createTestApp({ ...options, env: { ...ADMIN_ENV, ...options.env } });
}

/** A browser-like session signed in as the admin. */
export async function adminSession(t: TestApp): Promise<HttpSession> {
  const session = new HttpSession(t);
  const response = await session.post('/login', { email: ADMIN.email, password: ADMIN.password });
  if (response.status !== 200) throw new Error(`admin login answered ${response.status}: ${JSON.stringify(response.body)}`);
  return session;
}

/**
 * A visitor books and pays with the offline test card (4242), as docs/api.md describes; answers the reference.
 * Defaults: a Small and a Medium suitcase for 2 nights (£36.45) at `locationId`, collected tomorrow in London
 * (today's handover at a demo point may already have passed when the test runs, and such a day is refused).
 */
export async function bookAsVisitor(t: TestApp, locationId: number, overrides: Partial<PaymentIntentRequest> = {}): Promise<string> {
  const visitor = new HttpSession(t);
  const request = aPaymentIntentRequest(locationId, { collectionDate: londonDate(1), ...overrides });
  const intent = await visitor.post('/api/stripe-payment-intent', request);
  if (intent.status !== 200) throw new Error(`payment intent answered ${intent.status}: ${JSON.stringify(intent.body)}`);
  const secret = intent.body as string;
  const intentId = paymentIntentIdFromSecret(secret);
  const paid = await visitor.post(`/api/test-payments/${intentId}/confirm`, { clientSecret: secret, cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' });
  if ((paid.body as { status?: string }).status !== 'succeeded') throw new Error(`test card answered ${JSON.stringify(paid.body)}`);
  const booked = await visitor.post('/api/booking', aBookingRequest(request, secret));
  if (booked.status !== 200) throw new Error(`booking answered ${booked.status}: ${JSON.stringify(booked.body)}`);
  return (booked.body as { bookingReference: string }).bookingReference;
}
