// Partners' monthly invoices (issue 41): a partner books for its guests on account; after the month, one VAT invoice
// (in the bookings' INV series) lists them, made out to the partner's company, issued by the monthly job or by the
// admin's button (the same invoice however often, and at once); an on-account booking cancelled afterwards gets a
// credit note referring to it; the admin records the partner's payment of what is due, once; the reports count that
// money on the day paid and the journal posts the invoice to trade debtors, to the penny. Each partner sees only its
// own invoices. The role's 401s and 403s are in admin-permissions.test.ts.
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { addDays, type AdminReport, type ChangeQuote, formatDashed, formatIso, type PartnerBookingRequest, type PartnerBookingResponse, type PartnerInvoiceView, type PartnerStatement, type PartnerView, todayInLondon } from '@luggage/contracts';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { EntityManager } from '@mikro-orm/postgresql';
import { eraseDocumentPersonalData } from '../../backend/src/modules/invoicing/index.js';
import { PartnerInvoiceAdjustments } from '../../backend/src/modules/invoicing/partner-invoice-adjustments.js';
import { invoicingDueAt } from '../../backend/src/modules/invoicing/partner-invoicing.jobs.js';
import { nextMonthStart, previousMonthStart } from '../../backend/src/modules/invoicing/partner-invoice-lines.js';
import { expectStatus } from '../support/accounts.js';
import { ADMIN, adminSession } from '../support/admin.js';
import { aPaymentIntentRequest, countRows, demoCatalog, londonDate, sql } from '../support/booking-builders.js';
import { HttpSession } from '../support/http-session.js';
import { pdfText } from '../support/pdf-text.js';
import { startSmtpCatcher, type SmtpCatcher } from '../support/smtp-catcher.js';
import { createTestApp, eventually, type TestApp } from '../support/test-app.js';

jest.setTimeout(180_000);

let smtp: SmtpCatcher;
let t: TestApp;
let admin: HttpSession;
let point: number;
let queue: Queue | null = null;
let connection: Redis | null = null;

const today = formatIso(todayInLondon());
const thisMonthStart = `${today.slice(0, 8)}01`;
const lastMonthStart = previousMonthStart(thisMonthStart);
/** MM-YYYY of a month starting 'YYYY-MM-01'. */
const named = (start: string) => `${start.slice(5, 7)}-${start.slice(0, 4)}`;
const LAST_MONTH = named(lastMonthStart);
const THIS_MONTH = named(thisMonthStart);
const dashedToday = formatDashed(todayInLondon());

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await createTestApp({
    env: { SMTP_URL: smtp.url, APP_URL: 'http://luggage.example', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, ADMIN_NAME: ADMIN.name },
  });
  point = (await demoCatalog(t)).bristolBusStation;
  admin = await adminSession(t);
  await expectStatus(admin.put('/api/admin/vat', { vatNumber: 'GB123456789', ratePercent: 20, legalName: 'Bags Ltd', address: '1 Quay Street, Bristol' }), 200);
  if (t.config.redisUrl) {
    connection = new Redis(t.config.redisUrl, { maxRetriesPerRequest: null });
    queue = new Queue('jobs', { connection, prefix: t.config.queuePrefix });
  }
});
afterAll(async () => {
  await queue?.close();
  connection?.disconnect();
  await t?.close();
  await smtp?.close();
});

let counter = 0;
const PASSWORD = 'partner password 123';

interface Partner {
  view: PartnerView;
  session: HttpSession;
}

/** Invites a partner with its company's address and VAT number, follows the emailed link and signs in. */
async function aPartner(name = 'Harbour Hotel'): Promise<Partner> {
  const email = `invoiced.${process.pid}.${++counter}@example.com`;
  const invited = await expectStatus(
    admin.post('/api/admin/partners', { name, email, contactName: 'Hana Host', sharePercent: 10, onAccount: true, companyAddress: '3 Harbour Walk, Bristol BS1 5DB', vatNumber: 'gb 987 654 321' }),
    201,
  );
  const mail = await smtp.waitFor((m) => m.to.includes(email));
  const token = /http:\/\/luggage\.example\/set-password\/[^\s"<?]+/.exec(mail.text)![0].split('/').pop()!;
  await expectStatus(new HttpSession(t).post('/reset-password', { email, token, password: PASSWORD, password_confirmation: PASSWORD }), 200);
  const session = new HttpSession(t);
  await expectStatus(session.post('/login', { email, password: PASSWORD }), 200);
  return { view: invited.body as PartnerView, session };
}

/** A guest's booking on the partner's account: £36.45 (a Small and a Medium suitcase for 2 nights). */
async function onAccount(partner: Partner, guest: string, email = 'guest@example.com', collectionDate = londonDate(2)): Promise<string> {
  const request: PartnerBookingRequest = { ...aPaymentIntentRequest(point, { fullName: guest, email, collectionDate }), payment: 'account' };
  return ((await expectStatus(partner.session.post('/api/partner/bookings', request), 201)).body as PartnerBookingResponse).reference;
}

/** Moves the booking's confirmation to the 15th of last month (London noon): a month that has ended. */
async function confirmedLastMonth(reference: string): Promise<void> {
  await sql(t, `update booking set confirmed_at = (date '${lastMonthStart}' + interval '14 days' + time '12:00') at time zone 'Europe/London' where reference = ?`, [reference]);
}

async function pdfOf(path: string, as: HttpSession): Promise<string[]> {
  const response = await as
    .get(path)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });
  expect(response.status).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  return pdfText(response.body as Buffer);
}

const issue = (partner: Partner, month = LAST_MONTH) => admin.post(`/api/admin/partners/${partner.view.id}/invoices`, { month });
const invoicesOf = async (partner: Partner) => (await partner.session.get('/api/partner/invoices').expect(200)).body as PartnerInvoiceView[];

