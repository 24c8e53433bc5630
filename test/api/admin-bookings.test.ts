// The operator's bookings: the day's list with its filters, one booking with its audit trail, the collected and
// returned steps (and the moves that are refused), and the CSV export.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { AdminBookingDetail, AdminBookingList } from '@luggage/contracts';
import { expectStatus } from '../support/accounts.js';
import { ADMIN, adminSession, bookAsVisitor, createAdminTestApp } from '../support/admin.js';
import { aPaymentIntentRequest, demoCatalog, londonDate } from '../support/booking-builders.js';
import { HttpSession } from '../support/http-session.js';
import type { TestApp } from '../support/test-app.js';

let t: TestApp;
let admin: HttpSession;
let bristol: number;
let bathSpa: number;
const refs: Record<'ann' | 'bob' | 'cara' | 'eve', string> = { ann: '', bob: '', cara: '', eve: '' };
/** The day the bookings below are collected: tomorrow in London, as bookAsVisitor books (today's handover may have passed). */
const DAY = londonDate(1);

beforeAll(async () => {
  t = await createAdminTestApp();
  admin = await adminSession(t);
  const catalog = await demoCatalog(t);
  bristol = catalog.bristolBusStation;
  bathSpa = catalog.data.collection_cities.flatMap((c) => c.get_locations).find((l) => l.Location === 'Bath Spa Station')!.id;
  refs.ann = await bookAsVisitor(t, bristol, { fullName: 'Ann Example', email: 'ann@example.com' });
  refs.bob = await bookAsVisitor(t, bathSpa, { fullName: 'Bob Jones', email: 'bob.jones@example.org', contactNumber: '07700 900456' });
  refs.cara = await bookAsVisitor(t, bristol, { fullName: 'Cara Later', email: 'cara@example.com', collectionDate: londonDate(2) });
  refs.eve = await bookAsVisitor(t, bristol, { fullName: '=HYPERLINK("http://evil.example","Smith, Jo")', email: 'eve@example.com' });
  // A checkout that was never paid for: not a booking to run.
  const unpaid = await new HttpSession(t).post('/api/stripe-payment-intent', aPaymentIntentRequest(bristol, { collectionDate: DAY, fullName: 'Una Paid' }));
  expect(unpaid.status).toBe(200);
});
afterAll(async () => {
  await t?.close();
});

/** The list for DAY, unless the query names a date of its own. */
const list = async (query = '') => {
  const dated = query.includes('date=') ? query : `?date=${DAY}${query.replace(/^\?/, '&')}`;
  return (await admin.get(`/api/admin/bookings${dated}`).expect(200)).body as AdminBookingList;
};
const names = (body: AdminBookingList) => body.bookings.map((b) => b.fullName).sort();
const detail = async (reference: string) => (await admin.get(`/api/admin/bookings/${reference}`).expect(200)).body as AdminBookingDetail;

