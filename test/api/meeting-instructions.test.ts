// Meeting instructions per point (issue 14, section 2): set in the admin location form, carried by the public
// catalog, shown on the manage page and in every booking email (confirmation, change, reminders, cancellation).
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { ChangeBookingResult, GetDataResponse } from '@luggage/contracts';
import { adminSession, createAdminTestApp } from '../support/admin.js';
import { aBookingRequest, aPaymentIntentRequest, demoCatalog, londonDate, sql } from '../support/booking-builders.js';
import { HttpSession } from '../support/http-session.js';
import { bookAndPay, manageView, payWithCard, sameBooking } from '../support/lifecycle.js';
import { type CaughtMail, startSmtpCatcher, type SmtpCatcher } from '../support/smtp-catcher.js';
import { eventually, type TestApp } from '../support/test-app.js';

jest.setTimeout(300_000);

const WAIT_MS = 60_000;
const INSTRUCTIONS = 'Meet us by the blue kiosk at the north entrance.\nStep-free access from Bond Street.';

let smtp: SmtpCatcher;
let t: TestApp;
let cityId: number;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await createAdminTestApp({ env: { SMTP_URL: smtp.url } });
  cityId = (await demoCatalog(t)).data.collection_cities.find((c) => c.city === 'Bristol')!.id;
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const withSubject = (subject: string) => (mail: CaughtMail) => mail.subject === subject;
const publicPoint = async (id: number) =>
  ((await t.request().get('/api/get-data').expect(200)).body as GetDataResponse).collection_cities.flatMap((c) => c.get_locations).find((l) => l.id === id)!;

/** The email shows the instructions in both parts, line breaks kept in the text part. */
function expectInstructions(mail: CaughtMail): void {
  expect(mail.text).toContain(`MEETING INSTRUCTIONS\n${INSTRUCTIONS}`);
  expect(mail.html).toContain('Meeting instructions');
  expect(mail.html).toContain('Meet us by the blue kiosk at the north entrance.');
}

