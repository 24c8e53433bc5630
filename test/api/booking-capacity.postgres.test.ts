import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { type GetDataResponse, type PaymentIntentRequest, quote } from '@luggage/contracts';
import { aBookingRequest, aLine, aPaymentIntentRequest, bookingByToken, demoCatalog, londonDate, sql } from '../support/booking-builders.js';
import { HttpSession } from '../support/http-session.js';
import { bookAndPay, payWithCard, settledRefunds } from '../support/lifecycle.js';
import { createTestApp, eventually, type TestApp } from '../support/test-app.js';
import { nightBags } from '../support/capacity-counters.js';

jest.setTimeout(120_000);

// PostgreSQL with its connection pool: the requests really run side by side, each in its own transaction.
describe('capacity under concurrent bookings (PostgreSQL)', () => {
  let t: TestApp;
  let catalog: GetDataResponse;
  let bristol: number;

  beforeAll(async () => {
    t = await createTestApp();
    ({ data: catalog, bristolBusStation: bristol } = await demoCatalog(t));
  });
  afterAll(async () => {
    await t?.close();
  });

  let visitors = 0;
  /** `bags` Small Suitcases from one customer of their own (the abuse limits count checkouts per email too). */
  function someBags(fromDay: number, nights: number, bags: number, locationId = bristol): PaymentIntentRequest {
    const discounts = catalog.discount_items.map((d) => ({ rule: d.rule, percentage: d.discount_percentage }));
    const total = quote([{ pricePence: 1000, amount: bags }], nights, discounts).totalPence / 100;
    const email = `visitor${(visitors += 1)}@example.com`;
    return aPaymentIntentRequest(locationId, { storageItemsBasket: [aLine('SS', 10, bags)], nights, totalCost: total, collectionDate: londonDate(fromDay), email });
  }
  const oneBag = (fromDay: number, nights: number) => someBags(fromDay, nights, 1);

  /** Each request from its own visitor (its own address and CSRF cookie first), then all at once. */
  async function checkOutAtOnce(requests: PaymentIntentRequest[]): Promise<{ browser: HttpSession; status: number; secret: string }[]> {
    const visitors = await Promise.all(requests.map(async () => {
      const visitor = new HttpSession(t);
      await visitor.csrf();
      return visitor;
    }));
    const answers = await Promise.all(requests.map((request, i) => visitors[i].post('/api/stripe-payment-intent', request)));
    return answers.map((answer, i) => ({ browser: visitors[i], status: answer.status, secret: answer.body as string }));
  }
  const allAtOnce = async (requests: PaymentIntentRequest[]) => (await checkOutAtOnce(requests)).map((answer) => answer.status);

  const counted = (night: string) =>
    nightBags(t, bristol, night.split('-').reverse().join('-'));

  /** The bags of the bookings that hold theirs on that night, from the bookings themselves. */
  const held = (night: string) =>
    sql<{ bags: number }>(
      t,
      `select coalesce(sum(i.amount), 0)::int as bags from booking b join booking_item i on i.booking_id = b.id
        where b.holds_bags and b.location_id = ? and b.collection_date <= to_date(?, 'DD-MM-YYYY') and b.return_date > to_date(?, 'DD-MM-YYYY')`,
      [bristol, night, night],
    ).then(([row]) => row.bags);

  it('sells the last 3 bags of a night exactly once among 50 concurrent requests', async () => {
    await sql(t, 'update collection_location set capacity = 10 where id = ?', [bristol]);
    const night = londonDate(30);
    await Promise.all(Array.from({ length: 7 }, () => bookAndPay(t, bristol, oneBag(30, 1))));

    const statuses = await allAtOnce(Array.from({ length: 50 }, () => oneBag(30, 1)));
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s === 409)).toHaveLength(47);
    expect(await counted(night)).toBe(10);
    expect(await held(night)).toBe(10);
  });

  it('never lets 50 concurrent unpaid stays of different lengths protect more than half of any night', async () => {
    await sql(t, 'update collection_location set capacity = 10 where id = ?', [bristol]);
    const stays: [number, number][] = [
      [40, 1],
      [40, 2],
      [41, 1],
      [40, 3],
      [42, 1],
    ];
    const requests = Array.from({ length: 50 }, (_, i) => oneBag(...stays[i % stays.length]));
    const statuses = await allAtOnce(requests);
    // Protected holds stop at half the capacity, so every other checkout still fits beside them (unprotected).
    expect(statuses).toEqual(Array(50).fill(200));
    const nights = [40, 41, 42].map(londonDate);
    const totals = await Promise.all(nights.map(counted));
    for (const [i, night] of nights.entries()) {
      expect(totals[i]).toBeLessThanOrEqual(5);
      expect(await held(night)).toBe(totals[i]);
    }
    expect(Math.max(...totals)).toBe(5);
    const stored = await sql<{ n: number }>(t, `select count(*)::int as n from booking where location_id = ? and collection_date >= to_date(?, 'DD-MM-YYYY')`, [bristol, londonDate(40)]);
    expect(stored[0].n).toBe(statuses.filter((s) => s === 200).length);
  });

  it('leaves room for a paying customer when twenty addresses each check out 5 bags at a point of 10, first paid first served', async () => {
    await sql(t, 'update collection_location set capacity = 10 where id = ?', [bristol]);
    const night = londonDate(50);
    const requests = Array.from({ length: 20 }, () => someBags(50, 1, 5));
    const checkouts = await checkOutAtOnce(requests);
    expect(checkouts.map((checkout) => checkout.status)).toEqual(Array(20).fill(200));
    expect(await counted(night)).toBe(5);

    const paying = await bookAndPay(t, bristol, someBags(50, 1, 2));
    expect((await bookingByToken(t, paying.request.bookingToken))!.status).toBe('confirmed');
    expect(await counted(night)).toBe(7);

    // A checkout that got no hold pays when its 5 bags no longer fit: refunded at once, and told so.
    const [unprotected] = await sql<{ booking_token: string }>(t, `select booking_token from booking where booking_token in (${requests.map(() => '?').join(', ')}) and not holds_bags limit 1`, requests.map((r) => r.bookingToken));
    const late = requests.findIndex((request) => request.bookingToken === unprotected.booking_token);
    await payWithCard(checkouts[late].browser, checkouts[late].secret);
    const answer = await checkouts[late].browser.post('/api/booking', aBookingRequest(requests[late], checkouts[late].secret));
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe(
      'Your bags no longer fit: other customers paid for the last room at the point on one of your dates before your payment reached us. We are refunding your payment in full and have emailed you.',
    );
    const cancelled = await eventually(() => bookingByToken(t, requests[late].bookingToken), (booking) => booking?.status === 'cancelled');
    expect(await settledRefunds(t, cancelled!.reference, 1)).toEqual([
      { amount_pence: cancelled!.total_pence, state: 'succeeded', requested_by: 'system', reason: 'Paid without a hold; the point was full' },
    ]);
    expect(await counted(night)).toBe(7);
  });

  it('lets the first comer hold the only bag of a one-bag point, and refuses every other comer', async () => {
    await sql(t, 'update collection_location set capacity = 1 where id = ?', [bristol]);
    const night = londonDate(60);
    expect(await allAtOnce([oneBag(60, 1)])).toEqual([200]);
    const statuses = await allAtOnce(Array.from({ length: 10 }, () => oneBag(60, 1)));
    expect(statuses).toEqual(Array(10).fill(409));
    expect(await counted(night)).toBe(1);
    expect(await held(night)).toBe(1);
  });
});
