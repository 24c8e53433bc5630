// The bookkeeper's payouts reconciliation (GET /api/admin/exports/payouts.csv): offline, the ledger's payments and
// refunds of the range, paged by keyset however many share a moment; with Stripe (the real SDK against a local server
// that answers like Stripe), each payout's lines matched to the ledger by intent and refund id, what does not match
// named, the SDK's pages followed; bad ranges a 422 by field; an outage a 503 before any byte of a file.
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { addDays, type AdminReport, DEFAULT_JOURNAL_ACCOUNTS, formatDashed, formatIso, paymentIntentIdFromSecret, todayInLondon } from '@luggage/contracts';
import { adminSession, ADMIN_ENV } from '../support/admin.js';
import { aBookingRequest, aPaymentIntentRequest, demoCatalog, londonDate, newBookingToken, sql } from '../support/booking-builders.js';
import { type FakeStripeApi, startFakeStripeApi } from '../support/fake-stripe-api.js';
import { HttpSession } from '../support/http-session.js';
import { bookAndPay, settledRefunds } from '../support/lifecycle.js';
import { createTestApp, eventually, type TestApp } from '../support/test-app.js';

jest.setTimeout(120_000);

const today = todayInLondon();
const dashed = (days: number) => formatDashed(addDays(today, days));

/** The file's rows as cells (no cell we write here holds a comma or a quote), without the byte order mark. */
function csvRows(text: string): string[][] {
  return text.replace(/^\uFEFF/, '').trimEnd().split('\r\n').map((line) => line.split(','));
}

async function cancel(t: TestApp, manageToken: string, expectedRefund: number): Promise<void> {
  const answer = await new HttpSession(t).post(`/api/manage/${manageToken}/cancel`, { expectedRefund });
  expect(answer.status).toBe(200);
}

