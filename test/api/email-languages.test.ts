// Languages (issue 19, section 2): a booking records the language it was made in (its checkout's Accept-Language),
// and every email about it, and its calendar file, speak that language whoever causes them; an account's email
// speaks the language of the request that caused it. English emails are covered, unchanged, by the other tests.
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { parseDayMonthYear, type PaymentIntentRequest } from '@luggage/contracts';
import ICAL from 'ical.js';
import PostalMime from 'postal-mime';
import { adminSession, createAdminTestApp } from '../support/admin.js';
import { aBookingRequest, aPaymentIntentRequest, demoCatalog, londonDate, sql } from '../support/booking-builders.js';
import { HttpSession } from '../support/http-session.js';
import { payWithCard } from '../support/lifecycle.js';
import { type CaughtMail, startSmtpCatcher, type SmtpCatcher } from '../support/smtp-catcher.js';
import { eventually, type TestApp } from '../support/test-app.js';

jest.setTimeout(240_000);

/** Generous: the machine running the tests may be busy. */
const WAIT_MS = 60_000;
/** The no-break space French puts before a colon and between an amount and its currency. */
const NBSP = '\u00a0';

let smtp: SmtpCatcher;
let t: TestApp;
let bristol: number;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await createAdminTestApp({ env: { SMTP_URL: smtp.url, APP_URL: 'http://luggage.example' } });
  ({ bristolBusStation: bristol } = await demoCatalog(t));
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const withSubject = (subject: string) => (mail: CaughtMail) => mail.subject === subject;

/** A browser whose every request says Accept-Language, as the SPA sends its visitor's language. */
function browserIn(language: string): HttpSession {
  const browser = new HttpSession(t);
  browser.agent.set('Accept-Language', language);
  return browser;
}

interface Booked {
  reference: string;
  manageToken: string;
}

/** A visitor books and pays in `language` (two suitcases for 2 nights at Bristol Bus Station, £36.45). */
async function bookIn(language: string, overrides: Partial<PaymentIntentRequest> = {}): Promise<Booked> {
  const browser = browserIn(language);
  const request = aPaymentIntentRequest(bristol, { collectionDate: londonDate(5), fullName: 'Anne <Martin>', ...overrides });
  const intent = await browser.post('/api/stripe-payment-intent', request);
  if (intent.status !== 200) throw new Error(`payment intent answered ${intent.status}: ${JSON.stringify(intent.body)}`);
  await payWithCard(browser, intent.body as string);
  const booked = await browser.post('/api/booking', aBookingRequest(request, intent.body as string));
  if (booked.status !== 200) throw new Error(`booking answered ${booked.status}: ${JSON.stringify(booked.body)}`);
  const body = booked.body as { bookingReference: string; manageToken: string };
  return { reference: body.bookingReference, manageToken: body.manageToken };
}

const storedLanguage = async (reference: string) => (await sql<{ language: string }>(t, 'select language from booking where reference = ?', [reference]))[0].language;

/** A DD-MM-YYYY day as French writes it short ('jeu. 3 déc. 2026'), from French's own names, not from the code under test. */
function frenchDay(dashed: string): string {
  const weekdays = ['dim.', 'lun.', 'mar.', 'mer.', 'jeu.', 'ven.', 'sam.'];
  const months = ['janv.', 'févr.', 'mars', 'avr.', 'mai', 'juin', 'juil.', 'août', 'sept.', 'oct.', 'nov.', 'déc.'];
  const { day, month, year } = parseDayMonthYear(dashed)!;
  return `${weekdays[new Date(Date.UTC(year, month - 1, day)).getUTCDay()]} ${day} ${months[month - 1]} ${year}`;
}

/** The same in Spanish ('jue, 3 dic 2026'). */
function spanishDay(dashed: string): string {
  const weekdays = ['dom', 'lun', 'mar', 'mié', 'jue', 'vie', 'sáb'];
  const months = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sept', 'oct', 'nov', 'dic'];
  const { day, month, year } = parseDayMonthYear(dashed)!;
  return `${weekdays[new Date(Date.UTC(year, month - 1, day)).getUTCDay()]}, ${day} ${months[month - 1]} ${year}`;
}

