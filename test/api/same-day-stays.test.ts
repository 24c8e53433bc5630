// Same-day stays (issue 40, items 3 and 4): a drop-off and a pick-up on one date, at half-hour times inside the
// point's hours, priced at the day price; refused by field in the request's language when the times are wrong; and
// the point's capacity counted at every moment: two stays that follow each other both fit, a third across both is
// refused with the full hours named, and a burst of same-day checkouts never holds more bags than the point takes.
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { formatIso, type GetDataResponse, parseDayMonthYear, type PaymentIntentRequest, type RunSheetView } from '@luggage/contracts';
import { demoCatalog, londonDate, sql } from '../support/booking-builders.js';
import { bookAllAtOnce, dayStayRequest, paidBagsOn } from '../support/day-stays.js';
import { HttpSession } from '../support/http-session.js';
import { bookAndPay, manageView } from '../support/lifecycle.js';
import { adminSession, createAdminTestApp } from '../support/admin.js';
import type { TestApp } from '../support/test-app.js';

jest.setTimeout(120_000);

let t: TestApp;
let catalog: GetDataResponse;
let busStation: number;

beforeAll(async () => {
  t = await createAdminTestApp();
  ({ data: catalog, bristolBusStation: busStation } = await demoCatalog(t));
});
afterAll(async () => {
  await t?.close();
});

const dayRequest = (bags: number, day: number, dropOffTime: string, pickUpTime: string, overrides: Partial<PaymentIntentRequest> = {}) =>
  dayStayRequest(catalog, busStation, bags, day, { dropOffTime, pickUpTime }, overrides);

/** A checkout's answer, asked in `language`. */
async function checkout(request: PaymentIntentRequest, language = 'en-GB') {
  const browser = new HttpSession(t).speaks(language);
  await browser.csrf();
  return browser.post('/api/stripe-payment-intent', request);
}

const refusal = async (request: PaymentIntentRequest, language = 'en-GB'): Promise<[number, Record<string, string[]> | undefined]> => {
  const answer = await checkout(request, language);
  return [answer.status, (answer.body as { errors?: Record<string, string[]> }).errors];
};

describe('a same-day stay', () => {
  it('books and pays at the day price, with the drop-off and pick-up on its page', async () => {
    const booked = await bookAndPay(t, busStation, dayRequest(1, 4, '11:00', '17:00'));
    const view = await manageView(t, booked.manageToken);
    expect({ nights: view.nights, collection: view.collectionDate, returned: view.returnDate, dropOff: view.location.time, pickUp: view.location.returnTime, total: view.total }).toEqual({
      nights: 0,
      collection: londonDate(4),
      returned: londonDate(4),
      dropOff: '11:00',
      pickUp: '17:00',
      total: 6,
    });
    expect(view.items.map((item) => [item.code, item.amount, item.unitPrice])).toEqual([['SS', 1, 6]]);
  });

  it('is refused by field when its times are missing, off the half hour, outside the hours, under an hour, or given with nights', async () => {
    const before = await sql(t, 'select count(*)::int as n from booking');
    const open = { opens: '08:00', closes: '20:00' };
    expect(await refusal(dayRequest(1, 6, '', ''))).toEqual([422, { dropOffTime: ['Choose a drop-off time.'], pickUpTime: ['Choose a pick-up time.'] }]);
    expect(await refusal(dayRequest(1, 6, '11:15', '5pm'))).toEqual([422, { dropOffTime: ['Choose a time on the hour or the half hour (HH:mm).'], pickUpTime: ['Choose a time on the hour or the half hour (HH:mm).'] }]);
    expect(await refusal(dayRequest(1, 6, '07:30', '20:30'))).toEqual([
      422,
      {
        dropOffTime: [`The point is open ${open.opens}–${open.closes} that day: choose a drop-off time from ${open.opens} to an hour before it closes.`],
        pickUpTime: [`The point is open ${open.opens}–${open.closes} that day: choose a pick-up time by ${open.closes}.`],
      },
    ]);
    expect(await refusal(dayRequest(1, 6, '11:00', '11:30'))).toEqual([422, { pickUpTime: ['Pick up at least an hour after drop-off.'] }]);
    expect(await refusal({ ...dayRequest(1, 6, '11:00', '17:00'), nights: 1, totalCost: 10 })).toEqual([
      422,
      {
        dropOffTime: ['Drop-off and pick-up times are for same-day stays only: choose “Same day” or leave them out.'],
        pickUpTime: ['Drop-off and pick-up times are for same-day stays only: choose “Same day” or leave them out.'],
      },
    ]);
    expect(await refusal(dayRequest(1, 6, '11:00', '11:30'), 'fr')).toEqual([422, { pickUpTime: ['Le retrait doit avoir lieu au moins une heure après le dépôt.'] }]);
    expect(await sql(t, 'select count(*)::int as n from booking')).toEqual(before);
  });

  it('is not given back at another point', async () => {
    const [status, errors] = await refusal(dayRequest(1, 6, '11:00', '17:00', { giveBack: { kind: 'other_point', locationId: busStation + 1 } }));
    expect([status, errors?.giveBack]).toEqual([422, ['A same-day stay cannot be given back at another point: choose the same point or a delivery to an address.']]);
  });
});

