import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { type ChangeBookingResult, type ChangeQuote, formatPounds, type ManageBookingView } from '@luggage/contracts';
import { demoCatalog, londonDate, sql } from '../support/booking-builders.js';
import { bookAndPay, CARDS, manageView, payWithCard, refundsOf, sameBooking, setPolicy, settledRefunds } from '../support/lifecycle.js';
import { HttpSession } from '../support/http-session.js';
import { type CaughtMail, startSmtpCatcher, type SmtpCatcher } from '../support/smtp-catcher.js';
import { createTestApp, eventually, type TestApp } from '../support/test-app.js';

jest.setTimeout(90_000);

let smtp: SmtpCatcher;
let t: TestApp;
let bristol: number;
let bath: number;

const withSubject = (subject: string) => (mail: CaughtMail) => mail.subject === subject;
/** The manage link an email carries. */
const linkIn = (mail: CaughtMail) => /\/manage\/([A-Za-z0-9_-]{32})/.exec(mail.text)?.[1];

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await createTestApp({ env: { SMTP_URL: smtp.url, CONTACT_EMAIL: 'ops@luggage.example' } });
  const catalog = await demoCatalog(t);
  bristol = catalog.bristolBusStation;
  bath = catalog.data.collection_cities.flatMap((c) => c.get_locations).find((l) => l.Location.startsWith('Bath'))!.id;
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

async function post<T>(path: string, body: object, status = 200): Promise<T> {
  const response = await new HttpSession(t).post(path, body);
  if (response.status !== status) throw new Error(`${path} answered ${response.status}, expected ${status}: ${JSON.stringify(response.body)}`);
  return response.body as T;
}

describe('the manage link', () => {
  it('comes with the booking and in its confirmation email, and opens the booking with its money, history, policy and actions', async () => {
    const booked = await bookAndPay(t, bristol);
    const confirmation = await smtp.waitFor(withSubject(`Booking confirmed: ${booked.reference}`));
    expect(linkIn(confirmation)).toBe(booked.manageToken);
    expect(confirmation.text).toContain('Free cancellation and changes until 24 hours before your collection time.');

    const view = await manageView(t, booked.manageToken);
    expect(view).toMatchObject({
      reference: booked.reference,
      status: 'confirmed',
      collectionDate: londonDate(5),
      returnDate: londonDate(7),
      total: 36.45,
      paid: 36.45,
      refunded: 0,
      location: { name: 'Bristol Bus Station', time: '09:00', mapUrl: expect.stringContaining('google.com/maps') },
      actions: { change: { allowed: true, reason: null }, cancel: { allowed: true, reason: null, refundAmount: 36.45 } },
      policy: { freeCancellationHours: 24, lateRefundPercent: 0 },
      company: { name: 'Bristol & Bath Luggage', email: 'ops@luggage.example' },
      pendingChange: null,
    });
    expect(view.history.map((entry) => entry.action)).toEqual(['Checkout started', 'Payment confirmed']);
    // The same rows as codes, for the manage page to say in another language.
    const [started, confirmed] = view.history;
    expect({ event: started.event, by: started.by }).toEqual({ event: 'pending_payment', by: 'you' });
    // The browser's booking call or the payment event confirms it, whichever comes first.
    expect(confirmed.event).toBe('confirmed');
    expect([['you', 'You'], ['provider', 'Payment provider']]).toContainEqual([confirmed.by, confirmed.actor]);
  });

  it('answers 404 with nothing of any booking to a wrong link, a reference, or a link 31 days after the return', async () => {
    const booked = await bookAndPay(t, bristol);
    for (const wrong of [`${booked.manageToken.slice(0, -1)}${booked.manageToken.endsWith('A') ? 'B' : 'A'}`, booked.reference, 'x'.repeat(32)]) {
      const response = await t.request().get(`/api/manage/${wrong}`).expect(404);
      expect(response.body).toEqual({ message: 'This link is not valid or has expired.' });
    }
    await sql(t, `update booking set collection_date = current_date - 34, return_date = current_date - 31 where reference = ?`, [booked.reference]);
    expect((await t.request().get(`/api/manage/${booked.manageToken}`).expect(404)).body).toEqual({ message: 'This link is not valid or has expired.' });
  });

  it('keeps only a hash and a sealed copy of the secret in the database', async () => {
    const booked = await bookAndPay(t, bristol);
    const [row] = await sql<Record<string, unknown>>(t, 'select * from booking where reference = ?', [booked.reference]);
    expect(JSON.stringify(row)).not.toContain(booked.manageToken);
    const outbox = await sql<{ payload: unknown }>(t, 'select payload from outbox_event');
    expect(JSON.stringify(outbox)).not.toContain(booked.manageToken);
  });
});

