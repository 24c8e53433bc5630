import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { formatterFor, type PaymentIntentRequest } from '@luggage/contracts';
import { adminSession, createAdminTestApp } from '../support/admin.js';
import { aPaymentIntentRequest, countRows, daysAheadToWeekday, demoCatalog, londonDate, sql } from '../support/booking-builders.js';
import { HttpSession } from '../support/http-session.js';
import { bookAndPay } from '../support/lifecycle.js';
import type { TestApp } from '../support/test-app.js';

// The server's messages follow the request's Accept-Language (which the SPA sets to the visitor's language).
jest.setTimeout(90_000);

let t: TestApp;
let bristol: number;

beforeAll(async () => {
  t = await createAdminTestApp();
  bristol = (await demoCatalog(t)).bristolBusStation;
});
afterAll(async () => {
  await t?.close();
});

/** A checkout with four fields wrong: no name, a bad email and phone, the terms not ticked. */
const badCheckout = (): PaymentIntentRequest =>
  aPaymentIntentRequest(bristol, { fullName: ' ', email: 'ann@example', contactNumber: 'call me', agreedToTerms: false as unknown as true });

async function refusedCheckout(acceptLanguage?: string) {
  const browser = new HttpSession(t);
  if (acceptLanguage) browser.speaks(acceptLanguage);
  const before = await countRows(t, 'booking');
  const response = await browser.post('/api/stripe-payment-intent', badCheckout());
  expect(response.status).toBe(422);
  expect(await countRows(t, 'booking')).toBe(before);
  return response.body as { message: string; errors: Record<string, string[]> };
}

const ENGLISH_CHECKOUT = {
  message: 'Full Name Cannot Be Empty (and 3 more errors)',
  errors: {
    fullName: ['Full Name Cannot Be Empty'],
    contactNumber: ['Please enter a valid contact number. International dialling code is optional'],
    email: ['This is not a valid email address'],
    agreedToTerms: ['To continue you must agree to the Terms and Conditions'],
  },
};

describe('validation messages (422)', () => {
  it('answers a German checkout in German, one message per field', async () => {
    expect(await refusedCheckout('de-DE,de;q=0.9,en;q=0.5')).toEqual({
      message: 'Bitte geben Sie Ihren vollständigen Namen ein. (und 3 weitere Fehler)',
      errors: {
        fullName: ['Bitte geben Sie Ihren vollständigen Namen ein.'],
        contactNumber: ['Bitte geben Sie eine gültige Telefonnummer ein. Die internationale Vorwahl ist optional.'],
        email: ['Diese E-Mail-Adresse ist ungültig.'],
        agreedToTerms: ['Bitte stimmen Sie den Allgemeinen Geschäftsbedingungen zu, um fortzufahren.'],
      },
    });
  });

  it("answers today's English without an Accept-Language, and for a language we do not have", async () => {
    expect(await refusedCheckout()).toEqual(ENGLISH_CHECKOUT);
    expect(await refusedCheckout('pt-BR,pt;q=0.9')).toEqual(ENGLISH_CHECKOUT);
    expect(await refusedCheckout('en-US')).toEqual(ENGLISH_CHECKOUT);
  });

  it('answers the checks the checkout makes after validation in the language too (a point not available)', async () => {
    const response = await new HttpSession(t).speaks('es').post('/api/stripe-payment-intent', aPaymentIntentRequest(999_999));
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({ locationId: ['Este punto de depósito no está disponible para reservar.'] });
  });

  it("names an account's field in the visitor's language", async () => {
    const response = await new HttpSession(t).speaks('de').post('/register', { name: 'Ann', password: 'correct horse battery', password_confirmation: 'correct horse battery' });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({ email: ['Das Feld „E-Mail-Adresse“ ist erforderlich.'] });
  });
});

describe('other refusals', () => {
  it('says in French that a point is full, with the date as French writes it, storing nothing', async () => {
    await sql(t, 'update collection_location set capacity = 2 where id = ?', [bristol]);
    await bookAndPay(t, bristol, { collectionDate: londonDate(30) }); // two bags: the point is full that night
    const before = await countRows(t, 'booking');
    const refused = await new HttpSession(t).speaks('fr-FR,fr;q=0.8').post('/api/stripe-payment-intent', aPaymentIntentRequest(bristol, { collectionDate: londonDate(30) }));
    expect(refused.status).toBe(409);
    const night = formatterFor('fr').date(londonDate(30));
    expect(night).toMatch(/^[a-zé]+\. \d{1,2} [a-zéû]+\.? \d{4}$/);
    expect(refused.body).toEqual({ message: `Bristol Bus Station est complet le ${night}. Veuillez choisir une autre date ou un autre point de dépôt.`, code: 'BOOKING.POINT_FULL' });
    expect(await countRows(t, 'booking')).toBe(before);
  });

  it('says in Spanish that a manage link is not valid', async () => {
    const answer = await new HttpSession(t).speaks('es-ES').get('/api/manage/no-such-link-0000000000000000000000');
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ message: 'Este enlace no es válido o ha caducado.' });
  });

  it('says in Chinese how long to wait after too many attempts, with Retry-After', async () => {
    const visitor = new HttpSession(t).speaks('zh-CN,zh;q=0.9');
    for (let i = 0; i < 3; i += 1) await visitor.post('/api/find-booking', { reference: 'ZZLANG01', email: `guess${i}@example.com` });
    const blocked = await visitor.post('/api/find-booking', { reference: 'ZZLANG01', email: 'guess9@example.com' });
    expect(blocked.status).toBe(429);
    const seconds = Number(blocked.headers['retry-after']);
    expect(seconds).toBeGreaterThan(0);
    expect(blocked.body).toEqual({ message: `尝试次数过多，请在 ${seconds} 秒后重试。` });
  });
});

