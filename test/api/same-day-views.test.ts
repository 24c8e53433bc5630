// A same-day stay as the customer reads it after booking (issue 40, item 3): the confirmation email, the pass, the
// manage view, the calendar file and the cancellation email say the date, "Drop off 11:00 · Pick up 17:00" and the
// point's closing time that day (from its hours as they are now), instead of the nights and the return; the calendar
// event runs from the drop-off to the pick-up. In the booking's language too.
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { type GetDataResponse, isoWeekday, type ManageBookingView, parseDayMonthYear, type PaymentIntentRequest } from '@luggage/contracts';
import ICAL from 'ical.js';
import PostalMime from 'postal-mime';
import { longDate } from '../../backend/src/modules/notifications/email-dates.js';
import { aBookingRequest, demoCatalog, londonDate, sql } from '../support/booking-builders.js';
import { dayStayRequest } from '../support/day-stays.js';
import { HttpSession } from '../support/http-session.js';
import { bookAndPay, manageView, payWithCard } from '../support/lifecycle.js';
import { type CaughtMail, startSmtpCatcher, type SmtpCatcher } from '../support/smtp-catcher.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

jest.setTimeout(240_000);

/** Generous: the machine running the tests may be busy. */
const WAIT_MS = 60_000;
const NBSP = '\u00a0';
const ADDRESS = 'Marlborough Street, Bristol BS1 3NU';

let smtp: SmtpCatcher;
let t: TestApp;
let catalog: GetDataResponse;
let busStation: number;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await createTestApp({ env: { SMTP_URL: smtp.url } });
  ({ data: catalog, bristolBusStation: busStation } = await demoCatalog(t));
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

interface Booked {
  reference: string;
  manageToken: string;
}

/** A visitor speaking `language` books and pays a same-day stay of one small suitcase at Bristol Bus Station, `day` days ahead. */
async function bookDayStay(day: number, dropOffTime: string, pickUpTime: string, language = 'en-GB'): Promise<Booked> {
  const browser = new HttpSession(t).speaks(language);
  await browser.csrf();
  const request: PaymentIntentRequest = dayStayRequest(catalog, busStation, 1, day, { dropOffTime, pickUpTime });
  const intent = await browser.post('/api/stripe-payment-intent', request);
  expect(intent.status).toBe(200);
  await payWithCard(browser, intent.body as string);
  const booked = await browser.post('/api/booking', aBookingRequest(request, intent.body as string));
  expect(booked.status).toBe(200);
  const body = booked.body as { bookingReference: string; manageToken: string };
  return { reference: body.bookingReference, manageToken: body.manageToken };
}

const withSubject = (subject: string) => (mail: CaughtMail) => mail.subject === subject;

/** Each of `lines` in `text`, in that order. */
function expectInOrder(text: string, lines: readonly string[]): void {
  let from = 0;
  for (const line of lines) {
    const at = text.indexOf(line, from);
    expect({ line, found: at >= 0 }).toEqual({ line, found: true });
    from = at + line.length;
  }
}

const london = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const londonAt = (date: Date) => london.format(date).replace(/\//g, '-').replace(',', '');

/** Each event of a calendar file: its start and end on London's clock ('DD-MM-YYYY HH:mm'), summary and description. */
function calendarEvents(ics: string) {
  return new ICAL.Component(ICAL.parse(ics) as unknown[]).getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return { start: londonAt(event.startDate.toJSDate()), end: londonAt(event.endDate.toJSDate()), summary: event.summary, description: event.description };
  });
}

async function calendarFile(token: string): Promise<string> {
  const file = await t.request().get(`/api/manage/${token}/calendar.ics`).buffer(true).parse((res, done) => {
    let body = '';
    res.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    res.on('end', () => done(null, body));
  });
  expect(file.status).toBe(200);
  return file.body as string;
}

