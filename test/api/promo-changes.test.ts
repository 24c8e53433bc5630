// The operator's money, its gaps (issue 41): a change of a booking made through a partner link keeps the link's
// discount; a change keeps the booking's code while it applies and may add, swap or drop one, checked as the public
// check checks it, the last use spent once under ten changes at once; a wizard checkout with a partner link and a code
// priced as the wizard prices it; a payment after the hold ended claims its code's use again, honoured past the limit.
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import {
  bookingQuote,
  type ChangeQuote,
  type GetDataResponse,
  type PaymentIntentRequest,
  penceToPounds,
  poundsToPence,
  type PromoCodeView,
  type PartnerView,
  quote,
  withPartnerDiscount,
} from '@luggage/contracts';
import { adminSession, createAdminTestApp } from '../support/admin.js';
import { aBookingRequest, aPaymentIntentRequest, demoCatalog, londonDate, sql } from '../support/booking-builders.js';
import { HttpSession } from '../support/http-session.js';
import { manageView, payWithCard, sameBooking } from '../support/lifecycle.js';
import type { TestApp } from '../support/test-app.js';

jest.setTimeout(240_000);

let t: TestApp;
let admin: HttpSession;
let point: number;
let catalog: GetDataResponse;
let counter = 0;

beforeAll(async () => {
  t = await createAdminTestApp();
  admin = await adminSession(t);
  const demo = await demoCatalog(t);
  point = demo.bristolBusStation;
  catalog = demo.data;
});
afterAll(async () => {
  await t?.close();
});

const unique = () => `${process.pid}-${++counter}`;

/** A code of its own: 10 % off, valid from yesterday to a month ahead, 100 uses, unless told. */
async function aCode(overrides: Record<string, unknown> = {}): Promise<PromoCodeView> {
  const body = { code: `chg-${unique()}`, percentOff: 10, validFrom: londonDate(-1), validTo: londonDate(30), maxUses: 100, ...overrides };
  const response = await admin.post('/api/admin/promo-codes', body);
  if (response.status !== 201) throw new Error(`create answered ${response.status}: ${JSON.stringify(response.body)}`);
  return response.body as PromoCodeView;
}

/** A partner (invited: its link works at once) taking `discountPercent` off bookings made through its link. */
async function aPartnerLink(discountPercent: number): Promise<PartnerView> {
  const response = await admin.post('/api/admin/partners', { name: 'Harbour Hotel', email: `hotel.${unique()}@example.com`, sharePercent: 10, discountPercent, onAccount: false });
  if (response.status !== 201) throw new Error(`partner answered ${response.status}: ${JSON.stringify(response.body)}`);
  return response.body as PartnerView;
}

const listed = async (id: number): Promise<PromoCodeView> => ((await admin.get('/api/admin/promo-codes').expect(200)).body as PromoCodeView[]).find((code) => code.id === id)!;

/**
 * The wizard's total for the demo basket (a Small and a Medium suitcase) over `nights`, as the wizard prices it from
 * the catalog it is served: contracts' quote, the partner link's discount, then the code.
 */
function wizardTotal(nights: number, { partnerPercent = 0, percentOff = null as number | null } = {}): number {
  const lines = ['SS', 'MS'].map((code) => ({ pricePence: poundsToPence(catalog.storage_items.find((item) => item.code === code)!.price), amount: 1 }));
  const storage = quote(lines, nights, catalog.discount_items.map((discount) => ({ rule: discount.rule, percentage: discount.discount_percentage })));
  const withLink = withPartnerDiscount(storage, partnerPercent);
  return penceToPounds(bookingQuote(withLink, [], percentOff === null ? null : { code: 'ANY', percentOff, amountOffPence: null }).totalPence);
}

/** A visitor checks out and pays; answers the reference and the manage link's secret. */
async function bookAndPay(overrides: Partial<PaymentIntentRequest>): Promise<{ reference: string; manageToken: string }> {
  const browser = new HttpSession(t);
  const request = aPaymentIntentRequest(point, { collectionDate: londonDate(5), email: `guest.${unique()}@example.com`, ...overrides });
  const intent = await browser.post('/api/stripe-payment-intent', request);
  if (intent.status !== 200) throw new Error(`payment intent answered ${intent.status}: ${JSON.stringify(intent.body)}`);
  await payWithCard(browser, intent.body as string);
  const booked = await browser.post('/api/booking', aBookingRequest(request, intent.body as string));
  if (booked.status !== 200) throw new Error(`booking answered ${booked.status}: ${JSON.stringify(booked.body)}`);
  return { reference: booked.body.bookingReference, manageToken: booked.body.manageToken };
}

