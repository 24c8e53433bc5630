// Partners (issue 41, part 5): an admin invites a partner like staff (a set-password email), the partner signs in and
// books for its guests on account (confirmed at once, no card payment in the ledger) or by the guest's card, lists only
// its own bookings, and reads its monthly statement with its share; a visitor following the partner's link books in the
// wizard, counted for the partner with its discount. The role's 401s and 403s are in admin-permissions.test.ts.
import { afterAll, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import {
  formatIso,
  type PartnerBookingRequest,
  type PartnerBookingResponse,
  type PartnerBookingView,
  type PartnerStatement,
  type PartnerView,
  paymentIntentIdFromSecret,
  todayInLondon,
} from '@luggage/contracts';
import { expectStatus, registered } from '../support/accounts.js';
import { ADMIN, adminSession, bookAsVisitor } from '../support/admin.js';
import { aBookingRequest, aPaymentIntentRequest, countRows, demoCatalog, londonDate, newBookingToken, sql } from '../support/booking-builders.js';
import { HttpSession } from '../support/http-session.js';
import { startSmtpCatcher, type SmtpCatcher } from '../support/smtp-catcher.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

jest.setTimeout(180_000);

let smtp: SmtpCatcher;
let t: TestApp;
let admin: HttpSession;
let point: number;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await createTestApp({
    env: { SMTP_URL: smtp.url, APP_URL: 'http://luggage.example', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, ADMIN_NAME: ADMIN.name },
  });
  point = (await demoCatalog(t)).bristolBusStation;
  admin = await adminSession(t);
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});
beforeEach(() => smtp.clear());

let counter = 0;
const anEmail = (who = 'hotel') => `${who}.${process.pid}.${++counter}@example.com`;
const PASSWORD = 'partner password 123';
const thisMonth = () => {
  const today = formatIso(todayInLondon());
  return `${today.slice(5, 7)}-${today.slice(0, 4)}`;
};

interface Partner {
  view: PartnerView;
  session: HttpSession;
  email: string;
}

