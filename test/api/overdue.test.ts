// Overdue bookings (issue 40, item 7): bags still at the point after it closed on their return date. Staff see them at
// the top of /staff (GET /api/operations/overdue: their own points', an admin every point's) and the manage page says
// so. Bookings can only be made ahead: each is booked for tomorrow, and the test database moves its stay to yesterday
// with its counted bags and held span (support/capacity-counters.ts' restay), as the calendar would; staff then check
// it in as at the counter.
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { addDays, formatDashed, formatIso, type GetDataResponse, londonInstant, openingHoursOn, type OverdueBookings, pointScheduleOf, todayInLondon } from '@luggage/contracts';
import { adminSession, createAdminTestApp } from '../support/admin.js';
import { demoCatalog, sql } from '../support/booking-builders.js';
import { restay } from '../support/capacity-counters.js';
import { dayStayRequest } from '../support/day-stays.js';
import { addressLegToday } from '../support/driver-runs.js';
import { HttpSession } from '../support/http-session.js';
import { bookAndPay, manageView, type PaidBooking } from '../support/lifecycle.js';
import { startSmtpCatcher, type SmtpCatcher } from '../support/smtp-catcher.js';
import { staffMember, type StaffMember } from '../support/staff.js';
import type { TestApp } from '../support/test-app.js';

jest.setTimeout(180_000);

let smtp: SmtpCatcher;
let t: TestApp;
let catalog: GetDataResponse;
let bristol: number;
let admin: HttpSession;
/** Works at Bristol Bus Station. */
let sam: StaffMember;
/** Works at another point only. */
let lee: StaffMember;

const yesterday = addDays(todayInLondon(), -1);

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await createAdminTestApp({ env: { SMTP_URL: smtp.url } });
  ({ data: catalog, bristolBusStation: bristol } = await demoCatalog(t));
  await sql(t, 'update collection_location set capacity = 1000 where id = ?', [bristol]);
  admin = await adminSession(t);
  const otherPoint = catalog.collection_cities.flatMap((city) => city.get_locations).find((point) => point.id !== bristol)!.id;
  sam = await staffMember(t, smtp, admin, [bristol], 'Sam Porter');
  lee = await staffMember(t, smtp, admin, [otherPoint], 'Lee Shaw');
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

async function bookingId(reference: string): Promise<number> {
  const [row] = await sql<{ id: number }>(t, 'select id from booking where reference = ?', [reference]);
  return row.id;
}

/** Moves a booking's stay to start `days` from today (London), its counted bags and held span with it. */
async function moveTo(reference: string, days: number): Promise<void> {
  const day = formatIso(addDays(todayInLondon(), days));
  await restay(t, await bookingId(reference), () => sql(t, 'update booking set collection_date = ?::date, return_date = ?::date + nights where reference = ?', [day, day, reference]));
}

/** A same-day stay of two small suitcases at Bristol Bus Station (11:00 to 17:00), booked for tomorrow and moved `days` from today. */
async function dayStay(fullName: string, days: number): Promise<PaidBooking> {
  const booked = await bookAndPay(t, bristol, dayStayRequest(catalog, bristol, 2, 1, { dropOffTime: '11:00', pickUpTime: '17:00' }, { fullName }));
  if (days !== 1) await moveTo(booked.reference, days);
  return booked;
}

const tagsOf = new Map<string, string[]>();
/** Staff hand the two bags over by their tags, and back by the same tags. */
async function step(who: HttpSession, reference: string, to: 'collected' | 'returned'): Promise<void> {
  if (to === 'collected') tagsOf.set(reference, [1, 2].map((bag) => `OD-${tagsOf.size}-${bag}`));
  const tags = tagsOf.get(reference);
  const answer = await who.post(`/api/check-in/${reference}/${to === 'collected' ? 'tags' : 'return'}`, { tags });
  expect([reference, to, answer.status]).toEqual([reference, to, 200]);
}
const overdueFor = async (who: HttpSession) => ((await who.get('/api/operations/overdue').expect(200)).body as OverdueBookings).bookings;
const references = async (who: HttpSession) => (await overdueFor(who)).map((entry) => entry.reference);

describe('overdue bookings', () => {
  it('lists a stay checked in and not picked up by its return date to staff of its point and to an admin, and the manage page says so', async () => {
    const stay = await dayStay('Olive Overstay', -1);
    await step(sam.session, stay.reference, 'collected');

    const closes = openingHoursOn(pointScheduleOf(catalog.collection_cities.flatMap((city) => city.get_locations).find((point) => point.id === bristol)!), yesterday)!.closes;
    const since = londonInstant(yesterday, closes).toISOString();
    expect((await overdueFor(sam.session)).find((entry) => entry.reference === stay.reference)).toEqual({
      reference: stay.reference,
      fullName: 'Olive Overstay',
      contactNumber: '+44 7700 900123',
      location: { id: bristol, name: 'Bristol Bus Station' },
      returnDate: formatDashed(yesterday),
      nights: 0,
      items: [{ code: 'SS', title: 'Small Suitcase', amount: 2 }],
      bags: 2,
      closedAt: closes,
      since,
    });
    expect(await references(admin)).toContain(stay.reference);
    // Another point's staff do not see it.
    expect(await references(lee.session)).not.toContain(stay.reference);

    expect((await manageView(t, stay.manageToken)).overdue).toEqual({ date: formatIso(yesterday), closedAt: closes, since });
  });

  it('leaves out bags given back, a cancelled booking, bags never checked in, bags due tomorrow and a delivery to an address', async () => {
    const returned = await dayStay('Rita Returned', -1);
    await step(sam.session, returned.reference, 'collected');
    await step(sam.session, returned.reference, 'returned');

    const cancelled = await dayStay('Cora Cancelled', 1);
    const cancel = await new HttpSession(t).post(`/api/manage/${cancelled.manageToken}/cancel`, { expectedRefund: (await manageView(t, cancelled.manageToken)).actions.cancel.refundAmount });
    expect(cancel.status).toBe(200);
    // A cancelled booking holds no bags on the counters: its dates move alone.
    await sql(t, 'update booking set collection_date = ?::date, return_date = ?::date where reference = ?', [formatIso(yesterday), formatIso(yesterday), cancelled.reference]);

    const neverCame = await dayStay('Nell Nevercame', -1);

    const tomorrow = await bookAndPay(t, bristol, { fullName: 'Tom Tomorrow' });
    await moveTo(tomorrow.reference, -1);
    await step(sam.session, tomorrow.reference, 'collected');

    // Collected two days ago for a delivery to an address today, the delivery moved to yesterday: a driver takes the bags.
    const delivered = await addressLegToday(t, bristol, { direction: 'return', postcode: 'BS8 3PH' });
    await sql(t, `update booking_leg set date = ?::date where booking_id = ? and direction = 'return'`, [formatIso(yesterday), delivered.bookingId]);
    await restay(t, delivered.bookingId, () => sql(t, 'update booking set return_date = ?::date where id = ?', [formatIso(yesterday), delivered.bookingId]));

    const listed = await references(admin);
    for (const booking of [returned, cancelled, neverCame, tomorrow, delivered]) expect({ reference: booking.reference, listed: listed.includes(booking.reference) }).toEqual({ reference: booking.reference, listed: false });
    expect((await manageView(t, returned.manageToken)).overdue).toBeNull();
    expect((await manageView(t, tomorrow.manageToken)).overdue).toBeNull();
  });
});
