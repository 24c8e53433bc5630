import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { londonInstant, parseDayMonthYear, type AdminBookingDetail, type ChangeBookingResult, type ChangeQuote, type DeliveryWindowsAnswer, type GetDataResponse, type LegAddress, type ManageBookingView, type PaymentIntentRequest } from '@luggage/contracts';
import { aBookingRequest, aPaymentIntentRequest, bookingByToken, countRows, demoCatalog, londonDate, sql } from '../support/booking-builders.js';
import { HttpSession } from '../support/http-session.js';
import { bookAndPay, manageView, payWithCard, sameBooking, settledRefunds } from '../support/lifecycle.js';
import { startSmtpCatcher, type SmtpCatcher } from '../support/smtp-catcher.js';
import { adminSession, createAdminTestApp } from '../support/admin.js';
import { eventually, type TestApp } from '../support/test-app.js';
import { longDate } from '../../backend/src/modules/notifications/email-dates.js';

jest.setTimeout(90_000);

/** 'DD-MM-YYYY' to 'YYYY-MM-DD'. */
const iso = (dashed: string) => dashed.split('-').reverse().join('-');

const CLIFTON: LegAddress = { line1: '12 Royal York Crescent', town: 'Bristol', postcode: 'bs84jz', note: 'Hotel reception, ask for the concierge' };
const BATH_HOTEL: LegAddress = { line1: '1 Royal Crescent', line2: 'Flat 2', town: 'Bath', postcode: 'BA1 2LR', contactName: 'Sam Porter' };
/** 36.45 of storage (aPaymentIntentRequest's basket) plus fees. */
const STORAGE = 36.45;

