import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { type PaymentIntentRequest, paymentIntentIdFromSecret, type TestPaymentResult } from '@luggage/contracts';
import { BookingService } from '../../backend/src/modules/booking/index.js';
import { BookingPaymentService } from '../../backend/src/modules/booking/checkout/booking-payment.service.js';
import { collectionDayEndsAt } from '../../backend/src/modules/booking/domain/booking-times.js';
import { aBookingRequest, aPaymentIntentRequest, bookingByToken, countRows, demoCatalog, newBookingToken, sql } from '../support/booking-builders.js';
import { eventsHandled } from '../support/events-handled.js';
import { HttpSession } from '../support/http-session.js';
import { type CaughtMail, startSmtpCatcher, type SmtpCatcher } from '../support/smtp-catcher.js';
import { createTestApp, eventually, type TestApp } from '../support/test-app.js';

const CARD = {
  succeeds: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  insufficientFunds: '4000 0000 0000 9995',
  authentication: '4000 0025 0000 3155',
};

jest.setTimeout(60_000);

describe('booking and paying with the offline test provider', () => {
  let smtp: SmtpCatcher;
  let t: TestApp;
  let browser: HttpSession;
  let bristol: number;

  /** The wizard's steps up to checkout: answers the request it sent and the client secret it got. */
  async function checkout(overrides: Partial<PaymentIntentRequest> = {}): Promise<{ request: PaymentIntentRequest; secret: string; intentId: string }> {
    const request = aPaymentIntentRequest(bristol, { bookingToken: newBookingToken(), ...overrides });
    const response = await browser.post('/api/stripe-payment-intent', request);
    expect(response.status).toBe(200);
    const secret = response.body as string;
    return { request, secret, intentId: paymentIntentIdFromSecret(secret) };
  }

  async function pay(intentId: string, secret: string, cardNumber: string, card: { expiry?: string; cvc?: string } = {}): Promise<TestPaymentResult> {
    const response = await browser.post(`/api/test-payments/${intentId}/confirm`, { clientSecret: secret, cardNumber, expiry: card.expiry ?? '12 / 34', cvc: card.cvc ?? '123' });
    expect(response.status).toBe(200);
    return response.body as TestPaymentResult;
  }

  const statusOf = async (token: string) => (await bookingByToken(t, token))?.status;
  const mailFor = (reference: string) => (mail: CaughtMail) => mail.text.includes(reference);

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    t = await createTestApp({ env: { SMTP_URL: smtp.url, CONTACT_EMAIL: 'help@luggage.example' } });
    browser = new HttpSession(t);
    bristol = (await demoCatalog(t)).bristolBusStation;
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('books with 4242: pays, confirms once, answers the same twice, and emails the confirmation once', async () => {
    const { request, secret, intentId } = await checkout({ fullName: 'Ann Example', email: 'Ann@Example.com' });
    expect(await pay(intentId, secret, CARD.succeeds)).toEqual({ status: 'succeeded' });

    const first = await browser.post('/api/booking', aBookingRequest(request, secret));
    expect(first.status).toBe(200);
    const booking = await bookingByToken(t, request.bookingToken);
    expect(first.body).toEqual({ name: 'Ann Example', bookingReference: booking!.reference, manageToken: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/) });
    const second = await browser.post('/api/booking', aBookingRequest(request, secret));
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(await statusOf(request.bookingToken)).toBe('confirmed');

    const mail = await smtp.waitFor(mailFor(booking!.reference));
    expect(mail.to).toEqual(['ann@example.com']);
    expect(mail.subject).toBe(`Booking confirmed: ${booking!.reference}`);
    for (const text of [mail.text, mail.html]) {
      expect(text).toContain('Thank You Ann Example for your booking');
      expect(text).toContain(booking!.reference);
      expect(text).toContain('Small Suitcase');
      expect(text).toContain('Medium Suitcase');
      expect(text).toContain('2 nights');
      expect(text).toContain('Bristol Bus Station');
      expect(text).toContain('Marlborough Street, Bristol BS1 3NU');
      expect(text).toContain('09:00');
      expect(text).toContain('£45.00');
      expect(text).toContain('£8.55');
      expect(text).toContain('£36.45');
      expect(text).toContain('help@luggage.example');
    }
    expect(mail.text).toMatch(/1 x Small Suitcase/);
    expect(mail.text).toMatch(/Collection: \w+day \d{1,2} \w+ \d{4} at 09:00/);
    expect(mail.text).toMatch(/Return: \w+day \d{1,2} \w+ \d{4} at 09:00/);

    // The PaymentSucceeded job and the browser both tried: once both, and the email they led to, are done, one email.
    await eventsHandled(t, `(name = 'PaymentSucceeded' and payload->>'paymentIntentId' = ?) or (name = 'BookingConfirmed' and (payload->>'bookingId')::int = ?)`, [intentId, booking!.id]);
    expect(smtp.count(mailFor(booking!.reference))).toBe(1);
    expect(await countRows(t, 'outbox_event', `name = 'BookingConfirmed' and (payload->>'bookingId')::int = ?`, [booking!.id])).toBe(1);
    expect(await countRows(t, 'booking_status_change', `booking_id = ? and to_status = 'confirmed'`, [booking!.id])).toBe(1);
  });

  it('confirms a paid booking whose browser never came back, from the PaymentSucceeded event alone', async () => {
    const { request, secret, intentId } = await checkout({ email: 'gone@example.com' });
    expect(await pay(intentId, secret, CARD.succeeds)).toEqual({ status: 'succeeded' });
    // No POST /api/booking: the tab was closed.
    expect(await eventually(() => statusOf(request.bookingToken), (status) => status === 'confirmed')).toBe('confirmed');
    const { reference } = (await bookingByToken(t, request.bookingToken))!;
    const mail = await smtp.waitFor(mailFor(reference));
    expect(mail.to).toEqual(['gone@example.com']);
    // Coming back later answers the same booking.
    const late = await browser.post('/api/booking', aBookingRequest(request, secret));
    expect(late.body).toMatchObject({ name: request.fullName, bookingReference: reference });
    expect(smtp.count(mailFor(reference))).toBe(1);
  });

  it("confirms from a payment event only at the booking's price, once, and after its hold ended by taking its bags again", async () => {
    const { request, intentId } = await checkout();
    const { id, total_pence: totalPence } = (await bookingByToken(t, request.bookingToken))!;
    const payments = t.app.get(BookingPaymentService);
    const paid = (amountPence: number, currency = 'gbp') => payments.onPaymentSucceeded({ provider: 'offline', paymentIntentId: intentId, amountPence, currency, occurredAt: new Date().toISOString() });
    const countOf = (name: string) => countRows(t, 'outbox_event', `name = ? and (payload->>'bookingId')::int = ?`, [name, id]);

    expect(await paid(totalPence + 1)).toBe('skipped');
    expect(await paid(totalPence, 'eur')).toBe('skipped');
    expect(await statusOf(request.bookingToken)).toBe('pending_payment');

    await sql(t, `update booking set hold_expires_at = now() - interval '1 second' where id = ?`, [id]);
    await sql(t, `update outbox_event set available_at = now() where name = 'BookingHoldExpired' and (payload->>'bookingId')::int = ?`, [id]);
    await eventually(() => sql<{ holds_bags: boolean }>(t, 'select holds_bags from booking where id = ?', [id]), ([row]) => !row.holds_bags);
    expect(await paid(totalPence)).toBe('done');
    expect(await paid(totalPence)).toBe('skipped');
    expect(await sql(t, 'select status, holds_bags from booking where id = ?', [id])).toEqual([{ status: 'confirmed', holds_bags: true }]);
    expect(await countRows(t, 'booking_payment', 'booking_id = ? and amount_pence = ?', [id, totalPence])).toBe(1);
    expect([await countOf('BookingConfirmed'), await countOf('CollectionDayEnded')]).toEqual([1, 1]);
  });

  it("confirms from a payment event alone, its events and ledger row filled from the booking's row", async () => {
    const { request, intentId } = await checkout();
    const { id, reference, total_pence: totalPence, collection_date: collectionDate } = (await bookingByToken(t, request.bookingToken))!;
    const paid = await t.app.get(BookingPaymentService).onPaymentSucceeded({ provider: 'offline', paymentIntentId: intentId, amountPence: totalPence, currency: 'gbp', occurredAt: new Date().toISOString() });
    expect(paid).toBe('done');
    const [dayEnd] = await sql<{ payload: object; available_at: Date }>(t, `select payload, available_at from outbox_event where name = 'CollectionDayEnded' and (payload->>'bookingId')::int = ?`, [id]);
    expect(dayEnd.payload).toEqual({ bookingId: id, reference, collectionDate });
    expect(new Date(dayEnd.available_at).toISOString()).toBe(collectionDayEndsAt(collectionDate).toISOString());
    expect(await sql(t, `select payload from outbox_event where name = 'BookingConfirmed' and (payload->>'bookingId')::int = ?`, [id])).toEqual([{ payload: { bookingId: id, reference } }]);
    expect(await sql(t, 'select provider, purpose, amount_pence from booking_payment where booking_id = ?', [id])).toEqual([{ provider: 'offline', purpose: 'booking', amount_pence: totalPence }]);
    await smtp.waitFor(mailFor(reference));
  });

  it('pays a card confirmed twice at once (a double click) once: one PaymentSucceeded, one ledger row, one email', async () => {
    const { request, secret, intentId } = await checkout({ email: 'twice@example.com' });
    const answers = await Promise.all([pay(intentId, secret, CARD.succeeds), pay(intentId, secret, CARD.succeeds)]);
    expect(answers).toEqual([{ status: 'succeeded' }, { status: 'succeeded' }]);
    expect(await pay(intentId, secret, CARD.succeeds)).toEqual({ status: 'succeeded' });
    const succeeded = await sql<{ payload: Record<string, unknown> }>(t, `select payload from outbox_event where name = 'PaymentSucceeded' and payload->>'paymentIntentId' = ?`, [intentId]);
    expect(succeeded).toEqual([{ payload: expect.objectContaining({ provider: 'offline', paymentIntentId: intentId, amountPence: expect.any(Number), currency: 'gbp' }) }]);

    expect(await eventually(() => statusOf(request.bookingToken), (status) => status === 'confirmed')).toBe('confirmed');
    const { id, reference, total_pence: totalPence } = (await bookingByToken(t, request.bookingToken))!;
    expect(succeeded[0].payload.amountPence).toBe(totalPence);
    await smtp.waitFor(mailFor(reference));
    expect(await countRows(t, 'booking_payment', 'booking_id = ?', [id])).toBe(1);
    expect(await countRows(t, 'outbox_event', `name = 'BookingConfirmed' and (payload->>'bookingId')::int = ?`, [id])).toBe(1);
  });

  it('does not confirm or email a booking that was not paid', async () => {
    const { request, secret } = await checkout();
    const response = await browser.post('/api/booking', aBookingRequest(request, secret));
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ message: 'The payment has not succeeded yet.', code: 'BOOKING.PAYMENT_NOT_SUCCEEDED' });
    const { id, reference } = (await bookingByToken(t, request.bookingToken))!;
    expect(await statusOf(request.bookingToken)).toBe('pending_payment');
    // A confirmation or its email could only come later from one of these events, and none was recorded.
    expect(await countRows(t, 'outbox_event', `name in ('BookingConfirmed', 'PaymentSucceeded') and (payload->>'bookingId' = ? or payload->>'paymentIntentId' = ?)`, [String(id), paymentIntentIdFromSecret(secret)])).toBe(0);
    expect(smtp.count(mailFor(reference))).toBe(0);
  });

  it('answers 404 for a payment intent it does not know, and 422 for a payload that is not a booking', async () => {
    const { request, secret } = await checkout();
    const unknown = await browser.post('/api/booking', aBookingRequest(request, secret, { paymentIntentId: 'opi_doesnotexist' }));
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: 'Booking not found.' });
    const bad = await browser.post('/api/booking', { ...aBookingRequest(request, secret), nights: 9, returnDate: '2026-12-01', paymentIntentId: '' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['nights', 'paymentIntentId', 'returnDate']);
  });

  it('shows a declined card its message, marks the booking payment_failed, then lets 4242 succeed', async () => {
    const { request, secret, intentId } = await checkout({ email: 'declined@example.com' });
    expect(await pay(intentId, secret, CARD.declined)).toEqual({
      status: 'requires_payment_method',
      error: { type: 'card_error', message: 'Your card was declined.' },
    });
    expect(await eventually(() => statusOf(request.bookingToken), (status) => status === 'payment_failed')).toBe('payment_failed');
    expect((await browser.post('/api/booking', aBookingRequest(request, secret))).status).toBe(409);

    expect(await pay(intentId, secret, CARD.insufficientFunds)).toEqual({
      status: 'requires_payment_method',
      error: { type: 'card_error', message: 'Your card has insufficient funds.' },
    });
    // The card's message in the visitor's language, as Stripe gives its own in the Elements' locale.
    browser.speaks('de');
    expect(await pay(intentId, secret, CARD.declined)).toEqual({
      status: 'requires_payment_method',
      error: { type: 'card_error', message: 'Ihre Karte wurde abgelehnt.' },
    });
    browser.speaks('en-GB');
    expect(await pay(intentId, secret, CARD.succeeds)).toEqual({ status: 'succeeded' });
    const confirmed = await browser.post('/api/booking', aBookingRequest(request, secret));
    expect(confirmed.status).toBe(200);
    expect(await statusOf(request.bookingToken)).toBe('confirmed');
    const { id, reference } = (await bookingByToken(t, request.bookingToken))!;
    await smtp.waitFor(mailFor(reference));
    // Every attempt's PaymentFailed and PaymentSucceeded handled: a late PaymentFailed never downgrades it.
    await eventsHandled(t, `payload->>'paymentIntentId' = ? or (name = 'BookingConfirmed' and (payload->>'bookingId')::int = ?)`, [intentId, id]);
    expect(await statusOf(request.bookingToken)).toBe('confirmed');
    expect(smtp.count(mailFor(reference))).toBe(1);
  });

  it('needs the authentication step for the 3155 card: failing it leaves the booking unpaid, approving it pays', async () => {
    const { request, secret, intentId } = await checkout();
    expect(await pay(intentId, secret, CARD.authentication)).toEqual({ status: 'requires_action' });
    expect((await browser.post('/api/booking', aBookingRequest(request, secret))).status).toBe(409);

    const failed = await browser.post(`/api/test-payments/${intentId}/authenticate`, { clientSecret: secret, approve: false });
    expect(failed.body).toEqual({
      status: 'requires_payment_method',
      error: { type: 'card_error', message: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.' },
    });
    const again = await browser.post(`/api/test-payments/${intentId}/authenticate`, { clientSecret: secret, approve: true });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: 'This payment is not waiting for authentication.', code: 'PAYMENTS.NOT_AWAITING_AUTHENTICATION' });
    expect((await browser.post('/api/booking', aBookingRequest(request, secret))).status).toBe(409);

    expect(await pay(intentId, secret, CARD.authentication)).toEqual({ status: 'requires_action' });
    const approved = await browser.post(`/api/test-payments/${intentId}/authenticate`, { clientSecret: secret, approve: true });
    expect(approved.body).toEqual({ status: 'succeeded' });
    expect((await browser.post('/api/booking', aBookingRequest(request, secret))).status).toBe(200);
    expect(await statusOf(request.bookingToken)).toBe('confirmed');
  });

  it("judges the card form's own mistakes as validation errors that change nothing", async () => {
    const { request, secret, intentId } = await checkout();
    expect(await pay(intentId, secret, CARD.succeeds, { expiry: '01 / 20' })).toEqual({
      status: 'requires_payment_method',
      error: { type: 'validation_error', message: "Your card's expiration year is in the past." },
    });
    expect((await pay(intentId, secret, CARD.succeeds, { expiry: '1' })).error?.message).toBe("Your card's expiration date is incomplete.");
    expect((await pay(intentId, secret, CARD.succeeds, { cvc: '1' })).error?.message).toBe("Your card's security code is incomplete.");
    expect((await pay(intentId, secret, '5555 5555 5555 4444')).error).toEqual({ type: 'card_error', message: 'Your card number is incorrect.' });
    const [intent] = await sql(t, 'select status from payment_intent where id = ?', [intentId]);
    expect(intent.status).toBe('requires_payment_method');
    // Only the incorrect number was a decline (a PaymentFailed); the form's validation errors recorded nothing.
    expect(await eventually(() => statusOf(request.bookingToken), (status) => status === 'payment_failed')).toBe('payment_failed');
    expect(await countRows(t, 'outbox_event', `name = 'PaymentFailed' and payload->>'paymentIntentId' = ?`, [intentId])).toBe(1);
  });

  it('answers 404 for a client secret that is not the intent’s, and 422 for a malformed call', async () => {
    const { secret, intentId } = await checkout();
    const other = await checkout();
    const wrong = await browser.post(`/api/test-payments/${intentId}/confirm`, { clientSecret: other.secret, cardNumber: CARD.succeeds, expiry: '12 / 34', cvc: '123' });
    expect(wrong.status).toBe(404);
    expect(wrong.body).toEqual({ message: 'Payment not found.' });
    const unknown = await browser.post('/api/test-payments/opi_nope/confirm', { clientSecret: secret, cardNumber: CARD.succeeds, expiry: '12 / 34', cvc: '123' });
    expect(unknown.status).toBe(404);
    const malformed = await browser.post(`/api/test-payments/${intentId}/confirm`, { clientSecret: secret, cardNumber: 4242 });
    expect(malformed.status).toBe(422);
  });

  it('keeps the CSRF check on the booking and test payment calls', async () => {
    const { request, secret, intentId } = await checkout();
    const bare = t.request();
    expect((await bare.post('/api/stripe-payment-intent').send(request)).status).toBe(419);
    expect((await t.request().post(`/api/test-payments/${intentId}/confirm`).send({ clientSecret: secret, cardNumber: CARD.succeeds, expiry: '12 / 34', cvc: '123' })).status).toBe(419);
    expect((await t.request().post('/api/booking').send(aBookingRequest(request, secret))).status).toBe(419);
  });

  it('has no Stripe webhook without Stripe keys', async () => {
    const response = await t.request().post('/api/stripe-webhook').set('Stripe-Signature', 't=1,v1=abc').send({ id: 'evt_1' });
    expect(response.status).toBe(404);
    expect(await countRows(t, 'payment_event')).toBe(0);
  });

  it("lists a customer's bookings for the account page: the ones made, newest first, whatever the email's case", async () => {
    const email = `list-${Date.now()}@example.com`;
    const paid = await checkout({ email });
    await pay(paid.intentId, paid.secret, CARD.succeeds);
    await browser.post('/api/booking', aBookingRequest(paid.request, paid.secret));
    await checkout({ email }); // abandoned at checkout: not a booking the customer made
    const list = await t.app.get(BookingService).listForAccount({ userId: 0, verifiedEmail: email.toUpperCase() });
    const { reference } = (await bookingByToken(t, paid.request.bookingToken))!;
    expect(list).toEqual([
      {
        bookingReference: reference,
        status: 'confirmed',
        collectionDate: paid.request.collectionDate,
        returnDate: expect.stringMatching(/^\d{2}-\d{2}-\d{4}$/),
        location: 'Bristol Bus Station @ 09:00',
        items: [
          { typeName: 'Small Suitcase', amount: 1 },
          { typeName: 'Medium Suitcase', amount: 1 },
        ],
        totalCost: 36.45,
        createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        manageToken: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/),
      },
    ]);
  });

  it('moves a confirmed booking to collected then returned, with an audit trail, and refuses a skipped step', async () => {
    const { request, secret, intentId } = await checkout();
    await pay(intentId, secret, CARD.succeeds);
    await browser.post('/api/booking', aBookingRequest(request, secret));
    const { id } = (await bookingByToken(t, request.bookingToken))!;
    const bookings = t.app.get(BookingService);
    const ADMIN_1 = { kind: 'admin', label: 'admin:1' } as const;
    await expect(bookings.changeStatus(id, 'returned', ADMIN_1)).rejects.toThrow('A booking that is confirmed cannot become returned.');
    expect((await bookings.changeStatus(id, 'collected', ADMIN_1)).status).toBe('collected');
    expect((await bookings.changeStatus(id, 'returned', ADMIN_1, 'All bags back')).status).toBe('returned');
    const history = await bookings.history(id);
    expect(history.map((h) => [h.fromStatus, h.toStatus, h.actor])).toEqual([
      [null, 'pending_payment', 'customer'],
      ['pending_payment', 'confirmed', expect.stringMatching(/^(customer|payment:offline)$/)],
      ['confirmed', 'collected', 'admin:1'],
      ['collected', 'returned', 'admin:1'],
    ]);
  });
});
