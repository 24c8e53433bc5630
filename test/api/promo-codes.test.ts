// Promo codes (issue 41, part 4): the admin's codes, the public check's reasons, a checkout charged after the code,
// the last use spent once under ten checkouts at once, a cancelled booking giving its use back, the per-email limit,
// an unpaid booking's hold on a use, and the abuse limit shared by the check and checkouts carrying a code.
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { type PaymentIntentRequest, type PromoCheckAnswer, type PromoCodeView } from '@luggage/contracts';
import { adminSession, createAdminTestApp } from '../support/admin.js';
import { aBookingRequest, aPaymentIntentRequest, countRows, demoCatalog, londonDate, newBookingToken, sql } from '../support/booking-builders.js';
import { HttpSession } from '../support/http-session.js';
import { manageView, payWithCard, sameBooking } from '../support/lifecycle.js';
import { type CaughtMail, startSmtpCatcher, type SmtpCatcher } from '../support/smtp-catcher.js';
import type { TestApp } from '../support/test-app.js';

jest.setTimeout(180_000);

let t: TestApp;
let smtp: SmtpCatcher;
let admin: HttpSession;
let point: number;
let otherPoint: number;
let largeSuitcase: number;
let codes = 0;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await createAdminTestApp({ env: { SMTP_URL: smtp.url } });
  admin = await adminSession(t);
  const catalog = await demoCatalog(t);
  point = catalog.bristolBusStation;
  otherPoint = catalog.data.collection_cities.flatMap((city) => city.get_locations).find((location) => location.id !== point)!.id;
  largeSuitcase = catalog.data.storage_items.find((item) => item.code === 'LS')!.id;
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

/** A code of its own for each test: 10 % off, valid from yesterday to a month ahead, 100 uses, unless told. */
async function aCode(overrides: Record<string, unknown> = {}): Promise<PromoCodeView> {
  codes += 1;
  const body = { code: `test-${process.pid}-${codes}`, percentOff: 10, validFrom: londonDate(-1), validTo: londonDate(30), maxUses: 100, ...overrides };
  const response = await admin.post('/api/admin/promo-codes', body);
  if (response.status !== 201) throw new Error(`create answered ${response.status}: ${JSON.stringify(response.body)}`);
  return response.body as PromoCodeView;
}

const listed = async (id: number): Promise<PromoCodeView> => ((await admin.get('/api/admin/promo-codes').expect(200)).body as PromoCodeView[]).find((code) => code.id === id)!;

/** The demo basket (a Small and a Medium suitcase, two nights: £36.45) with a code: 10 % takes £3.64, £32.81 to pay. */
const withCode = (code: string, overrides: Partial<PaymentIntentRequest> = {}): PaymentIntentRequest =>
  aPaymentIntentRequest(point, { promoCode: code, totalCost: 32.81, collectionDate: londonDate(4), ...overrides });

/** Checks out (and pays, unless told) as a visitor of its own. */
async function checkout(request: PaymentIntentRequest, { pay = true } = {}) {
  const browser = new HttpSession(t);
  const intent = await browser.post('/api/stripe-payment-intent', request);
  if (intent.status !== 200 || !pay) return { intent, browser, reference: null };
  const secret = intent.body as string;
  await payWithCard(browser, secret);
  const booked = await browser.post('/api/booking', aBookingRequest(request, secret));
  expect(booked.status).toBe(200);
  return { intent, browser, reference: (booked.body as { bookingReference: string }).bookingReference, manageToken: (booked.body as { manageToken: string }).manageToken };
}

const check = (code: string, query = `locationId=${point}&items=SS:1,MS:1&nights=2`, session: HttpSession = new HttpSession(t)) =>
  session.get(`/api/promo-codes/${encodeURIComponent(code)}?${query}`);

