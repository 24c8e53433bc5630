// Which days a point can still collect on, as POST /api/stripe-payment-intent judges them: today only until the
// point's handover time (London wall clock), and never more than 365 days ahead. Points with handover times at the
// two ends of the day (00:00 and 23:59) are made through the admin API, so the answers do not depend on when it runs.
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { PaymentIntentRequest } from '@luggage/contracts';
import { adminSession, createAdminTestApp } from '../support/admin.js';
import { aPaymentIntentRequest, bookingByToken, countRows, demoCatalog, londonDate } from '../support/booking-builders.js';
import { HttpSession } from '../support/http-session.js';
import type { TestApp } from '../support/test-app.js';

jest.setTimeout(120_000);

const londonClock = () =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date());

describe('POST /api/stripe-payment-intent: the collection date against the point’s handover time', () => {
  let t: TestApp;
  let visitor: HttpSession;
  let early: number;
  let late: number;

  const ask = (overrides: Partial<PaymentIntentRequest>) => visitor.post('/api/stripe-payment-intent', aPaymentIntentRequest(early, overrides));

  async function addPoint(location: string, time: string): Promise<number> {
    const admin = await adminSession(t);
    const { data } = await demoCatalog(t);
    const bristol = data.collection_cities.find((c) => c.city === 'Bristol')!;
    const response = await admin.post('/api/store-new-collection-location', { cityId: bristol.id, location, lat: 51.45, lng: -2.58, time });
    expect(response.status).toBe(201);
    return response.body.id as number;
  }

  beforeAll(async () => {
    t = await createAdminTestApp();
    visitor = new HttpSession(t);
    early = await addPoint('Dawn Point', '00:00');
    late = await addPoint('Midnight Point', '23:59');
    // 00:00 is still today's handover minute: wait for London's clock to pass it (at most a minute, once a day).
    while (londonClock() === '00:00') await new Promise((resolve) => setTimeout(resolve, 1_000));
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses today at a point whose handover time has passed, with a message under collectionDate, storing nothing', async () => {
    const stored = async () => ({
      bookings: await countRows(t, 'booking'),
      intents: await countRows(t, 'payment_intent'),
      requested: await countRows(t, 'outbox_event', `name = 'BookingRequested'`),
    });
    const before = await stored();
    const request = aPaymentIntentRequest(early, { collectionDate: londonDate(0) });
    const response = await visitor.post('/api/stripe-payment-intent', request);
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({ collectionDate: ['Collection at Dawn Point today was at 00:00. Please choose a later date.'] });
    expect(await bookingByToken(t, request.bookingToken)).toBeNull();
    expect(await stored()).toEqual(before);
  });

  it('gives every field its own message when the date and the total are both wrong', async () => {
    const response = await ask({ collectionDate: londonDate(0), totalCost: 1 });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({
      collectionDate: ['Collection at Dawn Point today was at 00:00. Please choose a later date.'],
      totalCost: ['The total has changed: please review your booking.'],
    });
  });

  it('takes tomorrow at that point, and today at a point whose handover is still to come', async () => {
    const tomorrow = aPaymentIntentRequest(early, { collectionDate: londonDate(1) });
    expect((await visitor.post('/api/stripe-payment-intent', tomorrow)).status).toBe(200);
    expect(await bookingByToken(t, tomorrow.bookingToken)).toMatchObject({ status: 'pending_payment' });

    const today = aPaymentIntentRequest(late, { collectionDate: londonDate(0) });
    expect((await visitor.post('/api/stripe-payment-intent', today)).status).toBe(200);
    expect(await bookingByToken(t, today.bookingToken)).toMatchObject({ status: 'pending_payment' });
  });

  it('takes day 365 ahead and refuses day 366', async () => {
    expect((await ask({ collectionDate: londonDate(365) })).status).toBe(200);
    const response = await ask({ collectionDate: londonDate(366) });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({ collectionDate: ['The collection date must be within the next 365 days.'] });
  });
});
