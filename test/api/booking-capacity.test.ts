import { afterAll, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { type ChangeQuote, formatterFor, type GetDataResponse, type PaymentIntentRequest, quote } from '@luggage/contracts';
import { adminSession, createAdminTestApp } from '../support/admin.js';
import { aBookingRequest, aLine, aPaymentIntentRequest, bookingByToken, countRows, demoCatalog, londonDate, sql } from '../support/booking-builders.js';
import { HttpSession } from '../support/http-session.js';
import { bookAndPay, manageView, payWithCard, refundsOf, settledRefunds } from '../support/lifecycle.js';
import { type CaughtMail, startSmtpCatcher, type SmtpCatcher } from '../support/smtp-catcher.js';
import { eventually, type TestApp } from '../support/test-app.js';
import { nightBags } from '../support/capacity-counters.js';

jest.setTimeout(90_000);

let t: TestApp;
let smtp: SmtpCatcher;
let catalog: GetDataResponse;
let bristol: number;
let nextDay = 20;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await createAdminTestApp({ env: { SMTP_URL: smtp.url } });
  ({ data: catalog, bristolBusStation: bristol } = await demoCatalog(t));
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

/** Each test books its own dates, so what one test takes never fills another's nights. */
let day = 0;
beforeEach(() => {
  day = nextDay;
  nextDay += 10;
});

async function setCapacity(locationId: number, capacity: number): Promise<void> {
  await sql(t, 'update collection_location set capacity = ? where id = ?', [capacity, locationId]);
}

/** `bags` Small Suitcases for `nights` from `day` days ahead, priced as the server prices it. */
function bagsRequest(bags: number, nights: number, fromDay: number, locationId = bristol): PaymentIntentRequest {
  const discounts = catalog.discount_items.map((d) => ({ rule: d.rule, percentage: d.discount_percentage }));
  const total = quote([{ pricePence: 1000, amount: bags }], nights, discounts).totalPence / 100;
  return aPaymentIntentRequest(locationId, { storageItemsBasket: [aLine('SS', 10, bags, { typeName: 'Small Suitcase' })], nights, totalCost: total, collectionDate: londonDate(fromDay) });
}

async function bagsOnNight(locationId: number, fromDay: number): Promise<number> {
  return nightBags(t, locationId, londonDate(fromDay).split('-').reverse().join('-'));
}

/** Lets the hold of this booking end now, as if BOOKING_HOLD_MINUTES had passed: its timed event comes due. */
async function endHold(token: string): Promise<void> {
  const booking = await bookingByToken(t, token);
  await sql(t, `update booking set hold_expires_at = now() - interval '1 second' where id = ?`, [booking!.id]);
  await sql(t, `update outbox_event set available_at = now() where name = 'BookingHoldExpired' and (payload->>'bookingId')::int = ?`, [booking!.id]);
  await eventually(() => sql<{ holds_bags: boolean }>(t, 'select holds_bags from booking where id = ?', [booking!.id]), ([row]) => !row.holds_bags);
}

describe('capacity per point', () => {
  it('is set in the admin location form as "Capacity (bags at once)": 40 unless given, validated', async () => {
    const admin = await adminSession(t);
    const cityId = catalog.collection_cities[0].id;
    const base = { cityId, location: 'Capacity Test Point', lat: 51.45, lng: -2.58, time: '10:00' };
    const made = await admin.post('/api/store-new-collection-location', base);
    expect(made.status).toBe(201);
    expect(made.body.capacity).toBe(40);

    const edited = await admin.put('/api/edit-collection-location', { ...base, locationId: made.body.id, capacity: 12 });
    expect(edited.status).toBe(200);
    expect((await admin.get(`/api/get-collection-location/${made.body.id}`)).body.capacity).toBe(12);

    for (const [capacity, message] of [
      [-1, 'The capacity must be between 0 and 10000.'],
      [2.5, 'The capacity must be a whole number.'],
      ['many', 'The capacity must be a number.'],
    ] as const) {
      const refused = await admin.put('/api/edit-collection-location', { ...base, locationId: made.body.id, capacity });
      expect(refused.status).toBe(422);
      expect(refused.body.errors).toEqual({ capacity: [message] });
    }
    expect((await admin.get(`/api/get-collection-location/${made.body.id}`)).body.capacity).toBe(12);
  });

  it('counts a booking on every night it stores the bags, and refuses with 409 naming the full date, storing nothing', async () => {
    await setCapacity(bristol, 5);
    await bookAndPay(t, bristol, bagsRequest(3, 2, day)); // nights day and day+1
    expect([await bagsOnNight(bristol, day), await bagsOnNight(bristol, day + 1), await bagsOnNight(bristol, day + 2)]).toEqual([3, 3, 0]);

    const before = await countRows(t, 'booking');
    const refused = await new HttpSession(t).post('/api/stripe-payment-intent', bagsRequest(3, 2, day + 1));
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ message: `Bristol Bus Station is full on ${londonDate(day + 1)} (room for 2 more bags). Please choose another date or point.`, code: 'BOOKING.POINT_FULL' });
    expect(await countRows(t, 'booking')).toBe(before);
    expect(await bagsOnNight(bristol, day + 2)).toBe(0);

    // The return day is not a night stored: a stay that starts on it fits.
    await bookAndPay(t, bristol, bagsRequest(5, 1, day + 2));
    await bookAndPay(t, bristol, bagsRequest(2, 1, day + 1));
    expect([await bagsOnNight(bristol, day), await bagsOnNight(bristol, day + 1), await bagsOnNight(bristol, day + 2)]).toEqual([3, 5, 5]);
  });

  it('moves a pending booking’s hold when the wizard asks again with other dates, without counting it twice', async () => {
    await setCapacity(bristol, 8);
    const browser = new HttpSession(t);
    const first = bagsRequest(4, 1, day);
    expect((await browser.post('/api/stripe-payment-intent', first)).status).toBe(200);
    expect((await browser.post('/api/stripe-payment-intent', first)).status).toBe(200);
    expect(await bagsOnNight(bristol, day)).toBe(4);
    const moved = { ...bagsRequest(4, 1, day + 1), bookingToken: first.bookingToken };
    expect((await browser.post('/api/stripe-payment-intent', moved)).status).toBe(200);
    expect([await bagsOnNight(bristol, day), await bagsOnNight(bristol, day + 1)]).toEqual([0, 4]);
  });

  it('gives the bags back when a booking is cancelled', async () => {
    await setCapacity(bristol, 4);
    const booked = await bookAndPay(t, bristol, bagsRequest(4, 1, day));
    expect((await new HttpSession(t).post('/api/stripe-payment-intent', bagsRequest(1, 1, day))).status).toBe(409);
    const cancelled = await new HttpSession(t).post(`/api/manage/${booked.manageToken}/cancel`, { expectedRefund: (await manageView(t, booked.manageToken)).actions.cancel.refundAmount });
    expect(cancelled.status).toBe(200);
    expect(await bagsOnNight(bristol, day)).toBe(0);
    await bookAndPay(t, bristol, bagsRequest(4, 1, day));
  });

  it('holds a change from the manage page to the capacity of its new nights, and moves the bags when it fits', async () => {
    await setCapacity(bristol, 5);
    await bookAndPay(t, bristol, bagsRequest(4, 1, day + 1));
    const booked = await bookAndPay(t, bristol, bagsRequest(3, 1, day));
    const manage = new HttpSession(t);
    const change = (collectionDate: string, amount: number) => ({ collectionDate, nights: 1, locationId: bristol, items: [{ code: 'SS', amount }] });

    const full = change(londonDate(day + 1), 3);
    const priced = (await manage.post(`/api/manage/${booked.manageToken}/change-quote`, full)).body as ChangeQuote;
    const refused = await manage.post(`/api/manage/${booked.manageToken}/change`, { ...full, expectedDifference: priced.difference });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(`Bristol Bus Station is full on ${londonDate(day + 1)} (room for 1 more bag). Please choose another date or point.`);
    expect((await manageView(t, booked.manageToken)).collectionDate).toBe(londonDate(day));
    expect([await bagsOnNight(bristol, day), await bagsOnNight(bristol, day + 1)]).toEqual([3, 4]);

    // Fewer bags on the same night: only the difference needs room; then a date with room moves them.
    const fewer = change(londonDate(day), 2);
    const fewerQuote = (await manage.post(`/api/manage/${booked.manageToken}/change-quote`, fewer)).body as ChangeQuote;
    expect((await manage.post(`/api/manage/${booked.manageToken}/change`, { ...fewer, expectedDifference: fewerQuote.difference })).status).toBe(200);
    const moved = change(londonDate(day + 2), 2);
    const movedQuote = (await manage.post(`/api/manage/${booked.manageToken}/change-quote`, moved)).body as ChangeQuote;
    expect((await manage.post(`/api/manage/${booked.manageToken}/change`, { ...moved, expectedDifference: movedQuote.difference })).status).toBe(200);
    expect([await bagsOnNight(bristol, day), await bagsOnNight(bristol, day + 1), await bagsOnNight(bristol, day + 2)]).toEqual([0, 4, 2]);
  });
});

