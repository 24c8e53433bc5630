// Issue 38, item 11: asking for a second delivery supersedes the earlier one still unpaid, as a newer change does: ten
// requests at once leave one payable; a superseded one paid all the same is refunded and books nothing.
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { ChangeBookingResult, GetDataResponse, ManageBookingView } from '@luggage/contracts';
import { demoCatalog, londonDate, sql } from '../support/booking-builders.js';
import { addressLegToday } from '../support/driver-runs.js';
import { HttpSession } from '../support/http-session.js';
import { payWithCard, settledRefunds } from '../support/lifecycle.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

jest.setTimeout(90_000);

const iso = (dashed: string) => dashed.split('-').reverse().join('-');

describe('a second delivery asked for again', () => {
  let t: TestApp;
  let data: GetDataResponse;
  let busStation: number;

  beforeAll(async () => {
    t = await createTestApp();
    ({ data, bristolBusStation: busStation } = await demoCatalog(t));
    await sql(t, 'update collection_location set capacity = 1000 where id = ?', [busStation]);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('leaves one payable of ten asked for at once; paying a superseded one refunds it, paying the last books the delivery once', async () => {
    const bristolCity = data.collection_cities.find((city) => city.get_locations.some((p) => p.id === busStation))!.id;
    const window = data.delivery.windows.find((w) => w.cityId === bristolCity && w.start === '18:00')!.id;
    const day = londonDate(2);
    const failed = await addressLegToday(t, busStation, { direction: 'return', postcode: 'BS8 3PH', windowStart: '16:00' });
    // The driver could not deliver it (the drivers' own steps are tested with the runs).
    await sql(t, `update booking_leg set state = 'failed', failure_reason = 'nobody_there' where id = ?`, [failed.legId]);

    const answers = await Promise.all(
      Array.from({ length: 10 }, () => new HttpSession(t).post(`/api/manage/${failed.manageToken}/redelivery`, { date: day, windowId: window, expectedFee: 15 })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array<number>(10).fill(200));
    const asked = answers.map((answer) => answer.body as ChangeBookingResult);
    const states = await sql<{ id: number; state: string }>(t, 'select id, state from booking_change where booking_id = ? order by id', [failed.bookingId]);
    expect(states.map((row) => row.state)).toEqual([...Array<string>(9).fill('superseded'), 'awaiting_payment']);
    const payable = asked.find((result) => result.outcome === 'payment_required' && result.changeId === states[9].id);
    const superseded = asked.find((result) => result.outcome === 'payment_required' && result.changeId === states[0].id);
    if (payable?.outcome !== 'payment_required' || superseded?.outcome !== 'payment_required') throw new Error('expected payments');

    const confirm = async (changeId: number) => {
      const response = await new HttpSession(t).post(`/api/manage/${failed.manageToken}/changes/${changeId}/confirm`, {});
      expect(response.status).toBe(200);
      return response.body as ManageBookingView;
    };
    await payWithCard(failed.browser, superseded.clientSecret);
    const afterSuperseded = await confirm(superseded.changeId);
    expect(afterSuperseded.legs[1]).toMatchObject({ state: 'failed' });
    expect(await settledRefunds(t, failed.reference, 1)).toEqual([
      { amount_pence: 1500, state: 'succeeded', requested_by: 'system', reason: 'Delivery not rebooked: the booking had changed meanwhile' },
    ]);

    await payWithCard(failed.browser, payable.clientSecret);
    const booked = await confirm(payable.changeId);
    expect(booked.legs[1]).toMatchObject({ kind: 'address', state: 'booked', date: iso(day), window: { start: '18:00', end: '20:00' }, feePence: 3000 });
    const [trips] = await sql<{ trips: number }>(t, 'select trips from delivery_window_day where window_id = ? and day = ?::date', [window, iso(day)]);
    expect(trips).toEqual({ trips: 1 });
    const [changes] = await sql<{ applied: number; stale: number; superseded: number }>(
      t,
      `select count(*) filter (where state = 'applied')::int as applied, count(*) filter (where state = 'stale')::int as stale,
              count(*) filter (where state = 'superseded')::int as superseded from booking_change where booking_id = ?`,
      [failed.bookingId],
    );
    expect(changes).toEqual({ applied: 1, stale: 1, superseded: 8 });
  });
});
