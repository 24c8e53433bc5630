// Closed-point rescue (issue 42, part 4): an admin closes a point for a day at short notice; every booking affected
// that day is emailed in its language and offered, on its manage page, a free move to the nearest open point or a full
// refund whatever the policy; each offer is taken once.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { type ClosedTodayResponse, type DayLists, type ManageBookingView, parseDayMonthYear, formatIso, type RunSheetView } from '@luggage/contracts';
import { JobRegistry } from '../../backend/src/shared/queue/job-registry.js';
import { JobName } from '../../backend/src/shared/queue/jobs.js';
import { adminSession, createAdminTestApp } from '../support/admin.js';
import { demoCatalog, londonDate, sql } from '../support/booking-builders.js';
import { HttpSession } from '../support/http-session.js';
import { bookAndPay, manageView, refundsOf, setPolicy, settledRefunds } from '../support/lifecycle.js';
import { type CaughtMail, startSmtpCatcher, type SmtpCatcher } from '../support/smtp-catcher.js';
import type { TestApp } from '../support/test-app.js';

jest.setTimeout(120_000);

let smtp: SmtpCatcher;
let t: TestApp;
let admin: HttpSession;
let busStation: number;
let templeMeads: number;
let harbourside: number;
let bristolId: number;

const aboutBooking = (reference: string) => (mail: CaughtMail) => mail.subject.includes(reference) && /closed|fermé/.test(mail.subject);

async function closePoint(pointId: number, date: string, note = 'Staff illness'): Promise<ClosedTodayResponse> {
  const response = await admin.post(`/api/admin/locations/${pointId}/closed-today`, { date, note });
  if (response.status !== 200) throw new Error(`closed-today answered ${response.status}: ${JSON.stringify(response.body)}`);
  return response.body as ClosedTodayResponse;
}

const take = (token: string, choice: string, session = new HttpSession(t)) => session.post(`/api/manage/${token}/closure-offer`, { choice });

const HOME = { line1: '12 Royal York Crescent', town: 'Bristol', postcode: 'bs8 4jz', contactName: 'Sam' };
const takeDelivery = (token: string, address: unknown, session = new HttpSession(t)) => session.post(`/api/manage/${token}/closure-offer`, { choice: 'delivery', address });

const iso = (dashed: string) => formatIso(parseDayMonthYear(dashed)!);
const windowId = async (start: string) => (await sql<{ id: number }>(t, 'select id from delivery_window where city_id = ? and start_time = ?', [bristolId, start]))[0].id;
/** Takes every trip of the window that day, as bookings would. */
const fillWindow = async (start: string, day: string) =>
  sql(t, `insert into delivery_window_day (window_id, day, trips) values (?, ?::date, 6) on conflict (window_id, day) do update set trips = 6`, [await windowId(start), iso(day)]);
const tripsTaken = async (start: string, day: string) =>
  (await sql<{ trips: number }>(t, 'select coalesce(sum(trips), 0)::int as trips from delivery_window_day where window_id = ? and day = ?::date', [await windowId(start), iso(day)]))[0].trips;
const changeRows = async (reference: string) =>
  sql<{ note: string }>(t, `select h.note from booking_status_change h join booking b on b.id = h.booking_id where b.reference = ? and h.action = 'change'`, [reference]);
const runSheet = async (day: string) => ((await admin.get(`/api/admin/run-sheet?cityId=${bristolId}&date=${iso(day)}`).expect(200)).body as RunSheetView).stops;

/** A booking whose bags are stored at the point and due back on `day` (its collection two days before). */
async function storedUntil(day: number, email?: string) {
  const booked = await bookAndPay(t, busStation, { collectionDate: londonDate(day - 2), ...(email ? { email } : {}) });
  await sql(t, `update booking set status = 'collected' where reference = ?`, [booked.reference]);
  return booked;
}

const bagsAt = async (pointId: number, day: string) =>
  (await t.request().get('/api/availability').query({ locationId: pointId, from: day, days: 1 }).expect(200)).body.days[0] as { open: boolean; remaining: number; closedNote?: string };

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await createAdminTestApp({ env: { SMTP_URL: smtp.url } });
  admin = await adminSession(t);
  const catalog = await demoCatalog(t);
  busStation = catalog.bristolBusStation;
  const bristol = catalog.data.collection_cities.find((city) => city.city === 'Bristol')!;
  bristolId = bristol.id;
  templeMeads = bristol.get_locations.find((point) => point.Location.startsWith('Bristol Temple Meads'))!.id;
  const kiosk = await admin.post('/api/store-new-collection-location', { cityId: bristol.id, location: 'Harbourside Kiosk', address: 'Anchor Road, Bristol BS1 5DH', lat: 51.4501, lng: -2.61, time: '10:00' });
  harbourside = (kiosk.body as { id: number }).id;
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

