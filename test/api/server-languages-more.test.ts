import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { formatLondonDateTime, formatterFor, type ManageBookingView } from '@luggage/contracts';
import { demoCatalog, sql } from '../support/booking-builders.js';
import { HttpSession } from '../support/http-session.js';
import { bookAndPay, manageView, refundsOf, sameBooking, setPolicy } from '../support/lifecycle.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

// The manage page's refusals, its actions' reasons and the service area's answer follow the request's Accept-Language;
// without one they are the English they always were.
jest.setTimeout(90_000);

let t: TestApp;
let bristol: number;

beforeAll(async () => {
  t = await createTestApp();
  bristol = (await demoCatalog(t)).bristolBusStation;
});
afterAll(async () => {
  await t?.close();
});

const german = formatterFor('de');
const french = formatterFor('fr');
const spanish = formatterFor('es');
const HOUR = 3_600_000;

/** Runs `check` with free changes ending two weeks before the collection time: a booking 5 days ahead is past its free window. */
async function pastTheFreeWindow(check: () => Promise<void>): Promise<void> {
  await setPolicy(t, 24 * 14, 0);
  try {
    await check();
  } finally {
    await setPolicy(t, 24, 0);
  }
}

describe('a change or a cancellation the policy refuses (409)', () => {
  it('says in German until when changes were possible, and in English without a language', async () => {
    const booked = await bookAndPay(t, bristol);
    await pastTheFreeWindow(async () => {
      const view = await manageView(t, booked.manageToken);
      const until = new Date(view.freeCancellationUntil);
      const change = (browser: HttpSession) => browser.post(`/api/manage/${booked.manageToken}/change`, { ...sameBooking(view), expectedDifference: 0 });

      const refused = await change(new HttpSession(t).speaks('de-DE,de;q=0.9,en;q=0.5'));
      expect(refused.status).toBe(409);
      expect(german.dateTime(until)).toMatch(/^[A-Z][a-z]\., \d{1,2}\. [A-Z][a-zä]+\.? \d{4}, \d{2}:\d{2}$/);
      expect(refused.body).toEqual({ message: `Änderungen waren bis ${german.dateTime(until)} möglich. Bitte kontaktieren Sie uns, wenn Sie Hilfe brauchen.`, code: 'BOOKING.MOVE_NOT_ALLOWED' });

      const english = await change(new HttpSession(t));
      expect(english.body).toEqual({ message: `Changes were possible until ${formatLondonDateTime(until)}. Please contact us if you need help.`, code: 'BOOKING.MOVE_NOT_ALLOWED' });
    });
    expect((await manageView(t, booked.manageToken)).status).toBe('confirmed');
  });

  it('says in German that the collection time has passed, and in English without a language', async () => {
    const booked = await bookAndPay(t, bristol);
    await sql(t, 'update booking set collection_date = collection_date - 6 where reference = ?', [booked.reference]); // yesterday, 09:00
    const view = await manageView(t, booked.manageToken);
    const collectionTime = new Date(Date.parse(view.freeCancellationUntil) + 24 * HOUR);
    const cancel = (browser: HttpSession) => browser.post(`/api/manage/${booked.manageToken}/cancel`, { expectedRefund: 36.45 });

    const refused = await cancel(new HttpSession(t).speaks('de'));
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      message: `Ihre Abgabezeit (${german.dateTime(collectionTime)}) ist vorbei, daher kann die Buchung hier nicht mehr storniert werden. Bitte kontaktieren Sie uns.`,
      code: 'BOOKING.MOVE_NOT_ALLOWED',
    });
    const english = await cancel(new HttpSession(t));
    expect(english.body).toEqual({
      message: `Your collection time (${formatLondonDateTime(collectionTime)}) has passed, so the booking can no longer be cancelled here. Please contact us.`,
      code: 'BOOKING.MOVE_NOT_ALLOWED',
    });
    expect(await refundsOf(t, booked.reference)).toEqual([]);
  });
});

