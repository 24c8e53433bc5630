// Changing a booking's legs (issue 18, section 5): a change may name a new handover or give-back, checked and priced
// as the checkout does; kept legs keep the fee they were sold at; trips move inside the change's transaction.
import { afterAll, afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { AdminBookingDetail, ChangeBookingRequest, ChangeBookingResult, ChangeQuote, DayLists, GetDataResponse, LegAddress, ManageBookingView, OccupancyView } from '@luggage/contracts';
import { demoCatalog, londonDate, sql } from '../support/booking-builders.js';
import { HttpSession } from '../support/http-session.js';
import { bookAndPay, manageView, payWithCard, sameBooking, settledRefunds } from '../support/lifecycle.js';
import { adminSession, createAdminTestApp } from '../support/admin.js';
import { addressLegToday, startRun } from '../support/driver-runs.js';
import { driverMember } from '../support/staff.js';
import { startSmtpCatcher, type SmtpCatcher } from '../support/smtp-catcher.js';
import type { TestApp } from '../support/test-app.js';
import { nightsCounted as countedNights } from '../support/capacity-counters.js';

jest.setTimeout(90_000);

/** The body of a 200 answer; anything else fails with the answer. */
function body200<T = object>(response: { status: number; body: unknown }): T {
  if (response.status !== 200) throw new Error(`answered ${response.status}: ${JSON.stringify(response.body)}`);
  return response.body as T;
}

const iso = (dashed: string) => dashed.split('-').reverse().join('-');
const CLIFTON: LegAddress = { line1: '12 Royal York Crescent', town: 'Bristol', postcode: 'BS8 4JZ' };
const STORAGE = 36.45;

describe("changing a booking's legs", () => {
  let t: TestApp;
  let smtp: SmtpCatcher;
  let data: GetDataResponse;
  let busStation: number;
  let bristolCity: number;

  const windowOf = (start: string) => data.delivery.windows.find((w) => w.cityId === bristolCity && w.start === start)!.id;
  const tripsTaken = (windowId: number, date: string) =>
    sql<{ trips: number }>(t, 'select coalesce(sum(trips), 0)::int as trips from delivery_window_day where window_id = ? and day = ?::date', [windowId, date]).then(([row]) => row.trips);
  const quote = (token: string, body: ChangeBookingRequest) => new HttpSession(t).post(`/api/manage/${token}/change-quote`, body);
  const change = (token: string, body: ChangeBookingRequest, expectedDifference: number) => new HttpSession(t).post(`/api/manage/${token}/change`, { ...body, expectedDifference });

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    t = await createAdminTestApp({ env: { SMTP_URL: smtp.url } });
    ({ data, bristolBusStation: busStation } = await demoCatalog(t));
    bristolCity = data.collection_cities.find((city) => city.get_locations.some((p) => p.id === busStation))!.id;
    await sql(t, 'update collection_location set capacity = 1000 where id = ?', [busStation]);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('turns a give-back at the point into a delivery, paid with the card form, and back again with a refund', async () => {
    const booked = await bookAndPay(t, busStation, { collectionDate: londonDate(6) });
    const window = windowOf('14:00');
    const returnDay = iso(londonDate(8));
    const delivered = sameBooking(await manageView(t, booked.manageToken), { giveBack: { kind: 'address', address: CLIFTON, windowId: window } });
    const priced = body200<ChangeQuote>(await quote(booked.manageToken, delivered));
    expect(priced).toMatchObject({ total: STORAGE + 15, difference: 15, payNow: 15, fees: [{ kind: 'delivery', pence: 1500 }] });
    const result = body200<ChangeBookingResult>(await change(booked.manageToken, delivered, 15));
    if (result.outcome !== 'payment_required') throw new Error('expected a payment');
    await payWithCard(booked.browser, result.clientSecret);
    const after = body200<ManageBookingView>(await new HttpSession(t).post(`/api/manage/${booked.manageToken}/changes/${result.changeId}/confirm`, {}));
    expect(after).toMatchObject({ total: STORAGE + 15, paid: STORAGE + 15, fees: [{ kind: 'delivery', pence: 1500 }] });
    expect(after.legs[1]).toMatchObject({ kind: 'address', date: returnDay, address: { line1: CLIFTON.line1, postcode: 'BS8 4JZ' }, window: { start: '14:00', end: '16:00' }, feePence: 1500, state: 'booked' });
    expect(await tripsTaken(window, returnDay)).toBe(1);
    expect(after.history.at(-1)?.action).toMatch(/return At Bristol Bus Station -> 12 Royal York Crescent, BS8 4JZ, 14:00–16:00/);

    const back = sameBooking(after, { giveBack: { kind: 'same_point' } });
    expect(body200(await quote(booked.manageToken, back))).toMatchObject({ difference: -15, refundNow: 15, fees: [] });
    const undone = body200<{ booking: ManageBookingView }>(await change(booked.manageToken, back, -15));
    expect(undone.booking).toMatchObject({ total: STORAGE, fees: [] });
    expect(undone.booking.legs[1]).toMatchObject({ kind: 'point', point: { id: busStation }, feePence: 0 });
    expect(await tripsTaken(window, returnDay)).toBe(0);
    expect((await settledRefunds(t, booked.reference, 1)).map((r) => r.amount_pence)).toEqual([1500]);
  });

  it('moves a leg to another window at the fee it was sold at, even after the catalog fee changed', async () => {
    const [early, later] = [windowOf('08:00'), windowOf('10:00')];
    const day = londonDate(9);
    const booked = await bookAndPay(t, busStation, { collectionDate: day, handover: { kind: 'address', address: CLIFTON, windowId: early }, totalCost: STORAGE + 15 });
    await sql(t, "update delivery_zone set fee_pence = 4000 where 'BS8' = any(districts)");
    try {
      const view = await manageView(t, booked.manageToken);
      const sameWindow = sameBooking(view, { handover: { kind: 'address', address: CLIFTON, windowId: early }, giveBack: { kind: 'same_point' } });
      expect(body200(await quote(booked.manageToken, sameWindow))).toMatchObject({ difference: 0, fees: [{ kind: 'collection', pence: 1500 }] });
      const moved = sameBooking(view, { handover: { kind: 'address', address: CLIFTON, windowId: later } });
      // A leg changed is priced as a checkout would be today.
      expect(body200(await quote(booked.manageToken, moved))).toMatchObject({ difference: 25, fees: [{ kind: 'collection', pence: 4000 }] });
    } finally {
      await sql(t, "update delivery_zone set fee_pence = 1500 where 'BS8' = any(districts)");
    }
    const moved = sameBooking(await manageView(t, booked.manageToken), { handover: { kind: 'address', address: CLIFTON, windowId: later } });
    const changed = body200<{ booking: ManageBookingView }>(await change(booked.manageToken, moved, 0));
    expect(changed.booking.legs[0]).toMatchObject({ kind: 'address', window: { start: '10:00', end: '12:00' }, feePence: 1500 });
    expect([await tripsTaken(early, iso(day)), await tripsTaken(later, iso(day))]).toEqual([0, 1]);
  });

  it('refuses a full window with 409 and a window past its cut-off by field, changing nothing', async () => {
    const [early, late] = [windowOf('08:00'), windowOf('16:00')];
    const day = londonDate(11);
    const booked = await bookAndPay(t, busStation, { collectionDate: day, handover: { kind: 'address', address: CLIFTON, windowId: early }, totalCost: STORAGE + 15 });
    await sql(t, 'update delivery_window set trips = 1 where id = ?', [late]);
    try {
      await bookAndPay(t, busStation, { collectionDate: day, handover: { kind: 'address', address: CLIFTON, windowId: late }, totalCost: STORAGE + 15 });
      const full = await change(booked.manageToken, sameBooking(await manageView(t, booked.manageToken), { handover: { kind: 'address', address: CLIFTON, windowId: late } }), 0);
      expect(full.status).toBe(409);
      expect(full.body.message).toBe(`That window is full: 16:00–18:00 on ${day} has no trips left. Please choose another window or day.`);
      expect([await tripsTaken(early, iso(day)), await tripsTaken(late, iso(day))]).toEqual([1, 1]);
    } finally {
      await sql(t, 'update delivery_window set trips = 6 where id = ?', [late]);
    }
    await sql(t, 'update collection_city set delivery_cut_off_hours = 168 where id = ?', [bristolCity]);
    try {
      const closed = await quote(booked.manageToken, sameBooking(await manageView(t, booked.manageToken), { collectionDate: londonDate(4), handover: { kind: 'address', address: CLIFTON, windowId: late } }));
      expect([closed.status, closed.body.errors]).toEqual([422, { 'handover.windowId': ['This window can no longer be booked: please choose a later one.'] }]);
      const outside = await quote(booked.manageToken, sameBooking(await manageView(t, booked.manageToken), { giveBack: { kind: 'address', address: { ...CLIFTON, postcode: 'SW1A 1AA' }, windowId: late } }));
      expect(outside.status).toBe(422);
      expect(Object.keys(outside.body.errors as object)).toEqual(['giveBack.address.postcode']);
    } finally {
      await sql(t, 'update collection_city set delivery_cut_off_hours = 3 where id = ?', [bristolCity]);
    }
    expect((await manageView(t, booked.manageToken)).legs[0]).toMatchObject({ window: { start: '08:00' } });
  });

  it("lets an admin change a leg on the customer's behalf, but not one the driver has started", async () => {
    const admin = await adminSession(t);
    const booked = await bookAndPay(t, busStation, { collectionDate: londonDate(13) });
    const window = windowOf('18:00');
    const body = { ...sameBooking(await manageView(t, booked.manageToken), { giveBack: { kind: 'address', address: CLIFTON, windowId: window } }), reason: 'Customer phoned', waiveDifference: true };
    const detail = body200<AdminBookingDetail>(await admin.post(`/api/admin/bookings/${booked.reference}/change`, body));
    expect(detail.audit.at(-1)?.action).toMatch(/return At Bristol Bus Station -> 12 Royal York Crescent.*Customer phoned; difference of £15\.00 waived/);
    expect((await manageView(t, booked.manageToken)).legs[1]).toMatchObject({ kind: 'address', feePence: 1500 });
    expect(await tripsTaken(window, iso(londonDate(15)))).toBe(1);

    const driver = await driverMember(t, smtp, admin, [bristolCity], 'Dee Driver');
    const today = await addressLegToday(t, busStation, { direction: 'collection', postcode: 'BS8 4JZ', windowStart: '18:00' });
    expect((await startRun(t, driver.session, today.legId)).status).toBe(200);
    const view = await manageView(t, today.manageToken);
    const refused = await admin.post(`/api/admin/bookings/${today.reference}/change`, { ...sameBooking(view, { handover: { kind: 'point' } }), reason: 'Customer phoned', waiveDifference: true });
    expect([refused.status, refused.body.errors.handover]).toEqual([422, ['Your driver has already started this collection, so it can no longer be changed.']]);
  });

  it('books a failed delivery again in another window for the second attempt’s fee, paid with the card form', async () => {
    const admin = await adminSession(t);
    const driver = await driverMember(t, smtp, admin, [bristolCity], 'Kit Wheeler');
    const failed = await addressLegToday(t, busStation, { direction: 'return', postcode: 'BS8 3PH', windowStart: '16:00' });
    expect((await startRun(t, driver.session, failed.legId)).status).toBe(200);
    expect((await driver.session.post(`/api/driver/stops/${failed.legId}/failed`, { reason: 'nobody_there' })).status).toBe(200);
    const rebook = (body: object) => new HttpSession(t).post(`/api/manage/${failed.manageToken}/redelivery`, body);
    const window = windowOf('18:00');
    const day = londonDate(2);

    const early = await rebook({ date: londonDate(-1), windowId: window, expectedFee: 15 });
    expect(early.status).toBe(422);
    expect(early.body.errors.date).toEqual([expect.stringMatching(/^Please choose \w{3} \d+ \w{3} \d{4} or a later day\.$/)]);
    const bad = await rebook({ date: 'soon', windowId: 'late', expectedFee: -1 });
    expect([bad.status, Object.keys(bad.body.errors as object).sort()]).toEqual([422, ['date', 'expectedFee', 'windowId']]);
    const dearer = await rebook({ date: day, windowId: window, expectedFee: 0 });
    expect([dearer.status, dearer.body.message]).toEqual([409, 'A second delivery now costs £15.00. Please review it and confirm again.']);

    const result = body200<ChangeBookingResult>(await rebook({ date: day, windowId: window, expectedFee: 15 }));
    if (result.outcome !== 'payment_required') throw new Error('expected a payment');
    expect(result.amount).toBe(15);
    expect((await manageView(t, failed.manageToken)).legs[1]).toMatchObject({ state: 'failed' });
    await payWithCard(failed.browser, result.clientSecret);
    const after = body200<ManageBookingView>(await new HttpSession(t).post(`/api/manage/${failed.manageToken}/changes/${result.changeId}/confirm`, {}));
    expect(after.legs[1]).toMatchObject({ kind: 'address', state: 'booked', date: iso(day), window: { start: '18:00', end: '20:00' }, feePence: 3000 });
    expect(after.legs[1].failureReason).toBeUndefined();
    expect(after).toMatchObject({ status: 'collected', total: STORAGE + 30, paid: STORAGE + 30, fees: [{ kind: 'delivery', pence: 3000 }] });
    expect(after.history.at(-1)?.action).toMatch(/Delivery booked again: .*18:00–20:00; paid £15\.00/);
    expect(await tripsTaken(window, iso(day))).toBe(1);
    await smtp.waitFor((mail) => mail.subject === `Booking changed: ${failed.reference}`);

    const again = await rebook({ date: day, windowId: window, expectedFee: 15 });
    expect([again.status, again.body.message]).toEqual([409, 'Only a delivery we could not make can be booked again.']);
  });

  describe('a second delivery', () => {
    let driver: Awaited<ReturnType<typeof driverMember>> | null = null;
    const nightsCounted = (from: string, to: string) =>
      countedNights(t, busStation, from, to);
    const setSecondFee = async (fee: number | null) => body200(await (await adminSession(t)).put(`/api/admin/second-attempt-fees/${bristolCity}`, { fee }));

    /** A delivery to an address today that the driver could not make. */
    async function failedToday(windowStart = '16:00') {
      driver ??= await driverMember(t, smtp, await adminSession(t), [bristolCity], 'Dee Driver');
      const failed = await addressLegToday(t, busStation, { direction: 'return', postcode: 'BS8 3PH', windowStart });
      expect((await startRun(t, driver.session, failed.legId)).status).toBe(200);
      expect((await driver.session.post(`/api/driver/stops/${failed.legId}/failed`, { reason: 'nobody_there' })).status).toBe(200);
      return { ...failed, rebook: (body: object) => new HttpSession(t).post(`/api/manage/${failed.manageToken}/redelivery`, body) };
    }

    afterEach(async () => {
      await setSecondFee(null);
      await sql(t, 'update collection_location set capacity = 1000 where id = ?', [busStation]);
    });

    it("charges the fee the city sets, and the fee asked for stays the price when the setting changes before it is paid", async () => {
      await setSecondFee(7.5);
      expect((await demoCatalog(t)).data.delivery.secondAttemptFees).toContainEqual({ cityId: bristolCity, feePence: 750 });
      const failed = await failedToday();
      const day = londonDate(1);
      const zoneFee = await failed.rebook({ date: day, windowId: windowOf('18:00'), expectedFee: 15 });
      expect([zoneFee.status, zoneFee.body.message]).toEqual([409, 'A second delivery now costs £7.50. Please review it and confirm again.']);
      const result = body200<ChangeBookingResult>(await failed.rebook({ date: day, windowId: windowOf('18:00'), expectedFee: 7.5 }));
      if (result.outcome !== 'payment_required') throw new Error('expected a payment');
      expect(result.amount).toBe(7.5);

      await setSecondFee(20);
      await payWithCard(failed.browser, result.clientSecret);
      const after = body200<ManageBookingView>(await new HttpSession(t).post(`/api/manage/${failed.manageToken}/changes/${result.changeId}/confirm`, {}));
      expect(after.legs[1]).toMatchObject({ state: 'booked', window: { start: '18:00', end: '20:00' }, feePence: 2250 });
      expect(after).toMatchObject({ total: STORAGE + 22.5, paid: STORAGE + 22.5, fees: [{ kind: 'delivery', pence: 2250 }] });
      expect((await manageView(t, failed.manageToken)).total).toBe(STORAGE + 22.5);
    });

    it('books a free second delivery at once, with no payment, and keeps the bags (and counts them) for the extra nights', async () => {
      await setSecondFee(0);
      const failed = await failedToday();
      const today = iso(londonDate(0));
      const later = iso(londonDate(3));
      const admin = await adminSession(t);
      const occupied = async () => ((await admin.get('/api/operations/occupancy').expect(200)).body as OccupancyView).points.find((p) => p.location.id === busStation)!.bags.slice(0, 4);
      const [countedBefore, occupiedBefore] = [await nightsCounted(today, later), await occupied()];
      const changes = () => sql<{ n: number }>(t, 'select count(*)::int as n from booking_change where booking_id = ?', [failed.bookingId]);

      const result = body200<ChangeBookingResult>(await failed.rebook({ date: londonDate(3), windowId: windowOf('08:00'), expectedFee: 0 }));
      expect(result.outcome).toBe('changed');
      expect(await changes()).toEqual([{ n: 0 }]);
      const view = await manageView(t, failed.manageToken);
      expect(view.legs[1]).toMatchObject({ state: 'booked', date: later, window: { start: '08:00', end: '10:00' }, feePence: 1500 });
      expect(view).toMatchObject({ returnDate: londonDate(3), total: STORAGE + 15, paid: STORAGE + 15 });
      // Tonight and the two nights after hold its two bags at the point, in the capacity counters and the occupancy alike.
      const bagsOn = (rows: { night: string; bags: number }[], night: string) => rows.find((row) => row.night === night)?.bags ?? 0;
      const nights = [0, 1, 2].map((d) => iso(londonDate(d)));
      const countedAfter = await nightsCounted(today, later);
      expect(nights.map((night) => bagsOn(countedAfter, night) - bagsOn(countedBefore, night))).toEqual([2, 2, 2]);
      const occupiedAfter = await occupied();
      expect(occupiedAfter.map((bags, i) => bags - occupiedBefore[i])).toEqual([2, 2, 2, 0]);
      // The point's returns list it on the new day, not today.
      const returnsOn = async (date: string) =>
        ((await admin.get(`/api/operations/day-lists?date=${date}&locationId=${busStation}`).expect(200)).body as DayLists).points.flatMap((point) => point.returns.entries.map((entry) => entry.reference));
      expect(await returnsOn(londonDate(3))).toContain(failed.reference);
      expect(await returnsOn(londonDate(0))).not.toContain(failed.reference);
    });

    it('refuses a later day when the point is full on an extra night with 409 naming the night, and refunds one paid after it filled', async () => {
      const failed = await failedToday('18:00');
      const nights = [iso(londonDate(0)), iso(londonDate(1))];
      const counted = await nightsCounted(nights[0], iso(londonDate(2)));
      const taken = nights.map((night) => counted.find((row) => row.night === night)?.bags ?? 0);
      // Room for one more bag on the fuller of the two extra nights (tonight and tomorrow); the booking has two.
      await sql(t, 'update collection_location set capacity = ? where id = ?', [Math.max(...taken) + 1, busStation]);
      const fullNight = londonDate(taken.indexOf(Math.max(...taken)));
      const before = [await nightsCounted(nights[0], iso(londonDate(3))), await tripsTaken(windowOf('10:00'), iso(londonDate(2)))];

      const refused = await failed.rebook({ date: londonDate(2), windowId: windowOf('10:00'), expectedFee: 15 });
      expect([refused.status, refused.body.message]).toEqual([409, `Bristol Bus Station is full on ${fullNight} (room for 1 more bag). Please choose another date or point.`]);
      expect([await nightsCounted(nights[0], iso(londonDate(3))), await tripsTaken(windowOf('10:00'), iso(londonDate(2)))]).toEqual(before);
      expect((await manageView(t, failed.manageToken)).legs[1]).toMatchObject({ state: 'failed' });

      // With room for its bags it can be asked for; its nights are taken only once it is paid.
      await sql(t, 'update collection_location set capacity = ? where id = ?', [Math.max(...taken) + 2, busStation]);
      const asked = body200<ChangeBookingResult>(await failed.rebook({ date: londonDate(2), windowId: windowOf('10:00'), expectedFee: 15 }));
      if (asked.outcome !== 'payment_required') throw new Error('expected a payment');
      expect(await nightsCounted(nights[0], iso(londonDate(3)))).toEqual(before[0]);

      // The point fills up before it is paid: the payment is refunded and the delivery stays to be booked again.
      await sql(t, 'update collection_location set capacity = ? where id = ?', [Math.max(...taken) + 1, busStation]);
      await payWithCard(failed.browser, asked.clientSecret);
      const after = body200<ManageBookingView>(await new HttpSession(t).post(`/api/manage/${failed.manageToken}/changes/${asked.changeId}/confirm`, {}));
      expect(after.legs[1]).toMatchObject({ state: 'failed', date: nights[0] });
      expect(after).toMatchObject({ returnDate: londonDate(0), total: STORAGE + 15 });
      expect(after.history.at(-1)?.action).toBe(`Refund: Delivery paid but not rebooked (Bristol Bus Station was full on ${fullNight} by the time it was paid): £15.00 refunded`);
      expect((await settledRefunds(t, failed.reference, 1)).map((r) => r.amount_pence)).toEqual([1500]);
      expect([await nightsCounted(nights[0], iso(londonDate(3))), await tripsTaken(windowOf('10:00'), iso(londonDate(2)))]).toEqual(before);
    });
  });
});
