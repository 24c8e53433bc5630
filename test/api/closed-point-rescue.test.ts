// Closed-point rescue (issue 42, part 4): an admin closes a point for a day at short notice; every booking affected
// that day is emailed in its language and offered, on its manage page, a free move to the nearest open point or a full
// refund whatever the policy; each offer is taken once.
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { ClosedTodayResponse, DayLists, ManageBookingView } from '@luggage/contracts';
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

const aboutBooking = (reference: string) => (mail: CaughtMail) => mail.subject.includes(reference) && /closed|fermé/.test(mail.subject);

async function closePoint(pointId: number, date: string, note = 'Staff illness'): Promise<ClosedTodayResponse> {
  const response = await admin.post(`/api/admin/locations/${pointId}/closed-today`, { date, note });
  if (response.status !== 200) throw new Error(`closed-today answered ${response.status}: ${JSON.stringify(response.body)}`);
  return response.body as ClosedTodayResponse;
}

const take = (token: string, choice: string, session = new HttpSession(t)) => session.post(`/api/manage/${token}/closure-offer`, { choice });

const bagsAt = async (pointId: number, day: string) =>
  (await t.request().get('/api/availability').query({ locationId: pointId, from: day, days: 1 }).expect(200)).body.days[0] as { open: boolean; remaining: number; closedNote?: string };

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await createAdminTestApp({ env: { SMTP_URL: smtp.url } });
  admin = await adminSession(t);
  const catalog = await demoCatalog(t);
  busStation = catalog.bristolBusStation;
  const bristol = catalog.data.collection_cities.find((city) => city.city === 'Bristol')!;
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
      move: { id: templeMeads, name: 'Bristol Temple Meads Station', address: 'Station Approach, Bristol BS1 6QF', km: 1.3 },
      refund: 36.45,
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

  it('tells a customer whose bags are due back at the point that day, and offers no cancellation of bags already stored', async () => {
    const day = londonDate(23);
    const booked = await bookAndPay(t, busStation, { collectionDate: londonDate(21) });
    await sql(t, `update booking set status = 'collected' where reference = ?`, [booked.reference]);
    expect(await closePoint(busStation, day)).toMatchObject({ affected: 1 });
    const mail = (await smtp.waitFor(aboutBooking(booked.reference))).text;
    expect(mail).toContain('You were due to pick your bags up there that day. They are kept safe.');
    expect(mail).toContain('We keep them safe until the point reopens. To collect them sooner, contact us.');
    expect(mail).not.toContain('refund');
    expect((await manageView(t, booked.manageToken)).closure).toMatchObject({ side: 'return', move: null, refund: null, taken: null });
    const refused = await take(booked.manageToken, 'refund');
    expect([refused.status, refused.body]).toEqual([409, { message: 'Your bags are already with us, so this booking cannot be cancelled: move to the other point, or contact us.', code: 'BOOKING.MOVE_NOT_ALLOWED' }]);
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
    expect([bad.status, bad.body.errors]).toEqual([422, { choice: ['Choose to move to the other point or to cancel with a full refund.'] }]);
    const french = await take(booked.manageToken, '', new HttpSession(t).speaks('fr'));
    expect(french.body.errors).toEqual({ choice: ['Choisissez de passer à l’autre point ou d’annuler avec un remboursement intégral.'] });
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