describe('the admin’s codes', () => {
  it('refuses bad input with a 422 under every bad field, storing nothing', async () => {
    const before = await countRows(t, 'promo_code');
    const response = await admin.post('/api/admin/promo-codes', {
      code: 'no spaces!',
      percentOff: 10,
      amountOff: 5,
      validFrom: '31-02-2026',
      validTo: 'soon',
      maxUses: 0,
      maxUsesPerEmail: 1.5,
      minSpend: -1,
      locationIds: ['x'],
      itemIds: 'all',
    });
    expect(response.status).toBe(422);
    expect(Object.keys(response.body.errors).sort()).toEqual(['code', 'itemIds', 'locationIds', 'maxUses', 'maxUsesPerEmail', 'minSpend', 'percentOff', 'validFrom', 'validTo']);
    expect(response.body.errors.percentOff).toEqual(['Give a percentage or an amount off, not both.']);

    const neither = await admin.post('/api/admin/promo-codes', { code: 'NEITHER', validFrom: '01-01-2027', validTo: '31-12-2026', maxUses: 1, amountOff: 0.001 });
    expect(neither.status).toBe(422);
    expect(neither.body.errors).toMatchObject({ validTo: ['The last valid day must not be before the first valid day.'], amountOff: ['The amount off must be at least £0.01.'] });

    const unknown = await admin.post('/api/admin/promo-codes', { code: 'NOWHERE', percentOff: 5, validFrom: '01-01-2027', validTo: '31-12-2027', maxUses: 1, locationIds: [999_999], itemIds: [999_999] });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toEqual({ locationIds: ['Choose collection points from the list.'], itemIds: ['Choose storage items from the list.'] });
    expect(await countRows(t, 'promo_code')).toBe(before);
  });

  it('stores a code upper case, lists it with its uses, and refuses it again in any case: ten at once make one', async () => {
    const body = { code: `  spring-${process.pid} `, amountOff: 5, validFrom: '01-03-2027', validTo: '31-05-2027', maxUses: 3, maxUsesPerEmail: 1, minSpend: 20, locationIds: [point], itemIds: [] };
    const answers = await Promise.all(Array.from({ length: 10 }, () => admin.post('/api/admin/promo-codes', body)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, ...Array(9).fill(422)]);
    const created = answers.find((answer) => answer.status === 201)!.body as PromoCodeView;
    expect(created).toMatchObject({ code: `SPRING-${process.pid}`, amountOff: 5, percentOff: null, validFrom: '01-03-2027', validTo: '31-05-2027', minSpend: 20, locationIds: [point], active: true, usesSpent: 0, usesLeft: 3 });
    expect(answers.find((answer) => answer.status === 422)!.body.errors).toEqual({ code: [`The code SPRING-${process.pid} already exists.`] });
    expect(await listed(created.id)).toMatchObject({ code: created.code, usesLeft: 3 });
    expect(await countRows(t, 'promo_code', 'code = ?', [created.code])).toBe(1);
  });

  it('deactivates a code: the check and the checkout refuse it from then on', async () => {
    const code = await aCode();
    expect((await admin.put(`/api/admin/promo-codes/${code.id}/deactivate`, {})).body).toMatchObject({ active: false });
    expect((await admin.put('/api/admin/promo-codes/999999/deactivate', {})).status).toBe(404);
    expect((await check(code.code)).body).toMatchObject({ applies: false, refusal: 'inactive', reason: 'This code is no longer valid.' });
    const { intent } = await checkout(withCode(code.code), { pay: false });
    expect(intent.status).toBe(422);
    expect(intent.body.errors).toEqual({ promoCode: ['This code is no longer valid.'] });
  });
});

describe('GET /api/promo-codes/{code}', () => {
  it('gives the discount a code would take off the basket, from storage after its discounts', async () => {
    const code = await aCode();
    expect((await check(code.code.toLowerCase())).body as PromoCheckAnswer).toEqual({ code: code.code, applies: true, reason: null, refusal: null, percentOff: 10, amountOff: null, discount: 3.64 });
    const fiver = await aCode({ percentOff: undefined, amountOff: 5 });
    expect((await check(fiver.code)).body).toMatchObject({ applies: true, amountOff: 5, discount: 5 });
  });

  it('says why a code does not apply, in the request’s language', async () => {
    const expired = await aCode({ validFrom: londonDate(-30), validTo: londonDate(-1) });
    const future = await aCode({ validFrom: londonDate(2), validTo: londonDate(30) });
    const dear = await aCode({ minSpend: 50 });
    const elsewhere = await aCode({ locationIds: [otherPoint] });
    const large = await aCode({ itemIds: [largeSuitcase] });
    const reasons = async (code: string) => (await check(code)).body as PromoCheckAnswer;
    expect(await reasons(expired.code)).toMatchObject({ applies: false, refusal: 'expired', reason: `This code expired on ${londonDate(-1)}.`, discount: 0 });
    expect(await reasons(future.code)).toMatchObject({ refusal: 'notYetValid', reason: `This code is valid from ${londonDate(2)}.` });
    expect(await reasons(dear.code)).toMatchObject({ refusal: 'minSpend', reason: 'This code needs a spend of at least £50.00.' });
    expect(await reasons(elsewhere.code)).toMatchObject({ refusal: 'notHere', reason: 'This code is not valid at this point.' });
    expect(await reasons(large.code)).toMatchObject({ refusal: 'notForItems', reason: 'This code is not valid for these items.' });
    expect((await check(large.code, `locationId=${point}&items=SS:1,LS:1&nights=2`)).body).toMatchObject({ applies: true });
    expect(await reasons('NO-SUCH-CODE')).toMatchObject({ refusal: 'unknown', reason: 'We do not know this code. Check how it is written.' });
    const french = await check(expired.code, undefined, new HttpSession(t).speaks('fr'));
    expect(french.body.reason).toMatch(/^Ce code a expiré le /);
  });

  it('answers a basket it cannot read with a 422 by field', async () => {
    const response = await check('ANY', 'locationId=abc&items=SS&nights=9');
    expect(response.status).toBe(422);
    expect(Object.keys(response.body.errors).sort()).toEqual(['items', 'locationId', 'nights']);
  });
});