describe('collection and delivery on the same day', () => {
  const window = (cityName: string, start: string) => {
    const cityId = catalog.collection_cities.find((city) => city.city === cityName)!.id;
    return catalog.delivery.windows.find((w) => w.cityId === cityId && w.start === start)!.id;
  };
  /** From a Clifton hotel in Bristol's 10:00–12:00 to an address by Bath Spa Station in Bath's window starting at `deliveryStart`: £6 + £15 + £20. */
  const hotelToBath = (day: number, deliveryStart: string, overrides: Partial<PaymentIntentRequest> = {}) =>
    dayStayRequest(catalog, busStation, 1, day, {}, {
      handover: { kind: 'address', address: { line1: 'The Avon Gorge Hotel, Sion Hill', town: 'Bristol', postcode: 'BS8 4LD' }, windowId: window('Bristol', '10:00') },
      giveBack: { kind: 'address', address: { line1: 'Dorchester Street', town: 'Bath', postcode: 'BA1 1SX' }, windowId: window('Bath', deliveryStart) },
      totalCost: 41,
      ...overrides,
    });

  it('books and pays a collection from a hotel at 10:00–12:00 delivered in Bath at 16:00–18:00, counted at the point in between', async () => {
    const booked = await bookAndPay(t, busStation, hotelToBath(14, '16:00'));
    const view = await manageView(t, booked.manageToken);
    expect({ nights: view.nights, returned: view.returnDate, from: view.location.time, until: view.location.returnTime, total: view.total }).toEqual({
      nights: 0,
      returned: londonDate(14),
      from: '12:00',
      until: '16:00',
      total: 41,
    });
    // Both legs are on their cities' run sheets that day, marked as a same-day stay's.
    const admin = await adminSession(t);
    const date = formatIso(parseDayMonthYear(londonDate(14))!);
    const stopsOf = async (cityName: string) => {
      const cityId = catalog.collection_cities.find((city) => city.city === cityName)!.id;
      const sheet = (await admin.get(`/api/admin/run-sheet?cityId=${cityId}&date=${date}`).expect(200)).body as RunSheetView;
      return sheet.stops.filter((stop) => stop.reference === booked.reference).map(({ direction, window, sameDay }) => ({ direction, window: window.label, sameDay }));
    };
    expect(await stopsOf('Bristol')).toEqual([{ direction: 'collection', window: '10:00–12:00', sameDay: true }]);
    expect(await stopsOf('Bath')).toEqual([{ direction: 'return', window: '16:00–18:00', sameDay: true }]);
  });

  it("refuses a delivery window that starts before the city's gap after the collection, and one given a time of its own", async () => {
    const admin = await adminSession(t);
    const bristol = catalog.collection_cities.find((city) => city.city === 'Bristol')!.id;
    expect((await admin.put(`/api/admin/same-day-gaps/${bristol}`, { minutes: 180 })).status).toBe(200);
    try {
      const before = await sql(t, 'select count(*)::int as n from booking');
      expect(await refusal(hotelToBath(15, '14:00', { totalCost: 41 }))).toEqual([
        422,
        { 'giveBack.windowId': ['On the same day, the bags are given back at least 180 minutes after they are collected: choose 15:00 or later.'] },
      ]);
      expect(await refusal({ ...hotelToBath(15, '16:00'), dropOffTime: '11:00' })).toEqual([
        422,
        { dropOffTime: ['With a collection from an address, the collection window is the drop-off: leave the drop-off time out.'] },
      ]);
      expect(await sql(t, 'select count(*)::int as n from booking')).toEqual(before);
      expect((await admin.put(`/api/admin/same-day-gaps/${bristol}`, { minutes: 10 })).body.errors).toEqual({ minutes: ['The same-day gap minutes must be between 30 and 720.'] });
    } finally {
      await admin.put(`/api/admin/same-day-gaps/${bristol}`, { minutes: 120 });
    }
  });
});

