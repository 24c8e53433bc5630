// "Extend" (issue 40, item 6 and the overstay of item 7): a later pick-up the same day (no charge), a day turned into
// a night, or more nights, from the manage page (paid with the card form like a dearer change) and by staff at the point
// (the difference taken there and recorded). Capacity is respected in every half hour the stay gains, each extension
// leaves one history row and one "Booking changed" email, and no card is charged twice.
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { addDays, type ChangeBookingResult, type ChangeQuote, type CheckInBookingView, formatIso, formatPounds, type GetDataResponse, type ManageBookingView, quote, todayInLondon } from '@luggage/contracts';
import { adminSession, createAdminTestApp } from '../support/admin.js';
import { registered } from '../support/accounts.js';
import { demoCatalog, londonDate, sql } from '../support/booking-builders.js';
import { peakBags, restay } from '../support/capacity-counters.js';
import { dayStayRequest } from '../support/day-stays.js';
import { HttpSession } from '../support/http-session.js';
import { bookAndPay, manageView, type PaidBooking, payWithCard } from '../support/lifecycle.js';
import { type CaughtMail, startSmtpCatcher, type SmtpCatcher } from '../support/smtp-catcher.js';
import { staffMember, type StaffMember } from '../support/staff.js';
import { eventually, type TestApp } from '../support/test-app.js';

jest.setTimeout(180_000);

let smtp: SmtpCatcher;
let t: TestApp;
let catalog: GetDataResponse;
let bristol: number;
let otherPoint: number;
let sam: StaffMember;
let lee: StaffMember;

const withSubject = (subject: string) => (mail: CaughtMail) => mail.subject === subject;
const changedMail = (reference: string) => withSubject(`Booking changed: ${reference}`);

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await createAdminTestApp({ env: { SMTP_URL: smtp.url } });
  ({ data: catalog, bristolBusStation: bristol } = await demoCatalog(t));
  await sql(t, 'update collection_location set capacity = 1000 where id = ?', [bristol]);
  const admin = await adminSession(t);
  otherPoint = catalog.collection_cities.flatMap((city) => city.get_locations).find((point) => point.id !== bristol)!.id;
  sam = await staffMember(t, smtp, admin, [bristol], 'Sam Porter');
  lee = await staffMember(t, smtp, admin, [otherPoint], 'Lee Shaw');
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

/** Two small suitcases for the day at Bristol Bus Station, `day` days ahead, dropped off at 11:00 and picked up at 17:00. */
const dayStay = (fullName: string, day = 5): Promise<PaidBooking> =>
  bookAndPay(t, bristol, dayStayRequest(catalog, bristol, 2, day, { dropOffTime: '11:00', pickUpTime: '17:00' }, { fullName }));

/** Pounds for two small suitcases for `nights` (0: the day), as contracts' quote() prices them with the demo's discounts. */
function priceOfTwo(nights: number): number {
  const discounts = catalog.discount_items.map((d) => ({ rule: d.rule, percentage: d.discount_percentage }));
  return quote([{ pricePence: 1000, dayPricePence: 600, amount: 2 }], nights, discounts).totalPence / 100;
}

async function post<T>(who: HttpSession, path: string, body: object, status = 200): Promise<T> {
  const answer = await who.post(path, body);
  expect([path, answer.status, answer.status === status ? null : answer.body]).toEqual([path, status, null]);
  return answer.body as T;
}
const customer = () => new HttpSession(t);

async function bookingRow(reference: string) {
  const [row] = await sql<{ id: number; nights: number; return_date: string; return_time: string; total_pence: number; version: number }>(
    t,
    `select id, nights, to_char(return_date, 'YYYY-MM-DD') as return_date, return_time, total_pence, version from booking where reference = ?`,
    [reference],
  );
  return row;
}
const historyOf = (reference: string) =>
  sql<{ action: string; note: string | null }>(t, 'select h.action, h.note from booking_status_change h join booking b on b.id = h.booking_id where b.reference = ? order by h.id', [reference]);
const paymentsOf = (reference: string) =>
  sql<{ provider: string; purpose: string; amount_pence: number }>(t, 'select p.provider, p.purpose, p.amount_pence from booking_payment p join booking b on b.id = p.booking_id where b.reference = ? order by p.id', [reference]);

