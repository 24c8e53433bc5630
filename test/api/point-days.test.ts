// Handover times per weekday and closure dates per point (issue 14, section 2): set by admins with per-field 422s,
// published in /api/get-data and /api/availability, and respected by the checkout and by changes for the collection
// and the return day; a booking keeps the time of each of its two days (manage page, calendar file).
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { type AvailabilityResponse, formatReadableDate, londonInstant, parseDayMonthYear } from '@luggage/contracts';
import { adminSession, createAdminTestApp } from '../support/admin.js';
import { aPaymentIntentRequest, daysAheadToWeekday, demoCatalog, londonDate, publishedLocation } from '../support/booking-builders.js';
import { HttpSession } from '../support/http-session.js';
import { bookAndPay, manageView, sameBooking } from '../support/lifecycle.js';
import type { TestApp } from '../support/test-app.js';

jest.setTimeout(180_000);

let t: TestApp;
let cityId: number;

beforeAll(async () => {
  t = await createAdminTestApp();
  cityId = (await demoCatalog(t)).data.collection_cities.find((c) => c.city === 'Bristol')!.id;
});
afterAll(async () => {
  await t?.close();
});

const base = (location: string) => ({ cityId, location, lat: 51.45, lng: -2.58, time: '09:00' });

/** A point open every day at 09:00, but at 10:30 on Saturdays, closed on the Wednesday `closedIn` days ahead. */
async function pointWithDays(name: string, closedIn = daysAheadToWeekday(3)): Promise<number> {
  const admin = await adminSession(t);
  const made = await admin.post('/api/store-new-collection-location', {
    ...base(name),
    weekdayTimes: { '6': '10:30' },
    closures: [{ date: londonDate(closedIn), note: 'Engineering works' }],
  });
  expect(made.status).toBe(201);
  return made.body.id as number;
}

describe('weekday times and closures, as admins set them', () => {
  it('are saved (closures in date order, notes trimmed), published in /api/get-data, and kept when an edit leaves them out', async () => {
    const admin = await adminSession(t);
    const later = londonDate(40);
    const sooner = londonDate(20);
    const made = await admin.post('/api/store-new-collection-location', {
      ...base('Days Point'),
      weekdayTimes: { '6': '10:00', '7': '11:00:00', '1': '' },
      closures: [
        { date: later, note: '  Bank holiday ' },
        { date: sooner, note: 'Engineering works' },
      ],
    });
    expect(made.status).toBe(201);
    const expected = {
      weekday_times: { '6': '10:00', '7': '11:00' },
      closures: [
        { date: sooner, note: 'Engineering works' },
        { date: later, note: 'Bank holiday' },
      ],
    };
    expect(made.body).toMatchObject(expected);
    expect(await publishedLocation(t, made.body.id as number)).toMatchObject(expected);

    const renamed = await admin.put('/api/edit-collection-location', { ...base('Days Point Renamed'), locationId: made.body.id });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject(expected);
    const cleared = await admin.put('/api/edit-collection-location', { ...base('Days Point Renamed'), locationId: made.body.id, weekdayTimes: {}, closures: [] });
    expect(cleared.body).toMatchObject({ weekday_times: {}, closures: [] });
  });

  it('refuses a bad time or closure with a 422 naming the day or the entry, and changes nothing', async () => {
    const admin = await adminSession(t);
    const point = await pointWithDays('Refusing Days Point');
    const before = await publishedLocation(t, point);
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ weekdayTimes: { '6': '25:00' } }, { weekdayTimes: ['The Saturday time must be a time of day between 00:00 and 23:59.'] }],
      [{ weekdayTimes: { '8': '10:00' } }, { weekdayTimes: ['The handover times must name weekdays 1 (Monday) to 7 (Sunday).'] }],
      [{ weekdayTimes: ['10:00'] }, { weekdayTimes: ['The handover times must name weekdays 1 (Monday) to 7 (Sunday).'] }],
      [{ closures: [{ date: '31-02-2027', note: 'x' }] }, { closures: ['Closure 1: the date must be a real date written DD-MM-YYYY.'] }],
      [{ closures: [{ date: londonDate(-1), note: 'Too late' }] }, { closures: ['Closure 1: the date has gone by.'] }],
      [
        { closures: [{ date: londonDate(9), note: 'A' }, { date: londonDate(9), note: 'B' }] },
        { closures: [`Closure 2: ${londonDate(9)} is listed twice.`] },
      ],
      [{ closures: [{ date: londonDate(9), note: '   ' }] }, { closures: ['Closure 1: say why the point is closed (customers read it).'] }],
      [{ closures: [{ date: londonDate(9), note: 'x'.repeat(121) }] }, { closures: ['Closure 1: the note must not be longer than 120 characters.'] }],
      [{ closures: 'Christmas' }, { closures: ['The closures must be a list of dates with a note.'] }],
    ];
    for (const [fields, errors] of cases) {
      const refused = await admin.put('/api/edit-collection-location', { ...base('Refusing Days Point'), locationId: point, ...fields });
      expect([refused.status, refused.body.errors]).toEqual([422, errors]);
    }
    expect(await publishedLocation(t, point)).toEqual(before);
  });
});