/** The same in German ('Do., 3. Dez. 2026'). */
function germanDay(dashed: string): string {
  const weekdays = ['So.', 'Mo.', 'Di.', 'Mi.', 'Do.', 'Fr.', 'Sa.'];
  const months = ['Jan.', 'Feb.', 'März', 'Apr.', 'Mai', 'Juni', 'Juli', 'Aug.', 'Sept.', 'Okt.', 'Nov.', 'Dez.'];
  const { day, month, year } = parseDayMonthYear(dashed)!;
  return `${weekdays[new Date(Date.UTC(year, month - 1, day)).getUTCDay()]}, ${day}. ${months[month - 1]} ${year}`;
}

const calendarEvents = (ics: string) =>
  new ICAL.Component(ICAL.parse(ics) as unknown[]).getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));

/** English sentences of the emails that must not be left in a translated one. */
const ENGLISH = ['Thank You', 'Your booking reference', 'Please have it ready', 'per item per night', 'Storage', 'Total paid', 'Manage your booking', 'Questions?', 'Call us on', 'Free cancellation', 'Your pass', 'Hello'];

describe('the booking records its language', () => {
  it("from its checkout's Accept-Language; an unknown language, or none, is English", async () => {
    const french = await bookIn('fr-FR,fr;q=0.9,en;q=0.5');
    const klingon = await bookIn('tlh');
    const none = await bookIn('');
    expect(await storedLanguage(french.reference)).toBe('fr');
    expect(await storedLanguage(klingon.reference)).toBe('en-GB');
    expect(await storedLanguage(none.reference)).toBe('en-GB');
    expect((await smtp.waitFor(withSubject(`Booking confirmed: ${klingon.reference}`), WAIT_MS)).text).toContain('Thank You Anne <Martin> for your booking');

    const admin = await adminSession(t);
    const detail = await admin.get(`/api/admin/bookings/${french.reference}`);
    expect(detail.body).toMatchObject({ reference: french.reference, language: 'fr' });
  });
});

describe('a French booking', () => {
  it('gets its confirmation in French: subject, greeting, dates, money, the manage link and the pass, with the name escaped', async () => {
    const booked = await bookIn('fr');
    const mail = await smtp.waitFor(withSubject(`Réservation confirmée${NBSP}: ${booked.reference}`), WAIT_MS);
    const pin = (await t.request().get(`/api/manage/${booked.manageToken}/pass`)).body.pin as string;
    const [collection, back] = [frenchDay(londonDate(5)), frenchDay(londonDate(7))];
    const lines = [
      'Merci Anne <Martin> pour votre réservation',
      `Votre référence de réservation${NBSP}: ${booked.reference}`,
      'Gardez-la sous la main lorsque vous déposez vos bagages.',
      'VOTRE PASS',
      `Référence${NBSP}: ${booked.reference}`,
      `Code PIN${NBSP}: ${pin}`,
      `${collection}, Bristol Bus Station à 09:00${NBSP}: Présentez ce QR code à Bristol Bus Station, ou donnez votre référence et votre code PIN au personnel.`,
      `Ajouter au calendrier${NBSP}: ouvrez le fichier joint booking-${booked.reference}.ics.`,
      'VOS BAGAGES',
      `- 1 x Petite valise (10,00${NBSP}£ par article et par nuit)`,
      `- 1 x Valise moyenne (12,50${NBSP}£ par article et par nuit)`,
      `Consigne${NBSP}: 2 nuits`,
      'DÉPÔT ET RETRAIT',
      `Dépôt${NBSP}: ${collection} à 09:00 (heure de Londres)`,
      `Retrait${NBSP}: ${back} à 09:00 (heure de Londres)`,
      'PAIEMENT',
      `Prix plein${NBSP}: 45,00${NBSP}£`,
      `Remise${NBSP}: - 8,55${NBSP}£`,
      `Total payé${NBSP}: 36,45${NBSP}£`,
      `Gérer ma réservation (modifier, annuler, reçu)${NBSP}: http://luggage.example/manage/${booked.manageToken}`,
      'Annulation et modifications gratuites jusqu’à 24 heures avant l’heure de dépôt. Passé ce délai, une annulation n’est pas remboursée et la réservation ne peut plus être modifiée.',
      `Une question${NBSP}? Écrivez-nous à`,
    ];
    let from = 0;
    for (const line of lines) {
      const at = mail.text.indexOf(line, from);
      expect({ line, found: at >= 0 }).toEqual({ line, found: true });
      from = at + line.length;
    }
    for (const english of ENGLISH) expect({ english, found: mail.text.includes(english) || mail.html.includes(english) }).toEqual({ english, found: false });

    expect(mail.html).toContain('<html lang="fr">');
    expect(mail.html).toContain('Merci Anne &lt;Martin&gt; pour votre réservation');
    expect(mail.html).toContain(`<strong>${collection}</strong> à 09:00 (heure de Londres)`);
    expect(mail.html).toContain(`href="http://luggage.example/manage/${booked.manageToken}"`);
    expect(mail.html).toContain('>Gérer ma réservation</a>');
  });

  it('is cancelled by an English-speaking admin, and the customer is told in French', async () => {
    const booked = await bookIn('fr');
    await smtp.waitFor(withSubject(`Réservation confirmée${NBSP}: ${booked.reference}`), WAIT_MS);
    const admin = await adminSession(t);
    admin.agent.set('Accept-Language', 'en-GB');
    const cancelled = await admin.post(`/api/admin/bookings/${booked.reference}/cancel`, { reason: 'Station closed', refund: 'amount', amount: 20 });
    expect(cancelled.status).toBe(200);

    const mail = await smtp.waitFor(withSubject(`Réservation annulée${NBSP}: ${booked.reference}`), WAIT_MS);
    expect(mail.text).toContain(`Bonjour Anne <Martin>, votre réservation ${booked.reference} du ${frenchDay(londonDate(5))} à Bristol Bus Station a été annulée.`);
    expect(mail.text).toContain(`Nous remboursons 20,00${NBSP}£ sur la carte utilisée pour le paiement. Les paiements de test sont remboursés immédiatement.`);
    expect(smtp.count(withSubject(`Booking cancelled: ${booked.reference}`))).toBe(0);
  });
});

