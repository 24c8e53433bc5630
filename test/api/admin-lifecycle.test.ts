import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { AdminBookingDetail, AdminBookingList, BagProtectionView, CancellationPolicyView } from '@luggage/contracts';
import { ADMIN, adminSession, createAdminTestApp } from '../support/admin.js';
import { demoCatalog, londonDate } from '../support/booking-builders.js';
import type { HttpSession } from '../support/http-session.js';
import { bookAndPay, manageView, refundsOf, settledRefunds } from '../support/lifecycle.js';
import { type CaughtMail, startSmtpCatcher, type SmtpCatcher } from '../support/smtp-catcher.js';
import type { TestApp } from '../support/test-app.js';

jest.setTimeout(90_000);

let smtp: SmtpCatcher;
let t: TestApp;
let admin: HttpSession;
let bristol: number;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await createAdminTestApp({ env: { SMTP_URL: smtp.url, CONTACT_PHONE: '0117 496 0777', CONTACT_WHATSAPP: '+44 7700 900123' } });
  admin = await adminSession(t);
  bristol = (await demoCatalog(t)).bristolBusStation;
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const who = `${ADMIN.name} <${ADMIN.email}>`;

async function act(path: string, body: object = {}, status = 200): Promise<AdminBookingDetail> {
  const response = await admin.post(path, body);
  if (response.status !== status) throw new Error(`${path} answered ${response.status}, expected ${status}: ${JSON.stringify(response.body)}`);
  return response.body as AdminBookingDetail;
}