describe("a partner's monthly invoice", () => {
  it("lists each booking on account of the month (reference, guest, day, net, VAT, gross) to the partner's company, as the statement does with its share", async () => {
    const partner = await aPartner();
    const first = await onAccount(partner, 'Gus Guest');
    const second = await onAccount(partner, 'Greta Guest');
    for (const reference of [first, second]) await confirmedLastMonth(reference);
    const issued = (await expectStatus(issue(partner), 200)).body as PartnerInvoiceView;
    // £36.45 each: net 3038 (3037.5 half up), VAT 607.
    expect(issued).toEqual({
      id: expect.any(Number),
      kind: 'invoice',
      number: expect.stringMatching(/^INV-\d{6}$/),
      month: LAST_MONTH,
      issueDate: dashedToday,
      netPence: 6076,
      vatPence: 1214,
      grossPence: 7290,
      bookings: 2,
      credits: [],
      supplements: [],
      duePence: 7290,
      payment: null,
      owedToPartnerPence: 0,
      refunds: [],
      stillDuePence: 0,
      furtherPayments: [],
      voids: [],
    });
    expect(await invoicesOf(partner)).toEqual([issued]);
    expect((await admin.get(`/api/admin/partners/${partner.view.id}/invoices`).expect(200)).body).toEqual([issued]);

    const text = (await pdfOf(`/api/partner/invoices/${issued.id}.pdf`, partner.session)).join('\n');
    const day = `15/${lastMonthStart.slice(5, 7)}/${lastMonthStart.slice(0, 4)}`;
    for (const words of ['VAT invoice', issued.number, 'Bags Ltd', 'VAT number: GB123456789', 'Harbour Hotel', '3 Harbour Walk, Bristol BS1 5DB', 'VAT number: GB987654321', `${first} · Gus Guest · ${day}`, `${second} · Greta Guest · ${day}`, '£30.38', '£6.07', '£36.45', '£72.90']) {
      expect(text).toContain(words);
    }
    expect(await pdfOf(`/api/admin/documents/${issued.id}.pdf`, admin)).toEqual(await pdfOf(`/api/partner/invoices/${issued.id}.pdf`, partner.session));

    const statement = (await partner.session.get(`/api/partner/statement?month=${LAST_MONTH}`).expect(200)).body as PartnerStatement;
    expect(statement.lines.map((line) => [line.reference, line.payment, line.owedPence, line.sharePence])).toEqual([
      [first, 'account', 3645, 304],
      [second, 'account', 3645, 304],
    ]);
    expect(statement.totals.owedPence).toBe(issued.grossPence);
  });

  it('is a receipt, without VAT, while the business has no VAT number', async () => {
    await expectStatus(admin.put('/api/admin/vat', { vatNumber: null, ratePercent: 20, legalName: 'Bags Ltd', address: '1 Quay Street, Bristol' }), 200);
    try {
      const partner = await aPartner();
      await confirmedLastMonth(await onAccount(partner, 'Rita Receipt'));
      expect((await expectStatus(issue(partner), 200)).body).toMatchObject({ kind: 'receipt', number: expect.stringMatching(/^INV-/), netPence: 3645, vatPence: 0, grossPence: 3645 });
    } finally {
      await expectStatus(admin.put('/api/admin/vat', { vatNumber: 'GB123456789', ratePercent: 20, legalName: 'Bags Ltd', address: '1 Quay Street, Bristol' }), 200);
    }
  });

  it('is one invoice however often and however many at once the admin asks, and the series stays gap-free', async () => {
    const partner = await aPartner();
    await confirmedLastMonth(await onAccount(partner, 'Tess Twice'));
    const answers = await Promise.all(Array.from({ length: 10 }, () => issue(partner)));
    expect(answers.map((answer) => answer.status)).toEqual(Array<number>(10).fill(200));
    expect(new Set(answers.map((answer) => (answer.body as PartnerInvoiceView).id)).size).toBe(1);
    expect((await expectStatus(issue(partner), 200)).body).toEqual(answers[0].body);
    expect(await countRows(t, 'booking_document', 'partner_id = ?', [partner.view.id])).toBe(1);
    const numbers = (await sql<{ number: number }>(t, `select number from booking_document where series = 'INV' order by number`)).map((row) => row.number);
    expect(numbers).toEqual(numbers.map((_, i) => i + 1));
  });

  it("shows a partner only its own invoices: another partner's PDF is a 404, and so is a booking's document", async () => {
    const mine = await aPartner();
    const theirs = await aPartner('Quay Rooms');
    await confirmedLastMonth(await onAccount(theirs, 'Olga Other'));
    const invoice = (await expectStatus(issue(theirs), 200)).body as PartnerInvoiceView;
    expect(await invoicesOf(mine)).toEqual([]);
    await expectStatus(mine.session.get(`/api/partner/invoices/${invoice.id}.pdf`), 404);
    const [bookingDocument] = await sql<{ id: number }>(t, 'select id from booking_document where booking_id is not null limit 1');
    if (bookingDocument) await expectStatus(theirs.session.get(`/api/partner/invoices/${bookingDocument.id}.pdf`), 404);
    await expectStatus(theirs.session.get('/api/partner/invoices/abc.pdf'), 400);
  });

  it('refuses bad input by field (a month not over, one with nothing on account, not MM-YYYY) and an unknown partner, issuing nothing', async () => {
    const partner = await aPartner();
    await onAccount(partner, 'Nora Now');
    const before = await countRows(t, 'booking_document');
    for (const month of ['13-2026', '2026-10', '', THIS_MONTH, named(nextMonthStart(thisMonthStart)), named(previousMonthStart(lastMonthStart))]) {
      const refused = await expectStatus(issue(partner, month), 422);
      expect(Object.keys((refused.body as { errors: object }).errors)).toEqual(['month']);
    }
    await expectStatus(admin.post('/api/admin/partners/999999/invoices', { month: LAST_MONTH }), 404);
    expect(await countRows(t, 'booking_document')).toBe(before);
  });
});

