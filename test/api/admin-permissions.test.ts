// Every admin route against a visitor (401), a customer (403) and the admin (2xx). The list of admin routes is a
// table here, and the first test checks it against what the app registered: a route guarded by AdminGuard that is
// not in the table, or an admin-looking route without the guard, fails it. Refusals change nothing.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import { GUARDS_METADATA, METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { RequestMethod } from '@nestjs/common';
import { ModulesContainer } from '@nestjs/core';
import type { AdminDashboardData } from '@luggage/contracts';
import { AdminGuard } from '../../backend/src/modules/auth/index.js';
import { registered } from '../support/accounts.js';
import { adminSession, bookAsVisitor, createAdminTestApp } from '../support/admin.js';
import { demoCatalog, londonDate } from '../support/booking-builders.js';
import { HttpSession } from '../support/http-session.js';
import { eventually, type TestApp } from '../support/test-app.js';

interface Ids {
  item: number;
  discount: number;
  city: number;
  location: number;
  reference: string;
  /** A second booking for the lifecycle moves (the first one is walked to returned). */
  live: string;
}

interface AdminRoute {
  method: 'GET' | 'POST' | 'PUT';
  /** As the router registered it. */
  url: string;
  path: (ids: Ids) => string;
  body?: (ids: Ids) => object;
}

/** In an order in which the admin's calls all succeed (collected before returned). */
const ADMIN_ROUTES: AdminRoute[] = [
  { method: 'GET', url: '/api/get-admin-dashboard-data', path: () => '/api/get-admin-dashboard-data' },
  { method: 'GET', url: '/api/get-storage-item/:id', path: (ids) => `/api/get-storage-item/${ids.item}` },
  { method: 'GET', url: '/api/get-discount/:id', path: (ids) => `/api/get-discount/${ids.discount}` },
  { method: 'GET', url: '/api/get-collection-location/:id', path: (ids) => `/api/get-collection-location/${ids.location}` },
  { method: 'PUT', url: '/api/deactivate-storage-item/:id', path: (ids) => `/api/deactivate-storage-item/${ids.item}` },
  { method: 'PUT', url: '/api/activate-storage-item/:id', path: (ids) => `/api/activate-storage-item/${ids.item}` },
  {
    method: 'POST',
    url: '/api/store-new-storage-item',
    path: () => '/api/store-new-storage-item',
    body: () => ({ title: 'Guitar Case', itemDescription: 'Any size', fullCostPerNight: 9 }),
  },
  {
    method: 'PUT',
    url: '/api/edit-storage-item',
    path: () => '/api/edit-storage-item',
    body: (ids) => ({ storageItemId: ids.item, title: 'Small Case', itemDescription: 'Cabin size', fullCostPerNight: 11 }),
  },
  { method: 'POST', url: '/api/set-new-discount', path: () => '/api/set-new-discount', body: () => ({ description: 'Loyalty', discount: 5 }) },
  { method: 'PUT', url: '/api/edit-discount', path: () => '/api/edit-discount', body: (ids) => ({ discountId: ids.discount, title: 'Pairs', discount: 11 }) },
  { method: 'POST', url: '/api/store-new-collection-city', path: () => '/api/store-new-collection-city', body: () => ({ city: 'Clevedon', lat: 51.44, lng: -2.85 }) },
  {
    method: 'PUT',
    url: '/api/edit-collection-city',
    path: () => '/api/edit-collection-city',
    body: (ids) => ({ cityId: ids.city, city: 'Bath Spa', lat: 51.38, lng: -2.36 }),
  },
  {
    method: 'POST',
    url: '/api/store-new-collection-location',
    path: () => '/api/store-new-collection-location',
    body: (ids) => ({ cityId: ids.city, location: 'Royal Crescent', lat: 51.387, lng: -2.368, time: '12:00' }),
  },
  {
    method: 'PUT',
    url: '/api/edit-collection-location',
    path: () => '/api/edit-collection-location',
    body: (ids) => ({ locationId: ids.location, cityId: ids.city, location: 'Bath Coach Station', lat: 51.377, lng: -2.358, time: '09:45' }),
  },
  { method: 'GET', url: '/api/admin/bookings', path: () => '/api/admin/bookings' },
  { method: 'GET', url: '/api/admin/bookings.csv', path: () => '/api/admin/bookings.csv' },
  { method: 'GET', url: '/api/admin/bookings/:reference', path: (ids) => `/api/admin/bookings/${ids.reference}` },
  { method: 'POST', url: '/api/admin/bookings/:reference/collected', path: (ids) => `/api/admin/bookings/${ids.reference}/collected` },
  { method: 'POST', url: '/api/admin/bookings/:reference/returned', path: (ids) => `/api/admin/bookings/${ids.reference}/returned` },
  {
    method: 'POST',
    url: '/api/admin/bookings/:reference/change-quote',
    path: (ids) => `/api/admin/bookings/${ids.live}/change-quote`,
    body: () => ({ collectionDate: londonDate(6), nights: 2, locationId: 1, items: [{ code: 'SS', amount: 1 }] }),
  },
  {
    method: 'POST',
    url: '/api/admin/bookings/:reference/change',
    path: (ids) => `/api/admin/bookings/${ids.live}/change`,
    body: () => ({ collectionDate: londonDate(6), nights: 2, locationId: 1, items: [{ code: 'SS', amount: 1 }], reason: 'Phoned', waiveDifference: true }),
  },
  { method: 'POST', url: '/api/admin/bookings/:reference/resend-confirmation', path: (ids) => `/api/admin/bookings/${ids.live}/resend-confirmation` },
  {
    method: 'POST',
    url: '/api/admin/bookings/:reference/refund',
    path: (ids) => `/api/admin/bookings/${ids.live}/refund`,
    body: () => ({ amount: 5, reason: 'Goodwill' }),
  },
  {
    method: 'POST',
    url: '/api/admin/bookings/:reference/cancel',
    path: (ids) => `/api/admin/bookings/${ids.live}/cancel`,
    body: () => ({ reason: 'Customer phoned', refund: 'full' }),
  },
  { method: 'GET', url: '/api/admin/cancellation-policy', path: () => '/api/admin/cancellation-policy' },
  {
    method: 'PUT',
    url: '/api/admin/cancellation-policy',
    path: () => '/api/admin/cancellation-policy',
    body: () => ({ freeCancellationHours: 12, lateRefundPercent: 50 }),
  },
];