describe('Extend from the manage page', () => {
  it('offers later pick-ups up to closing and one to three nights for a same-day stay', async () => {
    const stay = await dayStay('Ella Early');
    const view = await manageView(t, stay.manageToken);
    expect(view.actions.extend).toEqual({
      allowed: true,
      reason: null,
      choices: { pickUpTimes: ['17:30', '18:00', '18:30', '19:00', '19:30', '20:00'], nights: [1, 2, 3] },
    });
  });

  it('moves the pick-up later the same day at no charge, counts the bags until then, moves its reminder, and emails the change once', async () => {
    const stay = await dayStay('Lana Later');
    const day = londonDate(5);
    // The confirmation's job schedules the reminders before it sends the email.
    await smtp.waitFor(withSubject(`Booking confirmed: ${stay.reference}`));
    const quoted = await post<ChangeQuote>(customer(), `/api/manage/${stay.manageToken}/extend-quote`, { nights: 0, pickUpTime: '19:00' });
    expect(quoted).toMatchObject({ nights: 0, difference: 0, payNow: 0, refundNow: 0, total: priceOfTwo(0), location: { time: '11:00', returnTime: '19:00' } });

    const result = await post<ChangeBookingResult>(customer(), `/api/manage/${stay.manageToken}/extend`, { nights: 0, pickUpTime: '19:00', expectedDifference: 0 });
    if (result.outcome !== 'changed') throw new Error('a later pick-up costs nothing');
    expect(result.booking.sameDay).toMatchObject({ dropOffTime: '11:00', pickUpTime: '19:00', closesAt: '20:00' });
    expect(result.booking.paid).toBe(priceOfTwo(0));
    expect(result.booking.history.at(-1)?.event).toBe('extend');
    const iso = formatIso(addDays(todayInLondon(), 5));
    expect(await peakBags(t, bristol, { date: iso, time: '18:30' }, { date: iso, time: '19:00' })).toBeGreaterThanOrEqual(2);
    const mail = await smtp.waitFor(changedMail(stay.reference));
    expect(mail.text).toContain('19:00');
    expect(smtp.count(changedMail(stay.reference))).toBe(1);
    expect(day).toBe(result.booking.collectionDate);
    // The pick-up reminder is due an hour before the new pick-up; the old event is skipped when it comes (reminder-times.spec).
    const pickUpReminders = () =>
      sql<{ due: string }>(
        t,
        `select to_char(available_at at time zone 'Europe/London', 'HH24:MI') as due from outbox_event
          where name = 'BookingReminderDue' and payload->>'kind' = 'return' and (payload->>'bookingId')::int = (select id from booking where reference = ?) order by id`,
        [stay.reference],
      );
    expect((await eventually(pickUpReminders, (rows) => rows.length === 2)).map((row) => row.due)).toEqual(['16:00', '18:00']);
  });

  it('turns a day into one night, charging the difference once, however often the payment is confirmed', async () => {
    const stay = await dayStay('Nina Night');
    const quoted = await post<ChangeQuote>(customer(), `/api/manage/${stay.manageToken}/extend-quote`, { nights: 1 });
    const difference = Math.round((priceOfTwo(1) - priceOfTwo(0)) * 100) / 100;
    expect(quoted).toMatchObject({ nights: 1, total: priceOfTwo(1), currentTotal: priceOfTwo(0), difference, payNow: difference });

    const result = await post<ChangeBookingResult>(customer(), `/api/manage/${stay.manageToken}/extend`, { nights: 1, expectedDifference: difference });
    if (result.outcome !== 'payment_required') throw new Error('a night costs more than the day');
    expect(result.amount).toBe(difference);
    expect((await manageView(t, stay.manageToken)).nights).toBe(0);

    await payWithCard(stay.browser, result.clientSecret);
    const confirm = () => post<ManageBookingView>(customer(), `/api/manage/${stay.manageToken}/changes/${result.changeId}/confirm`, {});
    const [first, second] = await Promise.all([confirm(), confirm()]);
    expect(first).toMatchObject({ nights: 1, sameDay: null, total: priceOfTwo(1), paid: priceOfTwo(1), pendingChange: null });
    expect(second).toMatchObject({ nights: 1, paid: priceOfTwo(1) });
    expect(first.returnDate).toBe(londonDate(6));
    expect((await paymentsOf(stay.reference)).map((p) => p.amount_pence)).toEqual([Math.round(priceOfTwo(0) * 100), Math.round(difference * 100)]);
    const mail = await smtp.waitFor(changedMail(stay.reference));
    expect(mail.text).toContain(`Charged for this change: ${formatPounds(Math.round(difference * 100))}`);
    expect(smtp.count(changedMail(stay.reference))).toBe(1);
    expect((await historyOf(stay.reference)).filter((row) => row.action === 'extend')).toHaveLength(1);
  });

  it('gives an overnight stay more nights, and refuses fewer or the same', async () => {
    const stay = await bookAndPay(t, bristol, { fullName: 'Max More', collectionDate: londonDate(6) });
    const view = await manageView(t, stay.manageToken);
    expect(view.nights).toBe(2);
    expect(view.actions.extend.choices).toEqual({ pickUpTimes: [], nights: [3] });
    for (const nights of [1, 2]) {
      const refused = await customer().post(`/api/manage/${stay.manageToken}/extend-quote`, { nights });
      expect([nights, refused.status, refused.body.errors?.nights]).toEqual([nights, 422, ['Choose 3 nights from the drop-off date.']]);
    }
    const quoted = await post<ChangeQuote>(customer(), `/api/manage/${stay.manageToken}/extend-quote`, { nights: 3 });
    expect(quoted.nights).toBe(3);
    expect(quoted.payNow).toBeGreaterThan(0);
  });

  it('refuses bad choices with a 422 under the field and a stale difference with a 409, changing nothing', async () => {
    const stay = await dayStay('Vera Valid');
    const before = await bookingRow(stay.reference);
    const refused = async (body: object, field: string) => {
      const answer = await customer().post(`/api/manage/${stay.manageToken}/extend`, { expectedDifference: 0, ...body });
      expect([JSON.stringify(body), answer.status, Object.keys(answer.body.errors ?? {})]).toEqual([JSON.stringify(body), 422, [field]]);
    };
    await refused({ nights: 0, pickUpTime: '16:00' }, 'pickUpTime');
    await refused({ nights: 0, pickUpTime: '17:15' }, 'pickUpTime');
    await refused({ nights: 0, pickUpTime: '20:30' }, 'pickUpTime');
    await refused({ nights: 0 }, 'pickUpTime');
    await refused({ nights: 1, pickUpTime: '18:00' }, 'pickUpTime');
    await refused({ nights: 4 }, 'nights');
    await refused({ nights: 'one' }, 'nights');
    const french = await customer().speaks('fr').post(`/api/manage/${stay.manageToken}/extend-quote`, { nights: 0, pickUpTime: '16:00' });
    expect(french.body.errors.pickUpTime[0]).toBe('Choisissez un retrait entre 17:30 et 20:00.');

    const stale = await customer().post(`/api/manage/${stay.manageToken}/extend`, { nights: 1, expectedDifference: 1 });
    expect(stale.status).toBe(409);
    expect(await bookingRow(stay.reference)).toEqual(before);
    expect((await historyOf(stay.reference)).some((row) => row.action === 'extend')).toBe(false);
  });

  it('refuses a later pick-up when the point is full in the half hours it adds, naming them', async () => {
    await sql(t, 'update collection_location set capacity = 2 where id = ?', [otherPoint]);
    try {
      const first = await bookAndPay(t, otherPoint, dayStayRequest(catalog, otherPoint, 2, 7, { dropOffTime: '11:00', pickUpTime: '14:00' }, { fullName: 'Fay First' }));
      await bookAndPay(t, otherPoint, dayStayRequest(catalog, otherPoint, 2, 7, { dropOffTime: '15:00', pickUpTime: '18:00' }, { fullName: 'Sid Second' }));
      const refused = await customer().post(`/api/manage/${first.manageToken}/extend`, { nights: 0, pickUpTime: '16:00', expectedDifference: 0 });
      expect(refused.status).toBe(409);
      expect(refused.body.message).toContain('is full from 15:00 to 16:00');
      expect((await manageView(t, first.manageToken)).sameDay).toMatchObject({ pickUpTime: '14:00' });
      const fits = await customer().post(`/api/manage/${first.manageToken}/extend`, { nights: 0, pickUpTime: '15:00', expectedDifference: 0 });
      expect(fits.status).toBe(200);
    } finally {
      await sql(t, 'update collection_location set capacity = 1000 where id = ?', [otherPoint]);
    }
  });
});

