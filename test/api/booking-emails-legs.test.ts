// One presentation of a booking in its emails (issue 38, items 1 and 13): the confirmation, the change email and the
// reminders show each leg as every page does (contracts' legPresentation: the address and the driver's window, or the
// point and its time) and the price with every fee line (priceLines); a booked item is named in the booking's
// language when the catalog has its translation.
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { ChangeBookingResult, GetDataResponse, LegAddress, ManageBookingView } from '@luggage/contracts';
import { longDate } from '../../backend/src/modules/notifications/email-dates.js';
import { adminSession, createAdminTestApp } from '../support/admin.js';
import { aBookingRequest, aPaymentIntentRequest, demoCatalog, londonDate, sql } from '../support/booking-builders.js';
import { HttpSession } from '../support/http-session.js';
import { bookAndPay, manageView, payWithCard, sameBooking } from '../support/lifecycle.js';
import { type CaughtMail, startSmtpCatcher, type SmtpCatcher } from '../support/smtp-catcher.js';
import { eventually, type TestApp } from '../support/test-app.js';

jest.setTimeout(240_000);

/** Generous: the machine running the tests may be busy. */
const WAIT_MS = 60_000;
const NBSP = '\u00a0';
const CLIFTON: LegAddress = { line1: '12 Royal York Crescent', town: 'Bristol', postcode: 'BS8 4JZ', note: 'Hotel reception, ask for the concierge' };
const CLIFTON_LINES = 'From your address: 12 Royal York Crescent, Bristol, BS8 4JZ\nNote for the driver: Hotel reception, ask for the concierge\n';
const BATH_SPA_LINE = 'Return point: Bath Spa Station, Dorchester Street, Bath BA1 1SU\n';
/** aPaymentIntentRequest's basket (a small and a medium suitcase, 2 nights): £45.00, less 10 % + 10 %. */
const STORAGE_LINES = 'Full Price: £45.00\nDiscount: - £8.55\n';
const FEE_LINES = 'Collection from your address: £15.00\nReturn at another point: £15.00\n';

let smtp: SmtpCatcher;
let t: TestApp;
let data: GetDataResponse;
let busStation: number;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await createAdminTestApp({ env: { SMTP_URL: smtp.url } });
  ({ data, bristolBusStation: busStation } = await demoCatalog(t));
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const withSubject = (subject: string) => (mail: CaughtMail) => mail.subject === subject;
const pointNamed = (name: string) => data.collection_cities.flatMap((city) => city.get_locations).find((point) => point.Location === name)!.id;
const bristolWindow = (start: string) => {
  const bristol = data.collection_cities.find((city) => city.city === 'Bristol')!.id;
  return data.delivery.windows.find((window) => window.cityId === bristol && window.start === start)!.id;
};