describe('a Spanish booking', () => {
  it('cancelled by the customer gets its cancellation email in Spanish', async () => {
    const booked = await bookIn('es-ES,es;q=0.9');
    await smtp.waitFor(withSubject(`Reserva confirmada: ${booked.reference}`), WAIT_MS);
    const cancelled = await browserIn('es').post(`/api/manage/${booked.manageToken}/cancel`, { expectedRefund: 36.45 });
    expect(cancelled.status).toBe(200);

    const mail = await smtp.waitFor(withSubject(`Reserva cancelada: ${booked.reference}`), WAIT_MS);
    expect(mail.text).toContain(`Hola, Anne <Martin>: su reserva ${booked.reference} del ${spanishDay(londonDate(5))} en Bristol Bus Station se ha cancelado.`);
    expect(mail.text).toContain(`Le devolvemos 36,45${NBSP}£ a la tarjeta con la que pagó. Los pagos de prueba se reembolsan al instante.`);
    expect(mail.text).toContain(`Gestionar su reserva: http://luggage.example/manage/${booked.manageToken}`);
    expect(mail.text).toContain('¿Alguna pregunta? Escríbanos a');
    expect(mail.html).toContain(`Su reserva se ha cancelado`);
    expect(mail.html).toContain(`Le devolvemos <strong>36,45${NBSP}£</strong> a la tarjeta con la que pagó.`);
    for (const english of ENGLISH) expect({ english, found: mail.text.includes(english) }).toEqual({ english, found: false });
  });
});