describe('ten extensions at once', () => {
  it('apply once: one answers 200, the others 409 or 422 (never 500), one history row and one card payment', async () => {
    const stay = await dayStay('Tia Ten');
    const difference = Math.round((priceOfTwo(1) - priceOfTwo(0)) * 100) / 100;
    const laterPickUps = await Promise.all(Array.from({ length: 10 }, () => customer().post(`/api/manage/${stay.manageToken}/extend`, { nights: 0, pickUpTime: '19:00', expectedDifference: 0 })));
    const statuses = laterPickUps.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.every((status) => [200, 409, 422].includes(status))).toBe(true);
    expect((await historyOf(stay.reference)).filter((row) => row.action === 'extend')).toHaveLength(1);

    // Ten asks for the night: each waits for its payment, and only the latest can still be paid.
    const nights = await Promise.all(Array.from({ length: 10 }, () => customer().post(`/api/manage/${stay.manageToken}/extend`, { nights: 1, expectedDifference: difference })));
    expect(nights.map((answer) => answer.status).every((status) => status === 200 || status === 409)).toBe(true);
    const waiting = await manageView(t, stay.manageToken);
    expect(waiting.pendingChange?.amount).toBe(difference);
    await payWithCard(stay.browser, waiting.pendingChange!.clientSecret);
    await post(customer(), `/api/manage/${stay.manageToken}/changes/${waiting.pendingChange!.id}/confirm`, {});
    expect((await paymentsOf(stay.reference)).map((p) => p.amount_pence)).toEqual([Math.round(priceOfTwo(0) * 100), Math.round(difference * 100)]);
    expect((await manageView(t, stay.manageToken)).nights).toBe(1);
  });

  it('at the point, record one payment taken there', async () => {
    const stay = await dayStay('Ned Ten', 1);
    const [{ id }] = await sql<{ id: number }>(t, 'select id from booking where reference = ?', [stay.reference]);
    const today = formatIso(todayInLondon());
    await restay(t, id, () => sql(t, 'update booking set collection_date = ?::date, return_date = ?::date where id = ?', [today, today, id]));
    const difference = Math.round((priceOfTwo(1) - priceOfTwo(0)) * 100) / 100;
    const answers = await Promise.all(Array.from({ length: 10 }, () => sam.session.post(`/api/check-in/${stay.reference}/extend`, { nights: 1, expectedDifference: difference, paidAtPoint: true })));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.every((answer) => [200, 409, 422].includes(answer.status))).toBe(true);
    expect((await paymentsOf(stay.reference)).filter((p) => p.provider === 'point')).toHaveLength(1);
  });

  it('refuse huge and wrongly typed values with a 422 by field, changing nothing', async () => {
    const stay = await dayStay('Hugo Huge');
    const before = await bookingRow(stay.reference);
    const fields = async (who: HttpSession, path: string, body: object) => {
      const answer = await who.post(path, body);
      return [answer.status, Object.keys(answer.body.errors ?? {}).sort()];
    };
    const manage = `/api/manage/${stay.manageToken}/extend`;
    expect(await fields(customer(), manage, { nights: 0, pickUpTime: 'x'.repeat(5_000), expectedDifference: 0 })).toEqual([422, ['pickUpTime']]);
    // A body past the API's size limit is refused before any rule reads it.
    expect(await fields(customer(), manage, { nights: 0, pickUpTime: 'x'.repeat(100_000), expectedDifference: 0 })).toEqual([413, []]);
    expect(await fields(customer(), manage, { nights: 1e12, expectedDifference: 1e12 })).toEqual([422, ['expectedDifference', 'nights']]);
    expect(await fields(customer(), manage, { nights: 1 })).toEqual([422, ['expectedDifference']]);
    expect(await fields(customer(), manage, {})).toEqual([422, ['expectedDifference', 'nights']]);
    expect(await fields(sam.session, `/api/check-in/${stay.reference}/extend`, { nights: 1, expectedDifference: 0, paidAtPoint: 'yes' })).toEqual([422, ['paidAtPoint']]);
    expect(await bookingRow(stay.reference)).toEqual(before);
  });
});