describe('terms that changed since the customer saw them (409)', () => {
  it('says in French what a cancellation refunds now and what a change costs now, changing nothing', async () => {
    const booked = await bookAndPay(t, bristol);
    const visitor = new HttpSession(t).speaks('fr-FR,fr;q=0.8');
    const cancel = await visitor.post(`/api/manage/${booked.manageToken}/cancel`, { expectedRefund: 10 });
    expect(cancel.status).toBe(409);
    expect(cancel.body).toEqual({ message: `Une annulation maintenant donne droit à un remboursement de ${french.money(3645)}. Veuillez vérifier et confirmer à nouveau.`, code: 'BOOKING.TERMS_CHANGED' });

    const view = await manageView(t, booked.manageToken);
    const cheaper = { ...sameBooking(view, { items: [{ code: 'SS', amount: 1 }] }), expectedDifference: 0 };
    const change = await visitor.post(`/api/manage/${booked.manageToken}/change`, cheaper);
    expect(change.status).toBe(409);
    expect(french.money(1845)).toMatch(/^18,45\s£$/);
    expect(change.body).toEqual({ message: `Cette modification coûte désormais ${french.money(1845)} de moins. Veuillez vérifier et confirmer à nouveau.`, code: 'BOOKING.TERMS_CHANGED' });

    const english = await new HttpSession(t).post(`/api/manage/${booked.manageToken}/change`, cheaper);
    expect(english.body).toEqual({ message: 'The price of this change is now £18.45 less. Please review it and confirm again.', code: 'BOOKING.TERMS_CHANGED' });
    expect(await manageView(t, booked.manageToken)).toMatchObject({ status: 'confirmed', total: 36.45, refunded: 0 });
    expect(await refundsOf(t, booked.reference)).toEqual([]);
  });
});

describe("the manage view's reasons", () => {
  const viewIn = async (token: string, acceptLanguage: string) => (await new HttpSession(t).speaks(acceptLanguage).get(`/api/manage/${token}`)).body as ManageBookingView;

  it('says in Spanish why a booking cannot be changed or cancelled any more, and in English without a language', async () => {
    const booked = await bookAndPay(t, bristol);
    await pastTheFreeWindow(async () => {
      const view = await viewIn(booked.manageToken, 'es-ES,es;q=0.9');
      const until = spanish.dateTime(new Date(view.freeCancellationUntil));
      expect(view.actions.change).toEqual({ allowed: false, reason: `Los cambios eran posibles hasta el ${until}. Póngase en contacto con nosotros si necesita ayuda.` });
      expect(view.actions.cancel).toEqual({ allowed: true, reason: null, refundAmount: 0 });
    });

    const cancelled = await new HttpSession(t).speaks('es').post(`/api/manage/${booked.manageToken}/cancel`, { expectedRefund: 36.45 });
    expect(cancelled.status).toBe(200);
    const refusal = { allowed: false, reason: 'Esta reserva se ha cancelado.' };
    expect((cancelled.body as ManageBookingView).actions).toEqual({
      change: refusal,
      cancel: { ...refusal, refundAmount: 0 },
      extend: { ...refusal, choices: { pickUpTimes: [], nights: [] } },
    });
    expect((await viewIn(booked.manageToken, 'es')).actions.change).toEqual(refusal);
    expect((await manageView(t, booked.manageToken)).actions.change).toEqual({ allowed: false, reason: 'This booking has been cancelled.' });
    const pass = await new HttpSession(t).speaks('es').get(`/api/manage/${booked.manageToken}/pass`);
    expect([pass.status, pass.body]).toEqual([404, { message: 'Esta reserva no tiene pase.' }]);
  });
});

describe('the service area', () => {
  const serviceArea = (query: string, acceptLanguage?: string) => {
    const request = t.request().get(`/api/service-area?${query}`);
    return acceptLanguage ? request.set('Accept-Language', acceptLanguage) : request;
  };

  it('says in Chinese that a postcode is outside the area, listing the districts as Chinese does, and in English without a language', async () => {
    const chinese = await serviceArea('postcode=BS20%207AA', 'zh-CN,zh;q=0.9');
    expect(chinese.status).toBe(200);
    expect(chinese.body).toEqual({ served: false, postcode: 'BS20 7AA', district: 'BS20', message: '我们暂未在 BS20 提供上门取送服务。目前服务范围：BA1、BA2、BS1–BS9和BS13–BS16。' });
    const english = await serviceArea('postcode=BS20%207AA');
    expect(english.body.message).toBe("We don't collect or deliver in BS20 yet. We cover BA1, BA2, BS1–BS9 and BS13–BS16.");
  });

  it('refuses a postcode that is not one in Chinese (422)', async () => {
    const refused = await serviceArea('postcode=hello', 'zh-Hans');
    expect([refused.status, refused.body.errors]).toEqual([422, { postcode: ['请输入完整的英国邮编，例如 BS8 4JZ。'] }]);
  });
});