const key = (route: { method: string; url: string }) => `${route.method} ${route.url}`;

/** Every route of every controller whose class or handler carries AdminGuard, read from Nest's own metadata. */
function adminGuardedRoutes(t: TestApp): string[] {
  const found: string[] = [];
  for (const module of t.app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as (new (...args: never[]) => object) | null;
      if (!controller) continue;
      const base = String(Reflect.getMetadata(PATH_METADATA, controller) ?? '');
      const classGuards: unknown[] = Reflect.getMetadata(GUARDS_METADATA, controller) ?? [];
      const prototype = controller.prototype as Record<string, unknown>;
      for (const name of Object.getOwnPropertyNames(prototype)) {
        const handler = prototype[name];
        if (typeof handler !== 'function' || name === 'constructor') continue;
        const path: unknown = Reflect.getMetadata(PATH_METADATA, handler);
        if (path === undefined) continue;
        const guards = [...classGuards, ...((Reflect.getMetadata(GUARDS_METADATA, handler) as unknown[]) ?? [])];
        if (!guards.includes(AdminGuard)) continue;
        const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
        found.push(`${method} /${[base, String(path)].filter((part) => part && part !== '/').join('/')}`.replace(/\/+/g, '/'));
      }
    }
  }
  return found.sort();
}

/** Routes that look like admin work by their name: they must be guarded too. */
const ADMIN_LOOKING = /^\/api\/(admin\/|get-admin|store-new|edit-|set-new|activate-|deactivate-|get-storage-item|get-discount|get-collection-location)/;