/** Quotes the change from a client of its own (each session its own address, as the abuse limits count). */
const quoteChange = (token: string, change: object) => new HttpSession(t).post(`/api/manage/${token}/change-quote`, change);

async function change(token: string, request: object): Promise<{ status: number; body: { outcome?: string; errors?: Record<string, string[]> } }> {
  const quoted = await quoteChange(token, request);
  expect(quoted.status).toBe(200);
  return new HttpSession(t).post(`/api/manage/${token}/change`, { ...request, expectedDifference: (quoted.body as ChangeQuote).difference });
}

describe('a booking made through a partner link', () => {
  it('keeps the link’s discount through a change, priced as the wizard prices it', async () => {
    const partner = await aPartnerLink(10);
    const booked = await bookAndPay({ partnerCode: partner.code, totalCost: wizardTotal(2, { partnerPercent: 10 }) });
    const view = await manageView(t, booked.manageToken);
    expect(view.total).toBe(32.81);
    const oneNight = sameBooking(view, { nights: 1 });
    const quoted = (await quoteChange(booked.manageToken, oneNight)).body as ChangeQuote;
    // One night: £20.25 after the item discount, £18.23 after the link's 10 % (without it the change would cost £20.25).
    expect(quoted).toMatchObject({ total: wizardTotal(1, { partnerPercent: 10 }), partnerPercentage: 10, promo: null });
    expect(quoted.total).toBe(18.23);
    expect((await change(booked.manageToken, oneNight)).status).toBe(200);
    expect(await manageView(t, booked.manageToken)).toMatchObject({ total: 18.23, nights: 1 });
    const [row] = await sql<{ partner_discount_pct: number; total_pence: number }>(t, 'select partner_discount_pct, total_pence from booking where reference = ?', [booked.reference]);
    expect(row).toEqual({ partner_discount_pct: 10, total_pence: 1823 });
  });

  it('keeps it when the partner’s discount changes later: the booking’s own is the one it was made with', async () => {
    const partner = await aPartnerLink(10);
    const booked = await bookAndPay({ partnerCode: partner.code, totalCost: 32.81 });
    expect((await admin.put(`/api/admin/partners/${partner.id}`, { sharePercent: 10, discountPercent: 0, onAccount: false, active: true })).status).toBe(200);
    const quoted = (await quoteChange(booked.manageToken, sameBooking(await manageView(t, booked.manageToken), { nights: 1 }))).body as ChangeQuote;
    expect(quoted).toMatchObject({ total: 18.23, partnerPercentage: 10 });
  });
});

describe('a wizard checkout with a partner link and a code', () => {
  it('is charged what the wizard shows: the link’s discount, then the code on what is left', async () => {
    const partner = await aPartnerLink(10);
    const code = await aCode();
    const shown = wizardTotal(2, { partnerPercent: 10, percentOff: 10 });
    // £36.45, less the link's 10 % (£32.81), less the code's 10 % of that (£3.28): £29.53.
    expect(shown).toBe(29.53);
    const other = await new HttpSession(t).post('/api/stripe-payment-intent', aPaymentIntentRequest(point, { partnerCode: partner.code, promoCode: code.code, totalCost: 29.52 }));
    expect(other.status).toBe(422);
    expect(Object.keys(other.body.errors)).toEqual(['totalCost']);
    const booked = await bookAndPay({ partnerCode: partner.code, promoCode: code.code, totalCost: shown });
    const [row] = await sql<{ total_pence: number; promo_discount_pence: number; partner_discount_pct: number; paid: number }>(
      t,
      `select b.total_pence, b.promo_discount_pence, b.partner_discount_pct, p.amount_pence as paid from booking b join booking_payment p on p.booking_id = b.id where b.reference = ?`,
      [booked.reference],
    );
    expect(row).toEqual({ total_pence: 2953, promo_discount_pence: 328, partner_discount_pct: 10, paid: 2953 });
    expect(await manageView(t, booked.manageToken)).toMatchObject({ total: 29.53, promo: { code: code.code, discount: 3.28 } });
  });

  it('keeps both through a change: the link’s discount, then the code applied again to the new storage', async () => {
    const partner = await aPartnerLink(10);
    const code = await aCode();
    const booked = await bookAndPay({ partnerCode: partner.code, promoCode: code.code, totalCost: 29.53 });
    const oneNight = sameBooking(await manageView(t, booked.manageToken), { nights: 1 });
    const quoted = (await quoteChange(booked.manageToken, oneNight)).body as ChangeQuote;
    expect(quoted).toMatchObject({ total: wizardTotal(1, { partnerPercent: 10, percentOff: 10 }), promo: { code: code.code, discount: 1.82 }, promoDropped: null });
    expect(quoted.total).toBe(16.41);
  });
});