describe('GET /api/admin/bookings', () => {
  it("opens on today's list (London)", async () => {
    const body = (await admin.get('/api/admin/bookings').expect(200)).body as AdminBookingList;
    expect(body.date).toBe(londonDate(0));
  });

  it("lists a day's paid bookings with who, what bags, where and when; never an unpaid checkout", async () => {
    const body = await list();
    expect(body.date).toBe(DAY);
    expect(body).toMatchObject({ next: null, previous: null, total: 3 });
    expect(names(body)).toEqual(['=HYPERLINK("http://evil.example","Smith, Jo")', 'Ann Example', 'Bob Jones']);
    expect(body.bookings.find((b) => b.reference === refs.ann)).toEqual({
      reference: refs.ann,
      status: 'confirmed',
      fullName: 'Ann Example',
      email: 'ann@example.com',
      contactNumber: '+44 7700 900123',
      collectionDate: DAY,
      returnDate: londonDate(3),
      nights: 2,
      location: { id: bristol, name: 'Bristol Bus Station', time: '09:00' },
      items: [
        { code: 'SS', title: 'Small Suitcase', amount: 1 },
        { code: 'MS', title: 'Medium Suitcase', amount: 1 },
      ],
      bags: 2,
      totalCost: 36.45,
      paid: 36.45,
      refunded: 0,
      changed: false,
      refundFailed: false,
    });
  });

  it('orders the list by collection day, then reference (the key its pages turn on)', async () => {
    const all = await list('?date=all');
    const keys = all.bookings.map((b) => `${b.collectionDate.split('-').reverse().join('-')} ${b.reference}`);
    expect(keys).toEqual([...keys].sort());
  });

  it('filters by collection point, status and text (reference, name or email, any case)', async () => {
    expect(names(await list(`?locationId=${bathSpa}`))).toEqual(['Bob Jones']);
    expect(names(await list('?status=collected'))).toEqual([]);
    expect(names(await list(`?q=${refs.bob.slice(2, 6).toLowerCase()}`))).toEqual(['Bob Jones']);
    expect(names(await list('?q=EXAMPLE.ORG'))).toEqual(['Bob Jones']);
    expect(names(await list('?q=ann%20ex'))).toEqual(['Ann Example']);
    expect(names(await list('?q=%25'))).toEqual([]);
  });

  it('finds a whole reference typed in lower case or with spaces, and a whole email in any case', async () => {
    const spaced = `${refs.bob.slice(0, 4)} ${refs.bob.slice(4)}`.toLowerCase();
    expect(names(await list(`?q=${encodeURIComponent(spaced)}`))).toEqual(['Bob Jones']);
    expect(names(await list(`?q=${encodeURIComponent(`${refs.bob.slice(0, 4)}-${refs.bob.slice(4)}`)}`))).toEqual(['Bob Jones']);
    expect(names(await list('?q=%20Bob.Jones%40Example.ORG%20'))).toEqual(['Bob Jones']);
  });

  it('answers another day, or every day', async () => {
    expect(names(await list(`?date=${londonDate(2)}`))).toEqual(['Cara Later']);
    const all = await list('?date=all');
    expect(all.date).toBeNull();
    expect(all.bookings.map((b) => b.reference).sort()).toEqual(Object.values(refs).sort());
  });

  it.each([
    ['?date=31-02-2026', { date: ['The date must be a real date written DD-MM-YYYY.'] }],
    ['?date=2026-12-01', { date: ['The date must be a real date written DD-MM-YYYY.'] }],
    ['?status=pending_payment', { status: ['The status must be one of confirmed, collected, returned, no_show, cancelled.'] }],
    ['?locationId=abc', { locationId: ['The location must be a whole number.'] }],
    ['?locationId=99999999999', { locationId: ['The location is invalid.'] }],
    [`?q=${'x'.repeat(101)}`, { q: ['The search must not be longer than 100 characters.'] }],
    ['?q=a&q=b', { q: ['The search must be text.'] }],
    ['?cursor=not-a-cursor', { cursor: ['The page cursor is not one this list gave.'] }],
    [`?cursor=${Buffer.from('["a","2026-02-31","ABCDEFGH"]').toString('base64url')}`, { cursor: ['The page cursor is not one this list gave.'] }],
    [`?cursor=${Buffer.from('{"a":1}').toString('base64url')}`, { cursor: ['The page cursor is not one this list gave.'] }],
    ['?from=2026-12-01', { from: ['The date must be a real date written DD-MM-YYYY.'] }],
    ['?from=01-12-2026&to=30-11-2026', { to: ['The end date must not be before the start date.'] }],
    ['?to=32-12-2026', { to: ['The date must be a real date written DD-MM-YYYY.'] }],
  ])('refuses the query %s with a message per field', async (query, errors) => {
    for (const path of ['/api/admin/bookings', '/api/admin/bookings.csv', '/api/admin/bookings/export']) {
      const response = await admin.get(`${path}${query}`).expect(422);
      expect(response.body.errors).toEqual(errors);
    }
  });
});

describe('GET /api/admin/bookings/{reference}', () => {
  it('shows the booking in full with its audit trail and the next step', async () => {
    const body = await detail(refs.ann.toLowerCase());
    expect(body).toMatchObject({
      reference: refs.ann,
      status: 'confirmed',
      location: { id: bristol, name: 'Bristol Bus Station', time: '09:00', address: 'Marlborough Street, Bristol BS1 3NU' },
      items: [
        { code: 'SS', title: 'Small Suitcase', amount: 1, unitPrice: 10 },
        { code: 'MS', title: 'Medium Suitcase', amount: 1, unitPrice: 12.5 },
      ],
      noDiscountCost: 45,
      discount: 8.55,
      totalCost: 36.45,
      nextActions: ['collected'],
    });
    expect(body.audit.map((entry) => [entry.action, entry.toStatus])).toEqual([
      ['Checkout started', 'pending_payment'],
      ['Payment confirmed', 'confirmed'],
    ]);
    // The browser's POST /api/booking or the provider's own event, whichever came first, confirmed it.
    expect(body.audit.map((entry) => entry.actor)).toEqual(['Customer', expect.stringMatching(/^(Customer|Test card provider \(payment\))$/)]);
    expect(Date.parse(body.audit[1].at)).toBeGreaterThan(Date.now() - 60_000);
  });

  it.each(['NOSUCH99', 'x', '%27%20or%201%3D1'])('answers 404 for the unknown reference %s', async (reference) => {
    const response = await admin.get(`/api/admin/bookings/${reference}`).expect(404);
    expect(response.body).toEqual({ message: 'Booking not found.' });
  });
});