describe("a booking's legs (issue 18)", () => {
  let t: TestApp;
  let smtp: SmtpCatcher;
  let data: GetDataResponse;
  let busStation: number;
  let templeMeads: number;
  let bathSpa: number;
  let bristolCity: number;
  let bathCity: number;
  let visitors = 0;

  /** The id of a city's window starting at `start`. */
  const windowOf = (cityId: number, start: string) => data.delivery.windows.find((w) => w.cityId === cityId && w.start === start)!.id;
  const request = (overrides: Partial<PaymentIntentRequest>) => aPaymentIntentRequest(busStation, { collectionDate: londonDate(5), email: `legs${(visitors += 1)}@example.com`, ...overrides });

  async function refused(body: PaymentIntentRequest, status = 422): Promise<{ message: string; errors?: Record<string, string[]> }> {
    const before = await countRows(t, 'booking');
    const trips = await sql<{ trips: number }>(t, 'select coalesce(sum(trips), 0)::int as trips from delivery_window_day');
    const response = await new HttpSession(t).post('/api/stripe-payment-intent', body);
    expect(response.status).toBe(status);
    expect(await countRows(t, 'booking')).toBe(before);
    expect(await sql(t, 'select coalesce(sum(trips), 0)::int as trips from delivery_window_day')).toEqual(trips);
    return response.body as { message: string; errors?: Record<string, string[]> };
  }
  const tripsTaken = (windowId: number, date: string) =>
    sql<{ trips: number }>(t, 'select coalesce(sum(trips), 0)::int as trips from delivery_window_day where window_id = ? and day = ?::date', [windowId, date]).then(([row]) => row.trips);

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    t = await createAdminTestApp({ env: { SMTP_URL: smtp.url } });
    ({ data, bristolBusStation: busStation } = await demoCatalog(t));
    const points = data.collection_cities.flatMap((city) => city.get_locations.map((point) => ({ ...point, cityId: city.id })));
    templeMeads = points.find((p) => p.Location === 'Bristol Temple Meads Station')!.id;
    bathSpa = points.find((p) => p.Location === 'Bath Spa Station')!.id;
    bristolCity = points.find((p) => p.id === busStation)!.cityId;
    bathCity = points.find((p) => p.id === bathSpa)!.cityId;
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('collects from an address and delivers to another, fees on top of storage, through to a paid booking whose manage view shows both legs', async () => {
    const collection = windowOf(bristolCity, '08:00');
    const delivery = windowOf(bathCity, '14:00');
    const booked = await bookAndPay(t, busStation, {
      handover: { kind: 'address', address: CLIFTON, windowId: collection },
      giveBack: { kind: 'address', address: BATH_HOTEL, windowId: delivery },
      totalCost: STORAGE + 15 + 20,
    });
    const view = await manageView(t, booked.manageToken);
    expect(view.total).toBe(71.45);
    expect(view.fees).toEqual([
      { kind: 'collection', pence: 1500 },
      { kind: 'delivery', pence: 2000 },
    ]);
    expect(view.legs).toEqual([
      {
        direction: 'collection',
        kind: 'address',
        date: iso(londonDate(5)),
        address: { line1: '12 Royal York Crescent', town: 'Bristol', postcode: 'BS8 4JZ', note: 'Hotel reception, ask for the concierge' },
        window: { start: '08:00', end: '10:00' },
        feePence: 1500,
        state: 'booked',
      },
      {
        direction: 'return',
        kind: 'address',
        date: iso(londonDate(7)),
        address: { line1: '1 Royal Crescent', line2: 'Flat 2', town: 'Bath', postcode: 'BA1 2LR', contactName: 'Sam Porter' },
        window: { start: '14:00', end: '16:00' },
        feePence: 2000,
        state: 'booked',
      },
    ]);
    // The free cancellation counts from the window's start, the collection's time.
    expect(view.freeCancellationUntil).toBe(new Date(londonInstant(parseDayMonthYear(londonDate(5))!, '08:00').getTime() - 24 * 3_600_000).toISOString());
    expect(await tripsTaken(collection, iso(londonDate(5)))).toBe(1);
    expect(await tripsTaken(delivery, iso(londonDate(7)))).toBe(1);
    const [stored] = await sql(t, 'select fees_pence, total_pence, discount_pence from booking where reference = ?', [booked.reference]);
    // Discounts apply to storage only.
    expect(stored).toEqual({ fees_pence: 3500, total_pence: 7145, discount_pence: 855 });

    const mail = await smtp.waitFor((caught) => caught.subject === `Booking confirmed: ${booked.reference}`);
    expect(mail.text).toContain(`Collection: ${longDate(londonDate(5))}, 08:00–10:00\nFrom your address: 12 Royal York Crescent, Bristol, BS8 4JZ\nNote for the driver: Hotel reception, ask for the concierge\n`);
    expect(mail.text).toContain(`Delivery: ${longDate(londonDate(7))}, 14:00–16:00\nTo your address: 1 Royal Crescent, Flat 2, Bath, BA1 2LR\n`);
    // Collected by the driver: nothing is handed over at a point.
    expect(mail.text).toContain('Please have it ready when your driver collects your luggage.');
    expect(mail.text).toContain('Full Price: £45.00\nDiscount: - £8.55\nCollection from your address: £15.00\nDelivery to your address: £20.00\nTotal paid: £71.45');
    expect(mail.text).not.toContain('Collection point:');
  });

  it('returns at a point of another city for its return fee, and at the same point for nothing', async () => {
    const elsewhere = await bookAndPay(t, busStation, { giveBack: { kind: 'other_point', locationId: bathSpa }, totalCost: STORAGE + 15 });
    const view = await manageView(t, elsewhere.manageToken);
    expect(view.total).toBe(51.45);
    expect(view.fees).toEqual([{ kind: 'return_elsewhere', pence: 1500 }]);
    expect(view.legs.map((leg) => [leg.direction, leg.kind, leg.point?.name, leg.feePence])).toEqual([
      ['collection', 'point', 'Bristol Bus Station', 0],
      ['return', 'point', 'Bath Spa Station', 1500],
    ]);

    const same = await bookAndPay(t, busStation, { handover: { kind: 'point' }, giveBack: { kind: 'same_point' } });
    const sameView = await manageView(t, same.manageToken);
    expect(sameView).toMatchObject({ total: STORAGE, fees: [] });
    expect(sameView.legs.map((leg) => [leg.kind, leg.point?.id, leg.point?.time])).toEqual([
      ['point', busStation, '09:00'],
      ['point', busStation, '09:00'],
    ]);
    const mail = await smtp.waitFor((caught) => caught.subject === `Booking confirmed: ${elsewhere.reference}`);
    expect(mail.text).toContain(`Collection: ${longDate(londonDate(5))} at 09:00\nCollection point: Bristol Bus Station, Marlborough Street, Bristol BS1 3NU\n`);
    expect(mail.text).toContain(`Return: ${longDate(londonDate(7))} at 10:30\nReturn point: Bath Spa Station, Dorchester Street, Bath BA1 1SU\n`);
    expect(mail.text).toContain('Return at another point: £15.00\nTotal paid: £51.45');
    const detail = (await (await adminSession(t)).get(`/api/admin/bookings/${elsewhere.reference}`).expect(200)).body as AdminBookingDetail;
    expect(detail).toMatchObject({ totalCost: 51.45, fees: [{ kind: 'return_elsewhere', pence: 1500 }], legs: view.legs });
  });

  it('gives a booking made before legs its two point legs', async () => {
    const old = await bookAndPay(t, busStation);
    await sql(t, 'delete from booking_leg where booking_id = (select id from booking where reference = ?)', [old.reference]);
    const view = await manageView(t, old.manageToken);
    expect(view.legs).toEqual([
      { direction: 'collection', kind: 'point', date: iso(londonDate(5)), point: { id: busStation, name: 'Bristol Bus Station', address: 'Marlborough Street, Bristol BS1 3NU', time: '09:00' }, feePence: 0, state: 'booked' },
      { direction: 'return', kind: 'point', date: iso(londonDate(7)), point: { id: busStation, name: 'Bristol Bus Station', address: 'Marlborough Street, Bristol BS1 3NU', time: '09:00' }, feePence: 0, state: 'booked' },
    ]);
  });

  it('answers a postcode outside the area in place, and nothing else changes', async () => {
    const body = await refused(request({ handover: { kind: 'address', address: { ...CLIFTON, postcode: 'SW1A 1AA' }, windowId: windowOf(bristolCity, '08:00') }, totalCost: STORAGE + 15 }));
    expect(body.errors).toEqual({ 'handover.address.postcode': ["We don't collect or deliver in SW1A yet. We cover BA1, BA2, BS1–BS9 and BS13–BS16."] });
  });

  it('refuses bad fields by field', async () => {
    const window = windowOf(bristolCity, '08:00');
    const body = await refused(request({
      handover: { kind: 'address', address: { line1: ' ', town: 'x'.repeat(61), postcode: 'not a postcode' }, windowId: window },
      giveBack: { kind: 'address', address: { ...CLIFTON, note: 'n'.repeat(301) }, windowId: 0 },
    }));
    expect(body.errors).toEqual({
      'handover.address.line1': ['Please enter address line 1.'],
      'handover.address.town': ['The town must be 60 characters or fewer.'],
      'handover.address.postcode': ['Enter a full UK postcode, like BS8 4JZ.'],
      'giveBack.address.note': ['The note must be 300 characters or fewer.'],
      'giveBack.windowId': ['Please choose a time window.'],
    });
    const missing = await refused(request({ handover: { kind: 'address' } as never, giveBack: { kind: 'other_point' } as never }));
    expect(missing.errors).toEqual({
      'handover.address': ['Please enter the address.'],
      'handover.windowId': ['Please choose a time window.'],
      'giveBack.locationId': ['Please select a location'],
    });
  });

  it('keeps the coordinates Places Autocomplete gave an address, and refuses coordinates outside the UK by field', async () => {
    const collection = windowOf(bristolCity, '10:00');
    const booked = await bookAndPay(t, busStation, { handover: { kind: 'address', address: { ...CLIFTON, lat: 51.4536, lng: -2.6198 }, windowId: collection }, totalCost: STORAGE + 15 });
    const stored = await sql(t, "select l.lat, l.lng from booking_leg l join booking b on b.id = l.booking_id where b.reference = ? and l.direction = 'collection'", [booked.reference]);
    expect(stored).toEqual([{ lat: 51.4536, lng: -2.6198 }]);
    const body = await refused(request({ handover: { kind: 'address', address: { ...CLIFTON, lat: 40.4, lng: '-2.6' as never }, windowId: collection }, totalCost: STORAGE + 15 }));
    expect(body.errors).toEqual({ 'handover.address.lat': ['The coordinates must be in the UK.'], 'handover.address.lng': ['The coordinates must be in the UK.'] });
    const east = await refused(request({ giveBack: { kind: 'address', address: { ...CLIFTON, lat: 51.45, lng: 2.5 }, windowId: collection }, totalCost: STORAGE + 15 }));
    expect(east.errors).toEqual({ 'giveBack.address.lng': ['The coordinates must be in the UK.'] });
  });

  it('refuses a window of another city, a storage point other than the zone’s, and a return elsewhere not offered', async () => {
    const bathWindow = windowOf(bathCity, '08:00');
    const wrongCity = await refused(request({ handover: { kind: 'address', address: CLIFTON, windowId: bathWindow }, totalCost: STORAGE + 15 }));
    expect(wrongCity.errors).toEqual({ 'handover.windowId': ['Please choose one of the time windows offered for this address.'] });

    const south = { ...CLIFTON, postcode: 'BS13 7AA' };
    const wrongPoint = await refused(request({ handover: { kind: 'address', address: south, windowId: windowOf(bristolCity, '08:00') }, totalCost: STORAGE + 15 }));
    expect(wrongPoint.errors).toEqual({ locationId: ['Bags collected from this address are stored at the point of its area: please choose that point.'] });
    // Its zone's point takes it.
    const atTempleMeads = await new HttpSession(t).post('/api/stripe-payment-intent', { ...request({ handover: { kind: 'address', address: south, windowId: windowOf(bristolCity, '08:00') }, totalCost: STORAGE + 15 }), locationId: templeMeads });
    expect(atTempleMeads.status).toBe(200);

    await sql(t, 'delete from delivery_return_fee where from_city_id = ? and to_city_id = ?', [bristolCity, bathCity]);
    const notOffered = await refused(request({ giveBack: { kind: 'other_point', locationId: bathSpa }, totalCost: STORAGE + 15 }));
    expect(notOffered.errors).toEqual({ 'giveBack.locationId': ['Return at another point is not offered from Bristol to Bath.'] });
    await sql(t, 'insert into delivery_return_fee (from_city_id, to_city_id, fee_pence) values (?, ?, 1500)', [bristolCity, bathCity]);
    const samePoint = await refused(request({ giveBack: { kind: 'other_point', locationId: busStation }, totalCost: STORAGE + 10 }));
    expect(samePoint.errors).toEqual({ 'giveBack.locationId': ['This is the point your bags are stored at: choose "At the same point" to collect them there.'] });
  });

  it('refuses a total without the fees', async () => {
    const body = await refused(request({ giveBack: { kind: 'address', address: BATH_HOTEL, windowId: windowOf(bathCity, '08:00') }, totalCost: STORAGE }));
    expect(body.errors).toEqual({ totalCost: ['The total has changed: please review your booking.'] });
  });

  it('refuses a window past its cut-off', async () => {
    await sql(t, 'update collection_city set delivery_cut_off_hours = 168 where id = ?', [bristolCity]);
    try {
      const body = await refused(request({ handover: { kind: 'address', address: CLIFTON, windowId: windowOf(bristolCity, '18:00') }, totalCost: STORAGE + 15 }));
      expect(body.errors).toEqual({ 'handover.windowId': ['This window can no longer be booked: please choose a later one.'] });
      const windows = await t.request().get(`/api/delivery-windows?cityId=${bristolCity}&date=${iso(londonDate(5))}`).expect(200);
      expect(windows.body).toEqual({ date: iso(londonDate(5)), windows: [] });
    } finally {
      await sql(t, 'update collection_city set delivery_cut_off_hours = 3 where id = ?', [bristolCity]);
    }
  });

  it('refuses the trip of a full window with 409, and lists it as full', async () => {
    const window = windowOf(bristolCity, '10:00');
    const day = londonDate(12);
    await sql(t, 'update delivery_window set trips = 1 where id = ?', [window]);
    try {
      await bookAndPay(t, busStation, { collectionDate: day, handover: { kind: 'address', address: CLIFTON, windowId: window }, totalCost: STORAGE + 15 });
      const body = await refused(request({ collectionDate: day, handover: { kind: 'address', address: CLIFTON, windowId: window }, totalCost: STORAGE + 15 }), 409);
      expect(body.message).toBe(`That window is full: 10:00–12:00 on ${day} has no trips left. Please choose another window or day.`);
      const windows = (await t.request().get(`/api/delivery-windows?cityId=${bristolCity}&date=${iso(day)}`).expect(200)).body as DeliveryWindowsAnswer;
      expect(windows.windows.find((w) => w.id === window)).toEqual({ id: window, start: '10:00', end: '12:00', label: '10:00–12:00', tripsLeft: 0, full: true });
      expect(windows.windows.find((w) => w.start === '08:00')).toMatchObject({ tripsLeft: 6, full: false });
    } finally {
      await sql(t, 'update delivery_window set trips = 6 where id = ?', [window]);
    }
  });

  it('holds an unpaid checkout’s trip within half of its window, and lets the next one on unheld', async () => {
    const window = windowOf(bristolCity, '18:00');
    const day = londonDate(26);
    const holds = async (token: string) => (await sql<{ holds_bags: boolean }>(t, 'select holds_bags from booking where booking_token = ?', [token]))[0]?.holds_bags;
    await sql(t, 'update delivery_window set trips = 2 where id = ?', [window]);
    try {
      const checkout = () => request({ collectionDate: day, handover: { kind: 'address', address: CLIFTON, windowId: window }, totalCost: STORAGE + 15 });
      const held = checkout();
      expect((await new HttpSession(t).post('/api/stripe-payment-intent', held)).status).toBe(200);
      expect(await holds(held.bookingToken)).toBe(true);
      expect(await tripsTaken(window, iso(day))).toBe(1);

      const unheld = checkout();
      expect((await new HttpSession(t).post('/api/stripe-payment-intent', unheld)).status).toBe(200);
      expect(await holds(unheld.bookingToken)).toBe(false);
      expect(await tripsTaken(window, iso(day))).toBe(1);
    } finally {
      await sql(t, 'update delivery_window set trips = 6 where id = ?', [window]);
    }
  });

  it('refunds a payment that arrives after its hold ended when its window is full by then, and says why (409)', async () => {
    const window = windowOf(bristolCity, '16:00');
    const day = londonDate(16);
    await sql(t, 'update delivery_window set trips = 1 where id = ?', [window]);
    try {
      const browser = new HttpSession(t);
      const late = request({ collectionDate: day, handover: { kind: 'address', address: CLIFTON, windowId: window }, totalCost: STORAGE + 15 });
      const secret = (await browser.post('/api/stripe-payment-intent', late)).body as string;
      const pending = await bookingByToken(t, late.bookingToken);
      await sql(t, `update booking set hold_expires_at = now() - interval '1 second' where id = ?`, [pending!.id]);
      await sql(t, `update outbox_event set available_at = now() where name = 'BookingHoldExpired' and (payload->>'bookingId')::int = ?`, [pending!.id]);
      await eventually(() => tripsTaken(window, iso(day)), (trips) => trips === 0);
      await bookAndPay(t, busStation, { collectionDate: day, email: 'first@example.com', handover: { kind: 'address', address: CLIFTON, windowId: window }, totalCost: STORAGE + 15 });

      await payWithCard(browser, secret);
      const answer = await browser.post('/api/booking', aBookingRequest(late, secret));
      expect(answer.status).toBe(409);
      const booking = await eventually(() => bookingByToken(t, late.bookingToken), (b) => b?.status === 'cancelled');
      expect(await settledRefunds(t, booking!.reference, 1)).toEqual([{ amount_pence: 5145, state: 'succeeded', requested_by: 'system', reason: 'Paid after the hold ended; the window was full' }]);
      const mail = await smtp.waitFor((caught) => caught.subject === `Booking cancelled: ${booking!.reference}`);
      expect(mail.text).toContain(`your payment reached us after that and the 16:00–18:00 window on ${day} is now full, so we could not keep this booking.`);
      expect(await tripsTaken(window, iso(day))).toBe(1);
    } finally {
      await sql(t, 'update delivery_window set trips = 6 where id = ?', [window]);
    }
  });

  it('moves a re-checkout’s trips to its new window, never doubling them', async () => {
    const first = windowOf(bristolCity, '14:00');
    const second = windowOf(bristolCity, '16:00');
    const day = iso(londonDate(14));
    const browser = new HttpSession(t);
    const body = request({ collectionDate: londonDate(14), handover: { kind: 'address', address: CLIFTON, windowId: first }, totalCost: STORAGE + 15 });
    expect((await browser.post('/api/stripe-payment-intent', body)).status).toBe(200);
    expect([await tripsTaken(first, day), await tripsTaken(second, day)]).toEqual([1, 0]);
    expect((await browser.post('/api/stripe-payment-intent', { ...body, handover: { kind: 'address', address: CLIFTON, windowId: second } })).status).toBe(200);
    expect([await tripsTaken(first, day), await tripsTaken(second, day)]).toEqual([0, 1]);
    expect((await browser.post('/api/stripe-payment-intent', { ...body, handover: { kind: 'point' }, totalCost: STORAGE })).status).toBe(200);
    expect([await tripsTaken(first, day), await tripsTaken(second, day)]).toEqual([0, 0]);
    const booking = await bookingByToken(t, body.bookingToken);
    expect(await sql(t, 'select direction, kind, fee_pence from booking_leg where booking_id = ? order by direction', [booking!.id])).toEqual([
      { direction: 'collection', kind: 'point', fee_pence: 0 },
      { direction: 'return', kind: 'point', fee_pence: 0 },
    ]);
  });

  it('keeps the fees it was sold at when the catalog changes, and through a change of date', async () => {
    const window = windowOf(bristolCity, '08:00');
    const booked = await bookAndPay(t, busStation, { collectionDate: londonDate(20), handover: { kind: 'address', address: CLIFTON, windowId: window }, totalCost: STORAGE + 15 });
    await sql(t, "update delivery_zone set fee_pence = 4000 where 'BS8' = any(districts)");
    try {
      const view = await manageView(t, booked.manageToken);
      expect(view).toMatchObject({ total: 51.45, fees: [{ kind: 'collection', pence: 1500 }] });
      const moved = sameBooking(view, { collectionDate: londonDate(21) });
      const quote = (await new HttpSession(t).post(`/api/manage/${booked.manageToken}/change-quote`, moved)).body as ChangeQuote;
      expect(quote).toMatchObject({ total: 51.45, difference: 0 });
      const changed = await new HttpSession(t).post(`/api/manage/${booked.manageToken}/change`, { ...moved, expectedDifference: 0 });
      expect(changed.status).toBe(200);
      const after = (changed.body as ChangeBookingResult & { booking: ManageBookingView }).booking;
      expect(after.legs[0]).toMatchObject({ kind: 'address', date: iso(londonDate(21)), window: { start: '08:00', end: '10:00' }, feePence: 1500 });
      expect([await tripsTaken(window, iso(londonDate(20))), await tripsTaken(window, iso(londonDate(21)))]).toEqual([0, 1]);
      const other = await new HttpSession(t).post(`/api/manage/${booked.manageToken}/change-quote`, { ...moved, locationId: templeMeads });
      expect(other.status).toBe(422);
      expect(other.body.errors).toEqual({ locationId: ["This booking's collection or return is arranged around its point, so the point cannot be changed."] });
    } finally {
      await sql(t, "update delivery_zone set fee_pence = 1500 where 'BS8' = any(districts)");
    }
  });

  it('moves a return elsewhere with the dates, at that point’s time, and refuses new dates past a window’s cut-off', async () => {
    const elsewhere = await bookAndPay(t, busStation, { collectionDate: londonDate(22), giveBack: { kind: 'other_point', locationId: bathSpa }, totalCost: STORAGE + 15 });
    const view = await manageView(t, elsewhere.manageToken);
    const changed = await new HttpSession(t).post(`/api/manage/${elsewhere.manageToken}/change`, { ...sameBooking(view, { collectionDate: londonDate(23) }), expectedDifference: 0 });
    expect(changed.status).toBe(200);
    expect((changed.body as { booking: ManageBookingView }).booking.legs[1]).toMatchObject({ kind: 'point', date: iso(londonDate(25)), point: { id: bathSpa, time: '10:30' }, feePence: 1500 });

    const collected = await bookAndPay(t, busStation, { collectionDate: londonDate(22), handover: { kind: 'address', address: CLIFTON, windowId: windowOf(bristolCity, '08:00') }, totalCost: STORAGE + 15 });
    await sql(t, 'update collection_city set delivery_cut_off_hours = 168 where id = ?', [bristolCity]);
    try {
      const quote = await new HttpSession(t).post(`/api/manage/${collected.manageToken}/change-quote`, sameBooking(await manageView(t, collected.manageToken), { collectionDate: londonDate(4) }));
      expect([quote.status, quote.body.errors]).toEqual([422, { collectionDate: ['This window can no longer be booked: please choose a later one.'] }]);
    } finally {
      await sql(t, 'update collection_city set delivery_cut_off_hours = 3 where id = ?', [bristolCity]);
    }
  });

  it('refunds the fees with the storage on a cancellation, and gives the trips back', async () => {
    const window = windowOf(bathCity, '18:00');
    const booked = await bookAndPay(t, busStation, { giveBack: { kind: 'address', address: BATH_HOTEL, windowId: window }, totalCost: STORAGE + 20 });
    expect(await tripsTaken(window, iso(londonDate(7)))).toBe(1);
    const cancelled = await new HttpSession(t).post(`/api/manage/${booked.manageToken}/cancel`, { expectedRefund: 56.45 });
    expect(cancelled.status).toBe(200);
    expect(await settledRefunds(t, booked.reference, 1)).toMatchObject([{ amount_pence: 5645, state: 'succeeded' }]);
    expect(await tripsTaken(window, iso(londonDate(7)))).toBe(0);
  });

  it('answers GET /api/delivery-windows by field for bad input', async () => {
    const bad = await t.request().get('/api/delivery-windows?cityId=abc&date=2026-13-01').expect(422);
    expect(bad.body.errors).toEqual({ cityId: ['The city is invalid.'], date: ['The date must be a real date written YYYY-MM-DD.'] });
    const none = await t.request().get(`/api/delivery-windows?cityId=999999&date=${iso(londonDate(3))}`).expect(422);
    expect(none.body.errors).toEqual({ cityId: ['The city is not available for booking.'] });
    const open = (await t.request().get(`/api/delivery-windows?cityId=${bathCity}&date=${iso(londonDate(30))}`).expect(200)).body as DeliveryWindowsAnswer;
    expect(open.windows.map((w) => [w.label, w.tripsLeft, w.full])).toEqual([
      ['08:00–10:00', 6, false],
      ['10:00–12:00', 6, false],
      ['14:00–16:00', 6, false],
      ['16:00–18:00', 6, false],
      ['18:00–20:00', 6, false],
    ]);
  });
});