describe('retention', () => {
  it("erases a guest's name from the invoice's line and from its credit note, keeping the reference, the day and the money", async () => {
    const partner = await aPartner();
    const erased = await onAccount(partner, 'Ernest Erasable');
    const kept = await onAccount(partner, 'Kim Kept');
    for (const reference of [erased, kept]) await confirmedLastMonth(reference);
    const invoice = (await expectStatus(issue(partner), 200)).body as PartnerInvoiceView;
    await expectStatus(admin.post(`/api/admin/bookings/${erased}/cancel`, { reason: 'Guest cancelled', refund: 'none' }), 200);
    await eventually(() => invoicesOf(partner), (invoices) => invoices[0]?.credits.length === 1, 20_000);
    const [{ id }] = await sql<{ id: number }>(t, 'select id from booking where reference = ?', [erased]);
    // The retention sweep's step for documents, in a transaction of its own as the sweep runs it.
    await t.app.get(EntityManager).fork().transactional((tx) => eraseDocumentPersonalData(tx, { bookingIds: [id] }));
    const documents = await sql<{ lines: { description: string; grossPence: number }[] | string; gross_pence: number }>(t, 'select lines, gross_pence from booking_document where partner_id = ? order by id', [partner.view.id]);
    const text = JSON.stringify(documents);
    expect(text).not.toContain('Ernest Erasable');
    expect(text).toContain('Kim Kept');
    expect(text).toContain(`${erased} · 15/`);
    expect(documents.map((document) => document.gross_pence)).toEqual([invoice.grossPence, -3645]);
  });
});

describe('a booking on account cancelled after its month was invoiced', () => {
  it('gets one credit note referring to the invoice, and what is due is the rest', async () => {
    const partner = await aPartner();
    const kept = await onAccount(partner, 'Kay Kept');
    const cancelled = await onAccount(partner, 'Cass Cancelled');
    for (const reference of [kept, cancelled]) await confirmedLastMonth(reference);
    const invoice = (await expectStatus(issue(partner), 200)).body as PartnerInvoiceView;
    await expectStatus(admin.post(`/api/admin/bookings/${cancelled}/cancel`, { reason: 'Guest stayed elsewhere', refund: 'none' }), 200);
    const [listed] = await eventually(() => invoicesOf(partner), (invoices) => invoices[0]?.credits.length === 1, 20_000);
    expect(listed.credits).toEqual([{ id: expect.any(Number), kind: 'credit_note', number: expect.stringMatching(/^CN-\d{6}$/), issueDate: dashedToday, bookingReference: cancelled, cause: 'cancelled', grossPence: -3645 }]);
    expect(listed.duePence).toBe(3645);
    const text = (await pdfOf(`/api/partner/invoices/${listed.credits[0].id}.pdf`, partner.session)).join('\n');
    expect(text).toContain(`Refers to invoice ${invoice.number}`);
    expect(text).toContain('-£36.45');
    // The job again (a redelivery) finds it credited.
    const [{ id }] = await sql<{ id: number }>(t, 'select id from booking where reference = ?', [cancelled]);
    await expectStatus(admin.post(`/api/admin/bookings/${kept}/cancel`, { reason: 'Guest left early', refund: 'none' }), 200);
    await eventually(() => invoicesOf(partner), (invoices) => invoices[0]?.credits.length === 2, 20_000);
    expect(await countRows(t, 'booking_document', 'credited_booking_id = ?', [id])).toBe(1);
  });
});