describe('the overstay', () => {
  it('lets the customer pay the night through the manage link the next day, while the bags are still at the point', async () => {
    const stay = await dayStay('Otto Overnight', 1);
    const [{ id }] = await sql<{ id: number }>(t, 'select id from booking where reference = ?', [stay.reference]);
    const yesterday = formatIso(addDays(todayInLondon(), -1));
    await restay(t, id, () => sql(t, 'update booking set collection_date = ?::date, return_date = ?::date where id = ?', [yesterday, yesterday, id]));
    await sql(t, "update booking set status = 'collected' where id = ?", [id]);

    const view = await manageView(t, stay.manageToken);
    expect(view.actions.extend.choices).toEqual({ pickUpTimes: [], nights: [1, 2, 3] });
    const result = await post<ChangeBookingResult>(customer(), `/api/manage/${stay.manageToken}/extend`, { nights: 1, expectedDifference: Math.round((priceOfTwo(1) - priceOfTwo(0)) * 100) / 100 });
    if (result.outcome !== 'payment_required') throw new Error('the night is paid');
    await payWithCard(stay.browser, result.clientSecret);
    const after = await post<ManageBookingView>(customer(), `/api/manage/${stay.manageToken}/changes/${result.changeId}/confirm`, {});
    expect(after).toMatchObject({ status: 'collected', nights: 1, returnDate: londonDate(0), paid: priceOfTwo(1) });
  });
});