const shortEnglishDay = (dashed: string) =>
  new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${dashed.split('-').reverse().join('-')}T12:00:00Z`)).replace(',', '');

describe('a same-day stay after booking', () => {
  it('is said by its date, both times and the closing time in its confirmation, with the pass and a calendar event from drop-off to pick-up', async () => {
    const booked = await bookDayStay(4, '11:00', '17:00');
    const day = londonDate(4);
    const mail = await smtp.waitFor(withSubject(`Booking confirmed: ${booked.reference}`), WAIT_MS);
    expectInOrder(mail.text, [
      'YOUR PASS',
      `${shortEnglishDay(day)}, Bristol Bus Station · Drop off 11:00 · Pick up 17:00: Show this QR code at Bristol Bus Station, or tell the staff your reference and PIN.`,
      'YOUR LUGGAGE',
      '- 1 x Small Suitcase\n',
      'Storage: Same day\n',
      'COLLECTION AND RETURN',
      `Same day: ${longDate(day)}\nDrop off 11:00 · Pick up 17:00\nThe point closes at 20:00: pick up your bags by then.\nPoint: Bristol Bus Station, ${ADDRESS}\n`,
      'Total paid: £6.00',
    ]);
    expect(mail.text).not.toMatch(/night|Return:|Collection:/);
    expect(mail.html).toContain(`<strong>${longDate(day)}</strong><br>Drop off 11:00 · Pick up 17:00<br><strong>The point closes at 20:00: pick up your bags by then.</strong>`);

    const parsed = await PostalMime.parse(mail.raw);
    const ics = parsed.attachments.find((attachment) => attachment.mimeType === 'text/calendar')!;
    const attached = calendarEvents(typeof ics.content === 'string' ? ics.content : Buffer.from(ics.content as ArrayBuffer).toString('utf8'));
    const event = {
      start: `${day} 11:00`,
      end: `${day} 17:00`,
      summary: `Your luggage at Bristol Bus Station (${booked.reference})`,
      description: expect.stringContaining('Drop off 11:00 · Pick up 17:00\nThe point closes at 20:00: pick up your bags by then.\n'),
    };
    expect(attached).toEqual([event]);
    expect(calendarEvents(await calendarFile(booked.manageToken))).toEqual([event]);

    const view = await manageView(t, booked.manageToken);
    const iso = day.split('-').reverse().join('-');
    expect(view.sameDay).toEqual({ date: iso, dropOffTime: '11:00', pickUpTime: '17:00', closesAt: '20:00' });
  });

  it('is cancelled with both times named', async () => {
    const booked = await bookDayStay(5, '10:00', '12:30');
    await smtp.waitFor(withSubject(`Booking confirmed: ${booked.reference}`), WAIT_MS);
    const cancelled = await new HttpSession(t).post(`/api/manage/${booked.manageToken}/cancel`, { expectedRefund: 6 });
    expect(cancelled.status).toBe(200);
    const cancellation = await smtp.waitFor(withSubject(`Booking cancelled: ${booked.reference}`), WAIT_MS);
    expect(cancellation.text).toContain(`for ${longDate(londonDate(5))} at Bristol Bus Station has been cancelled.\nDrop off 10:00 · Pick up 12:30\n`);
  });

  it('in French: the confirmation says both times and the closing time in French', async () => {
    const booked = await bookDayStay(6, '09:30', '15:00', 'fr');
    const mail = await smtp.waitFor(withSubject(`Réservation confirmée${NBSP}: ${booked.reference}`), WAIT_MS);
    expectInOrder(mail.text, [
      `Consigne${NBSP}: Le jour même\n`,
      `Le jour même${NBSP}: `,
      `\nDépôt 09:30 · Retrait 15:00\nLe point ferme à 20:00${NBSP}: récupérez vos bagages d’ici là.\nPoint${NBSP}: Bristol Bus Station, ${ADDRESS}\n`,
    ]);
    expect(mail.text).not.toMatch(/nuit|Drop off|closes/);
  });

  it("names the point's closing time as its hours are now, and none on a day it has since closed", async () => {
    const booked = await bookDayStay(7, '11:00', '17:00');
    await smtp.waitFor(withSubject(`Booking confirmed: ${booked.reference}`), WAIT_MS);
    const weekday = String(isoWeekday(parseDayMonthYear(londonDate(7))!));
    await sql(t, `update collection_location set opening_hours = jsonb_set(opening_hours, array[?], '{"opens":"08:00","closes":"18:30"}'::jsonb) where id = ?`, [weekday, busStation]);
    const sameDay = async () => (await manageView(t, booked.manageToken)).sameDay as ManageBookingView['sameDay'];
    expect((await sameDay())?.closesAt).toBe('18:30');
    expect(calendarEvents(await calendarFile(booked.manageToken))[0].description).toContain('The point closes at 18:30');

    await sql(t, `update collection_location set open_weekdays = array_remove(open_weekdays, ?::smallint) where id = ?`, [Number(weekday), busStation]);
    expect(await sameDay()).toMatchObject({ dropOffTime: '11:00', pickUpTime: '17:00', closesAt: null });
    expect(calendarEvents(await calendarFile(booked.manageToken))[0].description).not.toContain('closes');
    await sql(t, `update collection_location set open_weekdays = '{1,2,3,4,5,6,7}', opening_hours = jsonb_set(opening_hours, array[?], '{"opens":"08:00","closes":"20:00"}'::jsonb) where id = ?`, [weekday, busStation]);
  });
});

describe("a same-day stay's reminder", () => {
  it('comes an hour before the pick-up, with both times, the closing time and the link to the booking', async () => {
    const booked = await bookDayStay(7, '11:00', '17:00');
    await smtp.waitFor(withSubject(`Booking confirmed: ${booked.reference}`), WAIT_MS);
    const [{ id }] = await sql<{ id: number }>(t, 'select id from booking where reference = ?', [booked.reference]);
    const due = await sql<{ kind: string; due: string }>(
      t,
      `select payload->>'kind' as kind, to_char(available_at at time zone 'Europe/London', 'DD-MM-YYYY HH24:MI') as due
         from outbox_event where name = 'BookingReminderDue' and (payload->>'bookingId')::int = ? order by available_at`,
      [id],
    );
    expect(due).toEqual([
      { kind: 'collection', due: `${londonDate(6)} 18:00` },
      { kind: 'return', due: `${londonDate(7)} 16:00` },
    ]);

    await sql(t, `update outbox_event set available_at = now() where name = 'BookingReminderDue' and (payload->>'bookingId')::int = ? and payload->>'kind' = 'return'`, [id]);
    const reminder = await smtp.waitFor(withSubject(`Reminder: your pick-up is in an hour (${booked.reference})`), WAIT_MS);
    expectInOrder(reminder.text, [
      `Hello Ann Example, your luggage is ready for you in an hour (booking ${booked.reference}). Need longer? Extend your stay from its page before the point closes:`,
      'Drop off 11:00 · Pick up 17:00\nThe point closes at 20:00: pick up your bags by then.',
      `/manage/${booked.manageToken}#extend`,
    ]);
  });
});

describe('a stay of nights', () => {
  it('has no same-day stay on its manage view', async () => {
    const booked = await bookAndPay(t, busStation);
    expect((await manageView(t, booked.manageToken)).sameDay).toBeNull();
  });
});