describe('cancelling', () => {
  it('refunds everything before the cut-off, once: cancelled, a succeeded refund, one email with the amount', async () => {
    const booked = await bookAndPay(t, bristol);
    const view = await post<ManageBookingView>(`/api/manage/${booked.manageToken}/cancel`, { expectedRefund: 36.45 });
    expect(view.status).toBe('cancelled');
    expect(view.actions.cancel).toMatchObject({ allowed: false, reason: 'This booking has been cancelled.' });
    expect(await settledRefunds(t, booked.reference, 1)).toEqual([{ amount_pence: 3645, state: 'succeeded', requested_by: 'customer', reason: 'Booking cancelled' }]);
    const mail = await smtp.waitFor(withSubject(`Booking cancelled: ${booked.reference}`));
    expect(mail.text).toContain('We are refunding £36.45 to the card you paid with.');
    expect((await manageView(t, booked.manageToken)).refunded).toBe(36.45);

    const again = await new HttpSession(t).post(`/api/manage/${booked.manageToken}/cancel`, { expectedRefund: 36.45 });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: 'This booking has been cancelled.', code: 'BOOKING.MOVE_NOT_ALLOWED' });
    expect(await refundsOf(t, booked.reference)).toHaveLength(1);
    expect(smtp.count(withSubject(`Booking cancelled: ${booked.reference}`))).toBe(1);
  });

  it('two cancellations at once make one cancellation and one refund', async () => {
    const booked = await bookAndPay(t, bristol);
    const answers = await Promise.all([1, 2, 3].map(() => new HttpSession(t).post(`/api/manage/${booked.manageToken}/cancel`, { expectedRefund: 36.45 })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    expect(await settledRefunds(t, booked.reference, 1)).toHaveLength(1);
    const [ledger] = await sql<{ refunded: number }>(t, 'select sum(refunded_pence)::int as refunded from booking_payment p join booking b on b.id = p.booking_id where b.reference = ?', [booked.reference]);
    expect(ledger.refunded).toBe(3645);
  });

  it('after the cut-off refunds the late percentage, rounded down, and refuses an amount the customer was not shown', async () => {
    await setPolicy(t, 48, 33);
    try {
      const booked = await bookAndPay(t, bristol, { collectionDate: londonDate(1) });
      const view = await manageView(t, booked.manageToken);
      expect(view.actions.cancel).toEqual({ allowed: true, reason: null, refundAmount: 12.02 });
      expect(view.actions.change).toEqual({ allowed: false, reason: expect.stringMatching(/^Changes were possible until /) });

      const stale = await new HttpSession(t).post(`/api/manage/${booked.manageToken}/cancel`, { expectedRefund: 36.45 });
      expect(stale.status).toBe(409);
      expect(stale.body).toEqual({ message: 'Cancelling now refunds £12.02. Please review it and confirm again.', code: 'BOOKING.TERMS_CHANGED' });
      expect((await manageView(t, booked.manageToken)).status).toBe('confirmed');

      await post(`/api/manage/${booked.manageToken}/cancel`, { expectedRefund: 12.02 });
      expect(await settledRefunds(t, booked.reference, 1)).toMatchObject([{ amount_pence: 1202, state: 'succeeded' }]);
    } finally {
      await setPolicy(t, 24, 0);
    }
  });

  it('refuses bad input with 422 by field and changes nothing', async () => {
    const booked = await bookAndPay(t, bristol);
    const response = await new HttpSession(t).post(`/api/manage/${booked.manageToken}/cancel`, { expectedRefund: 'lots' });
    expect(response.status).toBe(422);
    expect(response.body.errors.expectedRefund).toEqual(['The expected refund must be an amount in pounds.']);
    expect((await manageView(t, booked.manageToken)).status).toBe('confirmed');
  });
});