describe('Extend at the point', () => {
  async function collectedToday(fullName: string): Promise<PaidBooking> {
    const stay = await dayStay(fullName, 1);
    const [{ id }] = await sql<{ id: number }>(t, 'select id from booking where reference = ?', [stay.reference]);
    const today = formatIso(todayInLondon());
    await restay(t, id, () => sql(t, 'update booking set collection_date = ?::date, return_date = ?::date where id = ?', [today, today, id]));
    await post(sam.session, `/api/check-in/${stay.reference}/tags`, { tags: [`EX-${stay.reference}-1`, `EX-${stay.reference}-2`] });
    return stay;
  }

  it('turns a collected day into a night once staff record the payment they took, which is never refunded by card', async () => {
    const stay = await collectedToday('Pat Point');
    const found = await post<CheckInBookingView>(sam.session, '/api/check-in/find', { reference: stay.reference, pin: await pinOf(stay) });
    expect(found.extend?.nights).toEqual([1, 2, 3]);
    expect(found.pickUpTime).toBe('17:00');

    const quoted = await post<ChangeQuote>(sam.session, `/api/check-in/${stay.reference}/extend-quote`, { nights: 1 });
    const unpaid = await sam.session.post(`/api/check-in/${stay.reference}/extend`, { nights: 1, expectedDifference: quoted.difference });
    expect([unpaid.status, Object.keys(unpaid.body.errors ?? {})]).toEqual([422, ['paidAtPoint']]);
    expect((await bookingRow(stay.reference)).nights).toBe(0);

    const extended = await post<CheckInBookingView>(sam.session, `/api/check-in/${stay.reference}/extend`, { nights: 1, expectedDifference: quoted.difference, paidAtPoint: true });
    expect(extended).toMatchObject({ status: 'collected', nights: 1, returnDate: londonDate(1), pickUpTime: null });
    expect(await paymentsOf(stay.reference)).toEqual([
      { provider: 'offline', purpose: 'booking', amount_pence: Math.round(priceOfTwo(0) * 100) },
      { provider: 'point', purpose: 'change', amount_pence: Math.round(quoted.payNow * 100) },
    ]);
    const history = await historyOf(stay.reference);
    expect(history.at(-1)).toEqual({ action: 'extend', note: expect.stringContaining(`${formatPounds(Math.round(quoted.payNow * 100))} paid at the point`) });
    await smtp.waitFor(changedMail(stay.reference));

    // Money taken at the point is given back there: an admin refunds by card at most what the card paid.
    const admin = await adminSession(t);
    const tooMuch = await admin.post(`/api/admin/bookings/${stay.reference}/refund`, { amount: priceOfTwo(1), reason: 'Goodwill' });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.errors.amount[0]).toBe(`At most ${formatPounds(Math.round(priceOfTwo(0) * 100))} can be refunded. ${formatPounds(Math.round(quoted.payNow * 100))} was paid at the point: give it back there.`);
    expect(await post(admin, `/api/admin/bookings/${stay.reference}/refund`, { amount: priceOfTwo(0), reason: 'Goodwill' })).toBeDefined();
    const refunds = await sql<{ provider: string; amount_pence: number }>(t, 'select r.provider, r.amount_pence from refund r join booking b on b.id = r.booking_id where b.reference = ?', [stay.reference]);
    expect(refunds).toEqual([{ provider: 'offline', amount_pence: Math.round(priceOfTwo(0) * 100) }]);
  });

  it('is open to staff of the booking point only, not to customers or visitors', async () => {
    const stay = await collectedToday('Rae Roles');
    expect((await lee.session.post(`/api/check-in/${stay.reference}/extend-quote`, { nights: 1 })).status).toBe(404);
    const account = await registered(t);
    expect((await account.session.post(`/api/check-in/${stay.reference}/extend-quote`, { nights: 1 })).status).toBe(403);
    expect((await new HttpSession(t).post(`/api/check-in/${stay.reference}/extend-quote`, { nights: 1 })).status).toBe(401);
    expect((await sam.session.post(`/api/check-in/${stay.reference}/extend`, { nights: 9, expectedDifference: 0 })).status).toBe(422);
  });
});

async function pinOf(stay: PaidBooking): Promise<string> {
  const pass = await customer().get(`/api/manage/${stay.manageToken}/pass`);
  return (pass.body as { pin: string }).pin;
}
