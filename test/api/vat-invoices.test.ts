// VAT (issue 41, part 2): the admin's VAT settings; each payment's invoice and each refund's credit note, issued after
// the money moved, numbered without gaps; the PDF a customer downloads by the manage link; company details that
// reissue the invoice; receipts without a VAT number.
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { BookingDocumentView, ChangeBookingResult, ChangeQuote, DocumentLine, ManageInvoiceView, VatSettings } from '@luggage/contracts';
import { adminSession, createAdminTestApp } from '../support/admin.js';
import { aBookingRequest, aPaymentIntentRequest, demoCatalog, londonDate, sql } from '../support/booking-builders.js';
import { eventsHandled } from '../support/events-handled.js';
import { HttpSession } from '../support/http-session.js';
import { bookAndPay, manageView, type PaidBooking, payWithCard, sameBooking, settledRefunds } from '../support/lifecycle.js';
import { pdfText } from '../support/pdf-text.js';
import { startSmtpCatcher, type SmtpCatcher } from '../support/smtp-catcher.js';
import { eventually, type TestApp } from '../support/test-app.js';

jest.setTimeout(240_000);

let smtp: SmtpCatcher;
let t: TestApp;
let admin: HttpSession;
let bristol: number;

const SUPPLIER: VatSettings = { vatNumber: 'GB123456789', ratePercent: 20, legalName: 'Bristol & Bath Luggage Ltd', address: '1 Temple Gate, Bristol BS1 6PL' };

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await createAdminTestApp({ env: { SMTP_URL: smtp.url } });
  admin = await adminSession(t);
  bristol = (await demoCatalog(t)).bristolBusStation;
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

interface DocumentRow {
  id: number;
  kind: string;
  reason: string;
  document_number: string;
  number: number;
  series: string;
  refers_to: string | null;
  company_name: string | null;
  supplier_vat_number: string | null;
  net_pence: number;
  vat_pence: number;
  gross_pence: number;
  lines: DocumentLine[];
}

async function documentsOf(reference: string): Promise<DocumentRow[]> {
  return sql<DocumentRow>(
    t,
    `select d.id, d.kind, d.reason, d.document_number, d.number, d.series, r.document_number as refers_to, d.company_name, d.supplier_vat_number,
            d.net_pence, d.vat_pence, d.gross_pence, d.lines
       from booking_document d left join booking_document r on r.id = d.refers_to_id where d.booking_reference = ? order by d.id`,
    [reference],
  );
}

/** Waits for the booking to have `count` documents (the job after the payment or the refund ran). */
async function documentsWhen(reference: string, count: number): Promise<DocumentRow[]> {
  const found = await eventually(() => documentsOf(reference), (rows) => rows.length >= count, 30_000);
  expect(found).toHaveLength(count);
  return found;
}

async function setVat(settings: VatSettings): Promise<void> {
  const response = await admin.put('/api/admin/vat', settings);
  expect(response.status).toBe(200);
}

/** A PDF answer's bytes and the words drawn on it; `as` the session that asks (a visitor without one). */
async function pdfOf(path: string, as?: HttpSession): Promise<{ bytes: Buffer; text: string[] }> {
  const response = await (as ? as.get(path) : t.request().get(path)).buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });
  expect(response.status).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  const bytes = response.body as Buffer;
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return { bytes, text: pdfText(bytes) };
}

const vatOf = (gross: number, rate: number) => gross - Math.sign(gross) * Math.round((Math.abs(gross) * 100) / (100 + rate));

describe('the VAT settings', () => {
  it('start unregistered at 20 %, refuse bad input by field changing nothing, and keep what an admin saves', async () => {
    expect((await admin.get('/api/admin/vat')).body).toEqual({ vatNumber: null, ratePercent: 20, legalName: '', address: '' });
    const bad = await admin.put('/api/admin/vat', { vatNumber: 'GB12345', ratePercent: 120, legalName: ' ', address: 'x'.repeat(301) });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({
      vatNumber: ['The VAT number must be GB followed by 9 or 12 digits, like GB123456789.'],
      ratePercent: ['The VAT rate must be between 0 and 100.'],
      legalName: ['The legal name field is required.'],
      address: ['The address must not be longer than 300 characters.'],
    });
    const wrongTypes = await admin.put('/api/admin/vat', { vatNumber: 123456789, ratePercent: 'twenty', legalName: 5, address: null });
    expect(wrongTypes.status).toBe(422);
    expect(Object.keys(wrongTypes.body.errors).sort()).toEqual(['address', 'legalName', 'ratePercent', 'vatNumber']);
    expect((await admin.get('/api/admin/vat')).body).toEqual({ vatNumber: null, ratePercent: 20, legalName: '', address: '' });

    await setVat({ ...SUPPLIER, vatNumber: 'gb 123 456 789' });
    expect((await admin.get('/api/admin/vat')).body).toEqual(SUPPLIER);
  });
});

