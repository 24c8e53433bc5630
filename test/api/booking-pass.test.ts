// The pass (issue 14, section 3): the confirmation email carries a QR code (inline by Content-ID) that reads back
// to a check-in token the server verifies, the reference and the PIN, and an .ics file with the handover and the
// return at the point's address in Europe/London; the manage link serves the same pass and calendar file.
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { type BookingPassView, type ChangeBookingResult, type GetDataResponse, legViewLine, type ManageBookingView } from '@luggage/contracts';
import ICAL from 'ical.js';
import jsQRModule from 'jsqr';
import { PNG } from 'pngjs';
import PostalMime, { type Attachment } from 'postal-mime';
import { PassService } from '../../backend/src/modules/operations/index.js';
import { demoCatalog, londonDate, sql } from '../support/booking-builders.js';
import { HttpSession } from '../support/http-session.js';
import { bookAndPay, manageView, sameBooking } from '../support/lifecycle.js';
import { type CaughtMail, startSmtpCatcher, type SmtpCatcher } from '../support/smtp-catcher.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

jest.setTimeout(240_000);

// jsqr is CommonJS with `exports.default`: under ESM its default import is the module object.
const jsQR = jsQRModule.default;

let smtp: SmtpCatcher;
let t: TestApp;
let bristol: number;
let data: GetDataResponse;

const withSubject = (subject: string) => (mail: CaughtMail) => mail.subject === subject;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await createTestApp({ env: { SMTP_URL: smtp.url } });
  ({ bristolBusStation: bristol, data } = await demoCatalog(t));
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const attachmentBytes = (attachment: Attachment) =>
  typeof attachment.content === 'string' ? Buffer.from(attachment.content) : Buffer.from(attachment.content as ArrayBuffer);

/** The text a QR code in a PNG says. */
function readQr(png: Buffer): string {
  const image = PNG.sync.read(png);
  const code = jsQR(new Uint8ClampedArray(image.data), image.width, image.height);
  if (!code) throw new Error('no QR code found in the image');
  return code.data;
}

interface CalendarEvent {
  uid: string;
  sequence: number;
  /** 'DD-MM-YYYY HH:mm' on London's clock */
  londonStart: string;
  location: string;
}

function readCalendar(ics: string): CalendarEvent[] {
  const calendar = new ICAL.Component(ICAL.parse(ics) as unknown[]);
  const london = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return { uid: event.uid, sequence: event.sequence, londonStart: london.format(event.startDate.toJSDate()).replace(/\//g, '-').replace(',', ''), location: event.location };
  });
}

async function passMail(subject: string) {
  const mail = await smtp.waitFor(withSubject(subject), 60_000);
  const parsed = await PostalMime.parse(mail.raw);
  const qr = parsed.attachments.find((a) => a.mimeType === 'image/png');
  const ics = parsed.attachments.find((a) => a.mimeType === 'text/calendar');
  return { mail, parsed, qr, ics };
}