describe("the partner's payment of a monthly invoice", () => {
  it('is recorded once for what is due; the reports count it on the day paid and the journal posts the invoice to trade debtors, to the penny', async () => {
    const partner = await aPartner();
    const paidFor = await onAccount(partner, 'Paula Paid');
    const cancelled = await onAccount(partner, 'Colin Credited');
    for (const reference of [paidFor, cancelled]) await confirmedLastMonth(reference);
    const invoice = (await expectStatus(issue(partner), 200)).body as PartnerInvoiceView;
    await expectStatus(admin.post(`/api/admin/bookings/${cancelled}/cancel`, { reason: 'Guest cancelled', refund: 'none' }), 200);
    await eventually(() => invoicesOf(partner), (invoices) => invoices[0]?.credits.length === 1, 20_000);
    const report = async (where = '') => (await admin.get(`/api/admin/reports?from=${dashedToday}&to=${dashedToday}${where}`).expect(200)).body as AdminReport;
    const nights = (answer: AdminReport) => answer.bySold.find((line) => line.kind === 'storage_nights')!.pence;
    const [before, beforeAtPoint] = [await report(), await report(`&locationId=${point}`)];

    const pay = { paidOn: dashedToday, amount: 36.45 };
    const answers = await Promise.all(Array.from({ length: 10 }, () => admin.post(`/api/admin/partner-invoices/${invoice.id}/payment`, pay)));
    expect(answers.map((answer) => answer.status)).toEqual(Array<number>(10).fill(200));
    expect((answers[0].body as PartnerInvoiceView).payment).toEqual({ paidOn: dashedToday, amountPence: 3645 });
    expect(await countRows(t, 'partner_invoice_payment', 'document_id = ?', [invoice.id])).toBe(1);
    expect((await invoicesOf(partner))[0].payment).toEqual({ paidOn: dashedToday, amountPence: 3645 });

    // The reports: the booking kept counts on the day paid, its VAT as on the invoice (the cancelled one's was credited).
    const [after, afterAtPoint] = [await report(), await report(`&locationId=${point}`)];
    expect({ gross: after.totals.gross - before.totals.gross, vat: after.totals.vat - before.totals.vat, bookings: after.totals.bookings - before.totals.bookings }).toEqual({ gross: 3645, vat: 607, bookings: 0 });
    // At the booking's point too, and sold as storage by nights (its first payment, in effect).
    expect(afterAtPoint.totals.gross - beforeAtPoint.totals.gross).toBe(3645);
    expect(nights(after) - nights(before)).toBe(3645);

    // The journal: the invoice and its credit note owed by the partner (610), their VAT (820) what the reports count.
    const journal = await admin.get(`/api/admin/exports/journal.csv?layout=xero&from=${dashedToday}&to=${dashedToday}`).expect(200);
    const rows = journal.text.trim().split('\n').slice(1).map((line) => line.split(','));
    const [credit] = (await invoicesOf(partner))[0].credits;
    // Narrations: the invoice's number; the credit note's number and the booking it credits.
    const entries = rows.filter((row) => row[0] === invoice.number || row[0] === `${credit.number} ${cancelled}`);
    const pence = (cell: string) => Math.round(Number(cell) * 100);
    const sum = (code: string) => entries.filter((row) => row[3] === code).reduce((total, row) => total + pence(row[5]), 0);
    expect(sum('610')).toBe(after.totals.gross - before.totals.gross);
    expect(-sum('820')).toBe(after.totals.vat - before.totals.vat);
    expect(sum('877')).toBe(0);
    expect(sum('610') + sum('200') + sum('820')).toBe(0);
  });

  it("counts a payment recorded later for an ended day on that day, though the reports had summed the day already", async () => {
    const partner = await aPartner();
    const reference = await onAccount(partner, 'Rory Rolled');
    await confirmedLastMonth(reference);
    const invoice = (await expectStatus(issue(partner), 200)).body as PartnerInvoiceView;
    // An invoice of last month, dated its first day, paid by bank transfer three days ago and recorded only now.
    await sql(t, 'update booking_document set issue_date = ?::date where id = ?', [lastMonthStart, invoice.id]);
    const paidDay = addDays(todayInLondon(), -3);
    const report = async () => (await admin.get(`/api/admin/reports?from=${formatDashed(paidDay)}&to=${formatDashed(paidDay)}&locationId=${point}`).expect(200)).body as AdminReport;
    const before = await report();
    const rolledUp = await sql<{ stale: boolean }>(t, 'select stale from ledger_day where day = ?', [formatIso(paidDay)]);
    expect(rolledUp).toEqual([{ stale: false }]);

    await expectStatus(admin.post(`/api/admin/partner-invoices/${invoice.id}/payment`, { paidOn: formatDashed(paidDay), amount: 36.45 }), 200);
    const after = await report();
    expect({ gross: after.totals.gross - before.totals.gross, vat: after.totals.vat - before.totals.vat }).toEqual({ gross: 3645, vat: 607 });
    expect(after.rows.reduce((sum, row) => sum + row.gross, 0)).toBe(after.totals.gross);
  });

  it('refuses bad input by field, an amount not due, a day before the invoice or to come, and a second record unlike the first, changing nothing', async () => {
    const partner = await aPartner();
    await confirmedLastMonth(await onAccount(partner, 'Bea Bad'));
    const invoice = (await expectStatus(issue(partner), 200)).body as PartnerInvoiceView;
    const url = `/api/admin/partner-invoices/${invoice.id}/payment`;
    const bad = await expectStatus(admin.post(url, { paidOn: '2026-11-01', amount: 'lots' }), 422);
    expect(Object.keys((bad.body as { errors: object }).errors).sort()).toEqual(['amount', 'paidOn']);
    expect((await expectStatus(admin.post(url, { paidOn: dashedToday, amount: 36.44 }), 422)).body).toMatchObject({ errors: { amount: ['The amount must be what is due on this invoice: £36.45.'] } });
    expect(Object.keys(((await expectStatus(admin.post(url, { paidOn: londonDate(1), amount: 36.45 }), 422)).body as { errors: object }).errors)).toEqual(['paidOn']);
    expect(Object.keys(((await expectStatus(admin.post(url, { paidOn: formatDashed({ year: 2020, month: 1, day: 1 }), amount: 36.45 }), 422)).body as { errors: object }).errors)).toEqual(['paidOn']);
    await expectStatus(admin.post('/api/admin/partner-invoices/999999/payment', { paidOn: dashedToday, amount: 36.45 }), 404);
    expect(await countRows(t, 'partner_invoice_payment', 'document_id = ?', [invoice.id])).toBe(0);
    await expectStatus(admin.post(url, { paidOn: dashedToday, amount: 36.45 }), 200);
    await expectStatus(admin.post(url, { paidOn: londonDate(-1), amount: 36.45 }), 422);
    expect(await sql(t, `select to_char(paid_on, 'DD-MM-YYYY') as paid_on, amount_pence from partner_invoice_payment where document_id = ?`, [invoice.id])).toEqual([{ paid_on: dashedToday, amount_pence: 3645 }]);
  });
});

/** The journal's rows (Xero) over today whose narration is one of these document numbers (or begins with one and a space or '-R'). */
async function journalRowsOf(numbers: string[], day = dashedToday): Promise<string[][]> {
  const journal = await admin.get(`/api/admin/exports/journal.csv?layout=xero&from=${day}&to=${day}`).expect(200);
  const rows = journal.text.trim().split('\n').slice(1).map((line) => line.split(','));
  return rows.filter((row) => numbers.some((number) => row[0] === number || row[0].startsWith(`${number} `) || row[0].startsWith(`${number}-R`)));
}
const pence = (cell: string) => Math.round(Number(cell) * 100);
const accountSum = (rows: string[][], code: string) => rows.filter((row) => row[3] === code).reduce((total, row) => total + pence(row[5]), 0);
const todayReport = async (from = dashedToday) => (await admin.get(`/api/admin/reports?from=${from}&to=${from}`).expect(200)).body as AdminReport;