describe("a paid booking's invoice", () => {
  let booked: PaidBooking;
  let invoice: DocumentRow;

  beforeAll(async () => {
    await setVat(SUPPLIER);
    booked = await bookAndPay(t, bristol, { email: 'invoice.customer@example.com' });
    [invoice] = await documentsWhen(booked.reference, 1);
  });

  it("is a VAT invoice of the booking's price lines, split at 20 %, its VAT the whole payment's", () => {
    expect(invoice).toMatchObject({ kind: 'invoice', reason: 'payment', series: 'INV', supplier_vat_number: 'GB123456789' });
    expect(invoice.document_number).toBe(`INV-${String(invoice.number).padStart(6, '0')}`);
    // £45.00 at full price, £8.55 of discounts: £36.45 paid.
    expect(invoice.lines.map((line) => [line.description, line.grossPence])).toEqual([
      ['Storage, full price', 4500],
      ['Discount', -855],
    ]);
    // Each line on its own would round to £7.50 and -£1.42 of VAT, £6.08 in all; the £36.45 paid holds £6.07, which the
    // reports and a refund's credit note reckon with: the largest line carries the penny.
    expect(invoice.lines.map((line) => [line.vatRatePercent, line.netPence, line.vatPence])).toEqual([
      [20, 3751, 749],
      [20, -713, -142],
    ]);
    expect(invoice).toMatchObject({ gross_pence: 3645, vat_pence: vatOf(3645, 20), net_pence: 3645 - vatOf(3645, 20) });
    expect(vatOf(3645, 20)).toBe(607);
  });

  it('downloads from the manage link as a PDF that shows its number, supplier, lines and totals', async () => {
    const { text } = await pdfOf(`/api/manage/${booked.manageToken}/invoice.pdf`);
    expect(text).toEqual(expect.arrayContaining(['VAT invoice', `Number: ${invoice.document_number}`, `Booking reference: ${booked.reference}`, 'VAT number: GB123456789', 'Ann Example']));
    expect(text).toEqual(expect.arrayContaining(['Storage, full price', '£37.51', '£7.49', '£45.00', 'Discount', '-£7.13', '-£1.42', '-£8.55', 'Total', '£36.45', '£30.38', '£6.07']));
    const view = (await t.request().get(`/api/manage/${booked.manageToken}/invoice`)).body as ManageInvoiceView;
    expect(view).toEqual({ details: null, latest: { kind: 'invoice', number: invoice.document_number } });
  });

  it('opens right after a payment, issued on the spot when the job has not run yet, and once only', async () => {
    const paid = await bookAndPay(t, bristol, { email: 'right.after@example.com' });
    const { text } = await pdfOf(`/api/manage/${paid.manageToken}/invoice.pdf`);
    const [issued] = await documentsOf(paid.reference);
    expect(text).toContain(`Number: ${issued.document_number}`);
    await eventsHandled(t, `name = 'BookingConfirmed' and payload->>'reference' = ?`, [paid.reference]);
    expect(await documentsOf(paid.reference)).toHaveLength(1);
  });

  it('is linked from the confirmation email, and the link needs no sign-in', async () => {
    const mail = await smtp.waitFor((caught) => caught.subject === `Booking confirmed: ${booked.reference}` && caught.to.includes('invoice.customer@example.com'), 60_000);
    expect(mail.text).toContain('Your invoice (PDF): ');
    expect(mail.html).toContain('Download your invoice (PDF)');
    const link = new RegExp(`https?://[^\\s"]+/api/manage/${booked.manageToken}/invoice\\.pdf`).exec(mail.text)?.[0];
    expect(link).toBeDefined();
    const { text } = await pdfOf(new URL(link!).pathname);
    expect(text).toContain(`Number: ${invoice.document_number}`);
  });

  it('is listed on the admin booking page, each document downloadable by id', async () => {
    const listed = await admin.get(`/api/admin/bookings/${booked.reference}/documents`);
    expect(listed.status).toBe(200);
    expect(listed.body as BookingDocumentView[]).toEqual([
      expect.objectContaining({ id: invoice.id, kind: 'invoice', number: invoice.document_number, grossPence: 3645, vatPence: 607, netPence: 3038, refersTo: null, cancelledBy: null }),
    ]);
    const { text } = await pdfOf(`/api/admin/documents/${invoice.id}.pdf`, admin);
    expect(text).toContain(`Number: ${invoice.document_number}`);
    expect((await admin.get('/api/admin/documents/99999999.pdf')).status).toBe(404);
  });

  it('is followed by a credit note referring to it when a refund is made', async () => {
    const refunded = await admin.post(`/api/admin/bookings/${booked.reference}/refund`, { amount: 5.5, reason: 'Late at the desk' });
    expect(refunded.status).toBe(200);
    await settledRefunds(t, booked.reference, 1);
    const [, credit] = await documentsWhen(booked.reference, 2);
    expect(credit).toMatchObject({ kind: 'credit_note', reason: 'refund', series: 'CN', refers_to: invoice.document_number, gross_pence: -550, vat_pence: -92, net_pence: -458 });
    const { text } = await pdfOf(`/api/manage/${booked.manageToken}/invoice.pdf`);
    expect(text).toEqual(expect.arrayContaining(['Credit note', `Number: ${credit.document_number}`, `Refers to invoice ${invoice.document_number}`, 'Refund', '-£5.50']));
  });
});