let t: TestApp;
let ids: Ids;
let admin: HttpSession;
let customer: HttpSession;

beforeAll(async () => {
  t = await createAdminTestApp();
  const catalog = await demoCatalog(t);
  admin = await adminSession(t);
  customer = (await registered(t)).session;
  const data = (await admin.get('/api/get-admin-dashboard-data').expect(200)).body as AdminDashboardData;
  ids = {
    item: data.storage_items[0].id,
    discount: data.discount_items[0].id,
    city: data.collection_cities[0].id,
    location: data.collection_locations[0].id,
    reference: await bookAsVisitor(t, catalog.bristolBusStation),
    live: await bookAsVisitor(t, catalog.bristolBusStation, { collectionDate: londonDate(4) }),
  };
});
afterAll(async () => {
  await t?.close();
});

/** Everything an admin call could change, read straight from the database. */
async function databaseState(): Promise<unknown> {
  const em = t.app.get(EntityManager).fork();
  const read = (query: string) => em.execute(query);
  return {
    items: await read('select id, code, title, description, price_pence, active, updated_at from storage_item order by id'),
    discounts: await read('select id, description, percentage, rule, active, updated_at from discount order by id'),
    cities: await read('select id, name, lat, lng, updated_at from collection_city order by id'),
    locations: await read('select id, city_id, name, address, lat, lng, collect_return_time, updated_at from collection_location order by id'),
    bookings: await read('select id, status, updated_at from booking order by id'),
    history: await read('select count(*)::int as n from booking_status_change'),
    refunds: await read('select count(*)::int as n from refund'),
    policy: await read('select free_cancellation_hours, late_refund_percent from cancellation_policy'),
    outbox: await read('select count(*)::int as n from outbox_event'),
  };
}

function call(session: HttpSession, route: AdminRoute) {
  const path = route.path(ids);
  if (route.method === 'GET') return session.get(path);
  const body = route.body?.(ids) ?? {};
  return route.method === 'POST' ? session.post(path, body) : session.put(path, body);
}

describe('the admin route table', () => {
  it('is exactly the set of routes guarded by AdminGuard, and every one of them is registered', () => {
    const table = ADMIN_ROUTES.map(key).sort();
    expect(adminGuardedRoutes(t)).toEqual(table);
    const registered = new Set(t.routes.map(key));
    expect(table.filter((route) => !registered.has(route))).toEqual([]);
  });

  it('leaves no admin-looking route unguarded', () => {
    const table = new Set(ADMIN_ROUTES.map(key));
    const unguarded = t.routes.filter((route) => ADMIN_LOOKING.test(route.url) && route.method !== 'HEAD' && !table.has(key(route)));
    expect(unguarded.map(key)).toEqual([]);
  });
});

/** Waits for the work an earlier admin call started in the background (a refund job and the events it records). */
async function quiet(): Promise<void> {
  const em = t.app.get(EntityManager).fork();
  await eventually(
    async () => (await em.execute<{ n: number }[]>(`select (select count(*) from refund where state = 'pending') + (select count(*) from outbox_event where published_at is null) as n`))[0].n,
    (n) => Number(n) === 0,
    20_000,
  );
}

describe.each(ADMIN_ROUTES.map((route) => [key(route), route] as const))('%s', (_name, route) => {
  it('answers a visitor 401 and a customer 403, and changes nothing', async () => {
    await quiet();
    const before = await databaseState();
    const visitor = await call(new HttpSession(t), route);
    expect([visitor.status, visitor.body]).toEqual([401, { message: 'Unauthenticated.' }]);
    const refused = await call(customer, route);
    expect([refused.status, refused.body]).toEqual([403, { message: 'This action is unauthorized.' }]);
    expect(await databaseState()).toEqual(before);
  });

  it('lets the admin through', async () => {
    const response = await call(admin, route);
    if (response.status >= 300) throw new Error(`${key(route)} answered ${response.status}: ${JSON.stringify(response.body)}`);
    expect(response.status).toBeLessThan(300);
  });
});
