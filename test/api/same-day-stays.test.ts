// Same-day stays (issue 40, items 3 and 4): a drop-off and a pick-up on one date, at half-hour times inside the
// point's hours, priced at the day price; refused by field in the request's language when the times are wrong; and
// the point's capacity counted at every moment: two stays that follow each other both fit, a third across both is
// refused with the full hours named, and a burst of same-day checkouts never holds more bags than the point takes.
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { GetDataResponse, PaymentIntentRequest } from '@luggage/contracts';
import { demoCatalog, londonDate, sql } from '../support/booking-builders.js';
import { bookAllAtOnce, dayStayRequest, paidBagsOn } from '../support/day-stays.js';
import { HttpSession } from '../support/http-session.js';
import { bookAndPay, manageView } from '../support/lifecycle.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

jest.setTimeout(120_000);

let t: TestApp;
let catalog: GetDataResponse;
let busStation: number;

beforeAll(async () => {
  t = await createTestApp();
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

  it('is handed over and picked up at the point: an address collection is refused under the handover', async () => {
    const window = catalog.delivery.windows.find((w) => w.start === '08:00')!;
    const request = dayRequest(1, 6, '11:00', '17:00', { handover: { kind: 'address', address: { line1: '1 Royal York Crescent', town: 'Bristol', postcode: 'BS8 4JZ' }, windowId: window.id } });
    const [status, errors] = await refusal(request);
    expect([status, errors?.handover]).toEqual([422, ['A same-day stay is dropped off and picked up at the point: address collection, delivery and return elsewhere are for stays of one night or more.']]);
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