describe('closing a point for a day', () => {
  it('makes the day a closure date, emails each affected booking in its language and offers it a free move to the nearest open point or a full refund', async () => {
    const day = londonDate(5);
    const english = await bookAndPay(t, busStation, { collectionDate: day });
    const french = await bookAndPay(t, busStation, { collectionDate: day });
    await sql(t, `update booking set language = 'fr' where reference = ?`, [french.reference]);
    const otherDay = await bookAndPay(t, busStation, { collectionDate: londonDate(6) });
    const otherPoint = await bookAndPay(t, templeMeads, { collectionDate: day });

    expect(await closePoint(busStation, day)).toEqual({ date: day, affected: 2, offered: 2 });

    expect(await bagsAt(busStation, day)).toMatchObject({ open: false, closedNote: 'Staff illness' });
    const englishMail = await smtp.waitFor(aboutBooking(english.reference));
    expect(englishMail.text).toContain('Bristol Bus Station is closed on');
    expect(englishMail.text).toContain('(Staff illness)');
    expect(englishMail.text).toContain('Move to Bristol Temple Meads Station, Station Approach, Bristol BS1 6QF (1.3 km away), free of charge.');
    expect(englishMail.text).toContain('Have a driver collect them from your address, free of charge, at the first free window that day, where the address is in our delivery area.');
    expect(englishMail.text).toContain('Or cancel with a full refund of £36.45, whatever our usual policy.');
    expect(englishMail.text).toContain(`/manage/${english.manageToken}`);
    const frenchMail = await smtp.waitFor(aboutBooking(french.reference));
    expect(frenchMail.subject).toMatch(/^Votre point est fermé le /);
    expect(frenchMail.text).toContain('Passez à Bristol Temple Meads Station');

    expect((await manageView(t, english.manageToken)).closure).toEqual({
      date: day,
      note: 'Staff illness',
      pointName: 'Bristol Bus Station',
      side: 'collection',
      taken: null,
      choices: ['move', 'delivery', 'refund'],
      move: { id: templeMeads, name: 'Bristol Temple Meads Station', address: 'Station Approach, Bristol BS1 6QF', km: 1.3 },
      refund: 36.45,
      later: null,
      delivery: null,
    });
    for (const untouched of [otherDay, otherPoint]) expect((await manageView(t, untouched.manageToken)).closure).toBeNull();

    // Asking again (a retry after a timeout) offers and emails nobody twice.
    expect(await closePoint(busStation, day)).toEqual({ date: day, affected: 0, offered: 2 });
    expect(smtp.count(aboutBooking(english.reference))).toBe(1);
    // The queue delivers at least once: the email's job run again sends nothing.
    const [offer] = await sql<{ id: number; booking_id: number }>(t, 'select o.id, o.booking_id from point_closure_offer o join booking b on b.id = o.booking_id where b.reference = ?', [english.reference]);
    await expect(t.app.get(JobRegistry).run(JobName.SendPointClosed, { offerId: offer.id, bookingId: offer.booking_id })).resolves.toBe('skipped');
    expect(smtp.count(aboutBooking(english.reference))).toBe(1);
  });

  it('shows the nearest point\'s staff who may arrive, and moves the booking there at no cost, once: the other offer is then gone', async () => {
    const day = londonDate(8);
    const booked = await bookAndPay(t, busStation, { collectionDate: day });
    await closePoint(busStation, day);
    const roomBefore = await bagsAt(templeMeads, day);
    const mayArrive = async () => ((await admin.get(`/api/operations/day-lists?date=${day}&locationId=${templeMeads}`).expect(200)).body as DayLists).mayArrive;
    expect(await mayArrive()).toEqual([{ pointId: templeMeads, reference: booked.reference, fullName: booked.request.fullName, bags: 2, fromPoint: 'Bristol Bus Station', side: 'collection' }]);

    const moved = await take(booked.manageToken, 'move');
    expect(moved.status).toBe(200);
    const view = moved.body as ManageBookingView;
    expect(view).toMatchObject({ status: 'confirmed', collectionDate: day, total: 36.45, paid: 36.45, refunded: 0, location: { id: templeMeads, name: 'Bristol Temple Meads Station', time: '10:00' } });
    expect(view.closure).toMatchObject({ taken: 'move', move: null, refund: null });
    expect((await bagsAt(templeMeads, day)).remaining).toBe(roomBefore.remaining - 2);
    expect(await refundsOf(t, booked.reference)).toEqual([]);
    // Now on Temple Meads' lists like any booking, and no longer one that may arrive.
    expect(await mayArrive()).toEqual([]);
    const [history] = await sql<{ note: string }>(t, `select h.note from booking_status_change h join booking b on b.id = h.booking_id where b.reference = ? and h.action = 'change'`, [booked.reference]);
    expect(history.note).toContain('point closed on');
    expect(history.note).toContain('moved free of charge');

    const refused = await take(booked.manageToken, 'refund');
    expect([refused.status, refused.body]).toEqual([409, { message: 'You have already chosen what to do about the closed point.', code: 'BOOKING.CLOSURE_OFFER_TAKEN' }]);
    expect((await manageView(t, booked.manageToken)).status).toBe('confirmed');
  });

  it('refunds in full whatever the policy, once', async () => {
    await setPolicy(t, 72, 0);
    try {
      const day = londonDate(2);
      const booked = await bookAndPay(t, busStation, { collectionDate: day });
      expect((await manageView(t, booked.manageToken)).actions.cancel.refundAmount).toBe(0);
      await closePoint(busStation, day);

      const cancelled = await take(booked.manageToken, 'refund');
      expect(cancelled.status).toBe(200);
      expect(cancelled.body).toMatchObject({ status: 'cancelled', closure: { taken: 'refund' } });
      expect(await settledRefunds(t, booked.reference, 1)).toEqual([{ amount_pence: 3645, state: 'succeeded', requested_by: 'customer', reason: expect.stringContaining('refunded in full') }]);
      const again = await take(booked.manageToken, 'move');
      expect(again.status).toBe(409);
      expect(await refundsOf(t, booked.reference)).toHaveLength(1);
    } finally {
      await setPolicy(t, 24, 0);
    }
  });

  it('offers the next nearest point when the nearest is closed that day too, and no move when none is open', async () => {
    const day = londonDate(10);
    await closePoint(templeMeads, day, 'Engineering works');
    const booked = await bookAndPay(t, busStation, { collectionDate: day });
    await closePoint(busStation, day);
    expect((await manageView(t, booked.manageToken)).closure?.move).toMatchObject({ id: harbourside, name: 'Harbourside Kiosk' });

    const lastDay = londonDate(11);
    const alone = await bookAndPay(t, busStation, { collectionDate: lastDay });
    await closePoint(templeMeads, lastDay, 'Engineering works');
    await closePoint(harbourside, lastDay, 'Engineering works');
    await closePoint(busStation, lastDay);
    expect((await manageView(t, alone.manageToken)).closure).toMatchObject({ move: null, refund: 36.45 });
    expect((await smtp.waitFor(aboutBooking(alone.reference))).text).toContain('No other point has room that day: cancel with a full refund, or contact us.');
    const refused = await take(alone.manageToken, 'move');
    expect([refused.status, refused.body]).toEqual([409, { message: 'No other point is open with room that day: cancel with a full refund, or contact us.', code: 'BOOKING.MOVE_NOT_ALLOWED' }]);
    expect((await manageView(t, alone.manageToken)).closure?.taken).toBeNull();
  });

  it('tells a customer whose bags are due back at the point that day of a free delivery or a free later pick-up, and offers no cancellation of bags already stored', async () => {
    const day = londonDate(23);
    const booked = await bookAndPay(t, busStation, { collectionDate: londonDate(21) });
    await sql(t, `update booking set status = 'collected' where reference = ?`, [booked.reference]);
    expect(await closePoint(busStation, day)).toMatchObject({ affected: 1 });
    const mail = (await smtp.waitFor(aboutBooking(booked.reference))).text;
    expect(mail).toContain('You were due to pick your bags up there that day. They are kept safe.');
    expect(mail).toContain('Have them delivered to an address in our delivery area, free of charge, at the first free delivery window from that day.');
    expect(mail).toMatch(/Or pick them up on .+ from 09:00, the extra nights free of charge\./);
    expect(mail).not.toContain('refund');
    expect((await manageView(t, booked.manageToken)).closure).toMatchObject({ side: 'return', choices: ['delivery', 'later'], move: null, refund: null, taken: null, later: { date: londonDate(24), time: '09:00' } });
    const refused = await take(booked.manageToken, 'refund');
    expect([refused.status, refused.body]).toEqual([
      409,
      { message: 'Your bags are already with us, so this booking cannot be cancelled: have them delivered or pick them up later, free of charge, or contact us.', code: 'BOOKING.MOVE_NOT_ALLOWED' },
    ]);
    const moved = await take(booked.manageToken, 'move');
    expect(moved.status).toBe(409);
  });

  it('tells the pick-up side of its delivery and later pick-up in each of the five languages', async () => {
    const day = londonDate(27);
    const said = {
      fr: ['Faites-les livrer à une adresse de notre zone de livraison, sans frais', /Ou reprenez-les le .+ à partir de 09:00, les nuits en plus sans frais\./],
      de: ['Lassen Sie es kostenlos an eine Adresse in unserem Liefergebiet liefern', /Oder holen Sie es am .+ ab 09:00 ab, die zusätzlichen Nächte kostenlos\./],
      es: ['Pida que se lo entreguemos en una dirección de nuestra zona de reparto, sin coste', /O recójalo el .+ a partir de las 09:00, con las noches extra sin coste\./],
      'zh-Hans': ['可免费将行李送到我们配送区域内的地址', /或于 .+ 09:00 起取回，额外的过夜免费。/],
    } as const;
    const booked = new Map<string, string>();
    for (const language of Object.keys(said)) {
      const booking = await bookAndPay(t, busStation, { collectionDate: londonDate(25) });
      await sql(t, `update booking set status = 'collected', language = ? where reference = ?`, [language, booking.reference]);
      booked.set(language, booking.reference);
    }
    await closePoint(busStation, day);
    for (const [language, [deliver, later]] of Object.entries(said)) {
      // The closed point's subject as the language words it, up to its date ('Votre point est fermé le ').
      const subject = (JSON.parse(readFileSync(`contracts/locales/${language}/emails.json`, 'utf8')) as { pointClosed: { subject: string } }).pointClosed.subject.split('{{')[0];
      const mail = (await smtp.waitFor((caught) => caught.subject.startsWith(subject) && caught.subject.includes(booked.get(language)!))).text;
      expect(mail).toContain(deliver);
      expect(mail).toMatch(later);
    }
  });
});