describe('the public check of a code with a partner link', () => {
  it('judges a minimum spend on what is left after the link’s discount, as the checkout does', async () => {
    const partner = await aPartnerLink(10);
    // £36.45 of storage; the link leaves £32.81, under the code's £35.
    const code = await aCode({ minSpend: 35 });
    const basket = `locationId=${point}&items=SS:1,MS:1&nights=2`;
    const check = (query: string) => new HttpSession(t).get(`/api/promo-codes/${code.code}?${query}`);
    expect((await check(basket)).body).toMatchObject({ applies: true });
    const withLink = await check(`${basket}&partnerCode=${partner.code}`);
    expect(withLink.body).toMatchObject({ applies: false, refusal: 'minSpend' });
    const checkout = await new HttpSession(t).post('/api/stripe-payment-intent', aPaymentIntentRequest(point, { partnerCode: partner.code, promoCode: code.code, totalCost: 29.53 }));
    expect(checkout.status).toBe(422);
    expect(Object.keys(checkout.body.errors)).toEqual(['promoCode']);

    const unknown = await check(`${basket}&partnerCode=NOSUCH99`);
    expect(unknown.status).toBe(422);
    expect(Object.keys(unknown.body.errors)).toEqual(['partnerCode']);
  });
});

describe('a change and the booking’s code', () => {
  it('applies the booked code again to the changed storage', async () => {
    const code = await aCode();
    const booked = await bookAndPay({ promoCode: code.code, totalCost: 32.81 });
    // One night: £20.25, 10 % off leaves £18.23; £14.58 of the £32.81 paid comes back.
    const oneNight = sameBooking(await manageView(t, booked.manageToken), { nights: 1 });
    expect((await quoteChange(booked.manageToken, oneNight)).body).toMatchObject({ total: 18.23, refundNow: 14.58, promo: { code: code.code, discount: 2.02 } });
    expect((await change(booked.manageToken, oneNight)).status).toBe(200);
    expect(await manageView(t, booked.manageToken)).toMatchObject({ total: 18.23, promo: { code: code.code, discount: 2.02 } });
    expect(await listed(code.id)).toMatchObject({ usesSpent: 1 });
  });

  it('drops a booked code the changed booking no longer meets, saying why, and gives its use back', async () => {
    const code = await aCode({ minSpend: 30 });
    const booked = await bookAndPay({ promoCode: code.code, totalCost: 32.81 });
    const oneNight = sameBooking(await manageView(t, booked.manageToken), { nights: 1 });
    const quoted = await new HttpSession(t).speaks('fr').post(`/api/manage/${booked.manageToken}/change-quote`, oneNight);
    expect(quoted.body).toMatchObject({ total: 20.25, promo: null, promoDropped: { code: code.code } });
    expect((quoted.body as ChangeQuote).promoDropped!.reason).toContain('30,00');
    expect((await change(booked.manageToken, oneNight)).status).toBe(200);
    expect(await manageView(t, booked.manageToken)).toMatchObject({ total: 20.25, promo: null });
    expect(await listed(code.id)).toMatchObject({ usesSpent: 0 });
  });

  it('adds a code to a booking without one, its use spent', async () => {
    const code = await aCode();
    const booked = await bookAndPay({});
    const withCode = sameBooking(await manageView(t, booked.manageToken), { promoCode: code.code.toLowerCase() });
    expect((await quoteChange(booked.manageToken, withCode)).body).toMatchObject({ total: 32.81, refundNow: 3.64, promo: { code: code.code, discount: 3.64 } });
    expect((await change(booked.manageToken, withCode)).status).toBe(200);
    expect(await manageView(t, booked.manageToken)).toMatchObject({ total: 32.81, promo: { code: code.code, discount: 3.64 } });
    expect(await listed(code.id)).toMatchObject({ usesSpent: 1, usesLeft: 99 });
  });

  it('swaps the booked code for another: the old one’s use comes back, the new one’s is spent', async () => {
    const first = await aCode();
    const second = await aCode({ percentOff: null, amountOff: 5 });
    const booked = await bookAndPay({ promoCode: first.code, totalCost: 32.81 });
    const swapped = sameBooking(await manageView(t, booked.manageToken), { promoCode: second.code });
    expect((await change(booked.manageToken, swapped)).status).toBe(200);
    expect(await manageView(t, booked.manageToken)).toMatchObject({ total: 31.45, promo: { code: second.code, discount: 5 } });
    expect(await listed(first.id)).toMatchObject({ usesSpent: 0 });
    expect(await listed(second.id)).toMatchObject({ usesSpent: 1 });
  });

  it('removes the code when asked (null), its use given back', async () => {
    const code = await aCode();
    const booked = await bookAndPay({ promoCode: code.code, totalCost: 32.81 });
    const without = sameBooking(await manageView(t, booked.manageToken), { promoCode: null });
    expect((await quoteChange(booked.manageToken, without)).body).toMatchObject({ total: 36.45, payNow: 3.64, promo: null });
    expect(await listed(code.id)).toMatchObject({ usesSpent: 1 });
  });

  it('refuses a code that does not apply with the public check’s reason under promoCode, changing nothing', async () => {
    const expired = await aCode({ validFrom: londonDate(-30), validTo: londonDate(-2) });
    const booked = await bookAndPay({});
    const view = await manageView(t, booked.manageToken);
    const refused = await quoteChange(booked.manageToken, sameBooking(view, { promoCode: expired.code }));
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ promoCode: [`This code expired on ${londonDate(-2)}.`] });
    const checked = await new HttpSession(t).get(`/api/promo-codes/${expired.code}?locationId=${point}&items=SS:1,MS:1&nights=2`);
    expect(refused.body.errors.promoCode).toEqual([checked.body.reason]);
    for (const [promoCode, problem] of [
      ['NOPE-NOT-A-CODE', 'We do not know this code. Check how it is written.'],
      ['not a code', 'A code is 3 to 30 letters, digits or dashes.'],
    ]) {
      const answer = await new HttpSession(t).post(`/api/manage/${booked.manageToken}/change`, { ...sameBooking(view, { promoCode }), expectedDifference: -3.64 });
      expect(answer.status).toBe(422);
      expect(answer.body.errors).toEqual({ promoCode: [problem] });
    }
    expect(await manageView(t, booked.manageToken)).toMatchObject({ total: 36.45, promo: null });
  });

  it('spends the last use once: of ten bookings adding it at once, one gets it and nine hear it is used up', async () => {
    const code = await aCode({ maxUses: 1 });
    const bookings = [];
    for (let i = 0; i < 10; i += 1) bookings.push(await bookAndPay({ collectionDate: londonDate(6 + (i % 3)) }));
    const requests = await Promise.all(
      bookings.map(async (booked) => {
        const request = sameBooking(await manageView(t, booked.manageToken), { promoCode: code.code });
        const quoted = await quoteChange(booked.manageToken, request);
        expect(quoted.status).toBe(200);
        return { booked, body: { ...request, expectedDifference: (quoted.body as ChangeQuote).difference } };
      }),
    );
    const answers = await Promise.all(requests.map(({ booked, body }) => new HttpSession(t).post(`/api/manage/${booked.manageToken}/change`, body)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    for (const answer of answers.filter((answer) => answer.status !== 200)) {
      expect(answer.status).toBe(422);
      expect(answer.body.errors).toEqual({ promoCode: ['This code has been used up.'] });
    }
    expect(await listed(code.id)).toMatchObject({ usesSpent: 1, usesLeft: 0 });
    const [{ n }] = await sql<{ n: number }>(t, 'select count(*)::int as n from booking where promo_code_id = ?', [code.id]);
    expect(n).toBe(1);
  });
});