describe('holds of unpaid bookings', () => {
  const withSubject = (subject: string) => (mail: CaughtMail) => mail.subject === subject;

  it('holds the bags of a pending payment, and gives them back when the hold ends unpaid', async () => {
    await setCapacity(bristol, 3);
    const pending = bagsRequest(2, 1, day);
    expect((await new HttpSession(t).post('/api/stripe-payment-intent', pending)).status).toBe(200);
    const [booking] = await sql<{ holds_bags: boolean; minutes: number }>(
      t,
      `select holds_bags, round(extract(epoch from hold_expires_at - created_at) / 60)::int as minutes from booking where booking_token = ?`,
      [pending.bookingToken],
    );
    expect(booking).toEqual({ holds_bags: true, minutes: 15 });
    expect((await new HttpSession(t).post('/api/stripe-payment-intent', bagsRequest(2, 1, day))).status).toBe(409);

    await endHold(pending.bookingToken);
    expect(await bagsOnNight(bristol, day)).toBe(0);
    expect((await bookingByToken(t, pending.bookingToken))!.status).toBe('pending_payment');
    await bookAndPay(t, bristol, bagsRequest(3, 1, day));
  });

  it('keeps a payment that arrives after the hold ended when the bags still fit', async () => {
    await setCapacity(bristol, 3);
    const browser = new HttpSession(t);
    const pending = bagsRequest(2, 1, day);
    const secret = (await browser.post('/api/stripe-payment-intent', pending)).body as string;
    await endHold(pending.bookingToken);
    await payWithCard(browser, secret);
    const booked = await browser.post('/api/booking', aBookingRequest(pending, secret));
    expect(booked.status).toBe(200);
    await smtp.waitFor(withSubject(`Booking confirmed: ${booked.body.bookingReference}`));
    expect((await bookingByToken(t, pending.bookingToken))!.status).toBe('confirmed');
    expect(await bagsOnNight(bristol, day)).toBe(2);
  });

  it('refunds at once a payment that arrives after the hold ended when the bags no longer fit, and emails why', async () => {
    await setCapacity(bristol, 3);
    const browser = new HttpSession(t);
    const late = bagsRequest(2, 1, day);
    const secret = (await browser.post('/api/stripe-payment-intent', late)).body as string;
    await endHold(late.bookingToken);
    await bookAndPay(t, bristol, bagsRequest(3, 1, day));

    await payWithCard(browser, secret);
    const answer = await browser.post('/api/booking', aBookingRequest(late, secret));
    expect(answer.status).toBe(409);
    const booking = await eventually(() => bookingByToken(t, late.bookingToken), (b) => b?.status === 'cancelled');
    expect(booking!.status).toBe('cancelled');
    expect(await settledRefunds(t, booking!.reference, 1)).toEqual([{ amount_pence: booking!.total_pence, state: 'succeeded', requested_by: 'system', reason: 'Paid after the hold ended; the point was full' }]);
    const mail = await smtp.waitFor(withSubject(`Booking cancelled: ${booking!.reference}`));
    expect(mail.text).toContain(`We held your place for 15 minutes, but your payment reached us after that and Bristol Bus Station is now full on ${londonDate(day)}, so we could not keep this booking. Your payment is refunded in full.`);
    expect(smtp.count(withSubject(`Booking confirmed: ${booking!.reference}`))).toBe(0);
    expect(await bagsOnNight(bristol, day)).toBe(3);
    expect(await refundsOf(t, booking!.reference)).toHaveLength(1);
  });

  it('tells a Spanish visitor why, in Spanish with the night as Spanish writes it, inside the Spanish cancellation email', async () => {
    await setCapacity(bristol, 3);
    const browser = new HttpSession(t).speaks('es-ES,es;q=0.9');
    const late = bagsRequest(2, 1, day);
    const secret = (await browser.post('/api/stripe-payment-intent', late)).body as string;
    await endHold(late.bookingToken);
    await bookAndPay(t, bristol, bagsRequest(3, 1, day));

    await payWithCard(browser, secret);
    expect((await browser.post('/api/booking', aBookingRequest(late, secret))).status).toBe(409);
    const booking = await eventually(() => bookingByToken(t, late.bookingToken), (b) => b?.status === 'cancelled');
    const mail = await smtp.waitFor(withSubject(`Reserva cancelada: ${booking!.reference}`));
    const night = formatterFor('es').date(londonDate(day));
    expect(night).not.toMatch(/[A-Z][a-z]{2} \d/);
    expect(mail.text).toContain(
      `Le guardamos su plaza durante 15 minutos, pero su pago nos llegó después y Bristol Bus Station ya está completo el ${night}, así que no hemos podido mantener esta reserva. Le devolvemos el importe íntegro.`,
    );
    expect(mail.text).not.toContain('We held your place');
  });
});

