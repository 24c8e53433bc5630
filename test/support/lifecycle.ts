// Helpers for the booking lifecycle tests: a paid booking with its manage link, the manage calls, the ledger's rows.
import type { ChangeBookingRequest, ManageBookingView, PaymentIntentRequest } from '@luggage/contracts';
import { paymentIntentIdFromSecret } from '@luggage/contracts';
import { aBookingRequest, aPaymentIntentRequest, londonDate, sql } from './booking-builders.js';
import { HttpSession } from './http-session.js';
import { eventually, type TestApp } from './test-app.js';

export const CARDS = { succeeds: '4242 4242 4242 4242', refundFails: '4000 0000 0000 5126' } as const;

export interface PaidBooking {
  reference: string;
  manageToken: string;
  request: PaymentIntentRequest;
  browser: HttpSession;
}

/** A visitor books and pays with a test card (4242 unless told); answers the reference and the manage link's secret. */
export async function bookAndPay(t: TestApp, locationId: number, overrides: Partial<PaymentIntentRequest> = {}, card: string = CARDS.succeeds): Promise<PaidBooking> {
  const browser = new HttpSession(t);
  const request = aPaymentIntentRequest(locationId, { collectionDate: londonDate(5), ...overrides });
  const intent = await browser.post('/api/stripe-payment-intent', request);
  if (intent.status !== 200) throw new Error(`payment intent answered ${intent.status}: ${JSON.stringify(intent.body)}`);
  const secret = intent.body as string;
  await payWithCard(browser, secret, card);
  const booked = await browser.post('/api/booking', aBookingRequest(request, secret));
  if (booked.status !== 200) throw new Error(`booking answered ${booked.status}: ${JSON.stringify(booked.body)}`);
  const body = booked.body as { bookingReference: string; manageToken: string };
  return { reference: body.bookingReference, manageToken: body.manageToken, request, browser };
}

/** The offline provider's card form, as the wizard and the manage page post it. */
export async function payWithCard(browser: HttpSession, clientSecret: string, card: string = CARDS.succeeds): Promise<void> {
  const paid = await browser.post(`/api/test-payments/${paymentIntentIdFromSecret(clientSecret)}/confirm`, { clientSecret, cardNumber: card, expiry: '12 / 34', cvc: '123' });
  if ((paid.body as { status?: string }).status !== 'succeeded') throw new Error(`test card answered ${JSON.stringify(paid.body)}`);
}

export async function manageView(t: TestApp, token: string): Promise<ManageBookingView> {
  const response = await t.request().get(`/api/manage/${token}`);
  if (response.status !== 200) throw new Error(`manage answered ${response.status}: ${JSON.stringify(response.body)}`);
  return response.body as ManageBookingView;
}

/** The booking as a change request: same date, nights, point and items unless overridden. */
export function sameBooking(view: ManageBookingView, overrides: Partial<ChangeBookingRequest> = {}): ChangeBookingRequest {
  return {
    collectionDate: view.collectionDate,
    nights: view.nights,
    locationId: view.location.id,
    items: view.items.map(({ code, amount }) => ({ code, amount })),
    ...overrides,
  };
}

export interface RefundRow {
  amount_pence: number;
  state: string;
  requested_by: string;
  reason: string;
}

export async function refundsOf(t: TestApp, reference: string): Promise<RefundRow[]> {
  return sql<RefundRow>(
    t,
    'select r.amount_pence, r.state, r.requested_by, r.reason from refund r join booking b on b.id = r.booking_id where b.reference = ? order by r.id',
    [reference],
  );
}

/** Waits until the booking's refunds have all left 'pending' (the refund job ran), then answers them. */
export async function settledRefunds(t: TestApp, reference: string, count: number): Promise<RefundRow[]> {
  return eventually(
    () => refundsOf(t, reference),
    (rows) => rows.length >= count && rows.every((row) => row.state !== 'pending'),
    20_000,
  );
}

/** Sets the cancellation policy directly in the database (the admin API is tested on its own). */
export async function setPolicy(t: TestApp, freeCancellationHours: number, lateRefundPercent: number): Promise<void> {
  await sql(t, 'update cancellation_policy set free_cancellation_hours = ?, late_refund_percent = ? where id = 1', [freeCancellationHours, lateRefundPercent]);
}