describe('a dearer change adding a code', () => {
  it('claims the code when paid: its last use gone meanwhile, the payment is refunded and the booking stays as it was', async () => {
    const code = await aCode({ maxUses: 1 });
    const waiting = await bookAndPay({});
    const dearer = sameBooking(await manageView(t, waiting.manageToken), { nights: 3, promoCode: code.code });
    const quoted = (await quoteChange(waiting.manageToken, dearer)).body as ChangeQuote;
    expect(quoted.payNow).toBeGreaterThan(0);
    expect(quoted.promo).toMatchObject({ code: code.code });
    const asked = await new HttpSession(t).post(`/api/manage/${waiting.manageToken}/change`, { ...dearer, expectedDifference: quoted.difference });
    expect(asked.body).toMatchObject({ outcome: 'payment_required' });
    const { changeId, clientSecret } = asked.body as unknown as { changeId: number; clientSecret: string };

    // Meanwhile another booking takes the code's one use.
    const other = await bookAndPay({});
    expect((await change(other.manageToken, sameBooking(await manageView(t, other.manageToken), { promoCode: code.code }))).status).toBe(200);

    const browser = new HttpSession(t);
    await payWithCard(browser, clientSecret);
    const after = await browser.post(`/api/manage/${waiting.manageToken}/changes/${changeId}/confirm`, {});
    expect(after.status).toBe(200);
    expect(after.body).toMatchObject({ nights: 2, total: 36.45, promo: null });
    const [refund] = await sql<{ amount_pence: number; reason: string }>(
      t,
      'select r.amount_pence, r.reason from refund r join booking b on b.id = r.booking_id where b.reference = ?',
      [waiting.reference],
    );
    expect(refund).toMatchObject({ amount_pence: Math.round(quoted.payNow * 100) });
    expect(refund.reason).toContain(`code ${code.code} had no use left`);
    expect(await listed(code.id)).toMatchObject({ usesSpent: 1, overUses: 0 });
  });
});