describe('an admin moving a same-day collection to an earlier window', () => {
  it('counts the bags from the earlier arrival: refused while another stay fills those hours, taken once they are free', async () => {
    const bristolWindow = (start: string) => catalog.delivery.windows.find((w) => w.cityId === catalog.collection_cities.find((c) => c.city === 'Bristol')!.id && w.start === start)!.id;
    const admin = await adminSession(t);
    await sql(t, 'update collection_location set capacity = 1 where id = ?', [busStation]);
    try {
      // Collected 14:00–16:00, so at the point from 16:00; given back at the point at 19:00 (£6 + £15).
      const collected = await bookAndPay(t, busStation, dayStayRequest(catalog, busStation, 1, 16, { pickUpTime: '19:00' }, {
        handover: { kind: 'address', address: { line1: '9 Royal York Crescent', town: 'Bristol', postcode: 'BS8 4JZ' }, windowId: bristolWindow('14:00') },
        totalCost: 21,
        email: 'early@example.com',
      }));
      const atThePoint = await bookAndPay(t, busStation, dayRequest(1, 16, '10:00', '15:00', { email: 'morning@example.com' }));
      const [leg] = await sql<{ id: number }>(t, `select l.id from booking_leg l join booking b on b.id = l.booking_id where b.reference = ? and l.direction = 'collection'`, [collected.reference]);
      const earlier = () => admin.post(`/api/admin/run-sheet/stops/${leg.id}/window`, { windowId: bristolWindow('10:00'), date: londonDate(16).split('-').reverse().join('-'), reason: 'Guest leaves early' });

      const refused = await earlier();
      expect([refused.status, refused.body.message]).toEqual([409, `Bristol Bus Station is full from 12:00 to 15:00 on ${londonDate(16)}. Please choose other times or another point.`]);

      expect((await new HttpSession(t).post(`/api/manage/${atThePoint.manageToken}/cancel`, { expectedRefund: 6 })).status).toBe(200);
      const moved = await earlier();
      expect(moved.status).toBe(200);
      const [span] = await sql<{ from_time: string }>(t, `select to_char(make_time(((holds_from % 48) / 2)::int, ((holds_from % 2) * 30)::int, 0), 'HH24:MI') as from_time from booking where reference = ?`, [collected.reference]);
      expect(span.from_time).toBe('12:00');
    } finally {
      await sql(t, 'update collection_location set capacity = 40 where id = ?', [busStation]);
    }
  });
});

describe("a point's capacity at any moment", () => {
  it('takes two stays that follow each other, and refuses a third across both, naming the full hours', async () => {
    await sql(t, 'update collection_location set capacity = 2 where id = ?', [busStation]);
    try {
      await bookAndPay(t, busStation, dayRequest(2, 8, '10:00', '12:00', { email: 'first@example.com' }));
      await bookAndPay(t, busStation, dayRequest(2, 8, '13:00', '15:00', { email: 'second@example.com' }));
      const across = await checkout(dayRequest(1, 8, '11:00', '14:00', { email: 'third@example.com' }));
      expect([across.status, (across.body as { message: string }).message]).toEqual([409, `Bristol Bus Station is full from 11:00 to 14:00 on ${londonDate(8)}. Please choose other times or another point.`]);
    } finally {
      await sql(t, 'update collection_location set capacity = 40 where id = ?', [busStation]);
    }
  });

  it("says each day's full hours for the bags being chosen, so a same-day stay can avoid them", async () => {
    await sql(t, 'update collection_location set capacity = 3 where id = ?', [busStation]);
    try {
      await bookAndPay(t, busStation, dayRequest(2, 18, '10:00', '12:00', { email: 'full-hours@example.com' }));
      const days = async (query: string) => t.request().get(`/api/availability?locationId=${busStation}&from=${londonDate(18)}&days=1${query}`);
      expect((await days('&bags=2')).body.days[0].fullHours).toEqual([{ from: '10:00', to: '12:00' }]);
      expect((await days('&bags=1')).body.days[0].fullHours).toEqual([]);
      expect((await days('')).body.days[0]).not.toHaveProperty('fullHours');
      const refused = await days('&bags=0');
      expect([refused.status, refused.body.errors]).toEqual([422, { bags: ['The bags must be between 1 and 100.'] }]);
    } finally {
      await sql(t, 'update collection_location set capacity = 40 where id = ?', [busStation]);
    }
  });

  it('confirms at most 5 bags among 20 same-day stays booked at once at a point of capacity 5', async () => {
    await sql(t, 'update collection_location set capacity = 5 where id = ?', [busStation]);
    try {
      const requests = Array.from({ length: 20 }, (_, i) => dayRequest(1, 10, i % 2 === 0 ? '10:00' : '11:00', i % 3 === 0 ? '14:00' : '15:00', { email: `burst${i}@example.com` }));
      await bookAllAtOnce([t], requests);
      expect(await paidBagsOn(t, busStation, londonDate(10).split('-').reverse().join('-'))).toBe(5);
    } finally {
      await sql(t, 'update collection_location set capacity = 40 where id = ?', [busStation]);
    }
  });
});
