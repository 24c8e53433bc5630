import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { type GetDataResponse, type PaymentIntentRequest, quote } from '@luggage/contracts';
import { aLine, aPaymentIntentRequest, demoCatalog, londonDate, sql } from '../support/booking-builders.js';
import { HttpSession } from '../support/http-session.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

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
  /** One bag from one customer of their own (the abuse limits count checkouts per email too). */
  function oneBag(fromDay: number, nights: number): PaymentIntentRequest {
    const discounts = catalog.discount_items.map((d) => ({ rule: d.rule, percentage: d.discount_percentage }));
    const total = quote([{ pricePence: 1000, amount: 1 }], nights, discounts).totalPence / 100;
    const email = `visitor${(visitors += 1)}@example.com`;
    return aPaymentIntentRequest(bristol, { storageItemsBasket: [aLine('SS', 10, 1)], nights, totalCost: total, collectionDate: londonDate(fromDay), email });
  }

  /** Each request from its own visitor (its own CSRF cookie first), then all 50 at once. */
  async function allAtOnce(requests: PaymentIntentRequest[]): Promise<number[]> {
    const visitors = await Promise.all(requests.map(async () => {
      const visitor = new HttpSession(t);
      await visitor.csrf();
      return visitor;
    }));
    const answers = await Promise.all(requests.map((request, i) => visitors[i].post('/api/stripe-payment-intent', request)));
    return answers.map((answer) => answer.status);
  }

  const counted = (night: string) =>
    sql<{ bags: number }>(t, `select coalesce(sum(bags), 0)::int as bags from location_night where location_id = ? and night = to_date(?, 'DD-MM-YYYY')`, [bristol, night]).then(([row]) => row.bags);

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
    const first = await allAtOnce(Array.from({ length: 7 }, () => oneBag(30, 1)));
    expect(first).toEqual(Array(7).fill(200));

    const statuses = await allAtOnce(Array.from({ length: 50 }, () => oneBag(30, 1)));
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s === 409)).toHaveLength(47);
    expect(await counted(night)).toBe(10);
    expect(await held(night)).toBe(10);
  });

  it('never oversells any night when 50 concurrent stays of different lengths overlap', async () => {
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
    expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);
    const nights = [40, 41, 42].map(londonDate);
    const totals = await Promise.all(nights.map(counted));
    for (const [i, night] of nights.entries()) {
      expect(totals[i]).toBeLessThanOrEqual(10);
      expect(await held(night)).toBe(totals[i]);
    }
    // Every request covered night 40, 41 or 42, so each refusal met a full night.
    expect(Math.max(...totals)).toBe(10);
    const stored = await sql<{ n: number }>(t, `select count(*)::int as n from booking where location_id = ? and collection_date >= to_date(?, 'DD-MM-YYYY')`, [bristol, londonDate(40)]);
    expect(stored[0].n).toBe(statuses.filter((s) => s === 200).length);
  });
});
