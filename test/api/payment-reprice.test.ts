// Issue 38, item 6: a payment cannot be re-priced once it succeeded. A second checkout of the same token with a dearer
// basket, sent after (or while) the card is confirmed, is refused with 409 and changes nothing, or (sent first) is the
// price the card then pays; either way the booking, the intent and the ledger say what the provider charged, and a
// full cancellation refunds exactly that.
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { type GetDataResponse, type ManageBookingView, type PaymentIntentRequest, paymentIntentIdFromSecret, poundsToPence, quote } from '@luggage/contracts';
import { aBookingRequest, aLine, aPaymentIntentRequest, demoCatalog, londonDate, sql } from '../support/booking-builders.js';
import { HttpSession } from '../support/http-session.js';
import { settledRefunds } from '../support/lifecycle.js';
import { createTestApp, eventually, type TestApp } from '../support/test-app.js';

jest.setTimeout(90_000);

interface Money {
  /** What the provider reported charged (its PaymentSucceeded event). */
  charged: number;
  intent: number;
  booking: number;
  ledger: number;
}

describe('a payment is never re-priced after it succeeded', () => {
  let t: TestApp;
  let data: GetDataResponse;
  let bristol: number;
  let visitors = 0;

  beforeAll(async () => {
    t = await createTestApp();
    ({ data, bristolBusStation: bristol } = await demoCatalog(t));
  });
  afterAll(async () => {
    await t?.close();
  });

  /** The demo basket (£36.45 for two nights), ten days ahead, for a visitor of its own. */
  const cheaper = (): PaymentIntentRequest => aPaymentIntentRequest(bristol, { collectionDate: londonDate(10), email: `reprice${(visitors += 1)}@example.com` });
  /** The same checkout with a second Small Suitcase, priced as the server prices it. */
  function dearer(request: PaymentIntentRequest): PaymentIntentRequest {
    const basket = [aLine('SS', 10, 2, { typeName: 'Small Suitcase' }), aLine('MS', 12.5, 1, { typeName: 'Medium Suitcase' })];
    const discounts = data.discount_items.map((d) => ({ rule: d.rule, percentage: d.discount_percentage }));
    const priced = quote(basket.map((line) => ({ pricePence: poundsToPence(line.price), amount: line.amount })), request.nights, discounts);
    return { ...request, storageItemsBasket: basket, totalCost: priced.totalPence / 100 };
  }

  async function checkout(browser: HttpSession, request: PaymentIntentRequest): Promise<string> {
    const response = await browser.post('/api/stripe-payment-intent', request);
    expect(response.status).toBe(200);
    return response.body as string;
  }
  const confirmCard = (browser: HttpSession, secret: string) =>
    browser.post(`/api/test-payments/${paymentIntentIdFromSecret(secret)}/confirm`, { clientSecret: secret, cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' });

  async function moneyOf(secret: string): Promise<Money> {
    const intentId = paymentIntentIdFromSecret(secret);
    const [row] = await sql<Money>(
      t,
      `select (select (payload->>'amountPence')::int from outbox_event where name = 'PaymentSucceeded' and payload->>'paymentIntentId' = i.id) as charged,
              i.amount_pence as intent, b.total_pence as booking,
              (select coalesce(sum(p.amount_pence), 0)::int from booking_payment p where p.booking_id = b.id) as ledger
         from payment_intent i join booking b on b.payment_intent_id = i.id where i.id = ?`,
      [intentId],
    );
    return row;
  }

  /** POST /api/booking, then the customer's full cancellation: answers the refunds made. */
  async function bookAndCancel(browser: HttpSession, request: PaymentIntentRequest, secret: string): Promise<number> {
    const booked = await browser.post('/api/booking', aBookingRequest(request, secret));
    expect(booked.status).toBe(200);
    const { bookingReference, manageToken } = booked.body as { bookingReference: string; manageToken: string };
    const view = (await t.request().get(`/api/manage/${manageToken}`)).body as ManageBookingView;
    const cancelled = await new HttpSession(t).post(`/api/manage/${manageToken}/cancel`, { expectedRefund: view.actions.cancel.refundAmount });
    expect(cancelled.status).toBe(200);
    const refunds = await settledRefunds(t, bookingReference, 1);
    expect(refunds.every((refund) => refund.state === 'succeeded')).toBe(true);
    return refunds.reduce((sum, refund) => sum + refund.amount_pence, 0);
  }

  it('refuses a dearer re-checkout once the card is confirmed (409, nothing changed), and refunds exactly what was charged', async () => {
    const browser = new HttpSession(t);
    const request = cheaper();
    const secret = await checkout(browser, request);
    expect((await confirmCard(browser, secret)).body).toEqual({ status: 'succeeded' });

    const again = await browser.post('/api/stripe-payment-intent', dearer(request));
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ message: 'This booking has already been paid.' });
    const money = await eventually(() => moneyOf(secret), (m) => m.charged !== null && m.ledger > 0);
    expect(money).toEqual({ charged: 3645, intent: 3645, booking: 3645, ledger: 3645 });
    const [items] = await sql<{ bags: number }>(t, 'select sum(i.amount)::int as bags from booking_item i join booking b on b.id = i.booking_id where b.payment_intent_id = ?', [paymentIntentIdFromSecret(secret)]);
    expect(items).toEqual({ bags: 2 });
    expect(await bookAndCancel(browser, request, secret)).toBe(3645);
  });

  it('whichever comes first, a re-checkout racing the card: the booking, the intent and the ledger say what was charged, and the refund is that', async () => {
    for (let race = 0; race < 6; race += 1) {
      const browser = new HttpSession(t);
      const request = cheaper();
      const secret = await checkout(browser, request);
      const moreExpensive = dearer(request);
      const [paid, again] = await Promise.all([confirmCard(browser, secret), browser.post('/api/stripe-payment-intent', moreExpensive)]);
      expect(paid.body).toEqual({ status: 'succeeded' });
      // Re-priced before the card was confirmed (200: the card paid the new price), or refused after it (409).
      expect([200, 409]).toContain(again.status);
      const money = await eventually(() => moneyOf(secret), (m) => m.charged !== null);
      const price = again.status === 200 ? poundsToPence(moreExpensive.totalCost) : 3645;
      expect(money).toEqual({ charged: price, intent: price, booking: price, ledger: money.ledger });
      expect(await bookAndCancel(browser, again.status === 200 ? moreExpensive : request, secret)).toBe(price);
      expect((await moneyOf(secret)).ledger).toBe(price);
    }
  });
});