describe('a booking on account changed after its month was invoiced', () => {
  it("gets a credit note of a cheaper change's difference and a supplementary invoice of a dearer one's, no card charged or refunded; paid, the reports equal the journal to the penny", async () => {
    const partner = await aPartner();
    const guestEmail = `dearer.${process.pid}.${counter}@example.com`;
    const cheaper = await onAccount(partner, 'Chet Cheaper');
    const dearer = await onAccount(partner, 'Dora Dearer', guestEmail);
    const kept = await onAccount(partner, 'Kit Kept');
    for (const reference of [cheaper, dearer, kept]) await confirmedLastMonth(reference);
    const invoice = (await expectStatus(issue(partner), 200)).body as PartnerInvoiceView;

    // The admin makes one cheaper (a suitcase fewer): nothing to refund by card, nothing to waive.
    const fewer = { collectionDate: londonDate(2), nights: 2, locationId: point, items: [{ code: 'SS', amount: 1 }], reason: 'Guest phoned' };
    await expectStatus(admin.post(`/api/admin/bookings/${cheaper}/change`, fewer), 200);
    // The guest makes the other dearer from the manage page (a night more): applied at once, no card asked for.
    const mail = await smtp.waitFor((m) => m.to.includes(guestEmail));
    const token = /luggage\.example\/manage\/([^\s"<?/]+)/.exec(mail.text)![1];
    const more = { collectionDate: londonDate(2), nights: 3, locationId: point, items: [{ code: 'SS', amount: 1 }, { code: 'MS', amount: 1 }] };
    const quote = (await expectStatus(new HttpSession(t).post(`/api/manage/${token}/change-quote`, more), 200)).body as ChangeQuote;
    expect(quote).toMatchObject({ payNow: 0, refundNow: 0 });
    expect(quote.difference).toBeGreaterThan(0);
    expect((await expectStatus(new HttpSession(t).post(`/api/manage/${token}/change`, { ...more, expectedDifference: quote.difference }), 200)).body).toMatchObject({ outcome: 'changed' });

    const bookings = await sql<{ id: number; reference: string; total_pence: number }>(t, 'select id, reference, total_pence from booking where reference in (?, ?, ?)', [cheaper, dearer, kept]);
    const ids = bookings.map((booking) => booking.id);
    const price = (reference: string) => Number(bookings.find((booking) => booking.reference === reference)!.total_pence);
    expect(price(cheaper)).toBeLessThan(3645);
    expect(price(dearer)).toBeGreaterThan(3645);
    for (const table of ['booking_payment', 'refund', 'booking_change']) expect(await countRows(t, table, 'booking_id in (?, ?, ?)', ids)).toBe(0);

    const [listed] = await eventually(() => invoicesOf(partner), (invoices) => invoices[0]?.credits.length === 1 && invoices[0]?.supplements.length === 1, 20_000);
    expect(listed.credits).toEqual([{ id: expect.any(Number), kind: 'credit_note', number: expect.stringMatching(/^CN-\d{6}$/), issueDate: dashedToday, bookingReference: cheaper, cause: 'changed', grossPence: price(cheaper) - 3645 }]);
    expect(listed.supplements).toEqual([{ id: expect.any(Number), kind: 'invoice', number: expect.stringMatching(/^INV-\d{6}$/), issueDate: dashedToday, bookingReference: dearer, cause: 'changed', grossPence: price(dearer) - 3645 }]);
    expect(listed.duePence).toBe(price(cheaper) + price(dearer) + 3645);
    for (const document of [listed.credits[0], listed.supplements[0]]) {
      const text = (await pdfOf(`/api/partner/invoices/${document.id}.pdf`, partner.session)).join('\n');
      expect(text).toContain(`Refers to invoice ${invoice.number}`);
      expect(text).toContain(`${document.bookingReference} · changed`);
    }
    // The documents' job again (a redelivery) finds each booking billed at its price.
    for (const id of ids) expect(await t.app.get(PartnerInvoiceAdjustments).adjustChanged(id)).toBe(0);
    for (const series of ['INV', 'CN']) {
      const numbers = (await sql<{ number: number }>(t, 'select number from booking_document where series = ? order by number', [series])).map((row) => row.number);
      expect(numbers).toEqual(numbers.map((_, i) => i + 1));
    }

    // Paid: the reports count each booking at its price now, its VAT that of the invoice's line and its change's document.
    const before = await todayReport();
    await expectStatus(admin.post(`/api/admin/partner-invoices/${invoice.id}/payment`, { paidOn: dashedToday, amount: listed.duePence / 100 }), 200);
    const after = await todayReport();
    expect(after.totals.gross - before.totals.gross).toBe(listed.duePence);
    const rows = await journalRowsOf([invoice.number, listed.credits[0].number, listed.supplements[0].number]);
    expect(accountSum(rows, '610')).toBe(after.totals.gross - before.totals.gross);
    expect(-accountSum(rows, '820')).toBe(after.totals.vat - before.totals.vat);
    expect(accountSum(rows, '877')).toBe(0);
    expect(accountSum(rows, '610') + accountSum(rows, '200') + accountSum(rows, '820')).toBe(0);

    // After the payment, the admin makes the kept one dearer: a supplementary invoice still due, paid further, once.
    await expectStatus(admin.post(`/api/admin/bookings/${kept}/change`, { ...more, reason: 'Guest stays longer' }), 200);
    const [due] = await eventually(() => invoicesOf(partner), (invoices) => invoices[0]?.supplements.length === 2, 20_000);
    const supplement = due.supplements[1];
    expect(due).toMatchObject({ stillDuePence: supplement.grossPence, owedToPartnerPence: 0, furtherPayments: [] });
    const further = `/api/admin/partner-invoices/${invoice.id}/further-payment`;
    const answers = await Promise.all(Array.from({ length: 10 }, () => admin.post(further, { paidOn: dashedToday, amount: supplement.grossPence / 100 })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, ...Array<number>(9).fill(409)]);
    expect(answers.find((answer) => answer.status === 200)!.body).toMatchObject({ stillDuePence: 0, furtherPayments: [{ paidOn: dashedToday, amountPence: supplement.grossPence }] });
    expect(await countRows(t, 'partner_invoice_further_payment', 'document_id = ?', [invoice.id])).toBe(1);

    // The month's documents (the invoice, the credit note, both supplementary invoices) and its payments: the reports'
    // gross and VAT equal the journal's debtors and VAT lines to the penny. Like the first payment, the further one has
    // no journal entry: the bank feed matches it to the supplementary invoice it pays.
    const paidFurther = await todayReport();
    const documents = await journalRowsOf([invoice.number, listed.credits[0].number, listed.supplements[0].number, supplement.number]);
    expect(documents.filter((row) => row[3] === '877')).toEqual([]);
    expect(accountSum(documents, '610')).toBe(paidFurther.totals.gross - before.totals.gross);
    expect(-accountSum(documents, '820')).toBe(paidFurther.totals.vat - before.totals.vat);
    // A change's payment, at the booking's point.
    expect(paidFurther.bySold.find((line) => line.kind === 'change_difference')!.pence - before.bySold.find((line) => line.kind === 'change_difference')!.pence).toBe(supplement.grossPence);
  });

  it("a dearer change after the payment: the further payment is refused unless it is exactly what is still due, on or after the supplementary invoice; it is voided before the payment (ten at once: one)", async () => {
    const partner = await aPartner();
    const reference = await onAccount(partner, 'Fay Further');
    await confirmedLastMonth(reference);
    const invoice = (await expectStatus(issue(partner), 200)).body as PartnerInvoiceView;
    const further = `/api/admin/partner-invoices/${invoice.id}/further-payment`;
    // Unpaid: the payment is the door, not a further payment.
    await expectStatus(admin.post(further, { paidOn: dashedToday, amount: 36.45 }), 409);
    await expectStatus(admin.post(`/api/admin/partner-invoices/${invoice.id}/payment`, { paidOn: dashedToday, amount: 36.45 }), 200);
    // Paid and nothing more due.
    await expectStatus(admin.post(further, { paidOn: dashedToday, amount: 1 }), 409);
    const more = { collectionDate: londonDate(2), nights: 3, locationId: point, items: [{ code: 'SS', amount: 1 }, { code: 'MS', amount: 1 }], reason: 'Guest stays longer' };
    await expectStatus(admin.post(`/api/admin/bookings/${reference}/change`, more), 200);
    const [due] = await eventually(() => invoicesOf(partner), (invoices) => invoices[0]?.supplements.length === 1, 20_000);
    const stillDue = due.stillDuePence;
    expect(stillDue).toBe(due.supplements[0].grossPence);
    expect(stillDue).toBeGreaterThan(0);

    const bad = await expectStatus(admin.post(further, { paidOn: '2026-11-01', amount: 'lots' }), 422);
    expect(Object.keys((bad.body as { errors: object }).errors).sort()).toEqual(['amount', 'paidOn']);
    expect((await expectStatus(admin.post(further, { paidOn: dashedToday, amount: stillDue / 100 + 0.01 }), 422)).body).toMatchObject({
      errors: { amount: [`The amount must be what is still due from the partner: £${(stillDue / 100).toFixed(2)}.`] },
    });
    expect(Object.keys(((await expectStatus(admin.post(further, { paidOn: dashedToday, amount: 36.45 + stillDue / 100 }), 422)).body as { errors: object }).errors)).toEqual(['amount']);
    expect(Object.keys(((await expectStatus(admin.post(further, { paidOn: londonDate(1), amount: stillDue / 100 }), 422)).body as { errors: object }).errors)).toEqual(['paidOn']);
    expect(Object.keys(((await expectStatus(admin.post(further, { paidOn: londonDate(-1), amount: stillDue / 100 }), 422)).body as { errors: object }).errors)).toEqual(['paidOn']);
    await expectStatus(admin.post('/api/admin/partner-invoices/999999/further-payment', { paidOn: dashedToday, amount: stillDue / 100 }), 404);
    expect(await countRows(t, 'partner_invoice_further_payment', 'document_id = ?', [invoice.id])).toBe(0);

    // Dated three days ago and paid that day, recorded only now: a day the reports have rolled up, counted again.
    const paidDay = addDays(todayInLondon(), -3);
    await sql(t, 'update booking_document set issue_date = ?::date where id = ?', [formatIso(paidDay), due.supplements[0].id]);
    const dayReport = async () => (await admin.get(`/api/admin/reports?from=${formatDashed(paidDay)}&to=${formatDashed(paidDay)}&locationId=${point}`).expect(200)).body as AdminReport;
    const before = await dayReport();
    expect(await sql(t, 'select stale from ledger_day where day = ?', [formatIso(paidDay)])).toEqual([{ stale: false }]);
    await expectStatus(admin.post(further, { paidOn: formatDashed(paidDay), amount: stillDue / 100 }), 200);
    const paid = await dayReport();
    // Its VAT the VAT inside it, the supplementary invoice's.
    const [{ vat_pence: supplementVat }] = await sql<{ vat_pence: number }>(t, 'select vat_pence from booking_document where id = ?', [due.supplements[0].id]);
    expect({ gross: paid.totals.gross - before.totals.gross, vat: paid.totals.vat - before.totals.vat }).toEqual({ gross: stillDue, vat: supplementVat });

    // The latest payment is voided first: the payment is refused while the further payment stands.
    const voidPayment = `/api/admin/partner-invoices/${invoice.id}/payment/void`;
    expect((await expectStatus(admin.post(voidPayment, { reason: 'Wrong bank line' }), 409)).body).toMatchObject({ message: expect.stringContaining('void the further payment first') });
    const voidFurther = `/api/admin/partner-invoices/${invoice.id}/further-payment/void`;
    expect(Object.keys(((await expectStatus(admin.post(voidFurther, { reason: ' ' }), 422)).body as { errors: object }).errors)).toEqual(['reason']);
    await expectStatus(admin.post('/api/admin/partner-invoices/999999/further-payment/void', { reason: 'Wrong bank line' }), 404);
    expect(await countRows(t, 'partner_invoice_further_payment', 'document_id = ?', [invoice.id])).toBe(1);
    // Ten at once: one voids it, nine find none; still due again, the report of its day without it, the payment kept.
    const voids = await Promise.all(Array.from({ length: 10 }, () => admin.post(voidFurther, { reason: 'Wrong bank line' })));
    expect(voids.map((answer) => answer.status).sort()).toEqual([200, ...Array<number>(9).fill(409)]);
    const voided = voids.find((answer) => answer.status === 200)!.body as PartnerInvoiceView;
    expect(voided).toMatchObject({ payment: { paidOn: dashedToday, amountPence: 3645 }, stillDuePence: stillDue, furtherPayments: [], voids: [{ paidOn: formatDashed(paidDay), amountPence: stillDue, further: true, reason: 'Wrong bank line' }] });
    expect(await countRows(t, 'partner_invoice_payment_void', 'document_id = ?', [invoice.id])).toBe(1);
    expect((await dayReport()).totals).toMatchObject({ gross: before.totals.gross, vat: before.totals.vat });
    // Then the payment itself: unpaid, the whole due with the supplementary invoice, recorded again as one payment.
    const unpaid = (await expectStatus(admin.post(voidPayment, { reason: 'Paid in one go' }), 200)).body as PartnerInvoiceView;
    expect(unpaid).toMatchObject({ payment: null, stillDuePence: 0, duePence: 3645 + stillDue });
    expect(unpaid.voids.map((row) => row.further)).toEqual([true, false]);
    await expectStatus(admin.post(further, { paidOn: dashedToday, amount: stillDue / 100 }), 409);
    await expectStatus(admin.post(`/api/admin/partner-invoices/${invoice.id}/payment`, { paidOn: dashedToday, amount: (3645 + stillDue) / 100 }), 200);
  });

  it('a cancellation after a change credits what the partner is billed for the booking: its line and its change', async () => {
    const partner = await aPartner();
    const reference = await onAccount(partner, 'Cy Changed');
    await confirmedLastMonth(reference);
    await expectStatus(issue(partner), 200);
    const fewer = { collectionDate: londonDate(2), nights: 2, locationId: point, items: [{ code: 'SS', amount: 1 }], reason: 'Guest phoned' };
    await expectStatus(admin.post(`/api/admin/bookings/${reference}/change`, fewer), 200);
    await eventually(() => invoicesOf(partner), (invoices) => invoices[0]?.credits.length === 1, 20_000);
    await expectStatus(admin.post(`/api/admin/bookings/${reference}/cancel`, { reason: 'Guest cancelled', refund: 'none' }), 200);
    const [listed] = await eventually(() => invoicesOf(partner), (invoices) => invoices[0]?.credits.length === 2, 20_000);
    expect(listed.duePence).toBe(0);
    expect(listed.credits.map((credit) => credit.cause)).toEqual(['changed', 'cancelled']);
    const documents = await sql<{ vat_pence: number }>(t, 'select vat_pence from booking_document where partner_id = ?', [partner.view.id]);
    expect(documents.reduce((sum, document) => sum + document.vat_pence, 0)).toBe(0);
  });
});

describe('money owed to the partner', () => {
  it('after a credit note on a paid invoice, is shown and paid back once (ten at once: one), at most what is owed; the journal posts it to trade debtors and the reports count it as a refund on the day paid', async () => {
    const partner = await aPartner();
    const kept = await onAccount(partner, 'Opal Owed');
    const cancelled = await onAccount(partner, 'Carl Credited');
    for (const reference of [kept, cancelled]) await confirmedLastMonth(reference);
    const invoice = (await expectStatus(issue(partner), 200)).body as PartnerInvoiceView;
    const url = `/api/admin/partner-invoices/${invoice.id}/refund`;
    // Unpaid, nothing is owed to the partner.
    await expectStatus(admin.post(url, { paidOn: dashedToday, amount: 1 }), 409);
    await expectStatus(admin.post(`/api/admin/partner-invoices/${invoice.id}/payment`, { paidOn: dashedToday, amount: 72.9 }), 200);
    await expectStatus(admin.post(`/api/admin/bookings/${cancelled}/cancel`, { reason: 'Guest cancelled', refund: 'none' }), 200);
    const [owing] = await eventually(() => invoicesOf(partner), (invoices) => invoices[0]?.credits.length === 1, 20_000);
    expect(owing).toMatchObject({ duePence: 3645, owedToPartnerPence: 3645, refunds: [] });
    expect((await admin.get(`/api/admin/partners/${partner.view.id}/invoices`).expect(200)).body).toEqual([owing]);

    const bad = await expectStatus(admin.post(url, { paidOn: '2026-11-01', amount: 'lots' }), 422);
    expect(Object.keys((bad.body as { errors: object }).errors).sort()).toEqual(['amount', 'paidOn']);
    expect((await expectStatus(admin.post(url, { paidOn: dashedToday, amount: 36.46 }), 422)).body).toMatchObject({ errors: { amount: ['The amount can be at most what is owed to the partner: £36.45.'] } });
    expect(Object.keys(((await expectStatus(admin.post(url, { paidOn: dashedToday, amount: 0 }), 422)).body as { errors: object }).errors)).toEqual(['amount']);
    expect(Object.keys(((await expectStatus(admin.post(url, { paidOn: londonDate(1), amount: 36.45 }), 422)).body as { errors: object }).errors)).toEqual(['paidOn']);
    expect(Object.keys(((await expectStatus(admin.post(url, { paidOn: londonDate(-40), amount: 36.45 }), 422)).body as { errors: object }).errors)).toEqual(['paidOn']);
    await expectStatus(admin.post('/api/admin/partner-invoices/999999/refund', { paidOn: dashedToday, amount: 36.45 }), 404);
    expect(await countRows(t, 'partner_invoice_refund', 'document_id = ?', [invoice.id])).toBe(0);

    const before = await todayReport();
    const answers = await Promise.all(Array.from({ length: 10 }, () => admin.post(url, { paidOn: dashedToday, amount: 36.45 })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, ...Array<number>(9).fill(409)]);
    expect(await countRows(t, 'partner_invoice_refund', 'document_id = ?', [invoice.id])).toBe(1);
    const [refunded] = await invoicesOf(partner);
    expect(refunded).toMatchObject({ owedToPartnerPence: 0, refunds: [{ paidOn: dashedToday, amountPence: 3645 }] });

    const after = await todayReport();
    // A refund of the credit note's amount, its VAT the credit note's.
    expect({ gross: after.totals.gross - before.totals.gross, refunds: after.totals.refunds - before.totals.refunds, vat: after.totals.vat - before.totals.vat }).toEqual({ gross: 0, refunds: 3645, vat: -607 });
    const atPoint = (await admin.get(`/api/admin/reports?from=${dashedToday}&to=${dashedToday}&locationId=${point}`).expect(200)).body as AdminReport;
    expect(atPoint.totals.refunds).toBeGreaterThanOrEqual(3645);
    const refundRows = (await journalRowsOf([invoice.number])).filter((row) => row[0].startsWith(`${invoice.number}-R`));
    expect(accountSum(refundRows, '610')).toBe(3645);
    expect(accountSum(refundRows, '877')).toBe(-3645);
  });
});

describe('a partner payment recorded by mistake', () => {
  it("is voided once, its reason kept (ten at once: one 200, nine 409); the invoice is unpaid again and the report of the day paid as it was", async () => {
    const partner = await aPartner();
    await confirmedLastMonth(await onAccount(partner, 'Vic Voided'));
    const invoice = (await expectStatus(issue(partner), 200)).body as PartnerInvoiceView;
    // Dated last month and paid three days ago: a day the reports have rolled up.
    await sql(t, 'update booking_document set issue_date = ?::date where id = ?', [lastMonthStart, invoice.id]);
    const paidDay = formatDashed(addDays(todayInLondon(), -3));
    const report = async () => (await admin.get(`/api/admin/reports?from=${paidDay}&to=${paidDay}&locationId=${point}`).expect(200)).body as AdminReport;
    const unpaid = await report();
    await expectStatus(admin.post(`/api/admin/partner-invoices/${invoice.id}/payment`, { paidOn: paidDay, amount: 36.45 }), 200);
    const paid = await report();
    expect(paid.totals.gross - unpaid.totals.gross).toBe(3645);

    const url = `/api/admin/partner-invoices/${invoice.id}/payment/void`;
    expect((await expectStatus(admin.post(url, { reason: '  ' }), 422)).body).toMatchObject({ errors: { reason: expect.any(Array) } });
    expect(Object.keys(((await expectStatus(admin.post(url, {}), 422)).body as { errors: object }).errors)).toEqual(['reason']);
    await expectStatus(admin.post('/api/admin/partner-invoices/999999/payment/void', { reason: 'Wrong invoice' }), 404);
    expect(await countRows(t, 'partner_invoice_payment', 'document_id = ?', [invoice.id])).toBe(1);

    const answers = await Promise.all(Array.from({ length: 10 }, () => admin.post(url, { reason: 'Recorded against the wrong invoice' })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, ...Array<number>(9).fill(409)]);
    const voided = answers.find((answer) => answer.status === 200)!.body as PartnerInvoiceView;
    expect(voided).toMatchObject({ payment: null, duePence: 3645, voids: [{ paidOn: paidDay, amountPence: 3645, voidedOn: dashedToday, voidedBy: expect.stringContaining(ADMIN.email), reason: 'Recorded against the wrong invoice' }] });
    expect(await countRows(t, 'partner_invoice_payment', 'document_id = ?', [invoice.id])).toBe(0);
    expect(await countRows(t, 'partner_invoice_payment_void', 'document_id = ?', [invoice.id])).toBe(1);
    expect(await sql(t, 'select paid_on from partner_invoice_booking where document_id = ?', [invoice.id])).toEqual([{ paid_on: null }]);
    const again = await report();
    expect({ gross: again.totals.gross, vat: again.totals.vat }).toEqual({ gross: unpaid.totals.gross, vat: unpaid.totals.vat });

    // Recorded again, on the right day: counted once more.
    await expectStatus(admin.post(`/api/admin/partner-invoices/${invoice.id}/payment`, { paidOn: paidDay, amount: 36.45 }), 200);
    expect((await report()).totals.gross).toBe(paid.totals.gross);
  });
});

describe('the monthly job', () => {
  it("issues, when the month is over, each partner's invoice of its bookings on account, and records next month's run", async () => {
    const partner = await aPartner();
    const reference = await onAccount(partner, 'Jules Job');
    const [row] = await sql<{ id: string; job_key: string; available_at: Date }>(
      t,
      `select id, job_key, available_at from outbox_event where name = 'PartnerInvoicingDue' and payload->>'month' = ?`,
      [thisMonthStart],
    );
    expect(new Date(row.available_at).toISOString()).toBe(invoicingDueAt(thisMonthStart).toISOString());
    // The month's end, brought forward: the run's wait cut short.
    await sql(t, 'update outbox_event set available_at = now(), published_at = null where id = ?', [row.id]);
    const [invoice] = await eventually(() => invoicesOf(partner), (invoices) => invoices.length === 1, 20_000);
    expect(invoice).toMatchObject({ month: THIS_MONTH, bookings: 1, grossPence: 3645 });
    expect((await pdfOf(`/api/partner/invoices/${invoice.id}.pdf`, partner.session)).join('\n')).toContain(reference);
    const next = nextMonthStart(thisMonthStart);
    const [scheduled] = await eventually(
      () => sql<{ available_at: Date }>(t, `select available_at from outbox_event where name = 'PartnerInvoicingDue' and payload->>'month' = ?`, [next]),
      (rows) => rows.length === 1,
      20_000,
    );
    expect(new Date(scheduled.available_at).toISOString()).toBe(invoicingDueAt(next).toISOString());
    if (queue) expect(await eventually(() => queue!.getJobState(`outbox-${row.job_key}-invoicing-issue-partner-invoices`), (state) => state === 'completed', 20_000)).toBe('completed');
  });
});

describe('a booking on account moved because its point closed, after its month was invoiced', () => {
  it('moves free of charge: no card, and the partner billed as before (no document)', async () => {
    const partner = await aPartner();
    const day = londonDate(9);
    const email = `moved.${process.pid}.${counter}@example.com`;
    const reference = await onAccount(partner, 'Mo Moved', email, day);
    await confirmedLastMonth(reference);
    await expectStatus(issue(partner), 200);
    const documents = await countRows(t, 'booking_document', 'partner_id = ?', [partner.view.id]);
    await expectStatus(admin.post(`/api/admin/locations/${point}/closed-today`, { date: day, note: 'Staff illness' }), 200);
    const mail = await smtp.waitFor((m) => m.to.includes(email) && m.subject.includes(reference) && /closed/.test(m.subject));
    const token = /luggage\.example\/manage\/([^\s"<?/]+)/.exec(mail.text)![1];
    const moved = (await expectStatus(new HttpSession(t).post(`/api/manage/${token}/closure-offer`, { choice: 'move' }), 200)).body as { total: number; paid: number; location: { id: number } };
    expect(moved).toMatchObject({ total: 36.45, paid: 0 });
    expect(moved.location.id).not.toBe(point);
    const [{ id }] = await sql<{ id: number }>(t, 'select id from booking where reference = ?', [reference]);
    await eventually(() => sql(t, `select 1 from outbox_event where name = 'BookingChanged' and payload->>'bookingId' = ? and published_at is not null`, [String(id)]), (rows) => rows.length > 0, 20_000);
    expect(await t.app.get(PartnerInvoiceAdjustments).adjustChanged(id)).toBe(0);
    expect(await countRows(t, 'booking_document', 'partner_id = ?', [partner.view.id])).toBe(documents);
    for (const table of ['booking_payment', 'refund', 'booking_change']) expect(await countRows(t, table, 'booking_id = ?', [id])).toBe(0);
  });
});
