import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import type { RouteInfo } from '../../backend/src/bootstrap/create-http-app.js';
import { HttpSession } from '../support/http-session.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

// Walks every route Fastify registered (so a new route is covered without editing this file) with bad input of
// every kind, as an admin (who gets past the guards to the validation) and as a visitor. Nothing may answer 5xx,
// every refusal carries a JSON message, and the data is the same afterwards.

const ADMIN = { email: 'sweep-admin@example.com', password: 'sweep admin password' };
const FIELDS = [
  'email', 'password', 'name', 'password_confirmation', 'title', 'itemDescription', 'fullCostPerNight', 'description',
  'discount', 'city', 'lat', 'lng', 'location', 'time', 'cityId', 'locationId', 'storageItemId', 'discountId', 'currency',
  'totalCost', 'storageItemsBasket', 'fullName', 'contactNumber', 'agreedToTerms', 'nights', 'collectionDate',
  'bookingToken', 'paymentIntentId', 'returnDate', 'globalTotalCost', 'noDiscountCost', 'token', 'clientSecret',
  'cardNumber', 'expiry', 'cvc', 'approve', 'address', 'role', 'cityIds', 'handover', 'giveBack', 'date',
];
const every = (value: unknown) => Object.fromEntries(FIELDS.map((field) => [field, value]));
const SQL = "' OR 1=1; DROP TABLE booking; --";
const HTML = '<script>alert(1)</script><img src=x onerror=alert(2)>';

/** Raw bodies: [label, content type, body]. */
const BODIES: [string, string, string | undefined][] = [
  ['no body', 'application/json', undefined],
  ['malformed JSON', 'application/json', '{"email": "a@b.c",'],
  ['a JSON array', 'application/json', '[1, 2, 3]'],
  ['a JSON string', 'application/json', '"hello"'],
  ['not JSON at all', 'text/plain', 'hello'],
  ['missing fields', 'application/json', '{}'],
  ['wrong types: arrays', 'application/json', JSON.stringify(every([]))],
  ['wrong types: objects', 'application/json', JSON.stringify(every({ nested: { deeper: true } }))],
  ['wrong types: booleans', 'application/json', JSON.stringify(every(true))],
  ['negative fractions', 'application/json', JSON.stringify(every(-1.5))],
  ['huge numbers', 'application/json', JSON.stringify(every(1e308))],
  ['10 000-character strings', 'application/json', JSON.stringify(every('x'.repeat(10_000)))],
  ['100 000-character strings', 'application/json', JSON.stringify({ email: 'y'.repeat(100_000) })],
  ['unicode', 'application/json', JSON.stringify(every('ñ漢字😀\u0000\u202e'))],
  ['SQL injection', 'application/json', JSON.stringify(every(SQL))],
  ['HTML injection', 'application/json', JSON.stringify(every(HTML))],
  [
    'negative and fractional quantities',
    'application/json',
    JSON.stringify({
      nights: 1.5,
      storageItemsBasket: [
        { code: 'SS', price: 10, amount: -1, fullItemsPrice: -10, typeName: 'Small Suitcase' },
        { code: 'MS', price: 12.5, amount: 1.5, fullItemsPrice: 18.75, typeName: 'Medium Suitcase' },
      ],
    }),
  ],
];
/**
 * A DELETE of a row that exists is a good request whatever its body: the sweep sends DELETEs to ids that name no row
 * (the demo catalog's delivery zone 1 is real).
 */
const NO_ROW = '2147483647';
const PATH_VALUES = ['1', '0', '-1', '1.5', 'abc', '99999999999999', "1' OR '1'='1", '%F0%9F%98%80', '..%2F..%2Fetc%2Fpasswd'];

/** Writes that take no body (a toggle, logging out, a status step): for them any body is ignored, not refused. */
const BODYLESS = /(\/logout|\/(activate|deactivate)-storage-item\/:\w+|\/(collected|returned))$/;

const isApiRoute = (route: RouteInfo) => route.url !== '/' && route.url !== '*' && !/\.[a-z0-9]+$/i.test(route.url) && route.method !== 'HEAD';
const idFor = (route: RouteInfo) => (route.method === 'DELETE' ? NO_ROW : '1');
const withParams = (url: string, value: string) => url.replace(/:[A-Za-z]+/g, value);
// Logging out would end the sweeping session: it runs last.
const order = (a: RouteInfo, b: RouteInfo) => Number(a.url === '/logout') - Number(b.url === '/logout');

async function tableCounts(t: TestApp): Promise<Record<string, number>> {
  const connection = t.app.get(EntityManager).getConnection();
  const tables = await connection.execute<{ name: string }[]>(
    `select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  const counts: Record<string, number> = {};
  // Sessions and login counters change by design when a visitor arrives, and the body-less toggles record
  // CatalogChanged events; no other table may change.
  for (const { name } of tables.filter((table) => !/session|throttle|attempt|mikro_orm|outbox_event/.test(table.name))) {
    counts[name] = (await connection.execute<{ n: number }[]>(`select count(*)::int as n from "${name}"`))[0].n;
  }
  return counts;
}

describe('route sweep with bad input', () => {
  let t: TestApp;
  let admin: HttpSession;
  let before: Record<string, number>;
  const failures: string[] = [];

  beforeAll(async () => {
    t = await createTestApp({ env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } });
    admin = new HttpSession(t);
    const login = await admin.post('/login', ADMIN);
    expect(login.status).toBeLessThan(300);
    before = await tableCounts(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  async function check(session: HttpSession, { method, url }: RouteInfo, path: string, label: string, type: string, body: string | undefined) {
    const response = await session.send(method, path, type, body);
    const what = `${method} ${path} with ${label}: ${response.status} ${JSON.stringify(response.body).slice(0, 120)}`;
    if (response.status >= 500) failures.push(what);
    else if (response.status >= 400 && typeof response.body?.message !== 'string') failures.push(`${what} (no JSON message)`);
    else if (method !== 'GET' && response.status < 400 && !BODYLESS.test(url)) failures.push(`${what} (accepted bad input)`);
  }

  it('covers the routes the app registers', () => {
    const urls = t.routes.filter(isApiRoute).map((route) => `${route.method} ${route.url}`);
    expect(urls).toEqual(expect.arrayContaining(['GET /api/get-data', 'POST /login', 'POST /api/booking']));
    expect(urls.length).toBeGreaterThan(20);
  });

  it('never answers 5xx, always explains a refusal, and accepts no bad write', async () => {
    const routes = t.routes.filter(isApiRoute).sort(order);
    for (const route of routes) {
      for (const [label, type, body] of BODIES) {
        if (route.method === 'GET' && body !== undefined) continue;
        await check(admin, route, withParams(route.url, idFor(route)), label, type, body);
      }
      if (route.url.includes(':')) {
        for (const value of PATH_VALUES.map((v) => (v === '1' ? idFor(route) : v))) await check(admin, route, withParams(route.url, value), `path value ${value}`, 'application/json', '{}');
      }
      await check(new HttpSession(t), route, withParams(route.url, '1'), 'a visitor and missing fields', 'application/json', '{}');
    }
    expect(failures).toEqual([]);
  });

  it('leaves the data as it was', async () => {
    expect(await tableCounts(t)).toEqual(before);
  });
});