describe('a German booking', () => {
  it('gets its reminder the evening before the handover in German', async () => {
    const booked = await bookIn('de', { collectionDate: londonDate(2) });
    const [{ id }] = await sql<{ id: number }>(t, 'select id from booking where reference = ?', [booked.reference]);
    // The reminder is a timed outbox event (see booking-reminders.test.ts): its hour comes now instead of waiting for it.
    const reminders = () => sql<{ kind: string }>(t, `select payload->>'kind' as kind from outbox_event where name = 'BookingReminderDue' and (payload->>'bookingId')::int = ?`, [id]);
    await eventually(reminders, (rows) => rows.some((row) => row.kind === 'collection'), WAIT_MS);
    await sql(t, `update outbox_event set available_at = now() where name = 'BookingReminderDue' and (payload->>'bookingId')::int = ? and payload->>'kind' = 'collection'`, [id]);

    const mail = await smtp.waitFor(withSubject(`Erinnerung: Morgen geben Sie Ihr Gepäck ab (${booked.reference})`), WAIT_MS);
    expect(mail.text).toContain(`Hallo Anne <Martin>, zur Erinnerung: Morgen geben Sie Ihr Gepäck ab (Buchung ${booked.reference}):`);
    expect(mail.text).toContain(`\nAbgabe: ${germanDay(londonDate(2))} um 09:00 Uhr (Londoner Zeit)\nAbgabestelle: Bristol Bus Station, Marlborough Street, Bristol BS1 3NU\n`);
    expect(mail.text).toContain(`Buchung verwalten: http://luggage.example/manage/${booked.manageToken}`);
    expect(mail.html).toContain('Bis morgen!');
    for (const english of ENGLISH) expect({ english, found: mail.text.includes(english) }).toEqual({ english, found: false });
  });
});

describe('a Chinese booking', () => {
  it('gets its calendar file in Chinese, from the manage link and in its confirmation email', async () => {
    const booked = await bookIn('zh-CN,zh;q=0.9');
    const mail = await smtp.waitFor(withSubject(`预订已确认：${booked.reference}`), WAIT_MS);
    expect(mail.text).toContain('Anne <Martin>，感谢您的预订');

    const file = await t.request().get(`/api/manage/${booked.manageToken}/calendar.ics`).buffer(true).parse((res, done) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      res.on('end', () => done(null, body));
    });
    expect(file.status).toBe(200);
    const events = calendarEvents(file.body as string);
    expect(events.map((event) => event.summary)).toEqual([`寄存行李（${booked.reference}）`, `取回行李（${booked.reference}）`]);
    expect(events[0].description).toBe(`预订 ${booked.reference}。您的通行证（二维码和 PIN 码）在确认邮件和预订管理页面中。`);
    expect(events[0].location).toContain('Bristol Bus Station');

    const attached = (await PostalMime.parse(mail.raw)).attachments.find((a) => a.mimeType === 'text/calendar')!;
    expect(attached.filename).toBe(`booking-${booked.reference}.ics`);
    const content = typeof attached.content === 'string' ? attached.content : new TextDecoder().decode(attached.content);
    expect(calendarEvents(content).map((event) => event.summary)).toEqual(events.map((event) => event.summary));
  });
});

describe('account emails', () => {
  it('speak the language of the request that caused them: registering and asking for a password reset in Spanish', async () => {
    const email = 'lucia@example.com';
    const registered = await browserIn('es').post('/register', { name: 'Lucía <Gómez>', email, password: 'a long password 123', password_confirmation: 'a long password 123' });
    expect(registered.status).toBe(201);
    const verification = await smtp.waitFor((m) => m.to.includes(email) && m.subject === 'Verifique su dirección de correo', WAIT_MS);
    expect(verification.text).toContain('Hola, Lucía <Gómez>:');

    expect((await browserIn('es').post('/forgot-password', { email })).status).toBe(200);
    const reset = await smtp.waitFor((m) => m.to.includes(email) && m.subject === 'Restablezca su contraseña', WAIT_MS);
    expect(reset.text).toContain('Hola, Lucía <Gómez>:');
    expect(reset.text).toContain('Hemos recibido una solicitud para restablecer la contraseña de su cuenta de Bristol & Bath Luggage.');
    expect(reset.text).toContain('Este enlace caduca en 60 minutos y solo se puede usar una vez.');
    expect(reset.text).toMatch(/^http:\/\/luggage\.example\/password-reset\/\S+\?email=lucia%40example\.com$/m);
    expect(reset.html).toContain('<html lang="es">');
    expect(reset.html).toContain('>Restablecer contraseña</a>');
    expect(reset.html).toContain('Hola, Lucía &lt;Gómez&gt;:');
  });
});