/** Invites a partner, follows the emailed set-password link and signs in. */
async function aPartner(terms: { sharePercent?: number; discountPercent?: number; onAccount?: boolean } = {}): Promise<Partner> {
  const email = anEmail();
  const invited = await expectStatus(admin.post('/api/admin/partners', { name: 'Harbour Hotel', email, contactName: 'Hana Host', sharePercent: 10, onAccount: true, ...terms }), 201);
  const mail = await smtp.waitFor((m) => m.to.includes(email));
  const link = /http:\/\/luggage\.example\/set-password\/[^\s"<?]+/.exec(mail.text);
  if (!link) throw new Error(`No set-password link in: ${mail.text}`);
  const token = link[0].split('/').pop()!;
  await expectStatus(new HttpSession(t).post('/reset-password', { email, token, password: PASSWORD, password_confirmation: PASSWORD }), 200);
  const session = new HttpSession(t);
  await expectStatus(session.post('/login', { email, password: PASSWORD }), 200);
  return { view: invited.body as PartnerView, session, email };
}

/** A booking for a guest: the wizard's Small and Medium suitcase for 2 nights (£36.45) plus the partner's fields. */
const aGuestBooking = (overrides: Partial<PartnerBookingRequest> = {}): PartnerBookingRequest => ({
  ...aPaymentIntentRequest(point, { fullName: 'Gus Guest', email: 'gus.guest@example.com', collectionDate: londonDate(2) }),
  partnerReference: 'Room 12',
  payment: 'account',
  ...overrides,
});

describe('inviting a partner', () => {
  it('answers the partner with its drawn link code, emails the set-password link, and the partner signs in with the partner role', async () => {
    const email = anEmail();
    const invited = await expectStatus(admin.post('/api/admin/partners', { name: 'Quay Rooms', email, sharePercent: 12, discountPercent: 5, onAccount: false }), 201);
    expect(invited.body).toEqual({
      id: expect.any(Number),
      userId: expect.any(Number),
      name: 'Quay Rooms',
      email,
      contactName: 'Quay Rooms',
      code: expect.stringMatching(/^[A-Z0-9]{6,8}$/),
      sharePercent: 12,
      discountPercent: 5,
      onAccount: false,
      active: true,
      invitationPending: true,
      companyAddress: null,
      vatNumber: null,
      bookingsThisMonth: 0,
    });
    const mail = await smtp.waitFor((m) => m.to.includes(email));
    expect(mail.text).toContain('a partner');
    const listed = (await admin.get('/api/admin/partners').expect(200)).body as PartnerView[];
    expect(listed.find((partner) => partner.email === email)).toMatchObject({ code: (invited.body as PartnerView).code, sharePercent: 12 });
  });

  it('refuses bad input with a message under each field, and a second invitation of the address, changing nothing', async () => {
    const before = await countRows(t, 'partner');
    const bad = await expectStatus(
      admin.post('/api/admin/partners', { name: '', email: 'not an email', sharePercent: 101, discountPercent: -1, onAccount: 'yes', companyAddress: 'x'.repeat(301), vatNumber: '12345' }),
      422,
    );
    expect(Object.keys((bad.body as { errors: object }).errors).sort()).toEqual(['companyAddress', 'discountPercent', 'email', 'name', 'onAccount', 'sharePercent', 'vatNumber']);
    const { email } = await aPartner();
    const again = await expectStatus(admin.post('/api/admin/partners', { name: 'Again', email, sharePercent: 5, onAccount: false }), 422);
    expect(again.body).toMatchObject({ errors: { email: ['This person is already a partner.'] } });
    expect(await countRows(t, 'partner')).toBe(before + 1);
  });

  it('makes one partner of ten concurrent invitations of one address', async () => {
    const email = anEmail('twin');
    const answers = await Promise.all(Array.from({ length: 10 }, () => admin.post('/api/admin/partners', { name: 'Twin Inn', email, sharePercent: 5, onAccount: false })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, ...Array<number>(9).fill(422)]);
    expect(await countRows(t, 'partner p join app_user u on u.id = p.user_id', 'u.email = ?', [email])).toBe(1);
  });

  it("lets the admin change a partner's terms, refuses bad ones by field and an unknown partner with 404", async () => {
    const { view } = await aPartner();
    const changed = await expectStatus(
      admin.put(`/api/admin/partners/${view.id}`, { sharePercent: 15, discountPercent: 10, onAccount: false, active: true, companyAddress: '3 Harbour Walk', vatNumber: 'gb 123 456 789' }),
      200,
    );
    expect(changed.body).toMatchObject({ sharePercent: 15, discountPercent: 10, onAccount: false, active: true, code: view.code, companyAddress: '3 Harbour Walk', vatNumber: 'GB123456789' });
    // Left out, the company's details stay; blank, they are cleared.
    expect((await expectStatus(admin.put(`/api/admin/partners/${view.id}`, { sharePercent: 15, discountPercent: 10, onAccount: false, active: true }), 200)).body).toMatchObject({ companyAddress: '3 Harbour Walk', vatNumber: 'GB123456789' });
    expect((await expectStatus(admin.put(`/api/admin/partners/${view.id}`, { sharePercent: 15, discountPercent: 10, onAccount: false, active: true, companyAddress: '', vatNumber: '' }), 200)).body).toMatchObject({ companyAddress: null, vatNumber: null });
    const bad = await expectStatus(admin.put(`/api/admin/partners/${view.id}`, { sharePercent: 'x', discountPercent: 200, onAccount: 1, active: null }), 422);
    expect(Object.keys((bad.body as { errors: object }).errors).sort()).toEqual(['active', 'discountPercent', 'onAccount', 'sharePercent']);
    await expectStatus(admin.put('/api/admin/partners/999999', { sharePercent: 1, discountPercent: 0, onAccount: false, active: true }), 404);
  });
});

describe('a partner booking for its guest', () => {
  it('books on account: confirmed at once, no payment intent and no card payment in the ledger, the guest emailed', async () => {
    const { session } = await aPartner();
    const booked = await expectStatus(session.post('/api/partner/bookings', aGuestBooking()), 201);
    const answer = booked.body as PartnerBookingResponse;
    expect(answer).toEqual({ reference: expect.any(String), status: 'confirmed', payment: 'account', clientSecret: null, paymentIntentId: null });
    const [row] = await sql<{ id: number; status: string; billed_to_partner: boolean; payment_intent_id: string | null; partner_reference: string; holds_bags: boolean; hold_expires_at: string | null }>(
      t,
      'select id, status, billed_to_partner, payment_intent_id, partner_reference, holds_bags, hold_expires_at from booking where reference = ?',
      [answer.reference],
    );
    expect(row).toMatchObject({ status: 'confirmed', billed_to_partner: true, payment_intent_id: null, partner_reference: 'Room 12', holds_bags: true, hold_expires_at: null });
    expect(await countRows(t, 'booking_payment', 'booking_id = ?', [row.id])).toBe(0);
    const mail = await smtp.waitFor((m) => m.to.includes('gus.guest@example.com'));
    expect(mail.text).toContain(answer.reference);
    // The guest paid nothing: the email says whose account the total is on.
    expect(mail.text).toContain('Total (on the account of the business that booked for you): £36.45');
    expect(mail.text).not.toContain('Total paid');
    // The guest's manage page names whose account the total is on (nothing was paid by card).
    const token = /luggage\.example\/manage\/([^\s"<?/]+)/.exec(mail.text)![1];
    expect((await new HttpSession(t).get(`/api/manage/${token}`).expect(200)).body).toMatchObject({ onAccountOf: 'Harbour Hotel', paid: 0, total: 36.45 });
  });

  it("books by the guest's card: an intent to pay, then confirmed by the usual POST /api/booking from the partner's browser", async () => {
    const { session } = await aPartner();
    const request = aGuestBooking({ payment: 'card' });
    const booked = (await expectStatus(session.post('/api/partner/bookings', request), 201)).body as PartnerBookingResponse;
    expect(booked).toMatchObject({ status: 'pending_payment', payment: 'card', clientSecret: expect.any(String) });
    const intentId = paymentIntentIdFromSecret(booked.clientSecret!);
    expect(booked.paymentIntentId).toBe(intentId);
    const paid = await session.post(`/api/test-payments/${intentId}/confirm`, { clientSecret: booked.clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' });
    expect((paid.body as { status: string }).status).toBe('succeeded');
    await expectStatus(session.post('/api/booking', aBookingRequest(request, booked.clientSecret!)), 200);
    const [row] = await sql<{ id: number; status: string; billed_to_partner: boolean }>(t, 'select id, status, billed_to_partner from booking where reference = ?', [booked.reference]);
    expect(row).toMatchObject({ status: 'confirmed', billed_to_partner: false });
    expect(await sql(t, 'select amount_pence from booking_payment where booking_id = ?', [row.id])).toEqual([{ amount_pence: 3645 }]);
  });

  it('refuses to put a booking on account when the admin did not allow it: 422 under payment, nothing stored', async () => {
    const { session } = await aPartner({ onAccount: false });
    const before = await countRows(t, 'booking');
    const refused = await expectStatus(session.post('/api/partner/bookings', aGuestBooking()), 422);
    expect(refused.body).toMatchObject({ errors: { payment: ["Bookings on account are not enabled for you: choose the guest's card."] } });
    expect(await countRows(t, 'booking')).toBe(before);
  });

  it('refuses to put a booking begun for the card on the account (its intent may still be paid): 422 under payment, unchanged', async () => {
    const { session } = await aPartner();
    const request = aGuestBooking({ payment: 'card' });
    await expectStatus(session.post('/api/partner/bookings', request), 201);
    const before = await sql(t, 'select status, billed_to_partner, payment_intent_id from booking where booking_token = ?', [request.bookingToken]);
    const refused = await expectStatus(session.post('/api/partner/bookings', { ...request, payment: 'account' }), 422);
    expect(Object.keys((refused.body as { errors: object }).errors)).toEqual(['payment']);
    expect(await sql(t, 'select status, billed_to_partner, payment_intent_id from booking where booking_token = ?', [request.bookingToken])).toEqual(before);
  });

  it('refuses bad input by field, changing nothing', async () => {
    const { session } = await aPartner();
    const before = await countRows(t, 'booking');
    const bad = await expectStatus(session.post('/api/partner/bookings', aGuestBooking({ payment: 'cash' as 'card', partnerReference: 'x'.repeat(41), guestLanguage: 'klingon', email: 'nope' })), 422);
    expect(Object.keys((bad.body as { errors: object }).errors).sort()).toEqual(['email', 'guestLanguage', 'partnerReference', 'payment']);
    expect(await countRows(t, 'booking')).toBe(before);
  });

  it('makes one booking of ten concurrent identical requests with one booking token', async () => {
    const { session } = await aPartner();
    const request = aGuestBooking({ bookingToken: newBookingToken() });
    const answers = await Promise.all(Array.from({ length: 10 }, () => session.post('/api/partner/bookings', request)));
    expect(answers.map((answer) => answer.status)).toEqual(Array<number>(10).fill(201));
    expect(new Set(answers.map((answer) => (answer.body as PartnerBookingResponse).reference)).size).toBe(1);
    expect(await countRows(t, 'booking', 'booking_token = ?', [request.bookingToken])).toBe(1);
    expect(await countRows(t, 'booking_status_change c join booking b on b.id = c.booking_id', 'b.booking_token = ?', [request.bookingToken])).toBe(2);
  });
});

describe("a partner's bookings", () => {
  it('lists only its own: never another partner’s, nor a direct customer’s, by the list or by reference', async () => {
    const first = await aPartner();
    const second = await aPartner();
    const mine = (await expectStatus(first.session.post('/api/partner/bookings', aGuestBooking({ partnerReference: 'First 1' })), 201)).body as PartnerBookingResponse;
    const theirs = (await expectStatus(second.session.post('/api/partner/bookings', aGuestBooking({ partnerReference: 'Second 1' })), 201)).body as PartnerBookingResponse;
    const direct = await bookAsVisitor(t, point);

    const listed = (await first.session.get('/api/partner/bookings').expect(200)).body as PartnerBookingView[];
    expect(listed).toEqual([
      {
        reference: mine.reference,
        guestName: 'Gus Guest',
        partnerReference: 'First 1',
        collectionDate: londonDate(2),
        returnDate: londonDate(4),
        nights: 2,
        locationName: 'Bristol Bus Station',
        status: 'confirmed',
        totalPence: 3645,
        payment: 'account',
        viaLink: false,
      },
    ]);
    expect(((await second.session.get('/api/partner/bookings').expect(200)).body as PartnerBookingView[]).map((b) => b.reference)).toEqual([theirs.reference]);
    await expectStatus(first.session.get(`/api/partner/bookings/${mine.reference}`), 200);
    for (const reference of [theirs.reference, direct]) await expectStatus(first.session.get(`/api/partner/bookings/${reference}`), 404);
  });

  it("refuses another partner's booking token: 403, and that booking is unchanged", async () => {
    const first = await aPartner();
    const second = await aPartner();
    const request = aGuestBooking({ payment: 'card' });
    await expectStatus(first.session.post('/api/partner/bookings', request), 201);
    const before = await sql(t, 'select partner_id, full_name, total_pence, status from booking where booking_token = ?', [request.bookingToken]);
    await expectStatus(second.session.post('/api/partner/bookings', { ...request, fullName: 'Someone Else' }), 403);
    expect(await sql(t, 'select partner_id, full_name, total_pence, status from booking where booking_token = ?', [request.bookingToken])).toEqual(before);
  });
});

describe('the partner link', () => {
  it("counts a wizard checkout for the partner, with the partner's discount taken off the storage", async () => {
    const { view, session } = await aPartner({ discountPercent: 10 });
    // £36.45 less 10 % = £32.81 (3280.5 rounded half up).
    const reference = await bookAsVisitor(t, point, { partnerCode: view.code, totalCost: 32.81 });
    const [row] = await sql<{ partner_id: number; partner_via_link: boolean; billed_to_partner: boolean; total_pence: number; discount_pence: number }>(
      t,
      'select partner_id, partner_via_link, billed_to_partner, total_pence, discount_pence from booking where reference = ?',
      [reference],
    );
    expect(row).toEqual({ partner_id: view.id, partner_via_link: true, billed_to_partner: false, total_pence: 3281, discount_pence: 4500 - 3281 });
    const listed = (await session.get('/api/partner/bookings').expect(200)).body as PartnerBookingView[];
    expect(listed).toEqual([expect.objectContaining({ reference, viaLink: true, payment: 'card', totalPence: 3281 })]);
  });

  it('refuses a checkout with an unknown or inactive code: 422 under partnerCode, nothing stored', async () => {
    const { view } = await aPartner();
    await expectStatus(admin.put(`/api/admin/partners/${view.id}`, { sharePercent: 10, discountPercent: 0, onAccount: true, active: false }), 200);
    const before = await countRows(t, 'booking');
    for (const partnerCode of ['ZZZZZZZ', view.code, 'bad code!']) {
      const refused = await expectStatus(new HttpSession(t).post('/api/stripe-payment-intent', aPaymentIntentRequest(point, { partnerCode })), 422);
      expect(Object.keys((refused.body as { errors: object }).errors)).toEqual(['partnerCode']);
    }
    expect(await countRows(t, 'booking')).toBe(before);
  });
});

describe('the monthly statement', () => {
  it("lists the month's bookings with the net, the partner's share and what is owed on account, the same for the partner and the admin", async () => {
    const { view, session } = await aPartner({ sharePercent: 10 });
    const onAccount = (await expectStatus(session.post('/api/partner/bookings', aGuestBooking({ partnerReference: 'A1' })), 201)).body as PartnerBookingResponse;
    const viaLink = await bookAsVisitor(t, point, { partnerCode: view.code });
    const statement = (await session.get(`/api/partner/statement?month=${thisMonth()}`).expect(200)).body as PartnerStatement;
    // £36.45 each: net 3038 (3645 / 1.2 = 3037.5, rounded half up), share 304 (303.8).
    const line = { grossPence: 3645, refundedPence: 0, netPence: 3038, sharePence: 304 };
    expect(statement).toEqual({
      partner: { id: view.id, name: 'Harbour Hotel', code: view.code, sharePercent: 10 },
      month: thisMonth(),
      vatPercent: 20,
      lines: [
        { reference: onAccount.reference, guestName: 'Gus Guest', partnerReference: 'A1', confirmedOn: formatIso(todayInLondon()).split('-').reverse().join('-'), status: 'confirmed', payment: 'account', ...line, owedPence: 3645 },
        { reference: viaLink, guestName: 'Ann Example', partnerReference: null, confirmedOn: expect.any(String), status: 'confirmed', payment: 'card', ...line, owedPence: 0 },
      ],
      totals: { grossPence: 7290, refundedPence: 0, netPence: 6076, sharePence: 608, owedPence: 3645 },
    });
    expect((await admin.get(`/api/admin/partners/${view.id}/statement?month=${thisMonth()}`).expect(200)).body).toEqual(statement);
    const listed = (await admin.get('/api/admin/partners').expect(200)).body as PartnerView[];
    expect(listed.find((partner) => partner.id === view.id)?.bookingsThisMonth).toBe(2);
  });

  it('refuses a month not written MM-YYYY with 422 under month', async () => {
    const { view, session } = await aPartner();
    for (const month of ['2027-01', '13-2027', '']) {
      expect((await expectStatus(session.get(`/api/partner/statement?month=${month}`), 422)).body).toMatchObject({ errors: { month: [expect.any(String)] } });
      await expectStatus(admin.get(`/api/admin/partners/${view.id}/statement?month=${month}`), 422);
    }
  });
});

describe('an account that is not a partner', () => {
  it('is refused the partner routes even after a partner is deactivated', async () => {
    const { view, session } = await aPartner();
    await expectStatus(admin.put(`/api/admin/partners/${view.id}`, { sharePercent: 10, discountPercent: 0, onAccount: true, active: false }), 200);
    await expectStatus(session.get('/api/partner/bookings'), 403);
    const customer = (await registered(t)).session;
    await expectStatus(customer.get('/api/partner/bookings'), 403);
  });
});