describe("an operator's moves on a booking", () => {
  it('cancels with a reason and a chosen amount, whatever the policy, and the history says who', async () => {
    const booked = await bookAndPay(t, bristol);
    const detail = await act(`/api/admin/bookings/${booked.reference}/cancel`, { reason: 'Station closed', refund: 'amount', amount: 20 });
    expect(detail).toMatchObject({ status: 'cancelled', paid: 36.45, refunded: 20, refundable: 16.45, moves: { cancel: false, refund: true, change: false } });
    expect(detail.audit.at(-1)).toMatchObject({ actor: who, action: 'Booking cancelled: Station closed', toStatus: 'cancelled' });
    expect(await settledRefunds(t, booked.reference, 1)).toMatchObject([{ amount_pence: 2000, state: 'succeeded', reason: 'Cancelled: Station closed' }]);
    const mail = await smtp.waitFor((m: CaughtMail) => m.subject === `Booking cancelled: ${booked.reference}`);
    expect(mail.text).toContain('We are refunding £20.00');
  });

  it('refunds part of a live booking, and refuses more than is left with 422 and changes nothing', async () => {
    const booked = await bookAndPay(t, bristol);
    const detail = await act(`/api/admin/bookings/${booked.reference}/refund`, { amount: 5.5, reason: 'Late at the desk' });
    expect(detail).toMatchObject({ status: 'confirmed', refunded: 5.5, refundable: 30.95 });
    expect(detail.audit.at(-1)).toMatchObject({ actor: who, action: 'Refund: £5.50 refund requested: Late at the desk' });
    const tooMuch = await admin.post(`/api/admin/bookings/${booked.reference}/refund`, { amount: 31, reason: 'Oops' });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.errors).toEqual({ amount: ['At most £30.95 can be refunded.'] });
    const noReason = await admin.post(`/api/admin/bookings/${booked.reference}/refund`, { amount: 1, reason: '  ' });
    expect(noReason.body.errors).toEqual({ reason: ['The reason field is required.'] });
    expect(await refundsOf(t, booked.reference)).toHaveLength(1);
    // The customer's cancellation then refunds only what is left.
    expect((await manageView(t, booked.manageToken)).actions.cancel.refundAmount).toBe(30.95);
  });

  it('two operators refunding at once never refund more than was paid', async () => {
    const booked = await bookAndPay(t, bristol);
    const other = await adminSession(t);
    const answers = await Promise.all([
      admin.post(`/api/admin/bookings/${booked.reference}/refund`, { amount: 30, reason: 'First' }),
      other.post(`/api/admin/bookings/${booked.reference}/refund`, { amount: 30, reason: 'Second' }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 422]);
    expect(answers.find((a) => a.status === 422)?.body.errors).toEqual({ amount: ['At most £6.45 can be refunded.'] });
    expect((await settledRefunds(t, booked.reference, 1)).map((r) => r.amount_pence)).toEqual([3000]);
  });

  it("changes a booking on the customer's behalf: a dearer one only with the difference waived", async () => {
    const booked = await bookAndPay(t, bristol);
    const dearer = { collectionDate: londonDate(8), nights: 3, locationId: bristol, items: [{ code: 'SS', amount: 1 }, { code: 'MS', amount: 1 }], reason: 'Customer phoned' };
    const refused = await admin.post(`/api/admin/bookings/${booked.reference}/change`, dearer);
    expect(refused.status).toBe(422);
    expect(refused.body.errors.waiveDifference[0]).toMatch(/^The new booking costs £\d+\.\d\d more\. Waive the difference/);
    expect((await manageView(t, booked.manageToken)).nights).toBe(2);

    const detail = await act(`/api/admin/bookings/${booked.reference}/change`, { ...dearer, waiveDifference: true });
    expect(detail).toMatchObject({ nights: 3, collectionDate: londonDate(8), changed: true, paid: 36.45 });
    expect(detail.audit.at(-1)?.actor).toBe(who);
    expect(detail.audit.at(-1)?.action).toMatch(/^Booking changed: date .* Customer phoned; difference of £\d+\.\d\d waived$/);
    await smtp.waitFor((m: CaughtMail) => m.subject === `Booking changed: ${booked.reference}`);

    const changed = (await admin.get('/api/admin/bookings?date=all&attention=changed').expect(200)).body as AdminBookingList;
    expect(changed.bookings.map((b) => b.reference)).toContain(booked.reference);
    expect(changed.bookings.every((b) => b.changed)).toBe(true);
  });

  it('sends the confirmation email again, each time it is asked', async () => {
    const booked = await bookAndPay(t, bristol);
    const subject = (m: CaughtMail) => m.subject === `Booking confirmed: ${booked.reference}`;
    await smtp.waitFor(subject);
    const detail = await act(`/api/admin/bookings/${booked.reference}/resend-confirmation`);
    expect(detail.audit.at(-1)).toMatchObject({ actor: who, action: 'Confirmation email sent again' });
    await act(`/api/admin/bookings/${booked.reference}/resend-confirmation`);
    const deadline = Date.now() + 15_000;
    while (smtp.count(subject) < 3 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(smtp.count(subject)).toBe(3);
  });
});

describe('the cancellation policy', () => {
  it('is set by admins with per-field messages, and applies at once to what a cancellation refunds', async () => {
    const bad = await admin.put('/api/admin/cancellation-policy', { freeCancellationHours: -1, lateRefundPercent: 101 });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({
      freeCancellationHours: ['The free cancellation hours must be between 0 and 336.'],
      lateRefundPercent: ['The late cancellation refund must be between 0 and 100.'],
    });
    const booked = await bookAndPay(t, bristol, { collectionDate: londonDate(1) });
    const set = await admin.put('/api/admin/cancellation-policy', { freeCancellationHours: 72, lateRefundPercent: 50 });
    expect(set.status).toBe(200);
    expect((set.body as CancellationPolicyView).summary).toContain('refunded 50% of the price');
    try {
      expect((await manageView(t, booked.manageToken)).actions.cancel.refundAmount).toBe(18.22);
      expect((await t.request().get('/api/cancellation-policy').expect(200)).body).toMatchObject({ freeCancellationHours: 72, lateRefundPercent: 50 });
    } finally {
      await admin.put('/api/admin/cancellation-policy', { freeCancellationHours: 24, lateRefundPercent: 0 });
    }
  });
});

describe('bag protection', () => {
  it('states nothing until an admin sets it, refuses bad input by field, and then reaches the confirmation email', async () => {
    expect((await t.request().get('/api/bag-protection').expect(200)).body).toEqual({ coverPerBag: null, summary: null });
    for (const [body, message] of [
      [{}, 'The cover per bag field is required.'],
      [{ coverPerBag: 'lots' }, 'The cover per bag must be a number.'],
      [{ coverPerBag: 0.5 }, 'The cover per bag must be at least £1.'],
      [{ coverPerBag: 12.345 }, 'The cover per bag must be in pounds and pence (at most 2 decimal places).'],
      [{ coverPerBag: 100_001 }, 'The cover per bag must not be more than £100000.'],
    ] as const) {
      const bad = await admin.put('/api/admin/bag-protection', body);
      expect([bad.status, bad.body.errors?.coverPerBag]).toEqual([422, expect.arrayContaining([message])]);
    }
    expect((await t.request().get('/api/bag-protection').expect(200)).body).toEqual({ coverPerBag: null, summary: null });

    const set = await admin.put('/api/admin/bag-protection', { coverPerBag: 500 });
    try {
      const words = 'Bag protection: each bag is covered up to £500 against loss or damage while we look after it.';
      expect([set.status, set.body as BagProtectionView]).toEqual([200, { coverPerBag: 500, summary: words }]);
      expect((await t.request().get('/api/bag-protection').expect(200)).body).toEqual({ coverPerBag: 500, summary: words });
      const booked = await bookAndPay(t, bristol);
      const mail = await smtp.waitFor((m: CaughtMail) => m.subject === `Booking confirmed: ${booked.reference}`);
      expect(mail.text).toContain(words);
      expect(mail.html).toContain(words);
    } finally {
      await admin.put('/api/admin/bag-protection', { coverPerBag: null }).then((cleared) => expect(cleared.body).toEqual({ coverPerBag: null, summary: null }));
    }
  });
});

describe('the phone number', () => {
  it('is a tap-to-call link (and WhatsApp chat) in the booking emails, the catalog and the manage page', async () => {
    const booked = await bookAndPay(t, bristol);
    const mail = await smtp.waitFor((m: CaughtMail) => m.subject === `Booking confirmed: ${booked.reference}`);
    expect(mail.html).toContain('<a href="tel:01174960777" style="color:#0f5c56">0117 496 0777</a>');
    expect(mail.html).toContain('href="https://wa.me/447700900123"');
    expect(mail.text).toContain('Call us on 0117 496 0777 or chat with us on WhatsApp: https://wa.me/447700900123.');
    expect((await t.request().get('/api/get-data').expect(200)).body).toMatchObject({ contact_phone: '0117 496 0777', contact_whatsapp: '447700900123' });
    expect((await manageView(t, booked.manageToken)).company).toMatchObject({ phone: '0117 496 0777', whatsapp: '447700900123' });
  });
});
