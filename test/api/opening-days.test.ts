// Opening days per point (issue 14, section 2): the weekdays a point is open, set by admins (every day by default),
// respected by the checkout and by changes for the collection day and the return day, and by GET /api/availability.
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { type AvailabilityResponse, formatReadableDate, isoWeekday, parseDayMonthYear } from '@luggage/contracts';
import { adminSession, createAdminTestApp } from '../support/admin.js';
import { aPaymentIntentRequest, daysAheadToWeekday, demoCatalog, londonDate, publishedLocation } from '../support/booking-builders.js';
import { HttpSession } from '../support/http-session.js';
import { bookAndPay, manageView, sameBooking } from '../support/lifecycle.js';
import type { TestApp } from '../support/test-app.js';

jest.setTimeout(180_000);

const WEEKDAYS_ONLY = [1, 2, 3, 4, 5];

let t: TestApp;
let cityId: number;

beforeAll(async () => {
  t = await createAdminTestApp();
  cityId = (await demoCatalog(t)).data.collection_cities.find((c) => c.city === 'Bristol')!.id;
});
afterAll(async () => {
  await t?.close();
});

async function weekdaysPoint(name: string): Promise<number> {
  const admin = await adminSession(t);
  const made = await admin.post('/api/store-new-collection-location', { cityId, location: name, lat: 51.45, lng: -2.58, time: '09:00', openWeekdays: WEEKDAYS_ONLY });
  expect(made.status).toBe(201);
  return made.body.id as number;
}

describe('opening days', () => {
  it('are every day unless an admin ticks fewer, validated per field, kept when an edit leaves them out, and in /api/get-data', async () => {
    const admin = await adminSession(t);
    const base = { cityId, location: 'Every Day Point', lat: 51.45, lng: -2.58, time: '10:00' };
    const everyDay = await admin.post('/api/store-new-collection-location', base);
    expect(everyDay.status).toBe(201);
    expect(everyDay.body.open_weekdays).toEqual([1, 2, 3, 4, 5, 6, 7]);

    const edited = await admin.put('/api/edit-collection-location', { ...base, locationId: everyDay.body.id, openWeekdays: [5, 1, 3, 3] });
    expect(edited.status).toBe(200);
    expect(edited.body.open_weekdays).toEqual([1, 3, 5]);
    expect((await publishedLocation(t, everyDay.body.id as number)).open_weekdays).toEqual([1, 3, 5]);

    for (const [openWeekdays, message] of [
      [[], 'Choose at least one day the point is open.'],
      [[0, 8], 'The open days must be weekdays from 1 (Monday) to 7 (Sunday).'],
      ['Monday', 'The open days must be weekdays from 1 (Monday) to 7 (Sunday).'],
    ] as const) {
      const refused = await admin.put('/api/edit-collection-location', { ...base, locationId: everyDay.body.id, openWeekdays });
      expect(refused.status).toBe(422);
      expect(refused.body.errors).toEqual({ openWeekdays: [message] });
    }
    const renamed = await admin.put('/api/edit-collection-location', { ...base, location: 'Three Day Point', locationId: everyDay.body.id });
    expect(renamed.body.open_weekdays).toEqual([1, 3, 5]);
  });

  it('make GET /api/availability answer closed days as not open', async () => {
    const point = await weekdaysPoint('Availability Weekdays Point');
    const from = londonDate(7);
    const response = await t.request().get(`/api/availability?locationId=${point}&from=${from}&days=7`).expect(200);
    const days = (response.body as AvailabilityResponse).days;
    expect(days).toHaveLength(7);
    for (const day of days) expect([day.date, day.open]).toEqual([day.date, isoWeekday(parseDayMonthYear(day.date)!) <= 5]);
    expect(days.filter((day) => !day.open)).toHaveLength(2);
  });

  it('refuse a checkout collecting on a closed day (under collectionDate) or ending on one (under nights), and take an open stay', async () => {
    const point = await weekdaysPoint('Checkout Weekdays Point');
    const browser = new HttpSession(t);
    const saturday = londonDate(daysAheadToWeekday(6));
    const onSaturday = await browser.post('/api/stripe-payment-intent', aPaymentIntentRequest(point, { collectionDate: saturday }));
    expect(onSaturday.status).toBe(422);
    expect(onSaturday.body.errors).toEqual({ collectionDate: ['Checkout Weekdays Point is closed on Saturdays. Please choose another date.'] });

    // Thursday for two nights ends on the Saturday.
    const thursday = londonDate(daysAheadToWeekday(4));
    const endsSaturday = await browser.post('/api/stripe-payment-intent', aPaymentIntentRequest(point, { collectionDate: thursday, nights: 2 }));
    expect(endsSaturday.status).toBe(422);
    const returnDay = formatReadableDate(londonDate(daysAheadToWeekday(4) + 2));
    expect(endsSaturday.body.errors).toEqual({
      nights: [`Checkout Weekdays Point is closed on Saturdays, so your luggage cannot be returned on ${returnDay}. Please choose a different number of nights.`],
    });
    expect(await t.request().get('/api/availability').query({ locationId: point, from: thursday, days: 3 }).then((r) => r.body.days.map((d: { remaining: number }) => d.remaining))).toEqual([40, 40, 40]);

    const booked = await bookAndPay(t, point, { collectionDate: londonDate(daysAheadToWeekday(1)), nights: 2 });
    expect(booked.reference).toMatch(/^[A-Z0-9]{8}$/);
  });

  it('refuse a change from the manage page to a closed collection or return day', async () => {
    const point = await weekdaysPoint('Change Weekdays Point');
    const booked = await bookAndPay(t, point, { collectionDate: londonDate(daysAheadToWeekday(1)), nights: 2 });
    const view = await manageView(t, booked.manageToken);
    const manage = new HttpSession(t);
    const toSunday = await manage.post(`/api/manage/${booked.manageToken}/change-quote`, sameBooking(view, { collectionDate: londonDate(daysAheadToWeekday(7)) }));
    expect(toSunday.status).toBe(422);
    expect(toSunday.body.errors).toEqual({ collectionDate: ['Change Weekdays Point is closed on Sundays. Please choose another date.'] });
    const endsSunday = await manage.post(`/api/manage/${booked.manageToken}/change-quote`, sameBooking(view, { collectionDate: londonDate(daysAheadToWeekday(5)), nights: 2 }));
    expect(endsSunday.status).toBe(422);
    expect(Object.keys(endsSunday.body.errors as object)).toEqual(['nights']);
    expect((await manageView(t, booked.manageToken)).collectionDate).toBe(view.collectionDate);
  });
});