describe('a payment after the hold ended', () => {
  /** Checks out with the code without paying; answers the browser, the request and the intent's secret. */
  async function checkoutUnpaid(promoCode: string) {
    const browser = new HttpSession(t);
    const request = aPaymentIntentRequest(point, { collectionDate: londonDate(7), promoCode, totalCost: 32.81, email: `late.${unique()}@example.com` });
    const intent = await browser.post('/api/stripe-payment-intent', request);
    expect(intent.status).toBe(200);
    return { browser, request, secret: intent.body as string };
  }

  async function pay({ browser, request, secret }: Awaited<ReturnType<typeof checkoutUnpaid>>) {
    await payWithCard(browser, secret);
    const booked = await browser.post('/api/booking', aBookingRequest(request, secret));
    expect(booked.status).toBe(200);
    return booked.body.bookingReference as string;
  }

  it('claims the code’s use again, and with none left honours the price paid and counts it over the limit for the admin', async () => {
    const code = await aCode({ maxUses: 1 });
    const late = await checkoutUnpaid(code.code);
    // Its hold's end, come: the stored moment put in the past rather than waited for; the use goes to another booking.
    await sql(t, `update booking set promo_held_until = now() - interval '1 second' where booking_token = ?`, [late.request.bookingToken]);
    await pay(await checkoutUnpaid(code.code));
    expect(await listed(code.id)).toMatchObject({ usesSpent: 1, usesLeft: 0, overUses: 0 });

    const reference = await pay(late);
    const [row] = await sql<{ status: string; total_pence: number; promo_over_use: boolean; paid: number }>(
      t,
      'select b.status, b.total_pence, b.promo_over_use, p.amount_pence as paid from booking b join booking_payment p on p.booking_id = b.id where b.reference = ?',
      [reference],
    );
    expect(row).toEqual({ status: 'confirmed', total_pence: 3281, promo_over_use: true, paid: 3281 });
    expect(await listed(code.id)).toMatchObject({ usesSpent: 2, usesLeft: 0, overUses: 1 });
  });

  it('claims it without fuss when a use is still left', async () => {
    const code = await aCode({ maxUses: 2 });
    const late = await checkoutUnpaid(code.code);
    await sql(t, `update booking set promo_held_until = now() - interval '1 second' where booking_token = ?`, [late.request.bookingToken]);
    const reference = await pay(late);
    const [row] = await sql<{ status: string; promo_over_use: boolean }>(t, 'select status, promo_over_use from booking where reference = ?', [reference]);
    expect(row).toEqual({ status: 'confirmed', promo_over_use: false });
    expect(await listed(code.id)).toMatchObject({ usesSpent: 1, usesLeft: 1, overUses: 0 });
  });
});