describe('a checkout with a code', () => {
  it('charges the total after the code and shows the code on the booking', async () => {
    const code = await aCode();
    const lowered = await checkout(withCode(code.code, { totalCost: 36.45 }), { pay: false });
    expect(lowered.intent.status).toBe(422);
    expect(Object.keys(lowered.intent.body.errors)).toEqual(['totalCost']);

    const request = withCode(code.code.toLowerCase());
    const booked = await checkout(request);
    const [row] = await sql<{ total_pence: number; promo_code: string; promo_discount_pence: number; amount: number }>(
      t,
      `select b.total_pence, b.promo_code, b.promo_discount_pence, p.amount_pence as amount
       from booking b join booking_payment p on p.booking_id = b.id where b.reference = ?`,
      [booked.reference],
    );
    expect(row).toEqual({ total_pence: 3281, promo_code: code.code, promo_discount_pence: 364, amount: 3281 });
    const view = await manageView(t, booked.manageToken!);
    expect(view).toMatchObject({ total: 32.81, discount: 8.55, promo: { code: code.code, discount: 3.64 } });
    const detail = (await admin.get(`/api/admin/bookings/${booked.reference}`).expect(200)).body;
    expect(detail.promo).toEqual({ code: code.code, discount: 3.64 });
    expect(await listed(code.id)).toMatchObject({ usesSpent: 1, usesLeft: 99 });
    const confirmation = await smtp.waitFor((mail: CaughtMail) => mail.subject === `Booking confirmed: ${booked.reference}`, 60_000);
    expect(confirmation.text).toContain(`Full Price: £45.00\nDiscount: - £8.55\nCode ${code.code}: - £3.64\nTotal paid: £32.81\n`);
  });

  it('keeps the code through a change of the booking, applied to the changed storage', async () => {
    const code = await aCode();
    const booked = await checkout(withCode(code.code));
    // One night instead of two: £20.25 of storage after the item discount, 10 % off leaves £18.23.
    const change = sameBooking(await manageView(t, booked.manageToken!), { nights: 1 });
    const quote = await new HttpSession(t).post(`/api/manage/${booked.manageToken}/change-quote`, change);
    expect(quote.body).toMatchObject({ total: 18.23, currentTotal: 32.81, refundNow: 14.58 });
    const changed = await new HttpSession(t).post(`/api/manage/${booked.manageToken}/change`, { ...change, expectedDifference: quote.body.difference });
    expect(changed.status).toBe(200);
    expect(await manageView(t, booked.manageToken!)).toMatchObject({ total: 18.23, promo: { code: code.code, discount: 2.02 } });
  });

  it('refuses a code that does not apply with its reason under promoCode, storing nothing', async () => {
    const expired = await aCode({ validFrom: londonDate(-30), validTo: londonDate(-2) });
    const request = withCode(expired.code);
    const { intent } = await checkout(request, { pay: false });
    expect(intent.status).toBe(422);
    expect(intent.body.errors).toEqual({ promoCode: [`This code expired on ${londonDate(-2)}.`] });
    expect(await countRows(t, 'booking', 'booking_token = ?', [request.bookingToken])).toBe(0);
    const bad = await checkout(withCode('not a code'), { pay: false });
    expect(bad.intent.body.errors).toEqual({ promoCode: ['A code is 3 to 30 letters, digits or dashes.'] });
  });

  it('spends the last use once: of ten checkouts at once, one gets it and nine hear it is used up', async () => {
    const code = await aCode({ maxUses: 2 });
    await checkout(withCode(code.code, { email: 'first@example.com' }));
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => checkout(withCode(code.code, { email: `racer.${i}@example.com`, collectionDate: londonDate(6) }), { pay: false })),
    );
    const statuses = answers.map(({ intent }) => intent.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    for (const { intent } of answers.filter(({ intent }) => intent.status !== 200)) {
      expect(intent.status).toBe(422);
      expect(intent.body.errors).toEqual({ promoCode: ['This code has been used up.'] });
    }
    expect(await countRows(t, 'booking', 'promo_code_id = ?', [code.id])).toBe(2);
    expect(await listed(code.id)).toMatchObject({ usesSpent: 2, usesLeft: 0 });
    expect((await check(code.code)).body).toMatchObject({ applies: false, refusal: 'usedUp' });
  });

  it('gives a cancelled booking’s use back', async () => {
    const code = await aCode({ maxUses: 1 });
    const booked = await checkout(withCode(code.code));
    expect((await checkout(withCode(code.code), { pay: false })).intent.body.errors).toEqual({ promoCode: ['This code has been used up.'] });
    const cancelled = await admin.post(`/api/admin/bookings/${booked.reference}/cancel`, { reason: 'Plans changed', refund: 'full' });
    expect(cancelled.status).toBe(200);
    expect(await listed(code.id)).toMatchObject({ usesSpent: 0, usesLeft: 1 });
    expect((await checkout(withCode(code.code), { pay: false })).intent.status).toBe(200);
  });

  it('holds a use for an unpaid booking until its hold ends, then lets it go', async () => {
    const code = await aCode({ maxUses: 1 });
    const request = withCode(code.code);
    expect((await checkout(request, { pay: false })).intent.status).toBe(200);
    expect(await listed(code.id)).toMatchObject({ usesSpent: 1, usesLeft: 0 });
    expect((await checkout(withCode(code.code), { pay: false })).intent.body.errors).toEqual({ promoCode: ['This code has been used up.'] });
    // The hold's end, come: the stored moment put in the past rather than waited for.
    await sql(t, `update booking set promo_held_until = now() - interval '1 second' where booking_token = ?`, [request.bookingToken]);
    expect(await listed(code.id)).toMatchObject({ usesSpent: 0, usesLeft: 1 });
    expect((await checkout(withCode(code.code), { pay: false })).intent.status).toBe(200);
  });

  it('keeps to the uses per email, whatever the case of the address', async () => {
    const code = await aCode({ maxUses: 10, maxUsesPerEmail: 1 });
    await checkout(withCode(code.code, { email: 'Once@Example.com' }));
    const again = await checkout(withCode(code.code, { email: 'once@example.COM' }), { pay: false });
    expect(again.intent.status).toBe(422);
    expect(again.intent.body.errors).toEqual({ promoCode: ['This code has already been used with this email address.'] });
    expect((await checkout(withCode(code.code, { email: 'someone.else@example.com' }), { pay: false })).intent.status).toBe(200);
  });

  it('lets a checkout drop its code: the same token checks out again without it and the use goes back', async () => {
    const code = await aCode({ maxUses: 1 });
    const request = withCode(code.code);
    const browser = new HttpSession(t);
    expect((await browser.post('/api/stripe-payment-intent', request)).status).toBe(200);
    const { promoCode: _dropped, ...without } = request;
    expect((await browser.post('/api/stripe-payment-intent', { ...without, totalCost: 36.45 })).status).toBe(200);
    expect(await listed(code.id)).toMatchObject({ usesSpent: 0 });
  });
});

describe('the abuse limit on codes', () => {
  it('answers 429 after 30 checks from one address, and counts its checkouts carrying a code too; other addresses go on', async () => {
    const code = await aCode();
    const guesser = new HttpSession(t);
    for (let i = 0; i < 30; i++) expect((await check(`GUESS-${i}`, undefined, guesser)).status).toBe(200);
    const limited = await check(code.code, undefined, guesser);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    const carrying = await guesser.post('/api/stripe-payment-intent', withCode(code.code, { bookingToken: newBookingToken() }));
    expect(carrying.status).toBe(429);
    const without = await guesser.post('/api/stripe-payment-intent', aPaymentIntentRequest(point, { collectionDate: londonDate(4) }));
    expect(without.status).toBe(200);
    expect((await check(code.code)).status).toBe(200);
  });
});