describe('meeting instructions', () => {
  it('are set in the admin location form, validated per field, kept when an edit leaves them out, and carried by /api/get-data', async () => {
    const admin = await adminSession(t);
    const base = { cityId, location: 'Instructions Point', lat: 51.45, lng: -2.58, time: '10:00' };
    const plain = await admin.post('/api/store-new-collection-location', base);
    expect(plain.status).toBe(201);
    expect(plain.body.instructions).toBe('');

    const made = await admin.post('/api/store-new-collection-location', { ...base, location: 'Kiosk Point', instructions: `  ${INSTRUCTIONS}  ` });
    expect(made.status).toBe(201);
    expect(made.body.instructions).toBe(INSTRUCTIONS);
    expect((await publicPoint(made.body.id as number)).instructions).toBe(INSTRUCTIONS);

    const renamed = await admin.put('/api/edit-collection-location', { ...base, location: 'Kiosk Point North', locationId: made.body.id });
    expect(renamed.status).toBe(200);
    expect(renamed.body.instructions).toBe(INSTRUCTIONS);

    for (const [instructions, message] of [
      ['x'.repeat(1001), 'The meeting instructions must not be longer than 1000 characters.'],
      [42, 'The meeting instructions must be text.'],
    ] as const) {
      const refused = await admin.put('/api/edit-collection-location', { ...base, locationId: made.body.id, instructions, capacity: 7 });
      expect(refused.status).toBe(422);
      expect(refused.body.errors).toEqual({ instructions: [message] });
    }
    const after = await admin.get(`/api/get-collection-location/${made.body.id}`);
    expect(after.body).toMatchObject({ instructions: INSTRUCTIONS, capacity: 40, Location: 'Kiosk Point North' });

    const cleared = await admin.put('/api/edit-collection-location', { ...base, locationId: made.body.id, instructions: '' });
    expect(cleared.status).toBe(200);
    expect((await publicPoint(made.body.id as number)).instructions).toBe('');
  });

  it('are on the manage page and in the confirmation, change, reminder and cancellation emails; a point without them shows none', async () => {
    const admin = await adminSession(t);
    const point = await admin.post('/api/store-new-collection-location', { cityId, location: 'Email Point', lat: 51.45, lng: -2.58, time: '09:00', instructions: INSTRUCTIONS });
    expect(point.status).toBe(201);
    const booked = await bookAndPay(t, point.body.id as number, { collectionDate: londonDate(2) });

    expectInstructions(await smtp.waitFor(withSubject(`Booking confirmed: ${booked.reference}`), WAIT_MS));
    const view = await manageView(t, booked.manageToken);
    expect(view.location.instructions).toBe(INSTRUCTIONS);

    // The reminders' hour has come (as in booking-reminders.test.ts: their timed events are made due now).
    const [{ id }] = await sql<{ id: number }>(t, 'select id from booking where reference = ?', [booked.reference]);
    const reminderRows = `from outbox_event where name = 'BookingReminderDue' and (payload->>'bookingId')::int = ?`;
    await eventually(() => sql<{ n: number }>(t, `select count(*)::int as n ${reminderRows}`, [id]), ([row]) => row.n >= 2, WAIT_MS);
    await sql(t, `update outbox_event set available_at = now() where name = 'BookingReminderDue' and (payload->>'bookingId')::int = ? and published_at is null`, [id]);
    expectInstructions(await smtp.waitFor(withSubject(`Reminder: you hand over your luggage tomorrow (${booked.reference})`), WAIT_MS));
    expectInstructions(await smtp.waitFor(withSubject(`Reminder: your luggage is ready for you today (${booked.reference})`), WAIT_MS));

    const moved = await new HttpSession(t).post(`/api/manage/${booked.manageToken}/change`, { ...sameBooking(view, { collectionDate: londonDate(3) }), expectedDifference: 0 });
    expect((moved.body as ChangeBookingResult).outcome).toBe('changed');
    expectInstructions(await smtp.waitFor(withSubject(`Booking changed: ${booked.reference}`), WAIT_MS));


    const cancelled = await new HttpSession(t).post(`/api/manage/${booked.manageToken}/cancel`, { expectedRefund: (await manageView(t, booked.manageToken)).actions.cancel.refundAmount });
    expect(cancelled.status).toBe(200);
    expectInstructions(await smtp.waitFor(withSubject(`Booking cancelled: ${booked.reference}`), WAIT_MS));

    const elsewhere = await bookAndPay(t, (await demoCatalog(t)).bristolBusStation, { collectionDate: londonDate(2) });
    const plain = await smtp.waitFor(withSubject(`Booking confirmed: ${elsewhere.reference}`), WAIT_MS);
    expect(plain.text).not.toContain('MEETING INSTRUCTIONS');
    expect(plain.html).not.toContain('Meeting instructions');
    expect((await manageView(t, elsewhere.manageToken)).location.instructions).toBe('');
  });

  it("speak the booking's language in its emails when an admin translated them, and English when not", async () => {
    const admin = await adminSession(t);
    const french = 'Retrouvez-nous près du kiosque bleu, à l’entrée nord.';
    const point = await admin.post('/api/store-new-collection-location', {
      cityId, location: 'Translated Point', lat: 51.45, lng: -2.58, time: '09:00', instructions: INSTRUCTIONS, translations: { fr: { instructions: french } },
    });
    expect(point.status).toBe(201);
    const bookIn = async (language: string) => {
      const browser = new HttpSession(t);
      browser.agent.set('Accept-Language', language);
      const request = aPaymentIntentRequest(point.body.id as number, { collectionDate: londonDate(4) });
      const intent = await browser.post('/api/stripe-payment-intent', request);
      await payWithCard(browser, intent.body as string);
      const booked = await browser.post('/api/booking', aBookingRequest(request, intent.body as string));
      expect(booked.status).toBe(200);
      return (booked.body as { bookingReference: string }).bookingReference;
    };

    const inFrench = await bookIn('fr');
    const frenchMail = await smtp.waitFor((mail) => mail.subject.startsWith('Réservation confirmée') && mail.subject.includes(inFrench), WAIT_MS);
    expect(frenchMail.text).toContain(french);
    expect(frenchMail.text).not.toContain('Meet us by the blue kiosk');

    const inGerman = await bookIn('de');
    const germanMail = await smtp.waitFor((mail) => mail.subject.includes(inGerman), WAIT_MS);
    expect(germanMail.text).toContain(INSTRUCTIONS);
  });
});
