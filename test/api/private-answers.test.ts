// Every answer that is one person's (admin, staff and account routes: everything behind the sign-in; and the manage
// page's routes, opened by a booking's secret link) says `Cache-Control: no-store`, refusals included (issue 22). The
// routes are read from what the app registered, so a new one is covered without editing this file.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type BookingResponse, paymentIntentIdFromSecret } from '@luggage/contracts';
import { AuthenticatedGuard } from '../../backend/src/modules/auth/index.js';
import { registered } from '../support/accounts.js';
import { adminSession, createAdminTestApp } from '../support/admin.js';
import { aBookingRequest, aPaymentIntentRequest, demoCatalog } from '../support/booking-builders.js';
import { HttpSession } from '../support/http-session.js';
import { registeredRoutes } from '../support/registered-routes.js';
import type { TestApp } from '../support/test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await createAdminTestApp();
});
afterAll(async () => {
  await t?.close();
});

interface Route {
  method: string;
  path: string;
}

/** Routes behind the session guard (on the route or its controller) and the manage page's, as Nest registered them. */
const privateRoutes = (): Route[] =>
  registeredRoutes(t)
    .filter((route) => route.guards.includes(AuthenticatedGuard) || route.url.startsWith('/api/manage/'))
    .map(({ method, url }) => ({ method, path: url }));

const call = (session: HttpSession, route: Route, path = route.path.replace(/:[A-Za-z]+/g, '1')) => {
  if (route.method === 'GET') return session.get(path);
  if (route.method === 'PUT') return session.put(path, {});
  if (route.method === 'DELETE') return session.delete(path);
  return session.post(path, {});
};

describe('Cache-Control: no-store on private answers', () => {
  it('is on every refusal of every admin, staff, account and manage route, and not on the public catalog', async () => {
    const routes = privateRoutes();
    expect(routes.length).toBeGreaterThan(30);
    expect(routes.map((route) => route.path)).toEqual(expect.arrayContaining(['/api/get-admin-dashboard-data', '/api/user', '/api/manage/:token', '/api/driver/today']));
    const visitor = new HttpSession(t);
    const answers = [];
    for (const route of routes) {
      const answer = await call(visitor, route);
      answers.push({ route: `${route.method} ${route.path}`, status: answer.status >= 400, cacheControl: answer.headers['cache-control'] });
    }
    expect(answers.filter((answer) => answer.cacheControl !== 'no-store' || !answer.status)).toEqual([]);
    expect((await visitor.get('/api/get-data')).headers['cache-control']).not.toBe('no-store');
  });

  it('is on the answers themselves: the admin dashboard, the signed-in user, the manage page', async () => {
    const admin = await adminSession(t);
    expect((await admin.get('/api/get-admin-dashboard-data')).headers['cache-control']).toBe('no-store');
    const { session } = await registered(t);
    const user = await session.get('/api/user');
    expect([user.status, user.headers['cache-control']]).toEqual([200, 'no-store']);

    const request = aPaymentIntentRequest((await demoCatalog(t)).bristolBusStation);
    const secret = (await session.post('/api/stripe-payment-intent', request)).body as string;
    const card = { clientSecret: secret, cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' };
    await session.post(`/api/test-payments/${paymentIntentIdFromSecret(secret)}/confirm`, card);
    const { manageToken } = (await session.post('/api/booking', aBookingRequest(request, secret))).body as BookingResponse;
    const page = await session.get(`/api/manage/${manageToken}`);
    expect([page.status, page.headers['cache-control']]).toEqual([200, 'no-store']);
  });
});
