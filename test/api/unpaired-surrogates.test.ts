// A lone UTF-16 surrogate (issue 38, item 9): JSON may carry "\ud800", which is no character at all. It reached
// class-validator's isEmail (which throws) and PostgreSQL (which refuses it in text and JSON): 500s on the login,
// the registration, the password reset, the email change, a staff invitation, a manage change with an address, the
// admin's translations and closure notes. One check at the edge answers any body holding one, at any depth, in a key or
// a value, with 422 naming the field, on every route, before any guard or handler, and changes nothing.
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import type { RouteInfo } from '../../backend/src/bootstrap/create-http-app.js';
import { registered, type Registered } from '../support/accounts.js';
import { ADMIN, adminSession, createAdminTestApp } from '../support/admin.js';
import { demoCatalog, londonDate, sql } from '../support/booking-builders.js';
import { HttpSession } from '../support/http-session.js';
import { bookAndPay, type PaidBooking } from '../support/lifecycle.js';
import { eventually, type TestApp } from '../support/test-app.js';

jest.setTimeout(120_000);

const LONE = 'Ann \ud800 Example';
const MESSAGE = 'This field contains a character that is not valid text.';
// JSON.stringify writes a lone surrogate as the escape "\ud800" (well-formed JSON), as an attacker's raw body would.
const json = (body: unknown) => JSON.stringify(body);

let t: TestApp;
let admin: HttpSession;
let customer: Registered;
let booked: PaidBooking;
let bristolCity: number;
let windowId: number;

beforeAll(async () => {
  t = await createAdminTestApp();
  const { bristolBusStation, data } = await demoCatalog(t);
  admin = await adminSession(t);
  customer = await registered(t);
  booked = await bookAndPay(t, bristolBusStation, { collectionDate: londonDate(6) });
  bristolCity = data.delivery.zones.find((zone) => zone.districts.includes('BS8'))!.cityId;
  windowId = data.delivery.windows.find((window) => window.cityId === bristolCity)!.id;
  // The registration's and the booking's emails are sent, and nothing is due in the outbox: the data is at rest.
  const atRest = async () =>
    (
      await sql<{ sent: number; due: number }>(
        t,
        `select (select count(*)::int from sent_email where status = 'sent') as sent,
           (select count(*)::int from outbox_event where published_at is null and available_at <= now()) as due`,
      )
    )[0];
  expect(await eventually(atRest, (now) => now.sent >= 2 && now.due === 0, 20_000)).toMatchObject({ due: 0 });
});
afterAll(async () => {
  await t?.close();
});

/** What a table's digest reads of each row: all of it, but of the outbox what was recorded (timed events are delivered meanwhile). */
const DIGESTED: Record<string, string> = { outbox_event: '(r.id, r.name, r.payload)' };

/** Every table's rows as one digest each (sessions aside: a visitor's CSRF cookie and a session's sliding expiry are meant to move). */
async function tableDigests(): Promise<Record<string, string>> {
  const connection = t.app.get(EntityManager).getConnection();
  const tables = await connection.execute<{ name: string }[]>(
    `select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'session' order by 1`,
  );
  const digests: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await connection.execute<{ digest: string | null }[]>(`select md5(string_agg(${DIGESTED[name] ?? 'r'}::text, '|' order by ${DIGESTED[name] ?? 'r'}::text)) as digest from "${name}" r`);
    digests[name] = row.digest ?? 'empty';
  }
  return digests;
}