describe('collected and returned', () => {
  const mark = (reference: string, step: 'collected' | 'returned') => admin.post(`/api/admin/bookings/${reference}/${step}`);

  it('refuses to return luggage that was never collected, and changes nothing', async () => {
    const response = await expectStatus(mark(refs.bob, 'returned'), 409);
    expect(response.body).toEqual({ message: 'A booking that is confirmed cannot become returned.', code: 'BOOKING.INVALID_TRANSITION' });
    expect((await detail(refs.bob)).audit).toHaveLength(2);
  });

  it('moves confirmed -> collected -> returned, each step in the audit trail with the admin’s name', async () => {
    const collected = await expectStatus(mark(refs.bob, 'collected'), 200);
    expect(collected.body).toMatchObject({ reference: refs.bob, status: 'collected', nextActions: ['returned'] });
    expect(collected.body.audit.at(-1)).toMatchObject({
      actor: `${ADMIN.name} <${ADMIN.email}>`,
      action: 'Luggage collected',
      fromStatus: 'confirmed',
      toStatus: 'collected',
    });
    expect(names(await list('?status=collected'))).toEqual(['Bob Jones']);

    const again = await expectStatus(mark(refs.bob, 'collected'), 409);
    expect(again.body).toEqual({ message: 'A booking that is collected cannot become collected.', code: 'BOOKING.INVALID_TRANSITION' });

    const returned = await expectStatus(mark(refs.bob, 'returned'), 200);
    expect(returned.body).toMatchObject({ status: 'returned', nextActions: [] });
    expect(returned.body.audit.map((entry: { action: string }) => entry.action)).toEqual([
      'Checkout started',
      'Payment confirmed',
      'Luggage collected',
      'Luggage returned',
    ]);
    for (const step of ['collected', 'returned'] as const) {
      const refused = await expectStatus(mark(refs.bob, step), 409);
      expect(refused.body).toEqual({ message: `A booking that is returned cannot become ${step}.`, code: 'BOOKING.INVALID_TRANSITION' });
    }
  });

  it('answers 404 for a step on an unknown booking', async () => {
    const response = await expectStatus(mark('NOSUCH99', 'collected'), 404);
    expect(response.body).toEqual({ message: 'Booking not found.' });
  });
});

describe('GET /api/admin/bookings.csv', () => {
  it('exports the filtered list as a spreadsheet-safe CSV download', async () => {
    const response = await admin.get(`/api/admin/bookings.csv?date=${DAY}&locationId=${bristol}`).buffer(true).parse((res, done) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => done(null, text));
    });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="bookings-${DAY}.csv"`);
    const text = response.body as string;
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).split('\r\n');
    expect(lines.at(-1)).toBe('');
    expect(lines[0]).toBe('Reference,Status,Collection date,Time,Collection point,Name,Email,Phone,Bags,Items,Nights,Return date,Total (£),Paid (£),Refunded (£)');
    // In list order: by reference within the day.
    const rows = [
      `${refs.eve},confirmed,${DAY},09:00,Bristol Bus Station,"'=HYPERLINK(""http://evil.example"",""Smith, Jo"")",eve@example.com,'+44 7700 900123,2,"1 x Small Suitcase; 1 x Medium Suitcase",2,${londonDate(3)},36.45,36.45,0.00`,
      `${refs.ann},confirmed,${DAY},09:00,Bristol Bus Station,Ann Example,ann@example.com,'+44 7700 900123,2,"1 x Small Suitcase; 1 x Medium Suitcase",2,${londonDate(3)},36.45,36.45,0.00`,
    ];
    expect(lines.slice(1, -1)).toEqual(rows.sort());
    const summary = await admin.get(`/api/admin/bookings/export?date=${DAY}&locationId=${bristol}`).expect(200);
    expect(summary.body).toEqual({ rows: 2, filename: `bookings-${DAY}.csv` });
  });
});
