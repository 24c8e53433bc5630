import { type GetDataResponse, type PaymentIntentRequest, quote } from '@luggage/contracts';
import { aBookingRequest, aLine, aPaymentIntentRequest, londonDate, sql } from './booking-builders.js';
import { HttpSession } from './http-session.js';
import { payWithCard } from './lifecycle.js';
import type { TestApp } from './test-app.js';

/** `bags` Small Suitcases (£6.00 for the day) at `locationId` on the date `day` days ahead, priced as the server prices a day. */
export function dayStayRequest(catalog: GetDataResponse, locationId: number, bags: number, day: number, times: { dropOffTime: string; pickUpTime: string }, overrides: Partial<PaymentIntentRequest> = {}): PaymentIntentRequest {
  const discounts = catalog.discount_items.map((d) => ({ rule: d.rule, percentage: d.discount_percentage }));
  const total = quote([{ pricePence: 1000, dayPricePence: 600, amount: bags }], 0, discounts).totalPence / 100;
  return aPaymentIntentRequest(locationId, { storageItemsBasket: [aLine('SS', 6, bags, { typeName: 'Small Suitcase' })], nights: 0, ...times, totalCost: total, collectionDate: londonDate(day), ...overrides });
}

/**
 * Each request checked out, paid with the test card and booked by a visitor of its own, all at once, visitor i on
 * `apps[i % apps.length]` (two API instances share one database); a refusal at any step ends that visitor's try.
 */
export async function bookAllAtOnce(apps: readonly TestApp[], requests: readonly PaymentIntentRequest[]): Promise<void> {
  const visitors = await Promise.all(requests.map(async (_, i) => {
    const visitor = new HttpSession(apps[i % apps.length]);
    await visitor.csrf();
    return visitor;
  }));
  await Promise.all(requests.map(async (request, i) => {
    const intent = await visitors[i].post('/api/stripe-payment-intent', request);
    if (intent.status !== 200) return;
    await payWithCard(visitors[i], intent.body as string);
    await visitors[i].post('/api/booking', aBookingRequest(request, intent.body as string));
  }));
}

/** The bags of the paid bookings at `locationId` on `isoDate` (YYYY-MM-DD), from the bookings themselves. */
export async function paidBagsOn(t: TestApp, locationId: number, isoDate: string): Promise<number> {
  const [row] = await sql<{ bags: number }>(
    t,
    `select coalesce(sum(i.amount), 0)::int as bags from booking b join booking_item i on i.booking_id = b.id
      where b.location_id = ? and b.collection_date = ?::date and b.status = 'confirmed'`,
    [locationId, isoDate],
  );
  return row.bags;
}