describe('ten presses at once', () => {
  it.each(['move', 'refund'] as const)('make one %s and answer the other nine 409', async (choice) => {
    const day = londonDate(choice === 'move' ? 15 : 16);
    const booked = await bookAndPay(t, busStation, { collectionDate: day });
    await closePoint(busStation, day);
    const answers = await Promise.all(Array.from({ length: 10 }, () => take(booked.manageToken, choice)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, ...Array(9).fill(409)]);
    const [history] = await sql<{ count: number }>(t, `select count(*)::int as count from booking_status_change h join booking b on b.id = h.booking_id where b.reference = ? and h.action = ?`, [booked.reference, choice === 'move' ? 'change' : 'cancel']);
    expect(history.count).toBe(1);
    expect(await refundsOf(t, booked.reference)).toHaveLength(choice === 'refund' ? 1 : 0);
  });

  it('make one of a mix of moves and refunds', async () => {
    const day = londonDate(17);
    const booked = await bookAndPay(t, busStation, { collectionDate: day });
    await closePoint(busStation, day);
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => take(booked.manageToken, i % 2 === 0 ? 'move' : 'refund')));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(9);
    const view = await manageView(t, booked.manageToken);
    expect(await refundsOf(t, booked.reference)).toHaveLength(view.closure?.taken === 'refund' ? 1 : 0);
  });
});