describe("a dearer change's payment", () => {
  it('gets an invoice of its own, one line of the difference paid', async () => {
    await setVat(SUPPLIER);
    const booked = await bookAndPay(t, bristol, { email: 'dearer.change@example.com' });
    const [first] = await documentsWhen(booked.reference, 1);
    const dearer = sameBooking(await manageView(t, booked.manageToken), { nights: 3 });
    const quote = (await booked.browser.post(`/api/manage/${booked.manageToken}/change-quote`, dearer)).body as ChangeQuote;
    const asked = (await booked.browser.post(`/api/manage/${booked.manageToken}/change`, { ...dearer, expectedDifference: quote.difference })).body as ChangeBookingResult;
    if (asked.outcome !== 'payment_required') throw new Error('expected a payment');
    await payWithCard(booked.browser, asked.clientSecret);
    expect((await booked.browser.post(`/api/manage/${booked.manageToken}/changes/${asked.changeId}/confirm`, {})).status).toBe(200);
    const [, change] = await documentsWhen(booked.reference, 2);
    const paid = Math.round(quote.payNow * 100);
    expect(change).toMatchObject({ kind: 'invoice', reason: 'payment', gross_pence: paid, vat_pence: vatOf(paid, 20) });
    expect(change.lines.map((line) => line.description)).toEqual(['Change to your booking']);
    expect(change.number).toBeGreaterThan(first.number);
    expect((await documentsOf(booked.reference))[0]).toMatchObject({ id: first.id, gross_pence: 3645 });
  });
});