describe('the hold rule: unpaid holds protect at most half of a point', () => {
  const withSubject = (subject: string) => (mail: CaughtMail) => mail.subject === subject;
  const holdOf = async (token: string) =>
    (await sql<{ holds_bags: boolean; hold_expires_at: string | null }>(t, 'select holds_bags, hold_expires_at from booking where booking_token = ?', [token]))[0];

  it('holds a checkout within half, lets the next one on unheld, and refunds it when a later payer took the last room first', async () => {
    await setCapacity(bristol, 2);
    const held = bagsRequest(1, 1, day);
    expect((await new HttpSession(t).post('/api/stripe-payment-intent', held)).status).toBe(200);
    expect(await holdOf(held.bookingToken)).toEqual({ holds_bags: true, hold_expires_at: expect.anything() });

    const browser = new HttpSession(t);
    const unheld = bagsRequest(1, 1, day);
    const secret = (await browser.post('/api/stripe-payment-intent', unheld)).body as string;
    expect(await holdOf(unheld.bookingToken)).toEqual({ holds_bags: false, hold_expires_at: null });
    expect(await bagsOnNight(bristol, day)).toBe(1);

    // Another customer checks out and pays first: the point is full.
    await bookAndPay(t, bristol, bagsRequest(1, 1, day));
    expect(await bagsOnNight(bristol, day)).toBe(2);
    expect((await new HttpSession(t).post('/api/stripe-payment-intent', bagsRequest(1, 1, day))).status).toBe(409);

    await payWithCard(browser, secret);
    const answer = await browser.post('/api/booking', aBookingRequest(unheld, secret));
    expect([answer.status, answer.body]).toEqual([
      409,
      { message: 'Your bags no longer fit: other customers paid for the last room at the point on one of your dates before your payment reached us. We are refunding your payment in full and have emailed you.', code: 'BOOKING.NO_ROOM_LEFT' },
    ]);
    const booking = await eventually(() => bookingByToken(t, unheld.bookingToken), (b) => b?.status === 'cancelled');
    expect(await settledRefunds(t, booking!.reference, 1)).toEqual([{ amount_pence: booking!.total_pence, state: 'succeeded', requested_by: 'system', reason: 'Paid without a hold; the point was full' }]);
    const mail = await smtp.waitFor(withSubject(`Booking cancelled: ${booking!.reference}`));
    expect(mail.text).toContain(`Other customers paid for the last room at Bristol Bus Station on ${londonDate(day)} before your payment reached us, so your bags no longer fit and we could not keep this booking. Your payment is refunded in full.`);
    expect(await bagsOnNight(bristol, day)).toBe(2);
  });
});