describe('bad input and other bookings', () => {
  it('refuses the admin a bad date or note with 422 by field, a day gone by, or an unknown point, and changes nothing', async () => {
    const closuresBefore = await sql(t, 'select id, closures from collection_location order by id');
    const bad = await admin.post(`/api/admin/locations/${busStation}/closed-today`, { date: '31-02-2027', note: '   ' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ date: [expect.stringContaining('DD-MM-YYYY')], note: [expect.any(String)] });
    const tooLong = await admin.post(`/api/admin/locations/${busStation}/closed-today`, { date: londonDate(20), note: 'x'.repeat(121) });
    expect(Object.keys(tooLong.body.errors)).toEqual(['note']);
    const past = await admin.post(`/api/admin/locations/${busStation}/closed-today`, { date: londonDate(-1), note: 'Too late' });
    expect([past.status, past.body.errors]).toEqual([422, { date: ['The date has gone by: close the point for today or a later day.'] }]);
    for (const id of ['999999', 'abc']) expect((await admin.post(`/api/admin/locations/${id}/closed-today`, { date: londonDate(20), note: 'Flood' })).status).toBe(404);
    expect(await sql(t, 'select id, closures from collection_location order by id')).toEqual(closuresBefore);
  });

  it('refuses a customer an unknown choice with 422 in their language, and a booking with no offer 404', async () => {
    const day = londonDate(18);
    const booked = await bookAndPay(t, busStation, { collectionDate: day });
    const noOffer = await take(booked.manageToken, 'move');
    expect([noOffer.status, noOffer.body.message]).toEqual([404, 'This booking has no offer for a closed point.']);
    await closePoint(busStation, day);
    const bad = await take(booked.manageToken, 'teleport');
    expect([bad.status, bad.body.errors]).toEqual([422, { choice: ['Choose to move to the other point, to have the bags delivered, to pick them up later or to cancel with a full refund.'] }]);
    const french = await take(booked.manageToken, '', new HttpSession(t).speaks('fr'));
    expect(french.body.errors).toEqual({ choice: ['Choisissez de passer à l’autre point, de faire livrer les bagages, de les reprendre plus tard ou d’annuler avec un remboursement intégral.'] });
    expect((await manageView(t, booked.manageToken)).closure?.taken).toBeNull();
  });

  it("never lets another booking's manage link take an offer", async () => {
    const day = londonDate(19);
    const offered = await bookAndPay(t, busStation, { collectionDate: day });
    await closePoint(busStation, day);
    const stranger = await bookAndPay(t, templeMeads, { collectionDate: day });
    expect((await take(stranger.manageToken, 'refund')).status).toBe(404);
    expect((await take('x'.repeat(32), 'refund')).status).toBe(404);
    expect(await manageView(t, offered.manageToken)).toMatchObject({ status: 'confirmed', closure: { taken: null } });
    expect((await manageView(t, stranger.manageToken)).status).toBe('confirmed');
  });
});

