// The admin's revenue report (GET /api/admin/reports) against the ledger: a month of bookings made through the app
// (the offline test card), a dearer change paid, a cheaper change refunded, a cancellation refunded the next month, a
// declined card and a refund that failed; their ledger rows are then moved onto days of a past month (as if made
// then), and every total and row must equal the ledger's rows summed here, on their own, to the penny.
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import {
  addDays,
  type AdminReport,
  type CalendarDate,
  type ChangeBookingResult,
  type ChangeQuote,
  formatDashed,
  formatIso,
  type GetDataResponse,
  paymentIntentIdFromSecret,
  periodsOf,
  type ReportPeriod,
  todayInLondon,
} from '@luggage/contracts';
import { adminSession, createAdminTestApp } from '../support/admin.js';
import { aPaymentIntentRequest, demoCatalog, sql } from '../support/booking-builders.js';
import { dayStayRequest } from '../support/day-stays.js';
import { HttpSession } from '../support/http-session.js';
import { bookAndPay, CARDS, manageView, type PaidBooking, payWithCard, sameBooking, settledRefunds } from '../support/lifecycle.js';
import type { TestApp } from '../support/test-app.js';

jest.setTimeout(180_000);

let t: TestApp;
let admin: HttpSession;
let catalog: GetDataResponse;
const point: Record<string, number> = {};
const city: Record<string, number> = {};

/** The month reported: the one that began three months before this one. */
const today = todayInLondon();
const monthStart: CalendarDate = today.month > 3 ? { year: today.year, month: today.month - 3, day: 1 } : { year: today.year - 1, month: today.month + 9, day: 1 };
const nextMonthStart: CalendarDate = monthStart.month === 12 ? { year: monthStart.year + 1, month: 1, day: 1 } : { ...monthStart, month: monthStart.month + 1 };
const monthEnd = addDays(nextMonthStart, -1);
const nextMonthEnd = addDays(nextMonthStart.month === 12 ? { year: nextMonthStart.year + 1, month: 1, day: 1 } : { ...nextMonthStart, month: nextMonthStart.month + 1 }, -1);
const dayOf = (n: number) => addDays(monthStart, n - 1);

const booked: Record<string, PaidBooking> = {};
/** Amounts known from the app's answers, in pence. */
const known = { dearerDifference: 0, dayStay: 0 };

beforeAll(async () => {
  t = await createAdminTestApp();
  admin = await adminSession(t);
  // A VAT-registered business: its prices hold VAT at 20 % (without a number it charges none: the last test).
  expect((await admin.put('/api/admin/vat', { vatNumber: 'GB123456789', ratePercent: 20, legalName: 'Bags Ltd', address: '1 Quay Street, Bristol BS1 4DJ' })).status).toBe(200);
  catalog = (await demoCatalog(t)).data;
  for (const c of catalog.collection_cities) {
    city[c.city] = c.id;
    for (const location of c.get_locations) point[location.Location] = location.id;
  }
  await buildTheMonth();
});
afterAll(async () => {
  await t?.close();
});

/** London wall-clock `time` on `day` as a timestamp the ledger's columns take. */
const at = (day: CalendarDate, time = '12:00') => `(date '${formatIso(day)}' + time '${time}') at time zone 'Europe/London'`;

async function moveBooking(reference: string, day: CalendarDate, time = '12:00'): Promise<void> {
  const [{ id }] = await sql<{ id: number }>(t, 'select id from booking where reference = ?', [reference]);
  await sql(t, `update booking set confirmed_at = ${at(day, time)}, created_at = ${at(day, time)} where id = ?`, [id]);
  await sql(t, `update booking_payment set created_at = ${at(day, time)} where booking_id = ? and purpose = 'booking'`, [id]);
}

async function moveChangePayment(reference: string, day: CalendarDate): Promise<void> {
  await sql(t, `update booking_payment set created_at = ${at(day)} where purpose = 'change' and booking_id = (select id from booking where reference = ?)`, [reference]);
}

async function moveRefunds(reference: string, day: CalendarDate): Promise<void> {
  await sql(t, `update refund set created_at = ${at(day)}, updated_at = ${at(day)} where booking_id = (select id from booking where reference = ?)`, [reference]);
}