describe('the pass in the confirmation email', () => {
  it('has a QR code inline that reads back to a verified check-in token, the reference and the PIN, and the calendar file', async () => {
    const booked = await bookAndPay(t, bristol);
    const [{ id: bookingId }] = await sql<{ id: number }>(t, 'select id from booking where reference = ?', [booked.reference]);
    const { mail, qr, ics } = await passMail(`Booking confirmed: ${booked.reference}`);
    const passes = t.app.get(PassService);

    expect(qr).toBeDefined();
    expect(qr!.contentId).toBe('<pass-qr@luggage.booking>');
    expect(mail.html).toContain('src="cid:pass-qr@luggage.booking"');
    const token = readQr(attachmentBytes(qr!));
    expect(passes.verifyScan(token)).toEqual({ bookingId, version: 0 });
    expect(passes.verifyScan(token.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')))).toBeNull();

    const pin = /PIN: (\d{4})/.exec(mail.text)?.[1];
    expect(pin).toBeDefined();
    expect(mail.text).toContain(`Reference: ${booked.reference}`);
    expect(await passes.verifyPin(booked.reference, pin!)).toBe(bookingId);
    expect(await passes.verifyPin(booked.reference.toLowerCase(), pin!)).toBe(bookingId);
    expect(await passes.verifyPin(booked.reference, String((Number(pin) + 1) % 10_000).padStart(4, '0'))).toBeNull();
    expect(await passes.verifyPin('ZZZZZZZZ', pin!)).toBeNull();
    // The PIN is never stored in plain text.
    const [stored] = await sql<{ pin_sealed: string }>(t, 'select pin_sealed from booking_pass where booking_id = ?', [bookingId]);
    expect(stored.pin_sealed).not.toContain(pin!);

    expect(ics?.filename).toBe(`booking-${booked.reference}.ics`);
    const events = readCalendar(attachmentBytes(ics!).toString('utf8'));
    const view = await manageView(t, booked.manageToken);
    const location = `${view.location.name}, ${view.location.address}`;
    expect(events).toEqual([
      { uid: `${booked.reference}-handover@luggage.booking`, sequence: 0, londonStart: `${londonDate(5)} 09:00`, location },
      { uid: `${booked.reference}-return@luggage.booking`, sequence: 0, londonStart: `${londonDate(7)} 09:00`, location },
    ]);
  });

  it('is the same pass on the manage page, with the calendar file to download; a change gives a new QR code and moves the events', async () => {
    const booked = await bookAndPay(t, bristol);
    const { mail, qr } = await passMail(`Booking confirmed: ${booked.reference}`);
    const emailed = readQr(attachmentBytes(qr!));

    const response = await t.request().get(`/api/manage/${booked.manageToken}/pass`);
    expect(response.status).toBe(200);
    const pass = response.body as BookingPassView;
    expect(pass.reference).toBe(booked.reference);
    expect(mail.text).toContain(`PIN: ${pass.pin}`);
    expect(pass.qrCode).toMatch(/^data:image\/png;base64,/);
    expect(readQr(Buffer.from(pass.qrCode.split(',')[1], 'base64'))).toBe(emailed);

    const file = await t.request().get(`/api/manage/${booked.manageToken}/calendar.ics`).buffer(true).parse((res, done) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      res.on('end', () => done(null, body));
    });
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toMatch(/^text\/calendar/);
    expect(file.headers['content-disposition']).toBe(`attachment; filename="booking-${booked.reference}.ics"`);
    expect(readCalendar(file.body as string).map((e) => e.londonStart)).toEqual([`${londonDate(5)} 09:00`, `${londonDate(7)} 09:00`]);

    const view = await manageView(t, booked.manageToken);
    const moved = await new HttpSession(t).post(`/api/manage/${booked.manageToken}/change`, { ...sameBooking(view, { collectionDate: londonDate(8) }), expectedDifference: 0 });
    expect((moved.body as ChangeBookingResult).outcome).toBe('changed');
    const changed = await passMail(`Booking changed: ${booked.reference}`);
    const newToken = readQr(attachmentBytes(changed.qr!));
    expect(newToken).not.toBe(emailed);
    expect(t.app.get(PassService).verifyScan(newToken)?.version).toBe(1);
    expect(changed.mail.text).toContain(`PIN: ${pass.pin}`);
    const events = readCalendar(attachmentBytes(changed.ics!).toString('utf8'));
    expect(events.map(({ uid, sequence, londonStart }) => ({ uid, sequence, londonStart }))).toEqual([
      { uid: `${booked.reference}-handover@luggage.booking`, sequence: 1, londonStart: `${londonDate(8)} 09:00` },
      { uid: `${booked.reference}-return@luggage.booking`, sequence: 1, londonStart: `${londonDate(10)} 09:00` },
    ]);
  });

  it("keeps the customer's calendar to one pair of events: the change moves them (same UIDs, higher SEQUENCE), the cancellation withdraws them", async () => {
    const booked = await bookAndPay(t, bristol);
    const fileIn = async (subject: string) => {
      const { ics } = await passMail(subject);
      const calendar = new ICAL.Component(ICAL.parse(attachmentBytes(ics!).toString('utf8')) as unknown[]);
      const events = calendar.getAllSubcomponents('vevent').map((event) => ({
        uid: event.getFirstPropertyValue('uid'),
        sequence: event.getFirstPropertyValue('sequence'),
        status: event.getFirstPropertyValue('status'),
      }));
      return { filename: ics!.filename, method: calendar.getFirstPropertyValue('method'), events };
    };
    const uids = [`${booked.reference}-handover@luggage.booking`, `${booked.reference}-return@luggage.booking`];
    const confirmed = await fileIn(`Booking confirmed: ${booked.reference}`);
    expect(confirmed).toEqual({ filename: `booking-${booked.reference}.ics`, method: 'PUBLISH', events: uids.map((uid) => ({ uid, sequence: 0, status: 'CONFIRMED' })) });

    const view = await manageView(t, booked.manageToken);
    const moved = await new HttpSession(t).post(`/api/manage/${booked.manageToken}/change`, { ...sameBooking(view, { collectionDate: londonDate(6) }), expectedDifference: 0 });
    expect((moved.body as ChangeBookingResult).outcome).toBe('changed');
    const changed = await fileIn(`Booking changed: ${booked.reference}`);
    expect(changed).toEqual({ ...confirmed, events: uids.map((uid) => ({ uid, sequence: 1, status: 'CONFIRMED' })) });

    const cancelled = await new HttpSession(t).post(`/api/manage/${booked.manageToken}/cancel`, { expectedRefund: 36.45 });
    expect((cancelled.body as ManageBookingView).status).toBe('cancelled');
    const withdrawn = await fileIn(`Booking cancelled: ${booked.reference}`);
    expect(withdrawn).toEqual({ ...confirmed, method: 'CANCEL', events: uids.map((uid) => ({ uid, sequence: 2, status: 'CANCELLED' })) });
  });

  it('is gone once the booking is cancelled, and a wrong link opens nothing', async () => {
    const booked = await bookAndPay(t, bristol);
    const cancelled = await new HttpSession(t).post(`/api/manage/${booked.manageToken}/cancel`, { expectedRefund: 36.45 });
    expect((cancelled.body as ManageBookingView).status).toBe('cancelled');
    for (const path of ['pass', 'calendar.ics']) {
      const response = await t.request().get(`/api/manage/${booked.manageToken}/${path}`);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: 'This booking has no pass.' });
    }
    const wrong = await t.request().get(`/api/manage/${'x'.repeat(32)}/pass`);
    expect(wrong.status).toBe(404);
    expect(wrong.body).toEqual({ message: 'This link is not valid or has expired.' });
  });

  it('replaces a PIN that can no longer be opened (sealed under another SESSION_SECRET) instead of failing', async () => {
    const booked = await bookAndPay(t, bristol);
    expect((await t.request().get(`/api/manage/${booked.manageToken}/pass`)).status).toBe(200);
    const [{ id }] = await sql<{ id: number }>(t, 'select id from booking where reference = ?', [booked.reference]);
    await sql(t, 'update booking_pass set pin_sealed = ? where booking_id = ?', [Buffer.alloc(40, 7).toString('base64url'), id]);
    const renewed = await t.request().get(`/api/manage/${booked.manageToken}/pass`);
    expect(renewed.status).toBe(200);
    const pin = (renewed.body as BookingPassView).pin;
    expect(pin).toMatch(/^\d{4}$/);
    expect(await t.app.get(PassService).verifyPin(booked.reference, pin)).toBe(id);
    expect((await t.request().get(`/api/manage/${booked.manageToken}/pass`)).body).toEqual(renewed.body);
  });
});