describe('a free delivery, or a later pick-up, instead of the closed point', () => {
  it('delivers bags due back that day to an address in a zone, free, at the first free window, on the driver\'s run sheet', async () => {
    const day = londonDate(30);
    const booked = await storedUntil(30);
    await closePoint(busStation, day);
    await fillWindow('08:00', day);

    const answer = await takeDelivery(booked.manageToken, HOME);
    expect(answer.status).toBe(200);
    const view = answer.body as ManageBookingView;
    expect(view.closure).toMatchObject({ taken: 'delivery', choices: [], delivery: { date: day, window: { start: '10:00', end: '12:00' }, line1: '12 Royal York Crescent', postcode: 'BS8 4JZ' } });
    expect(view).toMatchObject({ status: 'collected', returnDate: day, total: 36.45, paid: 36.45, refunded: 0 });
    expect(view.legs[1]).toMatchObject({ direction: 'return', kind: 'address', date: iso(day), feePence: 0, state: 'booked', window: { start: '10:00', end: '12:00' } });
    expect(await tripsTaken('10:00', day)).toBe(1);
    expect((await changeRows(booked.reference))[0].note).toMatch(/point closed on .+: delivered free of charge to 12 Royal York Crescent, BS8 4JZ/);
    expect((await runSheet(day)).filter((stop) => stop.reference === booked.reference)).toMatchObject([{ direction: 'return', window: { start: '10:00', end: '12:00' } }]);
    expect(await refundsOf(t, booked.reference)).toEqual([]);
    expect((await smtp.waitFor((mail) => mail.subject === `Booking changed: ${booked.reference}`)).text).toContain('12 Royal York Crescent');
    expect((await take(booked.manageToken, 'later')).status).toBe(409);
  });

  it('delivers on the first free window after the closed day when that day is full, keeping the bags the extra night free', async () => {
    const day = londonDate(31);
    const booked = await storedUntil(31);
    await closePoint(busStation, day);
    for (const start of ['08:00', '10:00', '14:00', '16:00', '18:00']) await fillWindow(start, day);
    const answer = await takeDelivery(booked.manageToken, HOME);
    expect(answer.status).toBe(200);
    expect((answer.body as ManageBookingView).closure?.delivery).toMatchObject({ date: londonDate(32), window: { start: '08:00' } });
    expect(answer.body).toMatchObject({ returnDate: londonDate(32), total: 36.45 });
  });

  it('collects a drop-off from an address in a zone that day, free, and no longer lists it as one that may arrive elsewhere', async () => {
    const day = londonDate(33);
    const booked = await bookAndPay(t, busStation, { collectionDate: day });
    await closePoint(busStation, day);
    const mayArrive = async () => ((await admin.get(`/api/operations/day-lists?date=${day}&locationId=${templeMeads}`).expect(200)).body as DayLists).mayArrive;
    expect((await mayArrive()).map((entry) => entry.reference)).toEqual([booked.reference]);

    const answer = await takeDelivery(booked.manageToken, HOME);
    expect(answer.status).toBe(200);
    const view = answer.body as ManageBookingView;
    expect(view).toMatchObject({ status: 'confirmed', collectionDate: day, total: 36.45, paid: 36.45, refunded: 0, location: { id: busStation } });
    expect(view.legs[0]).toMatchObject({ direction: 'collection', kind: 'address', date: iso(day), feePence: 0, window: { start: '08:00', end: '10:00' } });
    expect(view.closure).toMatchObject({ taken: 'delivery', delivery: { date: day, window: { start: '08:00' }, postcode: 'BS8 4JZ' } });
    expect(await mayArrive()).toEqual([]);
    expect((await runSheet(day)).filter((stop) => stop.reference === booked.reference)).toMatchObject([{ direction: 'collection' }]);
    expect(await tripsTaken('08:00', day)).toBe(1);
    expect(await refundsOf(t, booked.reference)).toEqual([]);
  });

  it('collects a drop-off for the zone\'s own storage point when that is another point, the stay moving there at its price', async () => {
    const day = londonDate(50);
    const booked = await bookAndPay(t, busStation, { collectionDate: day });
    await closePoint(busStation, day);
    const answer = await takeDelivery(booked.manageToken, { line1: '3 Wells Road', town: 'Bristol', postcode: 'BS14 9AA' });
    expect(answer.status).toBe(200);
    const view = answer.body as ManageBookingView;
    expect(view).toMatchObject({ status: 'confirmed', collectionDate: day, total: 36.45, refunded: 0, location: { id: templeMeads } });
    expect(view.legs[0]).toMatchObject({ kind: 'address', feePence: 0, window: { start: '08:00' } });
    expect(view.legs[1]).toMatchObject({ kind: 'point', point: { id: templeMeads } });
    expect(await refundsOf(t, booked.reference)).toEqual([]);
  });

  it('offers bags due back but not yet dropped off the full refund too', async () => {
    const day = londonDate(55);
    const booked = await bookAndPay(t, busStation, { collectionDate: londonDate(53) });
    await closePoint(busStation, day);
    expect((await manageView(t, booked.manageToken)).closure).toMatchObject({ side: 'return', choices: ['delivery', 'later', 'refund'], refund: 36.45 });
  });

  it('moves the pick-up to the next day the point opens, free, holding the extra night', async () => {
    const day = londonDate(34);
    const booked = await storedUntil(34);
    await closePoint(busStation, day);
    const nightOf = async (dashed: string) =>
      (await sql<{ bags: number }>(t, 'select coalesce((select bags[48] from location_day where location_id = ? and day = ?::date), 0)::int as bags', [busStation, iso(dashed)]))[0].bags;
    const nightBefore = await nightOf(day);
    const answer = await take(booked.manageToken, 'later');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ status: 'collected', returnDate: londonDate(35), total: 36.45, refunded: 0, closure: { taken: 'later', choices: [] } });
    // The closed day's night now holds its two bags: counted at the point, charged nothing.
    expect(await nightOf(day)).toBe(nightBefore + 2);
    expect((await changeRows(booked.reference))[0].note).toContain('pick-up moved to');
    expect((await take(booked.manageToken, 'delivery')).status).toBe(422);
    expect((await takeDelivery(booked.manageToken, HOME)).status).toBe(409);
  });

  it('refuses an address outside every zone with 422 on its postcode, and bad addresses by field, leaving every choice open', async () => {
    const day = londonDate(38);
    const booked = await storedUntil(38);
    await closePoint(busStation, day);
    const outside = await takeDelivery(booked.manageToken, { ...HOME, postcode: 'BS40 5AA' });
    expect(outside.status).toBe(422);
    expect(Object.keys(outside.body.errors)).toEqual(['address.postcode']);
    expect(outside.body.errors['address.postcode'][0]).toContain('BS40');
    expect((await take(booked.manageToken, 'delivery')).body.errors).toEqual({ address: [expect.any(String)] });
    const bad = await takeDelivery(booked.manageToken, { line1: '', town: 7, postcode: 'nope', lat: 99 });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['address.lat', 'address.line1', 'address.postcode', 'address.town']);
    expect((await takeDelivery(booked.manageToken, 'a string')).status).toBe(422);
    const french = await takeDelivery(booked.manageToken, { ...HOME, postcode: 'BS40 5AA' }, new HttpSession(t).speaks('fr'));
    expect(french.body.errors['address.postcode'][0]).not.toEqual(outside.body.errors['address.postcode'][0]);
    expect((await manageView(t, booked.manageToken)).closure).toMatchObject({ taken: null, choices: ['delivery', 'later'] });
    expect(await changeRows(booked.reference)).toEqual([]);
  });

  it('answers 409, changing nothing, when every window of the days looked at is full', async () => {
    const day = londonDate(37);
    const booked = await bookAndPay(t, busStation, { collectionDate: day });
    await closePoint(busStation, day);
    for (const start of ['08:00', '10:00', '14:00', '16:00', '18:00']) await fillWindow(start, day);
    const full = await takeDelivery(booked.manageToken, HOME);
    expect([full.status, full.body.message]).toEqual([409, 'No driver has a free window for that address then: choose another offer, or contact us.']);
    expect((await manageView(t, booked.manageToken)).closure).toMatchObject({ taken: null });
  });
});