describe('changing', () => {
  it('quotes a cheaper booking without committing it, then refunds the difference at once and emails the change', async () => {
    const booked = await bookAndPay(t, bristol);
    const before = await manageView(t, booked.manageToken);
    const cheaper = sameBooking(before, { items: [{ code: 'SS', amount: 1 }] });
    const quote = await post<ChangeQuote>(`/api/manage/${booked.manageToken}/change-quote`, cheaper);
    expect(quote).toMatchObject({ total: 18, currentTotal: 36.45, difference: -18.45, payNow: 0, refundNow: 18.45 });
    expect((await manageView(t, booked.manageToken)).total).toBe(36.45);

    const result = await post<ChangeBookingResult>(`/api/manage/${booked.manageToken}/change`, { ...cheaper, expectedDifference: -18.45 });
    expect(result.outcome).toBe('changed');
    const after = (result as { booking: ManageBookingView }).booking;
    expect(after).toMatchObject({ total: 18, items: [{ code: 'SS', amount: 1 }] });
    expect(await settledRefunds(t, booked.reference, 1)).toMatchObject([{ amount_pence: 1845, state: 'succeeded', reason: 'Booking changed to a cheaper one' }]);
    const mail = await smtp.waitFor(withSubject(`Booking changed: ${booked.reference}`));
    expect(mail.text).toContain('New price: £18.00');
    expect(mail.text).toContain('Refunded in all: £18.45');
    expect(mail.text).toContain('Refunded for this change: £18.45');
    expect(mail.text).not.toContain('Charged for this change');
    expect(after.history.at(-1)?.action).toMatch(/^Booking changed: items 1 x Small Suitcase, 1 x Medium Suitcase -> 1 x Small Suitcase; price £36.45 -> £18.00; £18.45 refunded$/);
  });

  it('moves the date (any point, same price) with no money moving', async () => {
    const booked = await bookAndPay(t, bristol);
    const view = await manageView(t, booked.manageToken);
    const moved = sameBooking(view, { collectionDate: londonDate(9), locationId: bath });
    const quote = await post<ChangeQuote>(`/api/manage/${booked.manageToken}/change-quote`, moved);
    expect(quote).toMatchObject({ difference: 0, payNow: 0, refundNow: 0, returnDate: londonDate(11) });
    const result = await post<ChangeBookingResult>(`/api/manage/${booked.manageToken}/change`, { ...moved, expectedDifference: 0 });
    expect((result as { booking: ManageBookingView }).booking).toMatchObject({ collectionDate: londonDate(9), returnDate: londonDate(11), location: { id: bath } });
    expect(await refundsOf(t, booked.reference)).toEqual([]);
    const mail = await smtp.waitFor(withSubject(`Booking changed: ${booked.reference}`));
    expect(mail.text).toContain('This change costs nothing more and refunds nothing.');
    expect(mail.text).not.toMatch(/(Charged|Refunded) for this change/);
  });

  it('takes the difference of a dearer booking with the card form and changes the booking only once it is paid', async () => {
    const booked = await bookAndPay(t, bristol);
    const dearer = sameBooking(await manageView(t, booked.manageToken), { nights: 3 });
    const quote = await post<ChangeQuote>(`/api/manage/${booked.manageToken}/change-quote`, dearer);
    expect(quote.payNow).toBeGreaterThan(0);
    const result = await post<ChangeBookingResult>(`/api/manage/${booked.manageToken}/change`, { ...dearer, expectedDifference: quote.difference });
    if (result.outcome !== 'payment_required') throw new Error('expected a payment');
    expect(result.amount).toBe(quote.payNow);
    const waiting = await manageView(t, booked.manageToken);
    expect(waiting).toMatchObject({ nights: 2, total: 36.45, pendingChange: { id: result.changeId, amount: quote.payNow } });

    const early = await new HttpSession(t).post(`/api/manage/${booked.manageToken}/changes/${result.changeId}/confirm`, {});
    expect(early.status).toBe(409);
    await payWithCard(booked.browser, result.clientSecret);
    const after = await post<ManageBookingView>(`/api/manage/${booked.manageToken}/changes/${result.changeId}/confirm`, {});
    expect(after).toMatchObject({ nights: 3, total: quote.total, paid: 36.45 + quote.payNow, pendingChange: null });
    // The provider's own word (PaymentSucceeded) arrives too and changes nothing more.
    const mail = await smtp.waitFor(withSubject(`Booking changed: ${booked.reference}`));
    expect(mail.text).toContain(`Charged for this change: ${formatPounds(Math.round(quote.payNow * 100))}`);
    expect(mail.text).not.toContain('Refunded for this change');
    expect(smtp.count(withSubject(`Booking changed: ${booked.reference}`))).toBe(1);
  });

  it('applies a paid change from the payment event alone when the browser never comes back', async () => {
    const booked = await bookAndPay(t, bristol);
    const dearer = sameBooking(await manageView(t, booked.manageToken), { nights: 3 });
    const quote = await post<ChangeQuote>(`/api/manage/${booked.manageToken}/change-quote`, dearer);
    const result = (await post<ChangeBookingResult>(`/api/manage/${booked.manageToken}/change`, { ...dearer, expectedDifference: quote.difference })) as { clientSecret: string };
    await payWithCard(booked.browser, result.clientSecret);
    const view = await eventually(() => manageView(t, booked.manageToken), (v) => v.nights === 3);
    expect(view.total).toBe(quote.total);
  });

  it('refunds a change paid after the booking was cancelled: cancel racing a change never loses or doubles money', async () => {
    const booked = await bookAndPay(t, bristol);
    const dearer = sameBooking(await manageView(t, booked.manageToken), { nights: 3 });
    const quote = await post<ChangeQuote>(`/api/manage/${booked.manageToken}/change-quote`, dearer);
    const result = (await post<ChangeBookingResult>(`/api/manage/${booked.manageToken}/change`, { ...dearer, expectedDifference: quote.difference })) as { clientSecret: string };
    await post(`/api/manage/${booked.manageToken}/cancel`, { expectedRefund: 36.45 });
    await payWithCard(booked.browser, result.clientSecret);
    const refunds = await settledRefunds(t, booked.reference, 2);
    expect(refunds.map((r) => r.amount_pence).sort((a, b) => a - b)).toEqual([Math.round(quote.payNow * 100), 3645].sort((a, b) => a - b));
    const view = await manageView(t, booked.manageToken);
    expect(view).toMatchObject({ status: 'cancelled', nights: 2, paid: 36.45 + quote.payNow, refunded: 36.45 + quote.payNow });
  });

  it('a cheaper change racing a cancellation: one of them wins, the other is refused with the new terms, one refund', async () => {
    const booked = await bookAndPay(t, bristol);
    const cheaper = sameBooking(await manageView(t, booked.manageToken), { items: [{ code: 'SS', amount: 1 }] });
    const answers = await Promise.all([
      new HttpSession(t).post(`/api/manage/${booked.manageToken}/change`, { ...cheaper, expectedDifference: -18.45 }),
      new HttpSession(t).post(`/api/manage/${booked.manageToken}/cancel`, { expectedRefund: 36.45 }),
    ]);
    // The second finds the booking moved on and is refused with the new terms: never both at the old figures.
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const view = await eventually(() => manageView(t, booked.manageToken), (v) => v.refundPending === 0);
    expect(view.refunded).toBeLessThanOrEqual(view.paid);
    if (answers[1].status === 200) {
      expect(view).toMatchObject({ status: 'cancelled', refunded: 36.45 });
      expect(answers[0].body.message).toBe('This booking has been cancelled.');
    } else {
      expect(view).toMatchObject({ status: 'confirmed', total: 18, refunded: 18.45 });
      expect(answers[1].body.message).toBe('Cancelling now refunds £18.00. Please review it and confirm again.');
    }
    expect(await refundsOf(t, booked.reference)).toHaveLength(1);
  });

  it('refuses a date the wizard would refuse, and a change after the cut-off, saying why', async () => {
    const booked = await bookAndPay(t, bristol);
    const view = await manageView(t, booked.manageToken);
    const past = await new HttpSession(t).post(`/api/manage/${booked.manageToken}/change-quote`, sameBooking(view, { collectionDate: londonDate(-1) }));
    expect(past.status).toBe(422);
    expect(past.body.errors.collectionDate).toEqual(['The collection date cannot be in the past.']);
    const far = await new HttpSession(t).post(`/api/manage/${booked.manageToken}/change-quote`, sameBooking(view, { collectionDate: londonDate(366) }));
    expect(far.body.errors.collectionDate).toEqual(['The collection date must be within the next 365 days.']);
    const noItems = await new HttpSession(t).post(`/api/manage/${booked.manageToken}/change-quote`, sameBooking(view, { items: [{ code: 'SS', amount: 0 }] }));
    expect(noItems.status).toBe(422);
    expect(noItems.body.errors.items).toEqual(['Please choose at least one item.']);

    await setPolicy(t, 24 * 14, 0);
    try {
      const late = await new HttpSession(t).post(`/api/manage/${booked.manageToken}/change`, { ...sameBooking(view), expectedDifference: 0 });
      expect(late.status).toBe(409);
      expect(late.body.message).toMatch(/^Changes were possible until /);
    } finally {
      await setPolicy(t, 24, 0);
    }
  });
});