describe('the pass and the calendar file of a booking with legs (issue 18)', () => {
  it('say the collection at the address in its window, and the return at the other point at its time', async () => {
    const bristolCity = data.collection_cities.find((city) => city.get_locations.some((point) => point.id === bristol))!;
    const bathSpa = data.collection_cities.flatMap((city) => city.get_locations).find((point) => point.Location === 'Bath Spa Station')!.id;
    const windowId = data.delivery.windows.find((w) => w.cityId === bristolCity.id && w.start === '08:00')!.id;
    const address = { line1: '12 Royal York Crescent', town: 'Bristol', postcode: 'bs84jz' };
    const booked = await bookAndPay(t, bristol, { handover: { kind: 'address', address, windowId }, giveBack: { kind: 'other_point', locationId: bathSpa }, totalCost: 36.45 + 15 + 15 });
    const view = await manageView(t, booked.manageToken);
    const { mail, ics } = await passMail(`Booking confirmed: ${booked.reference}`);
    expect(mail.text).toContain(`${legViewLine(view.legs[0])}: Your driver scans this pass, or types your reference and PIN.\n`);
    expect(mail.text).toContain(`${legViewLine(view.legs[1])}: Show this QR code at Bath Spa Station, or tell the staff your reference and PIN.\n`);
    expect(mail.text).not.toContain('Show this QR code at Bristol Bus Station');

    const events = readCalendar(attachmentBytes(ics!).toString('utf8'));
    expect(events.map(({ londonStart, location }) => ({ londonStart, location }))).toEqual([
      { londonStart: `${londonDate(5)} 08:00`, location: '12 Royal York Crescent, Bristol, BS8 4JZ' },
      { londonStart: `${londonDate(7)} 10:30`, location: 'Bath Spa Station, Dorchester Street, Bath BA1 1SU' },
    ]);
    const handover = new ICAL.Event(new ICAL.Component(ICAL.parse(attachmentBytes(ics!).toString('utf8')) as unknown[]).getFirstSubcomponent('vevent')!);
    expect(handover.endDate.toJSDate().getTime() - handover.startDate.toJSDate().getTime()).toBe(2 * 3_600_000);
    expect(handover.summary).toBe(`Your driver collects your luggage (${booked.reference})`);
  });
});