async function post<T>(path: string, body: object, session: HttpSession = new HttpSession(t)): Promise<T> {
  const response = await session.post(path, body);
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}: ${JSON.stringify(response.body)}`);
  return response.body as T;
}

async function buildTheMonth(): Promise<void> {
  const bus = point['Bristol Bus Station'];
  // A: two nights at Bristol Bus Station (£36.45), paid at 23:30 London on the month's last day.
  booked.a = await bookAndPay(t, bus);
  await moveBooking(booked.a.reference, monthEnd, '23:30');
  // B: two nights at Temple Meads, then a third night paid as a dearer change.
  booked.b = await bookAndPay(t, point['Bristol Temple Meads Station']);
  const dearer = sameBooking(await manageView(t, booked.b.manageToken), { nights: 3 });
  const quote = await post<ChangeQuote>(`/api/manage/${booked.b.manageToken}/change-quote`, dearer);
  const change = await post<ChangeBookingResult>(`/api/manage/${booked.b.manageToken}/change`, { ...dearer, expectedDifference: quote.difference });
  if (change.outcome !== 'payment_required') throw new Error('expected a payment for the dearer change');
  await payWithCard(booked.b.browser, change.clientSecret);
  await post(`/api/manage/${booked.b.manageToken}/changes/${change.changeId}/confirm`, {});
  known.dearerDifference = Math.round(quote.payNow * 100);
  await moveBooking(booked.b.reference, dayOf(5));
  await moveChangePayment(booked.b.reference, dayOf(9));
  // C: Bristol Bus Station, given back at Bath Spa Station for the return fee (£15).
  booked.c = await bookAndPay(t, bus, { giveBack: { kind: 'other_point', locationId: point['Bath Spa Station'] }, totalCost: 51.45 });
  await moveBooking(booked.c.reference, dayOf(10));
  // D: a same-day stay at Bath Bus Station.
  const day = dayStayRequest(catalog, point['Bath Bus Station'], 2, 7, { dropOffTime: '11:00', pickUpTime: '17:00' });
  booked.d = await bookAndPay(t, point['Bath Bus Station'], day);
  known.dayStay = Math.round(day.totalCost * 100);
  await moveBooking(booked.d.reference, dayOf(12));
  // E: Bristol Bus Station, changed to one bag: £18.45 refunded the next day.
  booked.e = await bookAndPay(t, bus);
  const cheaper = sameBooking(await manageView(t, booked.e.manageToken), { items: [{ code: 'SS', amount: 1 }] });
  await post(`/api/manage/${booked.e.manageToken}/change`, { ...cheaper, expectedDifference: -18.45 });
  await settledRefunds(t, booked.e.reference, 1);
  await moveBooking(booked.e.reference, dayOf(15));
  await moveRefunds(booked.e.reference, dayOf(16));
  // F: Bath Spa Station, cancelled by the operator with a full refund made the next month.
  booked.f = await bookAndPay(t, point['Bath Spa Station']);
  await post(`/api/admin/bookings/${booked.f.reference}/cancel`, { reason: 'Station closed', refund: 'full' }, admin);
  await settledRefunds(t, booked.f.reference, 1);
  await moveBooking(booked.f.reference, dayOf(20));
  await moveRefunds(booked.f.reference, addDays(nextMonthStart, 1));
  // H: Bristol Bus Station, paid with the card whose refunds fail; the operator's £10 refund fails.
  booked.h = await bookAndPay(t, bus, {}, CARDS.refundFails);
  await post(`/api/admin/bookings/${booked.h.reference}/refund`, { amount: 10, reason: 'Late at the desk' }, admin);
  expect(await settledRefunds(t, booked.h.reference, 1)).toMatchObject([{ state: 'failed' }]);
  await moveBooking(booked.h.reference, dayOf(22));
  await moveRefunds(booked.h.reference, dayOf(23));
  // G: a declined card: no payment, no booking made.
  const declined = new HttpSession(t);
  const request = aPaymentIntentRequest(bus, { email: 'declined@example.com' });
  const secret = (await declined.post('/api/stripe-payment-intent', request)).body as string;
  const paid = await declined.post(`/api/test-payments/${paymentIntentIdFromSecret(secret)}/confirm`, { clientSecret: secret, cardNumber: '4000 0000 0000 0002', expiry: '12 / 34', cvc: '123' });
  expect((paid.body as { status: string }).status).not.toBe('succeeded');
  // L: last year's same month, one booking at Bristol Bus Station.
  booked.l = await bookAndPay(t, bus);
  await moveBooking(booked.l.reference, { ...dayOf(3), year: monthStart.year - 1 });
}

async function report(query: Record<string, string | number>): Promise<AdminReport> {
  const response = await admin.get(`/api/admin/reports?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`);
  if (response.status !== 200) throw new Error(`reports answered ${response.status}: ${JSON.stringify(response.body)}`);
  return response.body as AdminReport;
}

interface Money {
  gross: number;
  refunds: number;
  net: number;
  vat: number;
  bookings: number;
}

/** The VAT inside an amount at 20 %, reckoned here on its own (in whole numbers, so 3037.5 is exactly half). */
const vatOf = (pence: number) => pence - Math.round((pence * 10) / 12);

/** The ledger's own rows, each on its London day: payments taken, refunds that succeeded, bookings paid. */
async function ledgerDays(points: number[] | null): Promise<Map<string, Money>> {
  const where = points ? `and b.location_id in (${points.join(',')})` : '';
  const payments = await sql<{ at: Date; amount_pence: number }>(t, `select p.created_at as at, p.amount_pence from booking_payment p join booking b on b.id = p.booking_id where true ${where}`);
  const refunds = await sql<{ at: Date; amount_pence: number }>(t, `select r.updated_at as at, r.amount_pence from refund r join booking b on b.id = r.booking_id where r.state = 'succeeded' ${where}`);
  const bookings = await sql<{ at: Date }>(t, `select b.confirmed_at as at from booking b where b.confirmed_at is not null ${where}`);
  const days = new Map<string, Money>();
  const day = (when: Date) => {
    const key = formatIso(todayInLondon(new Date(when)));
    if (!days.has(key)) days.set(key, { gross: 0, refunds: 0, net: 0, vat: 0, bookings: 0 });
    return days.get(key)!;
  };
  for (const p of payments) Object.assign(day(p.at), { gross: day(p.at).gross + p.amount_pence, net: day(p.at).net + p.amount_pence, vat: day(p.at).vat + vatOf(p.amount_pence) });
  for (const r of refunds) Object.assign(day(r.at), { refunds: day(r.at).refunds + r.amount_pence, net: day(r.at).net - r.amount_pence, vat: day(r.at).vat - vatOf(r.amount_pence) });
  for (const b of bookings) day(b.at).bookings += 1;
  return days;
}

/** The ledger's days summed over each period of the range, as the report should show them. */
function expectedRows(days: Map<string, Money>, from: CalendarDate, to: CalendarDate, by: ReportPeriod) {
  return periodsOf(from, to, by).map(({ start, end }) => {
    const sum: Money = { gross: 0, refunds: 0, net: 0, vat: 0, bookings: 0 };
    for (let d = start; formatIso(d) <= formatIso(end); d = addDays(d, 1)) {
      const money = days.get(formatIso(d));
      if (money) for (const key of Object.keys(sum) as (keyof Money)[]) sum[key] += money[key];
    }
    return { period: formatDashed(start), periodEnd: formatDashed(end), ...sum };
  });
}

const sumOf = (rows: Money[]) => rows.reduce((s, r) => ({ gross: s.gross + r.gross, refunds: s.refunds + r.refunds, net: s.net + r.net, vat: s.vat + r.vat, bookings: s.bookings + r.bookings }), { gross: 0, refunds: 0, net: 0, vat: 0, bookings: 0 });
const month = { from: formatDashed(monthStart), to: formatDashed(monthEnd) };

describe('the month by day', () => {
  it('equals the ledger day by day and in total, to the penny, and the amounts known from the bookings', async () => {
    const answer = await report({ ...month, by: 'day' });
    const rows = expectedRows(await ledgerDays(null), monthStart, monthEnd, 'day');
    expect(answer.rows).toEqual(rows);
    expect(answer.totals).toEqual(sumOf(rows));
    // Seven bookings paid (A, B, C, D, E, F, H) and a dearer difference; E's £18.45 back on day 16; F's refund is next
    // month's; H's failed refund and G's declined card count nothing.
    const gross = 5 * 3645 + 5145 + known.dayStay + known.dearerDifference;
    expect(answer.totals).toEqual({ gross, refunds: 1845, net: gross - 1845, vat: answer.rows.reduce((s, r) => s + r.vat, 0), bookings: 7 });
    expect(answer.rows[15]).toMatchObject({ period: formatDashed(dayOf(16)), gross: 0, refunds: 1845, net: -1845, vat: -vatOf(1845), bookings: 0 });
    expect(answer.rows[8]).toMatchObject({ gross: known.dearerDifference, bookings: 0 });
    // Paid at 23:30 London on the last day: that day's, whatever UTC says.
    expect(answer.rows.at(-1)).toMatchObject({ period: month.to, gross: 3645, bookings: 1 });
    expect(answer).toMatchObject({ from: month.from, to: month.to, by: 'day', vatRatePercent: 20, cityId: null, locationId: null });
  });

  it('splits the gross by what was sold, refunds as a negative line, the lines adding up to the net', async () => {
    const answer = await report(month);
    const lines = Object.fromEntries(answer.bySold.map((line) => [line.kind, line.pence]));
    expect(lines).toEqual({
      storage_nights: 6 * 3645,
      storage_days: known.dayStay,
      collection: 0,
      delivery: 0,
      return_elsewhere: 1500,
      change_difference: known.dearerDifference,
      refunds: -1845,
    });
    expect(answer.bySold.reduce((sum, line) => sum + line.pence, 0)).toBe(answer.totals.net);
  });

  it("shows last year's same month beside it", async () => {
    const answer = await report({ ...month, by: 'day' });
    const lastFrom = { ...monthStart, year: monthStart.year - 1 };
    const lastTo = addDays({ ...nextMonthStart, year: nextMonthStart.year - 1 }, -1);
    expect(answer.lastYear).toMatchObject({ from: formatDashed(lastFrom), to: formatDashed(lastTo), totals: { gross: 3645, refunds: 0, net: 3645, vat: vatOf(3645), bookings: 1 } });
    expect(answer.lastYear.rows).toEqual(expectedRows(await ledgerDays(null), lastFrom, lastTo, 'day'));
    expect(answer.lastYear.rows[2]).toMatchObject({ gross: 3645 });
  });
});

describe('filters and periods', () => {
  it("counts a city's points and one point only", async () => {
    const bathPoints = [point['Bath Bus Station'], point['Bath Spa Station']];
    const bath = await report({ ...month, cityId: city.Bath });
    expect(bath.rows).toEqual(expectedRows(await ledgerDays(bathPoints), monthStart, monthEnd, 'day'));
    expect(bath.totals).toMatchObject({ gross: known.dayStay + 3645, refunds: 0, bookings: 2 });
    const spa = await report({ ...month, by: 'week', cityId: city.Bath, locationId: point['Bath Spa Station'] });
    expect(spa.totals).toMatchObject({ gross: 3645, refunds: 0, net: 3645, vat: vatOf(3645), bookings: 1 });
    expect(spa.bySold.find((line) => line.kind === 'storage_nights')?.pence).toBe(3645);
    expect(spa).toMatchObject({ cityId: city.Bath, locationId: point['Bath Spa Station'] });
  });

  it('buckets Monday-to-Sunday weeks and calendar months, the cancellation refunded in the next month', async () => {
    const days = await ledgerDays(null);
    const weeks = await report({ from: month.from, to: formatDashed(nextMonthEnd), by: 'week' });
    expect(weeks.rows).toEqual(expectedRows(days, monthStart, nextMonthEnd, 'week'));
    const months = await report({ from: month.from, to: formatDashed(nextMonthEnd), by: 'month' });
    expect(months.rows).toEqual(expectedRows(days, monthStart, nextMonthEnd, 'month'));
    expect(months.rows).toHaveLength(2);
    expect(months.rows[1]).toMatchObject({ period: formatDashed(nextMonthStart), gross: 0, refunds: 3645, net: -3645, bookings: 0 });
    expect(weeks.totals).toEqual(months.totals);
    expect(months.bySold.find((line) => line.kind === 'refunds')?.pence).toBe(-(1845 + 3645));
  });
});

describe('bad input and who may ask', () => {
  it('answers 422 by field and never a 500', async () => {
    const refused = async (query: string) => {
      const response = await admin.get(`/api/admin/reports?${query}`);
      expect(response.status).toBe(422);
      return response.body.errors as Record<string, string[]>;
    };
    expect(await refused('')).toEqual({ from: ['The start date field is required.'], to: ['The end date field is required.'] });
    expect(await refused('from=31-02-2026&to=yesterday')).toEqual({
      from: ['The date must be a real date written DD-MM-YYYY.'],
      to: ['The date must be a real date written DD-MM-YYYY.'],
    });
    expect(await refused('from=10-03-2026&to=09-03-2026')).toEqual({ to: ['The end date must not be before the start date.'] });
    expect(await refused('from=01-01-2026&to=02-01-2027&by=day')).toEqual({ to: ['The range must be at most 366 days for this period.'] });
    expect(await refused('from=01-01-2026&to=01-01-2026&by=year')).toEqual({ by: ['The period must be one of day, week, month.'] });
    expect(await refused('from=01-01-2026&to=01-01-2026&cityId=abc&locationId=-1')).toEqual({ cityId: ['The city must be a whole number.'], locationId: ['The location must be a whole number.'] });
    expect(await refused('from=01-01-2026&to=01-01-2026&cityId=99999')).toEqual({ cityId: ['The city is invalid.'] });
    expect(await refused(`from=01-01-2026&to=01-01-2026&cityId=${city.Bristol}&locationId=${point['Bath Spa Station']}`)).toEqual({ locationId: ['The location is invalid.'] });
    // A year by month is fine, and so is a long range by month.
    expect((await admin.get('/api/admin/reports?from=01-01-2022&to=31-12-2026&by=month')).status).toBe(200);
  });

  it('refuses a visitor (401) and a customer (403)', async () => {
    const query = `/api/admin/reports?from=${month.from}&to=${month.to}`;
    expect((await new HttpSession(t).get(query)).status).toBe(401);
    const customer = new HttpSession(t);
    await customer.post('/register', { name: 'Cara Customer', email: 'cara.reports@example.com', password: 'customer password 123', password_confirmation: 'customer password 123' });
    expect((await customer.get(query)).status).toBe(403);
  });

  it('answers ten identical requests alike', async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, () => report(month)));
    for (const answer of answers) expect(answer).toEqual(answers[0]);
  });
});

describe('a business without a VAT number', () => {
  // An ended day keeps the VAT it was rolled up with (docs/decisions.md, "Revenue reports"): the month sold while
  // registered keeps its VAT; what is sold once the number is gone carries none.
  it('charges no VAT from then on: the same money, VAT 0 and the rate 0; the days sold while registered keep theirs', async () => {
    const withVat = (await admin.get(`/api/admin/reports?from=${month.from}&to=${month.to}`)).body as AdminReport;
    expect((await admin.put('/api/admin/vat', { vatNumber: null, ratePercent: 20, legalName: 'Bags Ltd', address: '1 Quay Street, Bristol BS1 4DJ' })).status).toBe(200);
    const answer = (await admin.get(`/api/admin/reports?from=${month.from}&to=${month.to}`)).body as AdminReport;
    expect(answer).toMatchObject({ vatRatePercent: 0, totals: withVat.totals, rows: withVat.rows });
    await bookAndPay(t, point['Bristol Bus Station']);
    const todays = (await admin.get(`/api/admin/reports?from=${formatDashed(today)}&to=${formatDashed(today)}`)).body as AdminReport;
    expect(todays).toMatchObject({ vatRatePercent: 0, totals: { gross: 3645, refunds: 0, net: 3645, vat: 0, bookings: 1 } });
    expect(todays.rows.every((row) => row.vat === 0)).toBe(true);
  });
});