describe('find my booking', () => {
  const answer = { status: 'If the reference and email match a booking, we have emailed you a link to manage it.' };

  it('emails the link when reference and email match, and answers the same words when they do not', async () => {
    const booked = await bookAndPay(t, bristol, { email: 'grace@example.com' });
    expect(await post('/api/find-booking', { reference: booked.reference.toLowerCase(), email: 'Grace@Example.com' })).toEqual(answer);
    const mail = await smtp.waitFor(withSubject(`Manage your booking ${booked.reference}`));
    expect(linkIn(mail)).toBe(booked.manageToken);
    expect(mail.to).toEqual(['grace@example.com']);

    expect(await post('/api/find-booking', { reference: booked.reference, email: 'mallory@example.com' })).toEqual(answer);
    expect(await post('/api/find-booking', { reference: 'ZZZZZZZZ', email: 'grace@example.com' })).toEqual(answer);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.count(withSubject(`Manage your booking ${booked.reference}`))).toBe(1);
  });

  it('limits the tries per reference: 429 with Retry-After and a message', async () => {
    const booked = await bookAndPay(t, bristol);
    for (let i = 0; i < 3; i += 1) await post('/api/find-booking', { reference: booked.reference, email: `guess${i}@example.com` });
    const blocked = await new HttpSession(t).post('/api/find-booking', { reference: booked.reference, email: 'guess9@example.com' });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.body.message).toMatch(/^Too many attempts\. Try again in \d+ seconds\.$/);
  });
});