describe('company details', () => {
  it('are refused by field when bad, changing nothing', async () => {
    const booked = await bookAndPay(t, bristol, { email: 'bad.details@example.com' });
    await documentsWhen(booked.reference, 1);
    const bad = await booked.browser.put(`/api/manage/${booked.manageToken}/invoice-details`, { companyName: '  ', companyAddress: 'x'.repeat(301), vatNumber: 'not a number!' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({
      companyName: ["Please enter the company's name."],
      companyAddress: ["The company's address must be 300 characters or fewer."],
      vatNumber: ['Please enter a VAT number like GB123456789: two letters, then letters or digits.'],
    });
    const wrongTypes = await booked.browser.put(`/api/manage/${booked.manageToken}/invoice-details`, { companyName: 7, companyAddress: ['a'], vatNumber: 12 });
    expect(wrongTypes.status).toBe(422);
    expect(Object.keys(wrongTypes.body.errors).sort()).toEqual(['companyAddress', 'companyName', 'vatNumber']);
    expect(await documentsOf(booked.reference)).toHaveLength(1);
    expect((await booked.browser.put('/api/manage/no-such-link/invoice-details', { companyName: 'Acme', companyAddress: 'Here', vatNumber: null })).status).toBe(404);
  });

  it('reissue the invoice: a credit note cancels it and a new invoice names the company; the same details again change nothing', async () => {
    const booked = await bookAndPay(t, bristol, { email: 'company@example.com' });
    const [first] = await documentsWhen(booked.reference, 1);
    const details = { companyName: 'Acme Widgets Ltd', companyAddress: '2 Acme Road, Bath BA1 1AA', vatNumber: 'fr 123 456 789 01' };
    const saved = await booked.browser.put(`/api/manage/${booked.manageToken}/invoice-details`, details);
    expect(saved.status).toBe(200);
    const [, credit, reissued] = await documentsOf(booked.reference);
    expect(credit).toMatchObject({ kind: 'credit_note', reason: 'reissue', refers_to: first.document_number, gross_pence: -3645, vat_pence: -607, net_pence: -3038 });
    expect(reissued).toMatchObject({ kind: 'invoice', reason: 'reissue', company_name: 'Acme Widgets Ltd', gross_pence: 3645, vat_pence: 607 });
    expect(saved.body).toEqual({ details: { ...details, vatNumber: 'FR12345678901' }, latest: { kind: 'invoice', number: reissued.document_number } });
    const { text } = await pdfOf(`/api/manage/${booked.manageToken}/invoice.pdf`);
    expect(text).toEqual(expect.arrayContaining([`Number: ${reissued.document_number}`, 'Acme Widgets Ltd', '2 Acme Road, Bath BA1 1AA', 'VAT number: FR12345678901', 'Ann Example']));

    expect((await booked.browser.put(`/api/manage/${booked.manageToken}/invoice-details`, details)).status).toBe(200);
    expect(await documentsOf(booked.reference)).toHaveLength(3);
  });

  it('given ten times at once, reissue once', async () => {
    const booked = await bookAndPay(t, bristol, { email: 'ten.at.once@example.com' });
    await documentsWhen(booked.reference, 1);
    const details = { companyName: 'Ten Times Ltd', companyAddress: '10 Downing Street, London SW1A 2AA', vatNumber: 'GB987654321' };
    const answers = await Promise.all(Array.from({ length: 10 }, () => booked.browser.put(`/api/manage/${booked.manageToken}/invoice-details`, details)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    expect((await documentsOf(booked.reference)).map((row) => [row.kind, row.reason])).toEqual([
      ['invoice', 'payment'],
      ['credit_note', 'reissue'],
      ['invoice', 'reissue'],
    ]);
  });

  it("draw a Chinese booking's invoice with an embedded CJK font", async () => {
    await setVat(SUPPLIER);
    const booked = await bookAndPay(t, bristol, { email: 'chinese@example.com' });
    await documentsWhen(booked.reference, 1);
    await sql(t, `update booking set language = 'zh-Hans' where reference = ?`, [booked.reference]);
    const saved = await booked.browser.put(`/api/manage/${booked.manageToken}/invoice-details`, { companyName: '示例有限公司', companyAddress: '上海市', vatNumber: null });
    expect(saved.status).toBe(200);
    const [, , reissued] = await documentsOf(booked.reference);
    const { bytes, text } = await pdfOf(`/api/manage/${booked.manageToken}/invoice.pdf`);
    expect(bytes.toString('latin1')).toMatch(/\/FontName \/[A-Z]{6}\+NotoSansSC/);
    // The words are Chinese; the lines keep the descriptions they were first issued with (in English, before the switch).
    expect(text).toEqual(expect.arrayContaining(['增值税发票', `编号: ${reissued.document_number}`, '示例有限公司', '上海市', '含税金额', '总计', '£36.45']));
  });
});

describe('without a VAT number', () => {
  it('issues receipts that say they are not VAT invoices, with no VAT', async () => {
    await setVat({ ...SUPPLIER, vatNumber: null });
    try {
      const booked = await bookAndPay(t, bristol, { email: 'receipt@example.com' });
      const [receipt] = await documentsWhen(booked.reference, 1);
      expect(receipt).toMatchObject({ kind: 'receipt', series: 'INV', supplier_vat_number: null, gross_pence: 3645, vat_pence: 0, net_pence: 3645 });
      const { text } = await pdfOf(`/api/manage/${booked.manageToken}/invoice.pdf`);
      expect(text).toEqual(expect.arrayContaining(['Receipt', `Number: ${receipt.document_number}`, 'This is a receipt, not a VAT invoice: no VAT is charged.']));
      expect(text).not.toContain('VAT invoice');
      const mail = await smtp.waitFor((caught) => caught.subject === `Booking confirmed: ${booked.reference}`, 60_000);
      expect(mail.text).toContain(`Your receipt (PDF): `);
      expect(mail.html).toContain('Download your receipt (PDF)');
      expect(mail.text).not.toContain('invoice (PDF)');
    } finally {
      await setVat(SUPPLIER);
    }
  });

  it('names the receipt a receipt in the language of the booking', async () => {
    await setVat({ ...SUPPLIER, vatNumber: null });
    try {
      const browser = new HttpSession(t).speaks('fr');
      const request = aPaymentIntentRequest(bristol, { collectionDate: londonDate(5), email: 'recu@example.com' });
      const secret = (await browser.post('/api/stripe-payment-intent', request)).body as string;
      await payWithCard(browser, secret);
      expect((await browser.post('/api/booking', aBookingRequest(request, secret))).status).toBe(200);
      const mail = await smtp.waitFor((caught) => caught.to.includes('recu@example.com'), 60_000);
      expect(mail.text).toContain('Votre reçu (PDF) : ');
      expect(mail.text).not.toContain('facture (PDF)');
    } finally {
      await setVat(SUPPLIER);
    }
  });
});

describe('before an admin sets the business’s details', () => {
  it('names the trading name and address the site shows as the supplier, never an empty block', async () => {
    const { company } = (await t.request().get('/api/get-data')).body as { company: { name: string; address: string } };
    // As the migration left it: no VAT number, no legal name, no address.
    await sql(t, `update vat_settings set vat_number = null, legal_name = '', address = '' where id = 1`);
    try {
      const booked = await bookAndPay(t, bristol, { email: 'early.bird@example.com' });
      const [receipt] = await documentsWhen(booked.reference, 1);
      const [stored] = await sql<{ supplier_legal_name: string; supplier_address: string }>(t, 'select supplier_legal_name, supplier_address from booking_document where id = ?', [receipt.id]);
      expect(stored).toEqual({ supplier_legal_name: company.name, supplier_address: company.address });
      // A document issued before this fallback, its supplier stored empty, is drawn with the trading name too.
      await sql(t, `update booking_document set supplier_legal_name = '', supplier_address = '' where id = ?`, [receipt.id]);
      const { text } = await pdfOf(`/api/manage/${booked.manageToken}/invoice.pdf`);
      expect(text).toEqual(expect.arrayContaining(['From', company.name, company.address]));
      const byAdmin = await pdfOf(`/api/admin/documents/${receipt.id}.pdf`, admin);
      expect(byAdmin.text).toEqual(expect.arrayContaining([company.name, company.address]));
    } finally {
      await setVat(SUPPLIER);
    }
  });
});

describe('the numbers', () => {
  it('of 20 payments at once run on without a gap or a number twice', async () => {
    const before = await sql<{ n: number }>(t, `select count(*)::int as n from booking_document where series = 'INV'`);
    const paid = await Promise.all(
      Array.from({ length: 20 }, (_, i) => bookAndPay(t, bristol, { email: `burst${i}@example.com`, collectionDate: londonDate(6 + (i % 5)) })),
    );
    await Promise.all(paid.map((booked) => documentsWhen(booked.reference, 1)));
    const numbers = (await sql<{ number: number }>(t, `select number from booking_document where series = 'INV' order by number`)).map((row) => row.number);
    expect(numbers).toHaveLength(before[0].n + 20);
    expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, i) => i + 1));
    const credits = (await sql<{ number: number }>(t, `select number from booking_document where series = 'CN' order by number`)).map((row) => row.number);
    expect(credits).toEqual(Array.from({ length: credits.length }, (_, i) => i + 1));
  });
});
