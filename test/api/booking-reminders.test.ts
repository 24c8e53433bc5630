// Reminders (issue 14, section 6): the evening before the handover (18:00 London) and the morning of the return
// (08:00). Each is a timed outbox event due at that time. The tests do not wait for the hour: they check the row's
// due time, then move the row's available_at to now in the test database, so the relay hands it over as it would
// at that hour (the relay's clock and the handler are left as they are).
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { addDays, formatIso, type GetDataResponse, londonInstant, parseDayMonthYear } from '@luggage/contracts';
import { JobRegistry } from '../../backend/src/shared/queue/job-registry.js';
import { JobName } from '../../backend/src/shared/queue/jobs.js';
import { adminSession, createAdminTestApp } from '../support/admin.js';
import { demoCatalog, londonDate, sql } from '../support/booking-builders.js';
import { HttpSession } from '../support/http-session.js';
import { bookAndPay, manageView, sameBooking } from '../support/lifecycle.js';
import { type CaughtMail, startSmtpCatcher, type SmtpCatcher } from '../support/smtp-catcher.js';
import { eventually, type TestApp } from '../support/test-app.js';

jest.setTimeout(300_000);

/** Generous: the machine running the tests may be busy. */
const WAIT_MS = 60_000;

let smtp: SmtpCatcher;
let t: TestApp;
let bristol: number;
let data: GetDataResponse;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await createAdminTestApp({ env: { SMTP_URL: smtp.url } });
  ({ bristolBusStation: bristol, data } = await demoCatalog(t));
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const collectionSubject = (reference: string) => `Reminder: you hand over your luggage tomorrow (${reference})`;
const returnSubject = (reference: string) => `Reminder: your luggage is ready for you today (${reference})`;
const withSubject = (subject: string) => (mail: CaughtMail) => mail.subject === subject;
const remindersOf = (reference: string) => (mail: CaughtMail) => mail.subject.startsWith('Reminder:') && mail.subject.includes(reference);