describe('ten presses of a delivery or a later pick-up at once', () => {
  it.each([
    ['delivery to the pick-up side', 44, 'return'],
    ['collection from the drop-off side', 45, 'collection'],
    ['later pick-up', 48, 'return'],
  ] as const)('make one %s and answer the other nine 409', async (what, days, side) => {
    const day = londonDate(days);
    const booked = side === 'return' ? await storedUntil(days) : await bookAndPay(t, busStation, { collectionDate: day });
    await closePoint(busStation, day);
    const press = () => (what === 'later pick-up' ? take(booked.manageToken, 'later') : takeDelivery(booked.manageToken, HOME));
    const answers = await Promise.all(Array.from({ length: 10 }, press));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, ...Array(9).fill(409)]);
    expect(await changeRows(booked.reference)).toHaveLength(1);
    const [legs] = await sql<{ count: number }>(t, `select count(*)::int as count from booking_leg l join booking b on b.id = l.booking_id where b.reference = ? and l.kind = 'address'`, [booked.reference]);
    expect(legs.count).toBe(what === 'later pick-up' ? 0 : 1);
    if (what !== 'later pick-up') expect(await tripsTaken('08:00', day)).toBe(1);
    expect(await refundsOf(t, booked.reference)).toEqual([]);
  });
});