describe('closures and weekday times, as customers meet them', () => {
  it('make GET /api/availability answer a closure date as not open, with its note', async () => {
    const wednesday = daysAheadToWeekday(3);
    const point = await pointWithDays('Availability Days Point', wednesday);
    const response = await t.request().get('/api/availability').query({ locationId: point, from: londonDate(wednesday - 1), days: 3 }).expect(200);
    expect((response.body as AvailabilityResponse).days).toEqual([
      { date: londonDate(wednesday - 1), open: true, remaining: 40 },
      { date: londonDate(wednesday), open: false, remaining: 40, closedNote: 'Engineering works' },
      { date: londonDate(wednesday + 1), open: true, remaining: 40 },
    ]);
  });

  it('refuse a checkout collecting on a closure date (under collectionDate) or ending on one (under nights)', async () => {
    const wednesday = daysAheadToWeekday(3);
    const point = await pointWithDays('Checkout Days Point', wednesday);
    const browser = new HttpSession(t);
    const closedDay = formatReadableDate(londonDate(wednesday));
    const onIt = await browser.post('/api/stripe-payment-intent', aPaymentIntentRequest(point, { collectionDate: londonDate(wednesday) }));
    expect([onIt.status, onIt.body.errors]).toEqual([422, { collectionDate: [`Checkout Days Point is closed on ${closedDay} (Engineering works). Please choose another date.`] }]);
    const endsOnIt = await browser.post('/api/stripe-payment-intent', aPaymentIntentRequest(point, { collectionDate: londonDate(wednesday - 2), nights: 2 }));
    expect([endsOnIt.status, endsOnIt.body.errors]).toEqual([
      422,
      { nights: [`Checkout Days Point is closed on ${closedDay} (Engineering works). Please choose a different number of nights.`] },
    ]);
  });

  it("keep each day's own time on the booking: collected at the Saturday time, returned at the usual one", async () => {
    const saturday = daysAheadToWeekday(6);
    const point = await pointWithDays('Saturday Time Point');
    const booked = await bookAndPay(t, point, { collectionDate: londonDate(saturday), nights: 2 });
    const view = await manageView(t, booked.manageToken);
    expect(view.location).toMatchObject({ time: '10:30', returnTime: '09:00' });

    const calendar = await t.request().get(`/api/manage/${booked.manageToken}/calendar.ics`).expect(200);
    const starts = [...calendar.text.matchAll(/DTSTART:(\d{8}T\d{4})/g)].map((m) => m[1]);
    // DTSTART is UTC: the London wall-clock time of that day, whatever the clocks do in between.
    const utcStart = (date: string, time: string) => londonInstant(parseDayMonthYear(date)!, time).toISOString().replace(/[-:]/g, '').slice(0, 13);
    expect(starts).toEqual([utcStart(londonDate(saturday), '10:30'), utcStart(londonDate(saturday + 2), '09:00')]);

    // A change to a weekday takes that day's times: the usual 09:00 both ways.
    const manage = new HttpSession(t);
    const quote = await manage.post(`/api/manage/${booked.manageToken}/change-quote`, sameBooking(view, { collectionDate: londonDate(saturday + 3) }));
    expect(quote.status).toBe(200);
    expect(quote.body.location).toMatchObject({ time: '09:00', returnTime: '09:00' });
  });

  it('refuse a change from the manage page to a closure date', async () => {
    const wednesday = daysAheadToWeekday(3);
    const point = await pointWithDays('Change Days Point', wednesday);
    const booked = await bookAndPay(t, point, { collectionDate: londonDate(wednesday + 1), nights: 2 });
    const view = await manageView(t, booked.manageToken);
    const moved = await new HttpSession(t).post(`/api/manage/${booked.manageToken}/change-quote`, sameBooking(view, { collectionDate: londonDate(wednesday) }));
    expect(moved.status).toBe(422);
    expect(Object.keys(moved.body.errors as object)).toEqual(['collectionDate']);
  });
});