describe('a booking collected from an address and returned at another point', () => {
  it('is shown leg by leg and fee by fee in its confirmation, its change email and its reminders, and by its address when cancelled', async () => {
    const booked = await bookAndPay(t, busStation, {
      collectionDate: londonDate(2),
      handover: { kind: 'address', address: CLIFTON, windowId: bristolWindow('08:00') },
      giveBack: { kind: 'other_point', locationId: pointNamed('Bath Spa Station') },
      totalCost: 36.45 + 15 + 15,
    });
    const [collectionDay, returnDay] = [longDate(londonDate(2)), longDate(londonDate(4))];

    const confirmation = await smtp.waitFor(withSubject(`Booking confirmed: ${booked.reference}`), WAIT_MS);
    expect(confirmation.text).toContain(`Collection: ${collectionDay}, 08:00–10:00\n${CLIFTON_LINES}Return: ${returnDay} at 10:30\n${BATH_SPA_LINE}`);
    expect(confirmation.text).toContain(`${STORAGE_LINES}${FEE_LINES}Total paid: £66.45\n`);
    // The storage point is where the bags wait, not a place the customer goes to.
    expect(confirmation.text).not.toContain('Bristol Bus Station');
    expect(confirmation.html).toContain(`<strong>${collectionDay}</strong>, 08:00–10:00<br>From your address: 12 Royal York Crescent, Bristol, BS8 4JZ`);

    // The collection moves to the 10:00 window: the same fee, nothing to pay.
    const view = await manageView(t, booked.manageToken);
    const moved = sameBooking(view, { handover: { kind: 'address', address: CLIFTON, windowId: bristolWindow('10:00') } });
    const changed = await new HttpSession(t).post(`/api/manage/${booked.manageToken}/change`, { ...moved, expectedDifference: 0 });
    expect(changed.status).toBe(200);
    expect(((changed.body as ChangeBookingResult) as { booking: ManageBookingView }).booking.legs[0]).toMatchObject({ window: { start: '10:00', end: '12:00' } });
    const change = await smtp.waitFor(withSubject(`Booking changed: ${booked.reference}`), WAIT_MS);
    expect(change.text).toContain(`Collection: ${collectionDay}, 10:00–12:00\n${CLIFTON_LINES}Return: ${returnDay} at 10:30\n${BATH_SPA_LINE}`);
    expect(change.text).toContain(`${STORAGE_LINES}${FEE_LINES}New price: £66.45\n`);
    expect(change.text).not.toContain('Bristol Bus Station');

    const [{ id }] = await sql<{ id: number }>(t, 'select id from booking where reference = ?', [booked.reference]);
    // Reminders are timed outbox events (booking-reminders.test.ts): their hour comes now instead of waiting for it.
    const reminders = () => sql<{ kind: string }>(t, `select payload->>'kind' as kind from outbox_event where name = 'BookingReminderDue' and (payload->>'bookingId')::int = ? and published_at is null`, [id]);
    // The change moved the collection to a later window, so its reminder was scheduled again for the new time (the first
    // event is skipped when it comes): both are waited for before their hour is brought forward.
    await eventually(reminders, (rows) => rows.filter((row) => row.kind === 'collection').length === 2 && rows.some((row) => row.kind === 'return'), WAIT_MS);
    await sql(t, `update outbox_event set available_at = now() where name = 'BookingReminderDue' and (payload->>'bookingId')::int = ? and published_at is null`, [id]);
    const collection = await smtp.waitFor(withSubject(`Reminder: your driver collects your luggage (${booked.reference})`), WAIT_MS);
    const giveBack = await smtp.waitFor(withSubject(`Reminder: your luggage is ready for you today (${booked.reference})`), WAIT_MS);
    expect(collection.text).toContain(`Collection: ${collectionDay}, 10:00–12:00\n${CLIFTON_LINES}`);
    expect(collection.text).not.toContain('Bristol Bus Station');
    expect(giveBack.text).toContain(`Return: ${returnDay} at 10:30\n${BATH_SPA_LINE}`);

    // The cancellation names the collection where it was to be: the address, not the storage point.
    const cancelled = await new HttpSession(t).post(`/api/manage/${booked.manageToken}/cancel`, { expectedRefund: 66.45 });
    expect(cancelled.status).toBe(200);
    const cancellation = await smtp.waitFor(withSubject(`Booking cancelled: ${booked.reference}`), WAIT_MS);
    expect(cancellation.text).toContain(`for ${collectionDay} at 12 Royal York Crescent, Bristol, BS8 4JZ has been cancelled.`);
  });
});

/** A French visitor books and pays (a small and a medium suitcase, 2 nights at Bristol Bus Station). */
async function bookInFrench(): Promise<{ reference: string }> {
  const browser = new HttpSession(t);
  browser.agent.set('Accept-Language', 'fr');
  const request = aPaymentIntentRequest(busStation, { collectionDate: londonDate(5) });
  const intent = await browser.post('/api/stripe-payment-intent', request);
  expect(intent.status).toBe(200);
  await payWithCard(browser, intent.body as string);
  const booked = await browser.post('/api/booking', aBookingRequest(request, intent.body as string));
  expect(booked.status).toBe(200);
  return { reference: (booked.body as { bookingReference: string }).bookingReference };
}

describe("a booking's items in its language", () => {
  it("are named by the catalog's translation in a French confirmation, and as booked when the catalog has none", async () => {
    const booked = await bookInFrench();
    const mail = await smtp.waitFor(withSubject(`Réservation confirmée${NBSP}: ${booked.reference}`), WAIT_MS);
    expect(mail.text).toContain(`- 1 x Petite valise (10,00${NBSP}£ par article et par nuit)\n- 1 x Valise moyenne (12,50${NBSP}£ par article et par nuit)`);
    expect(mail.text).not.toContain('Small Suitcase');

    // An item the operator left untranslated keeps the title it was booked with.
    const admin = await adminSession(t);
    await sql(t, `update storage_item set name_translations = '{}' where code = 'MS'`);
    const resent = await admin.post(`/api/admin/bookings/${booked.reference}/resend-confirmation`, {});
    expect(resent.status).toBeLessThan(300);
    const confirmed = withSubject(`Réservation confirmée${NBSP}: ${booked.reference}`);
    await eventually(() => Promise.resolve(smtp.count(confirmed)), (count) => count === 2, WAIT_MS);
    const again = smtp.messages.filter(confirmed).at(-1)!;
    expect(again.text).toContain('- 1 x Petite valise (');
    expect(again.text).toContain('- 1 x Medium Suitcase (');
  });
});
