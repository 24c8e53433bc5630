// Same-day stays booked at once through two API instances on one PostgreSQL (issue 40, item 4): a point of capacity 5
// never holds more than 5 bags at any moment, whichever instance took each checkout and payment.
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { GetDataResponse } from '@luggage/contracts';
import { demoCatalog, londonDate, sql } from '../support/booking-builders.js';
import { bookAllAtOnce, dayStayRequest, paidBagsOn } from '../support/day-stays.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

jest.setTimeout(120_000);

let first: TestApp;
let second: TestApp;
let catalog: GetDataResponse;
let busStation: number;

beforeAll(async () => {
  first = await createTestApp();
  second = await createTestApp({ shareWith: first });
  ({ data: catalog, bristolBusStation: busStation } = await demoCatalog(first));
  await sql(first, 'update collection_location set capacity = 5 where id = ?', [busStation]);
});
afterAll(async () => {
  await second?.close();
  await first?.close();
});

describe('same-day stays through two API instances', () => {
  it('confirms at most 5 bags among 20 stays of one day booked at once', async () => {
    const requests = Array.from({ length: 20 }, (_, i) =>
      dayStayRequest(catalog, busStation, 1, 12, { dropOffTime: i % 2 === 0 ? '10:00' : '11:00', pickUpTime: i % 3 === 0 ? '14:00' : '15:00' }, { email: `burst${i}@example.com` }),
    );
    await bookAllAtOnce([first, second], requests);
    expect(await paidBagsOn(first, busStation, londonDate(12).split('-').reverse().join('-'))).toBe(5);
  });
});