describe('GET /api/availability', () => {
  it('answers each day’s remaining bags and whether the point is open, never cached', async () => {
    await setCapacity(bristol, 6);
    await bookAndPay(t, bristol, bagsRequest(4, 2, day + 1));
    const response = await t.request().get(`/api/availability?locationId=${bristol}&from=${londonDate(day)}&days=4`);
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toEqual({
      locationId: bristol,
      capacity: 6,
      days: [
        { date: londonDate(day), open: true, remaining: 6 },
        { date: londonDate(day + 1), open: true, remaining: 2 },
        { date: londonDate(day + 2), open: true, remaining: 2 },
        { date: londonDate(day + 3), open: true, remaining: 6 },
      ],
    });
  });

  it('refuses bad input with 422 per field', async () => {
    const ask = (query: string) => t.request().get(`/api/availability${query}`);
    expect((await ask('')).body.errors).toEqual({
      locationId: ['The location field is required.'],
      from: ['The from field is required.'],
      days: ['The days field is required.'],
    });
    const bad = await ask('?locationId=abc&from=31-02-2027&days=63');
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({
      locationId: ['The location must be a whole number.'],
      from: ['The date must be a real date written DD-MM-YYYY.'],
      days: ['The days must be between 1 and 62.'],
    });
    expect((await ask(`?locationId=${bristol}&from=${londonDate(1)}&days=0`)).body.errors).toEqual({ days: ['The days must be between 1 and 62.'] });
    const unknown = await ask(`?locationId=99999&from=${londonDate(1)}&days=3`);
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toEqual({ locationId: ['The selected location is not available for booking.'] });
  });
});
