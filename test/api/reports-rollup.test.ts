// The reports' rollup (ledger_day, ledger_day_point): ended London days are summed once per point and read from there,
// today is summed live. Bookings made through the app have their ledger rows moved onto days of a past month (as if
// made then), and every answer is held against the ledger's own sums over the same range (LedgerReport's live path,
// which the reports used before the rollup) to the penny: before and after the rollup exists, after a day is rolled up
// ten times at once, after a night was missed, after a later write changes a rolled-up day, and across a VAT change.
import { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { addDays, type AdminReport, type CalendarDate, daysInRange, formatDashed, formatIso, type GetDataResponse, londonInstant, todayInLondon, vatInside } from '@luggage/contracts';
import { AdminReportsRollup } from '../../backend/src/modules/admin/admin-reports-rollup.js';
import { LedgerReport, LedgerRollup } from '../../backend/src/modules/payments/index.js';
import { settleRefund } from '../../backend/src/modules/payments/refunds/refund-executor.js';
import { adminSession, createAdminTestApp } from '../support/admin.js';
import { demoCatalog, sql } from '../support/booking-builders.js';
import { dayStayRequest } from '../support/day-stays.js';
import { HttpSession } from '../support/http-session.js';
import { bookAndPay, manageView, type PaidBooking, sameBooking, settledRefunds } from '../support/lifecycle.js';
import type { TestApp } from '../support/test-app.js';

jest.setTimeout(180_000);

let t: TestApp;
let admin: HttpSession;
let catalog: GetDataResponse;
const point: Record<string, number> = {};
const city: Record<string, number> = {};

/** The month reported: the one that began five months before this one. */
const today = todayInLondon();
const monthStart: CalendarDate = today.month > 5 ? { year: today.year, month: today.month - 5, day: 1 } : { year: today.year - 1, month: today.month + 7, day: 1 };
const monthEnd = addDays(monthStart.month === 12 ? { year: monthStart.year + 1, month: 1, day: 1 } : { ...monthStart, month: monthStart.month + 1 }, -1);
const dayOf = (n: number) => addDays(monthStart, n - 1);
const iso = formatIso;
const month = { from: formatDashed(monthStart), to: formatDashed(monthEnd) };
const booked: Record<string, PaidBooking> = {};
const VAT = { vatNumber: 'GB123456789', ratePercent: 20, legalName: 'Bags Ltd', address: '1 Quay Street, Bristol BS1 4DJ' };

beforeAll(async () => {
  t = await createAdminTestApp();
  admin = await adminSession(t);
  expect((await admin.put('/api/admin/vat', VAT)).status).toBe(200);
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

const at = (day: CalendarDate, time = '12:00') => `(date '${iso(day)}' + time '${time}') at time zone 'Europe/London'`;
const idOf = async (reference: string) => (await sql<{ id: number }>(t, 'select id from booking where reference = ?', [reference]))[0].id;

async function moveBooking(reference: string, day: CalendarDate): Promise<void> {
  const id = await idOf(reference);
  await sql(t, `update booking set confirmed_at = ${at(day)}, created_at = ${at(day)} where id = ?`, [id]);
  await sql(t, `update booking_payment set created_at = ${at(day)} where booking_id = ?`, [id]);
}

async function moveRefunds(reference: string, day: CalendarDate): Promise<void> {
  await sql(t, `update refund set created_at = ${at(day)}, updated_at = ${at(day)} where booking_id = ?`, [await idOf(reference)]);
}

async function post(session: HttpSession, path: string, body: object): Promise<void> {
  const response = await session.post(path, body);
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}: ${JSON.stringify(response.body)}`);
}

async function buildTheMonth(): Promise<void> {
  const bus = point['Bristol Bus Station'];
  // Day 3: two bookings at two points, one given back at Bath Spa Station for the return fee.
  booked.a = await bookAndPay(t, bus);
  await moveBooking(booked.a.reference, dayOf(3));
  booked.b = await bookAndPay(t, bus, { giveBack: { kind: 'other_point', locationId: point['Bath Spa Station'] }, totalCost: 51.45 });
  await moveBooking(booked.b.reference, dayOf(3));
  // Day 7: a same-day stay at Bath Bus Station.
  booked.c = await bookAndPay(t, point['Bath Bus Station'], dayStayRequest(catalog, point['Bath Bus Station'], 2, 7, { dropOffTime: '11:00', pickUpTime: '17:00' }));
  await moveBooking(booked.c.reference, dayOf(7));
  // Day 10: changed to one bag, £18.45 refunded on day 11.
  booked.d = await bookAndPay(t, bus);
  const cheaper = sameBooking(await manageView(t, booked.d.manageToken), { items: [{ code: 'SS', amount: 1 }] });
  await post(new HttpSession(t), `/api/manage/${booked.d.manageToken}/change`, { ...cheaper, expectedDifference: -18.45 });
  await settledRefunds(t, booked.d.reference, 1);
  await moveBooking(booked.d.reference, dayOf(10));
  await moveRefunds(booked.d.reference, dayOf(11));
}

async function report(query: Record<string, string | number>): Promise<AdminReport> {
  const response = await admin.get(`/api/admin/reports?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`);
  if (response.status !== 200) throw new Error(`reports answered ${response.status}: ${JSON.stringify(response.body)}`);
  return response.body as AdminReport;
}

const em = () => t.app.get(EntityManager).fork();

/** The ledger's own sums over a range (LedgerReport's live path, as the reports read before the rollup), at `rate`. */
async function ledgerSums(from: CalendarDate, to: CalendarDate, pointIds: number[] | null = null, rate = 20) {
  const scope = { from: iso(from), to: iso(to), pointIds, vatRatePercent: rate };
  const ledger = t.app.get(LedgerReport);
  const [days, sold] = await Promise.all([ledger.days(em(), scope), ledger.sold(em(), scope)]);
  return { days: new Map(days.map((day) => [day.day, day])), sold };
}

/** The report's rows against the ledger's days: each row one day (a report by day). */
function expectRowsToBeTheLedgers(answer: AdminReport, days: Map<string, { gross: number; refunds: number; vat: number; bookings: number }>): void {
  for (const row of answer.rows) {
    const [d, m, y] = row.period.split('-');
    const ledger = days.get(`${y}-${m}-${d}`) ?? { gross: 0, refunds: 0, vat: 0, bookings: 0 };
    const money = (of: { gross: number; refunds: number; vat: number; bookings: number }) => ({ gross: of.gross, refunds: of.refunds, vat: of.vat, bookings: of.bookings });
    expect({ period: row.period, ...money(row) }).toEqual({ period: row.period, ...money(ledger) });
  }
}

function soldOf(answer: AdminReport) {
  const lines = Object.fromEntries(answer.bySold.map((line) => [line.kind, line.pence]));
  return { storageNights: lines.storage_nights, storageDays: lines.storage_days, collection: lines.collection, delivery: lines.delivery, returnElsewhere: lines.return_elsewhere, changeDifference: lines.change_difference };
}

const rolledUpDays = async (from: CalendarDate, to: CalendarDate) =>
  (await sql<{ day: string }>(t, `select to_char(day, 'YYYY-MM-DD') as day from ledger_day where day between ? and ? and not stale order by day`, [iso(from), iso(to)])).map((row) => row.day);

describe('ended days read from the rollup', () => {
  it("answers the ledger's own sums to the penny, before and after the month is rolled up", async () => {
    expect(await rolledUpDays(monthStart, monthEnd)).toEqual([]);
    const ledger = await ledgerSums(monthStart, monthEnd);
    const first = await report({ ...month, by: 'day' });
    expect(await rolledUpDays(monthStart, monthEnd)).toHaveLength(daysInRange(monthStart, monthEnd));
    expectRowsToBeTheLedgers(first, ledger.days);
    expect(soldOf(first)).toEqual(ledger.sold);
    expect(first.totals).toMatchObject({ gross: 2 * 3645 + 5145 + soldOf(first).storageDays, refunds: 1845, bookings: 4 });
    expect(soldOf(first)).toMatchObject({ returnElsewhere: 1500, changeDifference: 0 });
    // Read again from the rollup alone: the same answer; a city's and a point's too.
    expect(await report({ ...month, by: 'day' })).toEqual(first);
    const bath = [point['Bath Bus Station'], point['Bath Spa Station']];
    const bathLedger = await ledgerSums(monthStart, monthEnd, bath);
    const bathAnswer = await report({ ...month, by: 'day', cityId: city.Bath });
    expectRowsToBeTheLedgers(bathAnswer, bathLedger.days);
    expect(soldOf(bathAnswer)).toEqual(bathLedger.sold);
    expect(bathAnswer.totals.bookings).toBe(1);
    const months = await report({ ...month, by: 'month' });
    expect(months.totals).toEqual(first.totals);
  });

  it('counts a day rolled up ten times at once once', async () => {
    await sql(t, 'delete from ledger_day where day = ?', [iso(dayOf(3))]);
    const fills = await Promise.all(Array.from({ length: 10 }, () => t.app.get(LedgerRollup).fill(em(), iso(dayOf(3)), iso(dayOf(3)), 20)));
    expect(fills.reduce((sum, filled) => sum + filled, 0)).toBe(1);
    const rows = await sql<{ location_id: number; gross: number; bookings: number }>(t, 'select location_id, gross, bookings from ledger_day_point where day = ? order by location_id', [iso(dayOf(3))]);
    expect(rows).toEqual([{ location_id: point['Bristol Bus Station'], gross: 3645 + 5145, bookings: 2 }]);
    const answer = await report({ from: formatDashed(dayOf(3)), to: formatDashed(dayOf(3)) });
    expectRowsToBeTheLedgers(answer, (await ledgerSums(dayOf(3), dayOf(3))).days);
  });

  it('rolls up a day a missed night left out when a report asks for it', async () => {
    await sql(t, 'delete from ledger_day where day = ?', [iso(dayOf(7))]);
    expect(await rolledUpDays(dayOf(7), dayOf(7))).toEqual([]);
    const answer = await report({ ...month, by: 'day' });
    expect(await rolledUpDays(dayOf(7), dayOf(7))).toEqual([iso(dayOf(7))]);
    expectRowsToBeTheLedgers(answer, (await ledgerSums(monthStart, monthEnd)).days);
    expect(answer.rows[6]).toMatchObject({ bookings: 1, gross: soldOf(answer).storageDays });
  });
});

describe('today, live', () => {
  it('shows a payment taken today at once, and never rolls up today', async () => {
    const day = { from: formatDashed(today), to: formatDashed(today) };
    const before = await report(day);
    booked.today = await bookAndPay(t, point['Bristol Temple Meads Station']);
    const after = await report(day);
    expect(after.totals).toEqual({ ...before.totals, gross: before.totals.gross + 3645, net: before.totals.net + 3645, vat: before.totals.vat + vatInside(3645, 20), bookings: before.totals.bookings + 1 });
    expect(await rolledUpDays(today, today)).toEqual([]);
  });
});

describe('a rolled-up day changed later', () => {
  it("sums it again when a booking's point changes, a refund bounces, and not when a late 'pending' follows a success", async () => {
    await report({ ...month, by: 'day' });
    // A moves from Bristol Bus Station to Bath Spa Station (the same price): its day-3 payment is Bath's now.
    const view = await manageView(t, booked.a.manageToken);
    await post(new HttpSession(t), `/api/manage/${booked.a.manageToken}/change`, { ...sameBooking(view, { locationId: point['Bath Spa Station'] }), expectedDifference: 0 });
    const spa = await report({ ...month, by: 'day', locationId: point['Bath Spa Station'] });
    expectRowsToBeTheLedgers(spa, (await ledgerSums(monthStart, monthEnd, [point['Bath Spa Station']])).days);
    expect(spa.rows[2]).toMatchObject({ gross: 3645, bookings: 1 });
    // D's refund on day 11: a provider's late "pending" leaves it there; a bounce (succeeded -> failed) takes it away.
    const [refund] = await sql<{ id: number }>(t, `select id from refund where booking_id = ? and state = 'succeeded'`, [await idOf(booked.d.reference)]);
    await em().transactional((tx) => settleRefund(tx, refund.id, { id: 're_late', status: 'pending', failureReason: null }));
    expect((await report({ ...month, by: 'day' })).rows[10]).toMatchObject({ refunds: 1845 });
    await em().transactional((tx) => settleRefund(tx, refund.id, { id: 're_late', status: 'failed', failureReason: 'The card was closed' }));
    const answer = await report({ ...month, by: 'day' });
    expect(answer.rows[10]).toMatchObject({ refunds: 0 });
    expectRowsToBeTheLedgers(answer, (await ledgerSums(monthStart, monthEnd)).days);
    expect(soldOf(answer)).toEqual((await ledgerSums(monthStart, monthEnd)).sold);
  });
});

describe('the nightly job', () => {
  it('rolls up every ended day before its night once, and records the next night', async () => {
    const night = dayOf(20);
    await sql(t, 'delete from ledger_day');
    await sql(t, 'insert into ledger_rollup_run (day) values (?) on conflict (day) do nothing', [iso(night)]);
    const rollup = t.app.get(AdminReportsRollup);
    const now = londonInstant(night, '00:31');
    expect(await rollup.run(iso(night), now)).toBe('done');
    expect(await rollup.run(iso(night), now)).toBe('skipped');
    const [{ first }] = await sql<{ first: string }>(t, `select to_char(min(day), 'YYYY-MM-DD') as first from ledger_day`);
    const firstDay = { year: Number(first.slice(0, 4)), month: Number(first.slice(5, 7)), day: Number(first.slice(8, 10)) };
    expect(await rolledUpDays(firstDay, addDays(night, -1))).toHaveLength(daysInRange(firstDay, addDays(night, -1)));
    const [run] = await sql<{ days_filled: number }>(t, 'select days_filled from ledger_rollup_run where day = ?', [iso(night)]);
    expect(run.days_filled).toBe(daysInRange(firstDay, addDays(night, -1)));
    // The next night is recorded once, with its event. That night is months past here, so the relay may run it at
    // once (a missed night) and its due time is the relay's lease by then: the time itself is the unit tests'.
    const next = await sql<{ day: string }>(t, `select payload->>'day' as day from outbox_event where name = 'LedgerRollupDue' and payload->>'day' = ?`, [iso(addDays(night, 1))]);
    expect(next).toEqual([{ day: iso(addDays(night, 1)) }]);
    expect(await sql(t, 'select day from ledger_rollup_run where day = ?', [iso(addDays(night, 1))])).toHaveLength(1);
    const answer = await report({ ...month, by: 'day' });
    expectRowsToBeTheLedgers(answer, (await ledgerSums(monthStart, monthEnd)).days);
  });
});

describe('VAT', () => {
  it('keeps the VAT an ended day was rolled up at when the rate changes; today and days rolled up after take the new rate', async () => {
    const before = await report({ ...month, by: 'day' });
    expect((await admin.put('/api/admin/vat', { ...VAT, ratePercent: 5 })).status).toBe(200);
    const after = await report({ ...month, by: 'day' });
    expect(after).toMatchObject({ vatRatePercent: 5, totals: before.totals, rows: before.rows });
    // A write that makes day 3 stale: summed again at the rate it was rolled up at.
    const view = await manageView(t, booked.a.manageToken);
    await post(new HttpSession(t), `/api/manage/${booked.a.manageToken}/change`, { ...sameBooking(view, { locationId: point['Bristol Bus Station'] }), expectedDifference: 0 });
    expect((await report({ ...month, by: 'day' })).rows[2]).toMatchObject({ gross: 3645 + 5145, vat: vatInside(3645, 20) + vatInside(5145, 20) });
    // Today is live at 5 %; a day not rolled up before is rolled up at 5 %.
    const todays = await report({ from: formatDashed(today), to: formatDashed(today) });
    expect(todays.totals).toMatchObject({ gross: 3645, vat: vatInside(3645, 5), bookings: 1 });
    const later = await bookAndPay(t, point['Bath Bus Station']);
    const laterDay = addDays(monthEnd, 3);
    await moveBooking(later.reference, laterDay);
    const laterAnswer = await report({ from: formatDashed(laterDay), to: formatDashed(laterDay) });
    expect(laterAnswer.totals).toMatchObject({ gross: 3645, vat: vatInside(3645, 5), bookings: 1 });
  });
});