describe('refunds that fail', () => {
  it('marks the refund failed, gives the amount back to refund again, and tells the operators once', async () => {
    const booked = await bookAndPay(t, bristol, {}, CARDS.refundFails);
    await post(`/api/manage/${booked.manageToken}/cancel`, { expectedRefund: 36.45 });
    expect(await settledRefunds(t, booked.reference, 1)).toMatchObject([{ amount_pence: 3645, state: 'failed' }]);
    const alert = await smtp.waitFor(withSubject(`Refund failed: £36.45 for ${booked.reference}`));
    expect(alert.to).toEqual(['ops@luggage.example']);
    expect(alert.text).toContain('The card issuer refused the refund.');
    const view = await manageView(t, booked.manageToken);
    expect(view).toMatchObject({ refunded: 0, refundPending: 0, refunds: [{ amount: 36.45, state: 'failed' }] });
  });
});

describe('GET /api/cancellation-policy', () => {
  it('answers the policy in force with its words', async () => {
    expect((await t.request().get('/api/cancellation-policy').expect(200)).body).toEqual({
      freeCancellationHours: 24,
      lateRefundPercent: 0,
      summary: 'Free cancellation and changes until 24 hours before your collection time. After that, a cancellation is not refunded and the booking can no longer be changed.',
    });
  });
});
