import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { PaymentIntentRequest } from '@luggage/contracts';
import { aLine, aPaymentIntentRequest, bookingByToken, countRows, demoCatalog, londonDate, newBookingToken, sql } from '../support/booking-builders.js';
import { HttpSession } from '../support/http-session.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

jest.setTimeout(60_000);

describe('POST /api/stripe-payment-intent (offline test provider)', () => {
  let t: TestApp;
  let browser: HttpSession;
  let bristol: number;

  const ask = (body: object) => browser.post('/api/stripe-payment-intent', body);
  /** Sends a request that must succeed; answers the client secret. */
  async function accepted(body: object): Promise<string> {
    const response = await ask(body);
    expect(response.status).toBe(200);
    return response.body as string;
  }
  const request = (overrides: Partial<PaymentIntentRequest> = {}) => aPaymentIntentRequest(bristol, overrides);

  /** Sends a request that must be refused with 422, and proves it stored nothing. */
  async function refused(body: PaymentIntentRequest | Record<string, unknown>): Promise<Record<string, string[]>> {
    const before = await countRows(t, 'booking');
    const response = await ask(body);
    expect(response.status).toBe(422);
    expect(response.body.message).toEqual(expect.any(String));
    expect(await countRows(t, 'booking')).toBe(before);
    return response.body.errors as Record<string, string[]>;
  }

  beforeAll(async () => {
    t = await createTestApp();
    browser = new HttpSession(t);
    bristol = (await demoCatalog(t)).bristolBusStation;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('stores a pending booking priced by the server and answers the client secret as a JSON string', async () => {
    const body = request({ email: 'Ann.Example@Example.COM' });
    const response = await ask(body);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.headers['cache-control']).toBe('no-store');
    const secret = response.body as string;
    expect(secret).toMatch(/^opi_[A-Za-z0-9]+_secret_[A-Za-z0-9]+$/);

    const booking = await bookingByToken(t, body.bookingToken);
    expect(booking).toMatchObject({
      status: 'pending_payment',
      email: 'ann.example@example.com',
      total_pence: 3645,
      no_discount_pence: 4500,
      discount_pence: 855,
      payment_intent_id: secret.split('_secret_')[0],
    });
    expect(booking!.reference).toMatch(/^[ABCDEFGHJKMNPQRSTVWXYZ2-9]{8}$/);
    const [intent] = await sql(t, 'select amount_pence, currency, status, idempotency_key from payment_intent where id = ?', [booking!.payment_intent_id]);
    expect(intent).toEqual({ amount_pence: 3645, currency: 'gbp', status: 'requires_payment_method', idempotency_key: `booking-${booking!.id}-v1` });
    const items = await sql(t, 'select code, title, unit_price_pence, amount from booking_item where booking_id = ? order by code', [booking!.id]);
    expect(items).toEqual([
      { code: 'MS', title: 'Medium Suitcase', unit_price_pence: 1250, amount: 1 },
      { code: 'SS', title: 'Small Suitcase', unit_price_pence: 1000, amount: 1 },
    ]);
    const [location] = await sql(t, 'select location_name, location_time, nights from booking where id = ?', [booking!.id]);
    expect(location).toEqual({ location_name: 'Bristol Bus Station', location_time: '09:00', nights: 2 });
    expect(await countRows(t, 'outbox_event', `name = 'BookingRequested' and (payload->>'bookingId')::int = ?`, [booking!.id])).toBe(1);
    expect(await countRows(t, 'booking_status_change', `booking_id = ? and to_status = 'pending_payment'`, [booking!.id])).toBe(1);
  });

  it('refuses a lowered total with the message the wizard shows', async () => {
    const errors = await refused(request({ totalCost: 1 }));
    expect(errors).toEqual({ totalCost: ['The total has changed: please review your booking.'] });
  });

  it('refuses a line whose price was lowered, even when the total agrees with it', async () => {
    const errors = await refused(request({ storageItemsBasket: [aLine('SS', 0.01, 1)], nights: 1, totalCost: 0.01 }));
    expect(errors).toEqual({ 'storageItemsBasket.0.price': ['The price of Small Suitcase has changed: please review your booking.'] });
  });

  it('ignores prices the client adds of its own: the intent carries the server amount', async () => {
    const body = {
      ...request({ storageItemsBasket: [{ ...aLine('SS', 10, 1), unitAmount: 1 } as never], nights: 1, totalCost: 10 }),
      amount: 1,
      amountPence: 1,
      total_pence: 1,
    };
    const response = await ask(body);
    expect(response.status).toBe(200);
    const booking = await bookingByToken(t, body.bookingToken);
    expect(booking!.total_pence).toBe(1000);
    const [intent] = await sql(t, 'select amount_pence from payment_intent where id = ?', [booking!.payment_intent_id]);
    expect(intent.amount_pence).toBe(1000);
  });

  it('refuses an inactive item and an item the catalog does not have', async () => {
    await sql(t, `update storage_item set active = false where code = 'OS'`);
    try {
      const errors = await refused(request({ storageItemsBasket: [aLine('SS', 10, 1), aLine('OS', 20, 1)], nights: 1, totalCost: 27 }));
      expect(errors).toEqual({ 'storageItemsBasket.1.code': ['This item is not available for booking.'] });
      const unknown = await refused(request({ storageItemsBasket: [aLine('ZZ', 10, 1)], nights: 1, totalCost: 10 }));
      expect(unknown).toEqual({ 'storageItemsBasket.0.code': ['This item is not available for booking.'] });
    } finally {
      await sql(t, `update storage_item set active = true where code = 'OS'`);
    }
  });

  it('refuses an unknown or inactive location', async () => {
    expect(await refused(request({ locationId: 999_999 }))).toEqual({ locationId: ['The selected location is not available for booking.'] });
    await sql(t, 'update collection_location set active = false where id = ?', [bristol]);
    try {
      expect(await refused(request())).toEqual({ locationId: ['The selected location is not available for booking.'] });
    } finally {
      await sql(t, 'update collection_location set active = true where id = ?', [bristol]);
    }
  });

  it.each([
    ['yesterday', londonDate(-1), 'The collection date cannot be in the past.'],
    ['more than a year ahead', londonDate(366), 'The collection date must be within the next 365 days.'],
    ['a date that does not exist', '31-02-2027', 'The date must be a real date written DD-MM-YYYY.'],
    ['the ISO form', '2027-02-01', 'The date must be a real date written DD-MM-YYYY.'],
  ])('refuses a collection date %s', async (_label, collectionDate, message) => {
    expect(await refused(request({ collectionDate }))).toEqual({ collectionDate: [message] });
  });

  // Today is taken while the point's handover time has not passed: test/api/booking-collection-dates.test.ts.

  it.each([6, -1, 2.5, '2'])('refuses the quantity %p', async (amount) => {
    const errors = await refused(request({ storageItemsBasket: [aLine('SS', 10, 1), { ...aLine('MS', 12.5, 1), amount: amount as number }] }));
    expect(errors).toEqual({ 'storageItemsBasket.1.amount': ['The quantity must be from 0 to 5.'] });
  });

  it.each([-1, 4, 1.5])('refuses %p nights', async (nights) => {
    expect(await refused(request({ nights }))).toEqual({ nights: ['The number of nights must be from 1 to 3, or 0 for a same-day stay.'] });
  });

  it('takes 0 nights only as a same-day stay, with its drop-off and pick-up times', async () => {
    expect(await refused(request({ nights: 0 }))).toEqual({ dropOffTime: ['Choose a drop-off time.'], pickUpTime: ['Choose a pick-up time.'] });
  });

  it('refuses a basket with no item, a repeated item, or too many lines', async () => {
    expect(await refused(request({ storageItemsBasket: [aLine('SS', 10, 0)], totalCost: 0 }))).toEqual({
      storageItemsBasket: ['Please choose at least one item.'],
    });
    expect(await refused(request({ storageItemsBasket: [aLine('SS', 10, 1), aLine('SS', 10, 1)] }))).toEqual({
      storageItemsBasket: ['Each item may appear only once in the basket.'],
    });
    const many = Array.from({ length: 21 }, (_, i) => aLine(`C${i}`, 10, 1));
    expect(await refused(request({ storageItemsBasket: many }))).toEqual({ storageItemsBasket: ['The basket may hold at most 20 lines.'] });
  });

  it('refuses unticked terms and bad customer details, field by field, in the wizard words', async () => {
    const errors = await refused(request({ agreedToTerms: false, fullName: ' ', contactNumber: 'call me', email: 'ann@' }));
    expect(errors).toEqual({
      fullName: ['Full Name Cannot Be Empty'],
      contactNumber: ['Please enter a valid contact number. International dialling code is optional'],
      email: ['This is not a valid email address'],
      agreedToTerms: ['To continue you must agree to the Terms and Conditions'],
    });
  });

  it('refuses another currency, a bad booking token and a body that is not a booking', async () => {
    expect(await refused(request({ currency: 'usd' as 'gbp' }))).toEqual({ currency: ['The currency must be gbp.'] });
    expect(await refused(request({ bookingToken: 'short' }))).toEqual({ bookingToken: ['The booking token must be 8 to 64 letters, digits, _ or -.'] });
    const errors = await refused({ hello: 'world' });
    expect(Object.keys(errors)).toEqual(expect.arrayContaining(['fullName', 'storageItemsBasket', 'nights', 'locationId', 'bookingToken']));
  });

  it('updates the same pending booking and its one intent when the wizard asks again with its token', async () => {
    const first = request();
    const secret = await accepted(first);
    const before = await bookingByToken(t, first.bookingToken);
    const again = await ask(first);
    expect(again.body).toBe(secret);

    const changed = { ...first, storageItemsBasket: [aLine('LS', 15, 1)], nights: 1, totalCost: 15, fullName: 'Ann Changed' };
    const third = await ask(changed);
    expect(third.status).toBe(200);
    expect(third.body).toBe(secret);
    const after = await bookingByToken(t, first.bookingToken);
    expect(after).toMatchObject({ id: before!.id, reference: before!.reference, total_pence: 1500, payment_intent_id: before!.payment_intent_id });
    const items = await sql(t, 'select code, amount from booking_item where booking_id = ?', [before!.id]);
    expect(items).toEqual([{ code: 'LS', amount: 1 }]);
    const [intent] = await sql(t, 'select amount_pence from payment_intent where id = ?', [before!.payment_intent_id]);
    expect(intent.amount_pence).toBe(1500);
    expect(await countRows(t, 'payment_intent', 'booking_id = ?', [before!.id])).toBe(1);
  });

  it('gives two concurrent calls with one token (a double click) one booking, one intent and the same client secret', async () => {
    const body = request();
    const [a, b] = await Promise.all([ask(body), ask(body)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body).toBe(b.body);
    expect(await countRows(t, 'booking', 'booking_token = ?', [body.bookingToken])).toBe(1);
    const booking = await bookingByToken(t, body.bookingToken);
    expect(await countRows(t, 'payment_intent', 'booking_id = ?', [booking!.id])).toBe(1);
  });

  it('answers 409 for a token whose booking is already paid, and changes nothing', async () => {
    const body = request();
    await accepted(body);
    await sql(t, `update booking set status = 'confirmed' where booking_token = ?`, [body.bookingToken]);
    const response = await ask({ ...body, nights: 1, totalCost: 20.25 });
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ message: 'This booking has already been paid.', code: 'BOOKING.ALREADY_PAID' });
    expect((await bookingByToken(t, body.bookingToken))!.total_pence).toBe(3645);
  });

  it('makes references that differ from one booking to the next', async () => {
    const references = new Set<string>();
    for (let i = 0; i < 5; i += 1) {
      const body = request({ bookingToken: newBookingToken() });
      await accepted(body);
      references.add((await bookingByToken(t, body.bookingToken))!.reference);
    }
    expect(references.size).toBe(5);
  });
});