describe('419', () => {
  it('asks in Chinese to reload the page when the CSRF token is missing, in English without a language', async () => {
    const refused = await t.request().post('/api/find-booking').set('Accept-Language', 'zh-CN,zh;q=0.9').send({ reference: 'ZZLANG02', email: 'ann@example.com' });
    expect(refused.status).toBe(419);
    expect(refused.body).toEqual({ message: '会话已过期，请刷新页面后重试。' });
    const english = await t.request().post('/api/find-booking').send({ reference: 'ZZLANG02', email: 'ann@example.com' });
    expect(english.body).toEqual({ message: 'CSRF token mismatch.' });
  });
});

describe('date refusals after validation', () => {
  /** A point open Monday to Friday, closed on the day `closedIn` days ahead for engineering works. */
  async function weekdaysPoint(name: string, closedIn: number): Promise<number> {
    const cityId = (await demoCatalog(t)).data.collection_cities.find((c) => c.city === 'Bristol')!.id;
    const closures = [{ date: londonDate(closedIn), note: 'Engineering works' }];
    const made = await (await adminSession(t)).post('/api/store-new-collection-location', { cityId, location: name, lat: 51.45, lng: -2.58, time: '09:00', openWeekdays: [1, 2, 3, 4, 5], closures });
    expect(made.status).toBe(201);
    return made.body.id as number;
  }

  it('says in German that a point is closed on Saturdays, on a closure day, or on the return day, storing nothing', async () => {
    const monday = daysAheadToWeekday(1);
    const point = await weekdaysPoint('Wochentags Punkt', monday + 7);
    const visitor = new HttpSession(t).speaks('de-DE,de;q=0.9');
    const before = await countRows(t, 'booking');
    const refuse = async (overrides: Partial<PaymentIntentRequest>) => {
      const response = await visitor.post('/api/stripe-payment-intent', aPaymentIntentRequest(point, overrides));
      expect(response.status).toBe(422);
      return response.body.errors as Record<string, string[]>;
    };
    expect(await refuse({ collectionDate: londonDate(daysAheadToWeekday(6)) })).toEqual({
      collectionDate: ['Wochentags Punkt ist samstags geschlossen. Bitte wählen Sie ein anderes Datum.'],
    });
    const closureDay = formatterFor('de').date(londonDate(monday + 7));
    expect(closureDay).toMatch(/^Mo\., \d{1,2}\. [A-Za-zä]+\.? \d{4}$/);
    expect(await refuse({ collectionDate: londonDate(monday + 7) })).toEqual({
      collectionDate: [`Wochentags Punkt ist am ${closureDay} geschlossen (Engineering works). Bitte wählen Sie ein anderes Datum.`],
    });
    const friday = daysAheadToWeekday(5);
    const sunday = formatterFor('de').date(londonDate(friday + 2));
    expect(await refuse({ collectionDate: londonDate(friday), nights: 2 })).toEqual({
      nights: [`Wochentags Punkt ist sonntags geschlossen, daher kann Ihr Gepäck am ${sunday} nicht zurückgegeben werden. Bitte wählen Sie eine andere Anzahl von Nächten.`],
    });
    expect(await countRows(t, 'booking')).toBe(before);
  });
});

describe('delivery refusals', () => {
  it('says in French that a postcode is outside the area, with the districts served, storing nothing', async () => {
    const { data } = await demoCatalog(t);
    const cityId = data.collection_cities.find((c) => c.get_locations.some((p) => p.id === bristol))!.id;
    const windowId = data.delivery.windows.find((w) => w.cityId === cityId && w.start === '08:00')!.id;
    const address = { line1: '12 Royal York Crescent', town: 'Bristol', postcode: 'SW1A 1AA' };
    const before = await countRows(t, 'booking');
    const refused = await new HttpSession(t).speaks('fr-FR,fr;q=0.9').post('/api/stripe-payment-intent', aPaymentIntentRequest(bristol, { handover: { kind: 'address', address, windowId } }));
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({
      'handover.address.postcode': ['Nous ne proposons pas encore la collecte ni la livraison à SW1A. Nous desservons BA1, BA2, BS1–BS9 et BS13–BS16.'],
    });
    expect(await countRows(t, 'booking')).toBe(before);
  });
});