const day = (dashed: string) => parseDayMonthYear(dashed)!;
const longDate = (dashed: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' })
    .format(new Date(Date.UTC(day(dashed).year, day(dashed).month - 1, day(dashed).day)))
    .replace(',', '');

interface ReminderRow {
  kind: string;
  date: string;
  due_at: Date;
  published: boolean;
}

async function bookingId(reference: string): Promise<number> {
  return (await sql<{ id: number }>(t, 'select id from booking where reference = ?', [reference]))[0].id;
}

/** The booking's reminder events in the outbox, oldest first. */
async function reminderEvents(id: number): Promise<ReminderRow[]> {
  return sql<ReminderRow>(
    t,
    `select payload->>'kind' as kind, payload->>'date' as date, available_at as due_at, published_at is not null as published
     from outbox_event where name = 'BookingReminderDue' and (payload->>'bookingId')::int = ? order by id`,
    [id],
  );
}

const scheduled = (id: number, count: number) => eventually(() => reminderEvents(id), (rows) => rows.length >= count, WAIT_MS);

/** The hour has come for the booking's reminders (see the top of the file). */
async function makeDueNow(id: number): Promise<void> {
  await sql(t, `update outbox_event set available_at = now() where name = 'BookingReminderDue' and (payload->>'bookingId')::int = ? and published_at is null`, [id]);
}

const allPublished = (id: number) => eventually(() => reminderEvents(id), (rows) => rows.every((row) => row.published), WAIT_MS);

/** Time for any stray second email to arrive after the first. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 2_000));

describe('reminders', () => {
  it('are due at 18:00 London the evening before the handover and 08:00 on the return day, and each is sent once, however often its work runs', async () => {
    const booked = await bookAndPay(t, bristol, { collectionDate: londonDate(2) });
    const id = await bookingId(booked.reference);
    const rows = await scheduled(id, 2);
    expect(rows.map(({ kind, date, due_at, published }) => ({ kind, date, dueAt: new Date(due_at).toISOString(), published }))).toEqual([
      { kind: 'collection', date: formatIso(day(londonDate(2))), dueAt: londonInstant(addDays(day(londonDate(2)), -1), '18:00').toISOString(), published: false },
      { kind: 'return', date: formatIso(day(londonDate(4))), dueAt: londonInstant(day(londonDate(4)), '08:00').toISOString(), published: false },
    ]);
    expect(smtp.count(remindersOf(booked.reference))).toBe(0);

    await makeDueNow(id);
    const evening = await smtp.waitFor(withSubject(collectionSubject(booked.reference)), WAIT_MS);
    const morning = await smtp.waitFor(withSubject(returnSubject(booked.reference)), WAIT_MS);
    const pin = (await t.request().get(`/api/manage/${booked.manageToken}/pass`)).body.pin as string;
    expect(evening.to).toEqual(['ann@example.com']);
    expect(evening.text).toContain(`${longDate(londonDate(2))} at 09:00`);
    expect(evening.text).toContain('Bristol Bus Station');
    expect(evening.text).toContain(`PIN: ${pin}`);
    expect(evening.html).toContain('src="cid:pass-qr@luggage.booking"');
    expect(morning.text).toContain(`${longDate(londonDate(4))} at 09:00`);
    expect(morning.text).toContain(`Reference: ${booked.reference}`);

    // The work again, as after a worker restart or a repeated delivery: scheduling adds no event, sending sends nothing.
    const jobs = t.app.get(JobRegistry);
    await expect(jobs.run(JobName.ScheduleBookingReminders, { bookingId: id, reference: booked.reference })).resolves.toBe('skipped');
    await expect(jobs.run(JobName.SendBookingReminder, { bookingId: id, kind: 'collection', date: rows[0].date })).resolves.toBe('skipped');
    await sql(t, `update outbox_event set published_at = null, available_at = now() where name = 'BookingReminderDue' and (payload->>'bookingId')::int = ?`, [id]);
    await allPublished(id);
    await settle();
    expect(await reminderEvents(id)).toHaveLength(2);
    expect(smtp.count(withSubject(collectionSubject(booked.reference)))).toBe(1);
    expect(smtp.count(withSubject(returnSubject(booked.reference)))).toBe(1);
  });

  it('are not sent for a cancelled booking', async () => {
    const booked = await bookAndPay(t, bristol, { collectionDate: londonDate(2) });
    const control = await bookAndPay(t, bristol, { collectionDate: londonDate(2) });
    const [id, controlId] = [await bookingId(booked.reference), await bookingId(control.reference)];
    await Promise.all([scheduled(id, 2), scheduled(controlId, 2)]);
    const cancelled = await new HttpSession(t).post(`/api/manage/${booked.manageToken}/cancel`, { expectedRefund: 36.45 });
    expect(cancelled.status).toBe(200);
    await smtp.waitFor(withSubject(`Booking cancelled: ${booked.reference}`), WAIT_MS);

    // The cancelled booking's reminders fall due first, then a live booking's: once the live one's have arrived, the
    // cancelled one's jobs have run (with BullMQ, a published row is only queued).
    await makeDueNow(id);
    await allPublished(id);
    await makeDueNow(controlId);
    await smtp.waitFor(withSubject(collectionSubject(control.reference)), WAIT_MS);
    await smtp.waitFor(withSubject(returnSubject(control.reference)), WAIT_MS);
    await settle();
    expect(smtp.count(remindersOf(booked.reference))).toBe(0);
  });

  it('are not sent when their time had passed when the booking was made: a handover today gets only the return reminder', async () => {
    // A point whose handover is at 23:59, so a booking for today is possible whenever the test runs.
    const admin = await adminSession(t);
    const { data } = await demoCatalog(t);
    const city = data.collection_cities.find((c) => c.city === 'Bristol')!;
    const point = await admin.post('/api/store-new-collection-location', { cityId: city.id, location: 'Late Point', lat: 51.45, lng: -2.58, time: '23:59' });
    expect(point.status).toBe(201);
    const booked = await bookAndPay(t, point.body.id as number, { collectionDate: londonDate(0) });
    const id = await bookingId(booked.reference);
    // Both reminders would be recorded in one transaction: once the return's is there, the scheduling is over.
    const rows = await scheduled(id, 1);
    expect(rows.map((row) => row.kind)).toEqual(['return']);

    await makeDueNow(id);
    await smtp.waitFor(withSubject(returnSubject(booked.reference)), WAIT_MS);
    await settle();
    expect(smtp.count(withSubject(collectionSubject(booked.reference)))).toBe(0);
  });

  it('move with a changed date: the reminders for the old dates are skipped, those for the new ones are sent', async () => {
    const booked = await bookAndPay(t, bristol, { collectionDate: londonDate(2) });
    const id = await bookingId(booked.reference);
    await scheduled(id, 2);
    const view = await manageView(t, booked.manageToken);
    const moved = await new HttpSession(t).post(`/api/manage/${booked.manageToken}/change`, { ...sameBooking(view, { collectionDate: londonDate(3) }), expectedDifference: 0 });
    expect(moved.status).toBe(200);
    const rows = await scheduled(id, 4);
    expect(rows.slice(2).map((row) => [row.kind, row.date, new Date(row.due_at).toISOString()])).toEqual([
      ['collection', formatIso(day(londonDate(3))), londonInstant(day(londonDate(2)), '18:00').toISOString()],
      ['return', formatIso(day(londonDate(5))), londonInstant(day(londonDate(5)), '08:00').toISOString()],
    ]);

    await makeDueNow(id);
    await allPublished(id);
    await smtp.waitFor(withSubject(collectionSubject(booked.reference)), WAIT_MS);
    await smtp.waitFor(withSubject(returnSubject(booked.reference)), WAIT_MS);
    await settle();
    const reminders = smtp.messages.filter(remindersOf(booked.reference));
    expect(reminders.map((mail) => mail.subject).sort()).toEqual([collectionSubject(booked.reference), returnSubject(booked.reference)]);
    expect(reminders.find(withSubject(collectionSubject(booked.reference)))!.text).toContain(`${longDate(londonDate(3))} at 09:00`);
    expect(reminders.find(withSubject(returnSubject(booked.reference)))!.text).toContain(`${longDate(londonDate(5))} at 09:00`);
  });
});

describe('reminders of a booking with legs (issue 18)', () => {
  const cityOf = (name: string) => data.collection_cities.find((city) => city.city === name)!.id;
  const windowOf = (city: string, start: string) => data.delivery.windows.find((w) => w.cityId === cityOf(city) && w.start === start)!.id;
  const CLIFTON = { line1: '12 Royal York Crescent', town: 'Bristol', postcode: 'BS8 4JZ' };
  const BATH_HOTEL = { line1: '1 Royal Crescent', line2: 'Flat 2', town: 'Bath', postcode: 'BA1 2LR' };

  it('are timed from the windows and say when the driver comes and where', async () => {
    const booked = await bookAndPay(t, bristol, {
      collectionDate: londonDate(2),
      handover: { kind: 'address', address: CLIFTON, windowId: windowOf('Bristol', '08:00') },
      giveBack: { kind: 'address', address: BATH_HOTEL, windowId: windowOf('Bath', '14:00') },
      totalCost: 36.45 + 15 + 20,
    });
    const id = await bookingId(booked.reference);
    const rows = await scheduled(id, 2);
    // An 08:00 window: 18:00 the evening before; a 14:00 window: two hours before it.
    expect(rows.map(({ kind, due_at }) => [kind, new Date(due_at).toISOString()])).toEqual([
      ['collection', londonInstant(addDays(day(londonDate(2)), -1), '18:00').toISOString()],
      ['return', londonInstant(day(londonDate(4)), '12:00').toISOString()],
    ]);

    await makeDueNow(id);
    const collection = await smtp.waitFor(withSubject(`Reminder: your driver collects your luggage (${booked.reference})`), WAIT_MS);
    const delivery = await smtp.waitFor(withSubject(`Reminder: your driver delivers your luggage (${booked.reference})`), WAIT_MS);
    expect(collection.text).toContain(`Collection: ${longDate(londonDate(2))}, 08:00–10:00\nFrom your address: 12 Royal York Crescent, Bristol, BS8 4JZ\n`);
    expect(delivery.text).toContain(`Delivery: ${longDate(londonDate(4))}, 14:00–16:00\nTo your address: 1 Royal Crescent, Flat 2, Bath, BA1 2LR\n`);
    expect(collection.text).not.toContain('Bristol Bus Station');
  });

  it('name the other point of a return elsewhere, at its time', async () => {
    const bathSpa = data.collection_cities.flatMap((city) => city.get_locations).find((point) => point.Location === 'Bath Spa Station')!.id;
    const booked = await bookAndPay(t, bristol, { collectionDate: londonDate(2), giveBack: { kind: 'other_point', locationId: bathSpa }, totalCost: 36.45 + 15 });
    const id = await bookingId(booked.reference);
    await scheduled(id, 2);
    await makeDueNow(id);
    const morning = await smtp.waitFor(withSubject(returnSubject(booked.reference)), WAIT_MS);
    expect(morning.text).toContain(`Return: ${longDate(londonDate(4))} at 10:30\nReturn point: Bath Spa Station, Dorchester Street, Bath BA1 1SU\n`);
  });
});