describe('a preview of the free delivery before it is taken', () => {
  /** Another customer's email: the bookings per email are limited, and this file books many as ann@example.com. */
  const QUIN = 'quin@example.com';
  const quote = (token: string, body: object, session = new HttpSession(t)) => session.post(`/api/manage/${token}/closure-offer/delivery-quote`, body);
  /** What a quote must leave as it was: the booking, its legs and history, the windows' trips and the offer. */
  const footprint = async (reference: string) => ({
    booking: await sql(t, 'select version, status, return_date, collection_date, location_id, total_pence from booking where reference = ?', [reference]),
    legs: await sql(t, 'select l.id, l.kind, l.date from booking_leg l join booking b on b.id = l.booking_id where b.reference = ? order by l.id', [reference]),
    history: await sql(t, 'select h.id from booking_status_change h join booking b on b.id = h.booking_id where b.reference = ?', [reference]),
    trips: await sql(t, 'select window_id, day, trips from delivery_window_day order by window_id, day'),
    offer: await sql(t, 'select o.taken from point_closure_offer o join booking b on b.id = o.booking_id where b.reference = ?', [reference]),
  });

  it('tells the pick-up side the window a delivery to the address would get, writing nothing, and taking it then books that window', async () => {
    const day = londonDate(60);
    const booked = await storedUntil(60, QUIN);
    await closePoint(busStation, day);
    await fillWindow('08:00', day);
    const before = await footprint(booked.reference);

    const answer = await quote(booked.manageToken, { address: HOME });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ side: 'return', date: day, window: { start: '10:00', end: '12:00' }, line1: '12 Royal York Crescent', postcode: 'BS8 4JZ' });
    expect((await quote(booked.manageToken, { address: HOME })).body).toEqual(answer.body);
    expect(await footprint(booked.reference)).toEqual(before);
    expect((await manageView(t, booked.manageToken)).closure).toMatchObject({ taken: null, choices: ['delivery', 'later'] });

    const taken = await takeDelivery(booked.manageToken, HOME);
    expect((taken.body as ManageBookingView).closure?.delivery).toEqual({ date: day, window: { start: '10:00', end: '12:00' }, line1: '12 Royal York Crescent', postcode: 'BS8 4JZ' });
    const after = await quote(booked.manageToken, { address: HOME });
    expect([after.status, after.body.message]).toEqual([409, 'You have already chosen what to do about the closed point.']);
  });

  it('tells the drop-off side the window a driver would collect in that day, and the next days when the pick-up side finds its day full', async () => {
    const day = londonDate(61);
    const dropOff = await bookAndPay(t, busStation, { collectionDate: day, email: QUIN });
    await closePoint(busStation, day);
    expect((await quote(dropOff.manageToken, { address: HOME })).body).toEqual({ side: 'collection', date: day, window: { start: '08:00', end: '10:00' }, line1: '12 Royal York Crescent', postcode: 'BS8 4JZ' });

    const fullDay = londonDate(70);
    const pickUp = await storedUntil(70, QUIN);
    await closePoint(busStation, fullDay);
    for (const start of ['08:00', '10:00', '14:00', '16:00', '18:00']) await fillWindow(start, fullDay);
    expect((await quote(pickUp.manageToken, { address: HOME })).body).toMatchObject({ side: 'return', date: londonDate(71), window: { start: '08:00', end: '10:00' } });
  });

  it('refuses an address outside every zone with the take\'s own 422 on its postcode, bad addresses by field, and no free window with 409, writing nothing', async () => {
    const day = londonDate(64);
    const booked = await bookAndPay(t, busStation, { collectionDate: day, email: QUIN });
    await closePoint(busStation, day);
    const before = await footprint(booked.reference);
    const outside = await quote(booked.manageToken, { address: { ...HOME, postcode: 'BS40 5AA' } });
    const taking = await takeDelivery(booked.manageToken, { ...HOME, postcode: 'BS40 5AA' });
    expect([outside.status, outside.body.errors]).toEqual([422, taking.body.errors]);
    expect(Object.keys(outside.body.errors)).toEqual(['address.postcode']);
    const french = await quote(booked.manageToken, { address: { ...HOME, postcode: 'BS40 5AA' } }, new HttpSession(t).speaks('fr'));
    expect(french.body.errors['address.postcode'][0]).not.toEqual(outside.body.errors['address.postcode'][0]);
    const bad = await quote(booked.manageToken, { address: { line1: '', town: 7, postcode: 'nope', lat: 99 } });
    expect([bad.status, Object.keys(bad.body.errors).sort()]).toEqual([422, ['address.lat', 'address.line1', 'address.postcode', 'address.town']]);
    expect(Object.keys((await quote(booked.manageToken, {})).body.errors)).toEqual(['address']);

    expect(await footprint(booked.reference)).toEqual(before);

    for (const start of ['08:00', '10:00', '14:00', '16:00', '18:00']) await fillWindow(start, day);
    const filled = await footprint(booked.reference);
    const full = await quote(booked.manageToken, { address: HOME });
    expect([full.status, full.body.message]).toEqual([409, 'No driver has a free window for that address then: choose another offer, or contact us.']);
    expect(await footprint(booked.reference)).toEqual(filled);
  });

  it('answers 404 for an unknown link or a booking with no offer, and 409 once taken or when the offer holds no delivery', async () => {
    const day = londonDate(65);
    const noOffer = await bookAndPay(t, busStation, { collectionDate: day, email: QUIN });
    const none = await quote(noOffer.manageToken, { address: HOME });
    expect([none.status, none.body.message]).toEqual([404, 'This booking has no offer for a closed point.']);
    expect((await quote('x'.repeat(32), { address: HOME })).status).toBe(404);
    await closePoint(busStation, day);
    expect((await take(noOffer.manageToken, 'refund')).status).toBe(200);
    expect((await quote(noOffer.manageToken, { address: HOME })).status).toBe(409);

    // A booking cancelled by its usual policy after the point closed: its offer is still there but holds no delivery.
    const otherDay = londonDate(66);
    const cancelled = await bookAndPay(t, busStation, { collectionDate: otherDay, email: QUIN });
    await closePoint(busStation, otherDay);
    const refund = (await manageView(t, cancelled.manageToken)).actions.cancel.refundAmount;
    expect((await new HttpSession(t).post(`/api/manage/${cancelled.manageToken}/cancel`, { expectedRefund: refund })).status).toBe(200);
    const noDelivery = await quote(cancelled.manageToken, { address: HOME });
    expect([noDelivery.status, noDelivery.body.message]).toEqual([409, 'A free delivery is not open to this booking: choose another offer, or contact us.']);
    expect((await manageView(t, cancelled.manageToken)).closure?.taken ?? null).toBeNull();
  });
});