describe('payouts export, offline: the ledger alone', () => {
  let t: TestApp;
  let admin: HttpSession;
  let bristol: number;

  beforeAll(async () => {
    t = await createTestApp({ env: ADMIN_ENV });
    bristol = (await demoCatalog(t)).bristolBusStation;
    admin = await adminSession(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  it("lists every payment and refund of the range with its booking, as the ledger holds them", async () => {
    const kept = await bookAndPay(t, bristol);
    const cancelled = await bookAndPay(t, bristol);
    await cancel(t, cancelled.manageToken, 36.45);
    await settledRefunds(t, cancelled.reference, 1);

    const answer = await admin.get('/api/admin/exports/payouts.csv');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe(`attachment; filename="ledger-${formatDashed({ ...today, day: 1 })}-to-${formatDashed(today)}.csv"`);
    const [header, ...rows] = csvRows(answer.text);
    expect(header).toEqual(['Date', 'Type', 'Provider', 'Payment', 'Booking', 'Amount', 'State']);

    const ledger = await sql<{ reference: string; intent: string }>(
      t,
      'select b.reference, p.payment_intent_id as intent from booking_payment p join booking b on b.id = p.booking_id order by p.created_at, p.id',
    );
    const refund = (await sql<{ intent: string }>(t, 'select payment_intent_id as intent from refund'))[0];
    expect(rows).toEqual([
      ...ledger.map((row) => [formatIso(today), 'payment', 'offline', row.intent, row.reference, '36.45', 'paid']),
      [formatIso(today), 'refund', 'offline', refund.intent, cancelled.reference, '-36.45', 'succeeded'],
    ]);
    expect(ledger.map((row) => row.reference).sort()).toEqual([kept.reference, cancelled.reference].sort());
  });

  it('pages through many lines made at one moment: each once, none lost between pages', async () => {
    const booking = await bookAndPay(t, bristol);
    const [{ id }] = await sql<{ id: number }>(t, 'select id from booking where reference = ?', [booking.reference]);
    await sql(
      t,
      `insert into booking_payment (booking_id, payment_intent_id, provider, purpose, amount_pence, created_at)
       select ?, 'opi_bulk_' || n, 'point', 'change', n, ?::timestamptz from generate_series(1, 250) as n`,
      [id, `${formatIso(addDays(today, -300))} 12:00:00.123456+00`],
    );
    const answer = await admin.get(`/api/admin/exports/payouts.csv?from=${dashed(-300)}&to=${dashed(-300)}`);
    expect(answer.status).toBe(200);
    const [, ...rows] = csvRows(answer.text);
    expect(rows).toHaveLength(250);
    expect(new Set(rows.map((row) => row[3])).size).toBe(250);
    expect(rows.every((row) => row[0] === formatIso(addDays(today, -300)) && row[2] === 'point' && row[4] === booking.reference)).toBe(true);
  });

  it('gives ten downloads at once the same file', async () => {
    const one = (await admin.get('/api/admin/exports/payouts.csv')).text;
    const ten = await Promise.all(Array.from({ length: 10 }, () => admin.get('/api/admin/exports/payouts.csv')));
    expect(ten.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    expect(new Set(ten.map((answer) => answer.text))).toEqual(new Set([one]));
  });

  it('answers a range with nothing in it with the header alone', async () => {
    const answer = await admin.get(`/api/admin/exports/payouts.csv?from=${dashed(-360)}&to=${dashed(-310)}`);
    expect(answer.status).toBe(200);
    expect(csvRows(answer.text)).toEqual([['Date', 'Type', 'Provider', 'Payment', 'Booking', 'Amount', 'State']]);
  });

  it.each([
    ['a date that is not one', 'from=31-02-2026', { from: ['The date must be a real date written DD-MM-YYYY.'] }],
    ['an end before the start', 'from=10-11-2026&to=09-11-2026', { to: ['The end date must not be before the start date.'] }],
    ['a start after today with no end', `from=${dashed(3)}`, { to: ['The end date must not be before the start date.'] }],
    ['more than a year', 'from=01-01-2025&to=02-01-2026', { to: ['The dates must span at most 366 days.'] }],
    ['a list instead of a date', 'from=01-01-2026&from=02-01-2026', { from: ['The date must be a real date written DD-MM-YYYY.'] }],
  ])('refuses %s with a 422 by field', async (_name, query, errors) => {
    const answer = await admin.get(`/api/admin/exports/payouts.csv?${query}`);
    expect(answer.status).toBe(422);
    expect((answer.body as { errors: object }).errors).toEqual(errors);
  });

  it('keeps a year of days, a leap year included', async () => {
    expect((await admin.get('/api/admin/exports/payouts.csv?from=01-01-2024&to=31-12-2024')).status).toBe(200);
  });
});

describe('payouts export, with Stripe: each payout matched to the ledger', () => {
  let stripe: FakeStripeApi;
  let t: TestApp;
  let admin: HttpSession;
  let bristol: number;

  beforeAll(async () => {
    stripe = await startFakeStripeApi();
    t = await createTestApp({
      env: { ...ADMIN_ENV, STRIPE_SECRET_KEY: stripe.secretKey, STRIPE_PUBLISHABLE_KEY: stripe.publishableKey, STRIPE_WEBHOOK_SECRET: 'whsec_test_exports', STRIPE_API_URL: stripe.url },
    });
    bristol = (await demoCatalog(t)).bristolBusStation;
    admin = await adminSession(t);
  });
  afterAll(async () => {
    await t?.close();
    await stripe?.close();
  });

  async function paidAtStripe(): Promise<{ reference: string; token: string; intentId: string }> {
    const browser = new HttpSession(t);
    const request = aPaymentIntentRequest(bristol, { bookingToken: newBookingToken(), collectionDate: londonDate(5) });
    const secret = (await browser.post('/api/stripe-payment-intent', request)).body as string;
    const intentId = paymentIntentIdFromSecret(secret);
    stripe.setStatus(intentId, 'succeeded');
    const booked = await browser.post('/api/booking', aBookingRequest(request, secret));
    expect(booked.status).toBe(200);
    const body = booked.body as { bookingReference: string; manageToken: string };
    return { reference: body.bookingReference, token: body.manageToken, intentId };
  }

  it("lists each payout's charges, refunds and fees with their bookings, and names what does not match", async () => {
    stripe.refundsStartAs('succeeded');
    const [first, second, third] = [await paidAtStripe(), await paidAtStripe(), await paidAtStripe()];
    await cancel(t, second.token, 36.45);
    await settledRefunds(t, second.reference, 1);
    const refund = [...stripe.refunds.values()].find((r) => r.payment_intent === second.intentId)!;

    const noon = new Date(`${formatIso(today)}T12:00:00Z`);
    const payout = stripe.payOut(noon, [
      { intent: first.intentId },
      { intent: second.intentId },
      { refund: refund.id },
      { intent: third.intentId, amount: 3000 },
      { type: 'charge', amount: 999 },
      { type: 'adjustment', amount: -150 },
    ]);
    const elsewhere = stripe.payOut(new Date(noon.getTime() - 400 * 86_400_000), [{ type: 'adjustment', amount: 10 }]);

    const answer = await admin.get('/api/admin/exports/payouts.csv');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-disposition']).toMatch(/filename="payouts-/);
    const [header, ...rows] = csvRows(answer.text);
    expect(header).toEqual(['Payout', 'Arrival date', 'Payout amount', 'Transaction', 'Type', 'Date', 'Amount', 'Fee', 'Net', 'Booking', 'Ledger amount', 'Match']);
    expect(rows.every((row) => row[0] === payout.id && row[1] === formatIso(today) && row[2] === (payout.amount / 100).toFixed(2))).toBe(true);
    expect(rows.some((row) => row[0] === elsewhere.id)).toBe(false);
    const fee = (pence: number) => ((Math.round(pence * 0.015) + 20) / 100).toFixed(2);
    expect(rows.map((row) => row.slice(4).filter((_cell, i) => i !== 1))).toEqual([
      ['charge', '36.45', fee(3645), (36.45 - Number(fee(3645))).toFixed(2), first.reference, '36.45', 'matched'],
      ['charge', '36.45', fee(3645), (36.45 - Number(fee(3645))).toFixed(2), second.reference, '36.45', 'matched'],
      ['refund', '-36.45', '0.00', '-36.45', second.reference, '-36.45', 'matched'],
      ['charge', '30.00', fee(3000), (30 - Number(fee(3000))).toFixed(2), third.reference, '36.45', 'amount differs'],
      ['charge', '9.99', fee(999), (9.99 - Number(fee(999))).toFixed(2), '', '', 'not in the ledger'],
      ['adjustment', '-1.50', '0.00', '-1.50', '', '', 'not a booking'],
    ]);
  });

  it('follows the provider’s pages: a payout of 230 lines comes out whole', async () => {
    const lines = Array.from({ length: 230 }, (_v, i) => ({ type: 'adjustment' as const, amount: i + 1 }));
    const payout = stripe.payOut(new Date(`${formatIso(addDays(today, -200))}T09:00:00Z`), lines);
    const day = dashed(-200);
    const answer = await admin.get(`/api/admin/exports/payouts.csv?from=${day}&to=${day}`);
    const [, ...rows] = csvRows(answer.text);
    expect(rows).toHaveLength(230);
    expect(rows.map((row) => row[6])).toEqual(lines.map((line) => (line.amount / 100).toFixed(2)));
    expect(rows.every((row) => row[0] === payout.id)).toBe(true);
  });

  it('answers 503 and no file when Stripe cannot be reached', async () => {
    stripe.failNext(3);
    const answer = await admin.get('/api/admin/exports/payouts.csv');
    expect(answer.status).toBe(503);
    expect(answer.headers['content-type']).toMatch(/application\/json/);
  });
});

describe('journal export: the documents as entries a bookkeeper imports', () => {
  let t: TestApp;
  let admin: HttpSession;
  let bristol: number;
  const pence = (cell: string) => Math.round(Number(cell) * 100);
  const slashedToday = formatIso(today).split('-').reverse().join('/');

  beforeAll(async () => {
    t = await createTestApp({ env: ADMIN_ENV });
    bristol = (await demoCatalog(t)).bristolBusStation;
    admin = await adminSession(t);
    const vat = { vatNumber: 'GB123456789', ratePercent: 20, legalName: 'Bags Ltd', address: '1 Quay Street, Bristol' };
    expect((await admin.put('/api/admin/vat', vat)).status).toBe(200);
    await bookAndPay(t, bristol);
    const cancelled = await bookAndPay(t, bristol, { fullName: 'Cora Cancel' });
    await cancel(t, cancelled.manageToken, 36.45);
    await settledRefunds(t, cancelled.reference, 1);
    await eventually(
      () => sql<{ kind: string }>(t, 'select kind from booking_document'),
      (rows) => rows.filter((row) => row.kind === 'invoice').length === 2 && rows.some((row) => row.kind === 'credit_note'),
      20_000,
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  it("writes each document as a balanced Xero entry whose sums equal the documents' and the report's", async () => {
    const answer = await admin.get('/api/admin/exports/journal.csv?layout=xero');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-disposition']).toMatch(/filename="journal-xero-\d{2}-\d{2}-\d{4}-to-\d{2}-\d{2}-\d{4}\.csv"/);
    const [header, ...rows] = csvRows(answer.text);
    expect(header).toEqual(['*Narration', '*Date', 'Description', '*AccountCode', '*TaxRate', '*Amount']);
    const documents = await sql<{ document_number: string; booking_reference: string; net_pence: number; vat_pence: number; gross_pence: number }>(
      t,
      'select document_number, booking_reference, net_pence, vat_pence, gross_pence from booking_document order by issue_date, id',
    );
    expect(documents).toHaveLength(3);
    for (const document of documents) {
      const entry = rows.filter((row) => row[0] === `${document.document_number} ${document.booking_reference}`);
      expect(entry.map((row) => [row[1], row[3], row[4], pence(row[5])])).toEqual([
        [slashedToday, '877', 'No VAT', document.gross_pence],
        [slashedToday, '200', 'No VAT', -document.net_pence],
        [slashedToday, '820', 'No VAT', -document.vat_pence],
      ]);
    }
    const onAccount = (code: string) => rows.filter((row) => row[3] === code).reduce((sum, row) => sum + pence(row[5]), 0);
    const report = (await admin.get(`/api/admin/reports?from=${formatDashed(today)}&to=${formatDashed(today)}`)).body as AdminReport;
    // Two bookings paid and one refunded in full: what came in net of refunds, and the VAT inside it, on both sides.
    expect(onAccount('877')).toBe(report.totals.net);
    expect(-onAccount('820')).toBe(report.totals.vat);
    expect(-onAccount('200')).toBe(report.totals.net - report.totals.vat);
    expect(report.totals).toMatchObject({ gross: 7290, refunds: 3645, net: 3645, vat: 607 });
  });

  it('writes the same entries in QuickBooks columns, debits and credits apart and equal per journal', async () => {
    const answer = await admin.get(`/api/admin/exports/journal.csv?layout=quickbooks&from=${formatDashed(today)}&to=${formatDashed(today)}`);
    expect(answer.status).toBe(200);
    const [header, ...rows] = csvRows(answer.text);
    expect(header).toEqual(['Journal No', 'Journal Date', 'Account Name', 'Debits', 'Credits', 'Description']);
    expect(new Set(rows.map((row) => row[2]))).toEqual(new Set(['Undeposited Funds', 'Sales', 'VAT Control']));
    const journals = new Set(rows.map((row) => row[0]));
    expect(journals.size).toBe(3);
    for (const journal of journals) {
      const lines = rows.filter((row) => row[0] === journal);
      const debits = lines.reduce((sum, row) => sum + (row[3] ? pence(row[3]) : 0), 0);
      const credits = lines.reduce((sum, row) => sum + (row[4] ? pence(row[4]) : 0), 0);
      expect(debits).toBe(credits);
      expect(lines.every((row) => row[1] === slashedToday && (row[3] === '') !== (row[4] === ''))).toBe(true);
    }
    // The credit note runs the other way: its clearing line is a credit.
    const credit = rows.find((row) => row[0].startsWith('CN-') && row[2] === 'Undeposited Funds')!;
    expect(credit.slice(3, 5)).toEqual(['', '36.45']);
  });

  it('posts to the accounts the admin sets: the UK charts’ until then, any other from the next file on', async () => {
    expect((await admin.get('/api/admin/exports/accounts')).body).toEqual(DEFAULT_JOURNAL_ACCOUNTS);
    const ours = { xeroClearing: '611', xeroDebtors: '1100', xeroSales: '  4000 ', xeroVat: '2200', quickbooksClearing: 'Stripe Clearing', quickbooksDebtors: 'Trade Debtors', quickbooksSales: 'Luggage Sales', quickbooksVat: 'VAT Payable' };
    try {
      const saved = await admin.put('/api/admin/exports/accounts', ours);
      expect(saved.status).toBe(200);
      expect(saved.body).toEqual({ ...ours, xeroSales: '4000' });
      expect((await admin.get('/api/admin/exports/accounts')).body).toEqual({ ...ours, xeroSales: '4000' });
      const xero = csvRows((await admin.get('/api/admin/exports/journal.csv?layout=xero')).text).slice(1);
      expect(new Set(xero.map((row) => row[3]))).toEqual(new Set(['611', '4000', '2200']));
      const quickbooks = csvRows((await admin.get('/api/admin/exports/journal.csv?layout=quickbooks')).text).slice(1);
      expect(new Set(quickbooks.map((row) => row[2]))).toEqual(new Set(['Stripe Clearing', 'Luggage Sales', 'VAT Payable']));
    } finally {
      expect((await admin.put('/api/admin/exports/accounts', DEFAULT_JOURNAL_ACCOUNTS)).status).toBe(200);
    }
  });

  it('refuses accounts empty, too long or missing with a 422 by field, changing nothing', async () => {
    const bad = { xeroClearing: '', xeroDebtors: '610', xeroSales: 'x'.repeat(61), xeroVat: '   ', quickbooksClearing: 42, quickbooksSales: 'Sales' };
    const refused = await admin.put('/api/admin/exports/accounts', bad);
    expect(refused.status).toBe(422);
    expect(Object.keys((refused.body as { errors: object }).errors).sort()).toEqual(['quickbooksClearing', 'quickbooksDebtors', 'quickbooksVat', 'xeroClearing', 'xeroSales', 'xeroVat']);
    expect((await admin.get('/api/admin/exports/accounts')).body).toEqual(DEFAULT_JOURNAL_ACCOUNTS);
    expect(await sql(t, 'select id from journal_accounts where xero_clearing = ?', [''])).toEqual([]);
  });

  it('refuses a layout it does not write with a 422 by field, and answers an empty range with the header', async () => {
    const refused = await admin.get('/api/admin/exports/journal.csv?layout=sage');
    expect(refused.status).toBe(422);
    expect(Object.keys((refused.body as { errors: object }).errors)).toEqual(['layout']);
    const empty = await admin.get(`/api/admin/exports/journal.csv?from=${dashed(-40)}&to=${dashed(-30)}`);
    expect(csvRows(empty.text)).toHaveLength(1);
  });
});