describe('a lone surrogate in a body', () => {
  it('is a 422 under its field on each route that answered 500, and changes nothing', async () => {
    const before = await tableDigests();
    const password = customer.customer.password;
    const cases: [HttpSession, string, string, unknown, string][] = [
      [new HttpSession(t), 'POST', '/login', { email: `ann\ud800@example.com`, password }, 'email'],
      [new HttpSession(t), 'POST', '/login', { email: customer.customer.email, password: `${password}\udc00` }, 'password'],
      [new HttpSession(t), 'POST', '/register', { name: 'Ann', email: `ann\ud800@example.com`, password, password_confirmation: password }, 'email'],
      [new HttpSession(t), 'POST', '/forgot-password', { email: `${customer.customer.email}\ud800` }, 'email'],
      [new HttpSession(t), 'POST', '/reset-password', { email: `a\ud800@example.com`, token: 'x', password, password_confirmation: password }, 'email'],
      [customer.session, 'PUT', '/api/user/email', { email: `new\ud800@example.com`, password }, 'email'],
      [admin, 'POST', '/api/admin/staff', { name: 'Sam', email: `sam\ud800@example.com`, role: 'staff' }, 'email'],
      [
        new HttpSession(t),
        'POST',
        `/api/manage/${booked.manageToken}/change-quote`,
        {
          collectionDate: booked.request.collectionDate,
          nights: booked.request.nights,
          locationId: booked.request.locationId,
          items: [{ code: 'SS', amount: 1 }],
          giveBack: { kind: 'address', address: { line1: `12 Royal York Crescent\ud800`, town: 'Bristol', postcode: 'BS8 4JZ' }, windowId },
        },
        'giveBack.address.line1',
      ],
      [admin, 'POST', '/api/store-new-storage-item', { title: 'Pushchair', itemDescription: 'Folded', fullCostPerNight: 6, translations: { fr: { title: LONE } } }, 'translations.fr.title'],
      [
        admin,
        'POST',
        '/api/store-new-collection-location',
        { cityId: bristolCity, location: 'Harbourside', lat: 51.45, lng: -2.6, time: '09:00', closures: [{ date: '25-12-2027', note: LONE }] },
        'closures.0.note',
      ],
    ];
    for (const [session, method, path, body, field] of cases) {
      const response = await session.send(method, path, 'application/json', json(body));
      expect([method, path, response.status, response.body]).toEqual([method, path, 422, { message: MESSAGE, errors: { [field]: [MESSAGE] } }]);
    }
    expect(await tableDigests()).toEqual(before);
    // The account is as it was: its password and address still sign in.
    expect((await new HttpSession(t).post('/login', { email: customer.customer.email, password })).status).toBe(200);
  });

  it('names every such field, keys included, at any depth, in the request language', async () => {
    const body = `{"fullName":"\\ud800","basket":[{"code":"SS","note":"ok \\udfff"}],"\\udc00":1,"fine":"\\ud83d\\ude00"}`;
    const response = await new HttpSession(t).speaks('fr').send('POST', '/api/stripe-payment-intent', 'application/json', body);
    const french = 'Ce champ contient un caractère qui n’est pas du texte valide.';
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({ fullName: [french], 'basket.0.note': [french], '\udc00': [french] });
  });

  it('is refused on every route the app registers, as a visitor and as an admin, before the route looks at it', async () => {
    const before = await tableDigests();
    const isApiWrite = (route: RouteInfo) => !['GET', 'HEAD', 'OPTIONS'].includes(route.method) && !/\.[a-z0-9]+$/i.test(route.url) && route.url !== '*';
    const routes = t.routes.filter(isApiWrite);
    expect(routes.map((route) => `${route.method} ${route.url}`)).toEqual(expect.arrayContaining(['POST /login', 'POST /api/booking', 'PUT /api/user/email']));
    const body = json({ email: `a\ud800@example.com`, name: LONE, nested: { list: ['fine', '\udbff'] } });
    const failures: string[] = [];
    for (const route of routes) {
      const path = route.url.replace(/:[A-Za-z]+/g, '1');
      for (const session of [admin, new HttpSession(t)]) {
        const response = await session.send(route.method, path, 'application/json', body);
        const errors = Object.keys((response.body as { errors?: object }).errors ?? {}).sort();
        if (response.status !== 422 || errors.join() !== 'email,name,nested.list.1') failures.push(`${route.method} ${path}: ${response.status} ${JSON.stringify(response.body)}`);
      }
    }
    expect(failures).toEqual([]);
    expect(await tableDigests()).toEqual(before);
    // The admin's session survived the sweep (its logout was refused too).
    expect((await admin.get('/api/user')).body).toMatchObject({ email: ADMIN.email });
  });
});
