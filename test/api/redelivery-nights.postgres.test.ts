// A delivery booked again for a later day keeps the bags at the storage point for the nights in between (issue 18):
// those nights are taken in the redelivery's (or the admin's move's) transaction under the nights' row locks, so two
// asking at once for the last room on an extra night cannot both get it. PostgreSQL with its pool: the requests really overlap.
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { GetDataResponse } from '@luggage/contracts';
import { adminSession, createAdminTestApp } from '../support/admin.js';
import { demoCatalog, londonDate, sql } from '../support/booking-builders.js';
import { addressLegToday, startRun } from '../support/driver-runs.js';
import { HttpSession } from '../support/http-session.js';
import { manageView } from '../support/lifecycle.js';
import { startSmtpCatcher, type SmtpCatcher } from '../support/smtp-catcher.js';
import { driverMember } from '../support/staff.js';
import type { TestApp } from '../support/test-app.js';
import { nightBags, peakBags } from '../support/capacity-counters.js';

jest.setTimeout(120_000);

const iso = (dashed: string) => dashed.split('-').reverse().join('-');

describe('extra nights of a later redelivery under concurrent requests (PostgreSQL)', () => {
  let t: TestApp;
  let smtp: SmtpCatcher;
  let data: GetDataResponse;
  let busStation: number;
  let bristol: number;

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    t = await createAdminTestApp({ env: { SMTP_URL: smtp.url } });
    ({ data, bristolBusStation: busStation } = await demoCatalog(t));
    bristol = data.collection_cities.find((city) => city.get_locations.some((point) => point.id === busStation))!.id;
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('gives the last room on an extra night to exactly one of two free redeliveries asked at once', async () => {
    const admin = await adminSession(t);
    expect((await admin.put(`/api/admin/second-attempt-fees/${bristol}`, { fee: 0 })).status).toBe(200);
    const driver = await driverMember(t, smtp, admin, [bristol], 'Dee Driver');
    const failed = [];
    for (const line1 of ['1 First Street', '2 Second Street']) {
      const booked = await addressLegToday(t, busStation, { direction: 'return', postcode: 'BS8 3PH', windowStart: '16:00', line1 });
      expect((await startRun(t, driver.session, booked.legId)).status).toBe(200);
      expect((await driver.session.post(`/api/driver/stops/${booked.legId}/failed`, { reason: 'nobody_there' })).status).toBe(200);
      failed.push(booked);
    }
    // Tonight and tomorrow are the extra nights of a delivery the day after tomorrow; room for one booking's two bags.
    const nights = [iso(londonDate(0)), iso(londonDate(1))];
    const counted = async () =>
      Promise.all(nights.map((night) => nightBags(t, busStation, night)));
    const before = await counted();
    await sql(t, 'update collection_location set capacity = ? where id = ?', [Math.max(...before) + 3, busStation]);
    const window = data.delivery.windows.find((w) => w.cityId === bristol && w.start === '10:00')!.id;
    const browsers = failed.map(() => new HttpSession(t));
    await Promise.all(browsers.map((browser) => browser.csrf()));

    const answers = await Promise.all(
      failed.map((booked, i) => browsers[i].post(`/api/manage/${booked.manageToken}/redelivery`, { date: londonDate(2), windowId: window, expectedFee: 0 })),
    );

    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)!.body.message).toMatch(/^Bristol Bus Station is full on \d{2}-\d{2}-\d{4} \(room for 1 more bag\)\. Please choose another date or point\.$/);
    expect(await counted()).toEqual(before.map((bags) => bags + 2));
    const legs = await Promise.all(failed.map(async (booked) => (await manageView(t, booked.manageToken)).legs[1].state));
    expect(legs.sort()).toEqual(['booked', 'failed']);
    const [{ trips }] = await sql<{ trips: number }>(t, 'select trips from delivery_window_day where window_id = ? and day = ?::date', [window, iso(londonDate(2))]);
    expect(trips).toBe(1);
  });

  it("gives the last room to exactly one of a customer's redelivery and an admin's move of another delivery to a later day", async () => {
    const admin = await adminSession(t);
    expect((await admin.put(`/api/admin/second-attempt-fees/${bristol}`, { fee: 0 })).status).toBe(200);
    const driver = await driverMember(t, smtp, admin, [bristol], 'Kit Wheeler');
    const failed = await addressLegToday(t, busStation, { direction: 'return', postcode: 'BS8 3PH', windowStart: '14:00', line1: '3 Third Street' });
    expect((await startRun(t, driver.session, failed.legId)).status).toBe(200);
    expect((await driver.session.post(`/api/driver/stops/${failed.legId}/failed`, { reason: 'nobody_there' })).status).toBe(200);
    const booked = await addressLegToday(t, busStation, { direction: 'return', postcode: 'BS8 4JZ', windowStart: '14:00', line1: '4 Fourth Street' });
    const nights = [iso(londonDate(0)), iso(londonDate(1))];
    const counted = async () =>
      Promise.all(nights.map((night) => nightBags(t, busStation, night)));
    const before = await counted();
    // Both deliveries leave at 14:00 today and move to 14:00 the day after tomorrow: room for 3 more bags at the busiest
    // moment in between, so the second to come, whichever it is, finds room for 1 where the first took 2.
    const peak = await peakBags(t, busStation, { date: nights[0], time: '14:00' }, { date: iso(londonDate(2)), time: '14:00' });
    await sql(t, 'update collection_location set capacity = ? where id = ?', [peak + 3, busStation]);
    const window = data.delivery.windows.find((w) => w.cityId === bristol && w.start === '14:00')!.id;
    const customer = new HttpSession(t);
    await customer.csrf();

    const answers = await Promise.all([
      customer.post(`/api/manage/${failed.manageToken}/redelivery`, { date: londonDate(2), windowId: window, expectedFee: 0 }),
      admin.post(`/api/admin/run-sheet/stops/${booked.legId}/window`, { windowId: window, date: iso(londonDate(2)), reason: 'Customer away' }),
    ]);

    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)!.body.message).toMatch(/^Bristol Bus Station is full on \d{2}-\d{2}-\d{4} \(room for 1 more bag\)\./);
    expect(await counted()).toEqual(before.map((bags) => bags + 2));
    const returnDates = await sql<{ day: string }>(t, "select to_char(return_date, 'YYYY-MM-DD') as day from booking where id in (?, ?) order by day", [failed.bookingId, booked.bookingId]);
    expect(returnDates.map((row) => row.day)).toEqual([nights[0], iso(londonDate(2))]);
  });
});
