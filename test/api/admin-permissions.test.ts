// Every admin route against a visitor (401), a customer, a staff member and a driver (403) and the admin (2xx); every
// route for staff and admins (check-in, the day's lists) against a visitor (401), a customer and a driver (403), with
// the day's lists answering staff their own points only; every route for drivers and admins (the driver's day) against
// a visitor (401), a customer and staff (403); every partner route (a partner's own page, @Roles('partner')) against a
// visitor (401), a customer, staff, a driver and the admin (403); and a partner on every admin, staff and driver route
// (403). The lists of routes are tables here, and the first tests check them against what the app registered: a route
// only admins may use (@AdminOnly(), i.e. @Roles('admin') with the session guard), one for staff and admins
// (@Roles('staff', 'admin')), one for drivers and admins (@Roles('driver', 'admin')) or one for partners
// (@Roles('partner')) that is not in its table, or an admin-looking route in none, fails them. Refusals change nothing.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import { addDays, DEFAULT_JOURNAL_ACCOUNTS, type AdminDashboardData, type AdminDeliveryData, type DayLists, type DriverTodayView, formatIso, parseIso, todayInLondon } from '@luggage/contracts';
import { AuthenticatedGuard } from '../../backend/src/modules/auth/index.js';
import sharp from 'sharp';
import type { ManageClaimsView } from '@luggage/contracts';
import { registered } from '../support/accounts.js';
import { bookAndPay } from '../support/lifecycle.js';
import { ADMIN, adminSession, bookAsVisitor, createAdminTestApp } from '../support/admin.js';
import { aPaymentIntentRequest, demoCatalog, londonDate, sql } from '../support/booking-builders.js';
import { HttpSession } from '../support/http-session.js';
import { registeredRoutes } from '../support/registered-routes.js';
import { eventually, type TestApp } from '../support/test-app.js';

interface Ids {
  item: number;
  discount: number;
  city: number;
  location: number;
  reference: string;
  /** A second booking for the lifecycle moves (the first one is walked to returned). */
  live: string;
  /** A staff member for the staff routes (not the one whose session is refused). */
  staff: number;
  /** An invited driver for the driver routes (not the one whose session is refused). */
  driver: number;
  /** A booking its collection day's end made a no show (for the undo). */
  noShow: string;
  /** Bristol Bus Station, where the signed-in staff member works, and a point they do not work at. */
  staffPoint: number;
  otherPoint: number;
  /** A booking at the other point, collected the same day as `reference`. */
  elsewhere: string;
  /** A delivery to an address in Bath (for the run sheet's "give to another driver"). */
  leg: number;
  /** A booking whose check-in wrong PINs locked (for the admin's unlock). */
  pinLocked: string;
  /** A delivery zone and window of the demo catalog (edited, then deleted). */
  zone: number;
  window: number;
  /** Another Bath window than `leg`'s: where the run sheet moves it. */
  legWindow: number;
  /** The invoice `live`'s payment issued. */
  document: number;
  /** A promo code (deactivated by the admin's call). */
  promoCode: number;
  /** A partner invited by the admin (its terms edited, its statement read). */
  partner: number;
  /** A claim on a returned booking, with one photo (replied to, then decided). */
  claim: number;
  photo: number;
  /** The signed-in partner (Quay Rooms), its booking on account of last month, and that month's invoice. */
  ownPartner: number;
  partnerInvoice: number;
  owingInvoice: number;
  /** Paid, then a booking made dearer: what its supplementary invoice leaves still due. */
  dueInvoice: { id: number; stillDuePence: number };
}

interface AdminRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
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
  {
    method: 'POST',
    url: '/api/admin/locations/:id/closed-today',
    path: (ids) => `/api/admin/locations/${ids.location}/closed-today`,
    body: () => ({ date: londonDate(40), note: 'Engineering works' }),
  },
  { method: 'GET', url: '/api/admin/bookings', path: () => '/api/admin/bookings' },
  { method: 'GET', url: '/api/admin/bookings.csv', path: () => '/api/admin/bookings.csv' },
  { method: 'GET', url: '/api/admin/exports/payouts.csv', path: () => '/api/admin/exports/payouts.csv' },
  { method: 'GET', url: '/api/admin/exports/journal.csv', path: () => '/api/admin/exports/journal.csv' },
  { method: 'GET', url: '/api/admin/exports/accounts', path: () => '/api/admin/exports/accounts' },
  {
    method: 'PUT',
    url: '/api/admin/exports/accounts',
    path: () => '/api/admin/exports/accounts',
    body: () => ({ ...DEFAULT_JOURNAL_ACCOUNTS }),
  },
  { method: 'GET', url: '/api/admin/bookings/export', path: () => '/api/admin/bookings/export' },
  { method: 'GET', url: '/api/admin/reports', path: (ids) => `/api/admin/reports?from=${londonDate(-30)}&to=${londonDate(0)}&by=week&cityId=${ids.city}` },
  { method: 'GET', url: '/api/admin/bookings/:reference', path: (ids) => `/api/admin/bookings/${ids.reference}` },
  { method: 'GET', url: '/api/admin/incidents', path: () => '/api/admin/incidents' },
  { method: 'GET', url: '/api/admin/bookings/:reference/custody', path: (ids) => `/api/admin/bookings/${ids.reference}/custody` },
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
  { method: 'POST', url: '/api/admin/bookings/:reference/undo-no-show', path: (ids) => `/api/admin/bookings/${ids.noShow}/undo-no-show` },
  { method: 'POST', url: '/api/admin/bookings/:reference/unlock-pin', path: (ids) => `/api/admin/bookings/${ids.pinLocked}/unlock-pin` },
  { method: 'GET', url: '/api/operations/occupancy', path: () => '/api/operations/occupancy' },
  { method: 'GET', url: '/api/admin/cancellation-policy', path: () => '/api/admin/cancellation-policy' },
  {
    method: 'PUT',
    url: '/api/admin/cancellation-policy',
    path: () => '/api/admin/cancellation-policy',
    body: () => ({ freeCancellationHours: 12, lateRefundPercent: 50 }),
  },
  { method: 'GET', url: '/api/admin/claims', path: () => '/api/admin/claims?status=received' },
  { method: 'GET', url: '/api/admin/claims-summary', path: () => '/api/admin/claims-summary' },
  { method: 'GET', url: '/api/admin/photos/:id', path: (ids) => `/api/admin/photos/${ids.photo}` },
  { method: 'POST', url: '/api/admin/claims/:id/reply', path: (ids) => `/api/admin/claims/${ids.claim}/reply`, body: () => ({ message: 'Could you send another photo?', needsInformation: true }) },
  { method: 'POST', url: '/api/admin/claims/:id/decide', path: (ids) => `/api/admin/claims/${ids.claim}/decide`, body: () => ({ outcome: 'rejected', reason: 'Not in our care.' }) },
  { method: 'GET', url: '/api/admin/bag-protection', path: () => '/api/admin/bag-protection' },
  { method: 'PUT', url: '/api/admin/bag-protection', path: () => '/api/admin/bag-protection', body: () => ({ coverPerBag: null }) },
  { method: 'GET', url: '/api/admin/vat', path: () => '/api/admin/vat' },
  {
    method: 'PUT',
    url: '/api/admin/vat',
    path: () => '/api/admin/vat',
    body: () => ({ vatNumber: 'GB123456789', ratePercent: 20, legalName: 'Bristol & Bath Luggage Ltd', address: '1 Temple Gate, Bristol' }),
  },
  { method: 'GET', url: '/api/admin/bookings/:reference/documents', path: (ids) => `/api/admin/bookings/${ids.live}/documents` },
  { method: 'GET', url: '/api/admin/documents/:id.pdf', path: (ids) => `/api/admin/documents/${ids.document}.pdf` },
  { method: 'GET', url: '/api/admin/promo-codes', path: () => '/api/admin/promo-codes' },
  {
    method: 'POST',
    url: '/api/admin/promo-codes',
    path: () => '/api/admin/promo-codes',
    body: () => ({ code: 'WINTER5', amountOff: 5, validFrom: '01-01-2027', validTo: '31-01-2027', maxUses: 10 }),
  },
  { method: 'PUT', url: '/api/admin/promo-codes/:id/deactivate', path: (ids) => `/api/admin/promo-codes/${ids.promoCode}/deactivate` },
  { method: 'GET', url: '/api/admin/staff', path: () => '/api/admin/staff' },
  { method: 'POST', url: '/api/admin/staff', path: () => '/api/admin/staff', body: () => ({ name: 'Pat Porter', email: `pat.${process.pid}@example.com` }) },
  {
    method: 'PUT',
    url: '/api/admin/staff/:id/locations',
    path: (ids) => `/api/admin/staff/${ids.staff}/locations`,
    body: (ids) => ({ locationIds: [ids.location] }),
  },
  { method: 'PUT', url: '/api/admin/staff/:id/cities', path: (ids) => `/api/admin/staff/${ids.driver}/cities`, body: (ids) => ({ cityIds: [ids.city] }) },
  { method: 'DELETE', url: '/api/admin/staff/:id', path: (ids) => `/api/admin/staff/${ids.staff}` },
  { method: 'GET', url: '/api/admin/delivery', path: () => '/api/admin/delivery' },
  {
    method: 'POST',
    url: '/api/admin/delivery-zones',
    path: () => '/api/admin/delivery-zones',
    body: (ids) => ({ cityId: ids.city, name: 'Outer', districts: 'BA3', fee: 25, locationId: ids.location }),
  },
  { method: 'PUT', url: '/api/admin/delivery-zones/:id', path: (ids) => `/api/admin/delivery-zones/${ids.zone}`, body: () => ({ fee: 21 }) },
  { method: 'DELETE', url: '/api/admin/delivery-zones/:id', path: (ids) => `/api/admin/delivery-zones/${ids.zone}` },
  {
    method: 'POST',
    url: '/api/admin/delivery-windows',
    path: () => '/api/admin/delivery-windows',
    body: (ids) => ({ cityId: ids.city, start: '12:00', end: '14:00', trips: 3 }),
  },
  { method: 'PUT', url: '/api/admin/delivery-windows/:id', path: (ids) => `/api/admin/delivery-windows/${ids.window}`, body: () => ({ trips: 7 }) },
  { method: 'DELETE', url: '/api/admin/delivery-windows/:id', path: (ids) => `/api/admin/delivery-windows/${ids.window}` },
  { method: 'PUT', url: '/api/admin/delivery-cut-offs/:cityId', path: (ids) => `/api/admin/delivery-cut-offs/${ids.city}`, body: () => ({ hours: 4 }) },
  { method: 'PUT', url: '/api/admin/same-day-gaps/:cityId', path: (ids) => `/api/admin/same-day-gaps/${ids.city}`, body: () => ({ minutes: 120 }) },
  { method: 'PUT', url: '/api/admin/second-attempt-fees/:cityId', path: (ids) => `/api/admin/second-attempt-fees/${ids.city}`, body: () => ({ fee: 4 }) },
  { method: 'PUT', url: '/api/admin/run-leads/:cityId', path: (ids) => `/api/admin/run-leads/${ids.city}`, body: () => ({ minutes: 60 }) },
  { method: 'PUT', url: '/api/admin/return-fees', path: () => '/api/admin/return-fees', body: (ids) => ({ fromCityId: ids.city, toCityId: ids.city, fee: 12 }) },
  { method: 'GET', url: '/api/admin/run-sheet', path: (ids) => `/api/admin/run-sheet?cityId=${ids.city}&date=${formatIso(todayInLondon())}` },
  {
    method: 'POST',
    url: '/api/admin/run-sheet/stops/:legId/driver',
    path: (ids) => `/api/admin/run-sheet/stops/${ids.leg}/driver`,
    body: (ids) => ({ driverUserId: ids.driver, reason: 'Dee knows the hotel' }),
  },
  {
    method: 'POST',
    url: '/api/admin/run-sheet/stops/:legId/window',
    path: (ids) => `/api/admin/run-sheet/stops/${ids.leg}/window`,
    body: (ids) => ({ windowId: ids.legWindow, date: formatIso(addDays(todayInLondon(), 30)), reason: 'The customer asked' }),
  },
  { method: 'GET', url: '/api/admin/partners', path: () => '/api/admin/partners' },
  {
    method: 'POST',
    url: '/api/admin/partners',
    path: () => '/api/admin/partners',
    body: () => ({ name: 'Harbour Hotel', email: `harbour.${process.pid}@example.com`, sharePercent: 10, onAccount: true }),
  },
  {
    method: 'PUT',
    url: '/api/admin/partners/:id',
    path: (ids) => `/api/admin/partners/${ids.partner}`,
    body: () => ({ sharePercent: 12, discountPercent: 5, onAccount: false, active: true }),
  },
  { method: 'GET', url: '/api/admin/partners/:id/statement', path: (ids) => `/api/admin/partners/${ids.partner}/statement?month=01-2027` },
  { method: 'GET', url: '/api/admin/partners/:id/invoices', path: (ids) => `/api/admin/partners/${ids.ownPartner}/invoices` },
  { method: 'POST', url: '/api/admin/partners/:id/invoices', path: (ids) => `/api/admin/partners/${ids.ownPartner}/invoices`, body: () => ({ month: LAST_MONTH }) },
  {
    method: 'POST',
    url: '/api/admin/partner-invoices/:id/payment',
    path: (ids) => `/api/admin/partner-invoices/${ids.partnerInvoice}/payment`,
    body: () => ({ paidOn: londonDate(0), amount: 36.45 }),
  },
  {
    method: 'POST',
    url: '/api/admin/partner-invoices/:id/payment/void',
    path: (ids) => `/api/admin/partner-invoices/${ids.partnerInvoice}/payment/void`,
    body: () => ({ reason: 'Recorded by mistake' }),
  },
  {
    method: 'POST',
    url: '/api/admin/partner-invoices/:id/further-payment',
    path: (ids) => `/api/admin/partner-invoices/${ids.dueInvoice.id}/further-payment`,
    body: (ids) => ({ paidOn: londonDate(0), amount: ids.dueInvoice.stillDuePence / 100 }),
  },
  {
    method: 'POST',
    url: '/api/admin/partner-invoices/:id/further-payment/void',
    path: (ids) => `/api/admin/partner-invoices/${ids.dueInvoice.id}/further-payment/void`,
    body: () => ({ reason: 'Recorded by mistake' }),
  },
  {
    method: 'POST',
    url: '/api/admin/partner-invoices/:id/refund',
    path: (ids) => `/api/admin/partner-invoices/${ids.owingInvoice}/refund`,
    body: () => ({ paidOn: londonDate(0), amount: 1 }),
  },
];

/** Routes for staff and admins (@Roles('staff', 'admin')): a visitor 401, a customer 403; staff see their points only. */
const STAFF_ROUTES: AdminRoute[] = [
  { method: 'GET', url: '/api/operations/day-lists', path: () => `/api/operations/day-lists?date=${londonDate(1)}` },
  { method: 'GET', url: '/api/operations/overdue', path: () => '/api/operations/overdue' },
  { method: 'POST', url: '/api/check-in/scan', path: () => '/api/check-in/scan', body: () => ({ token: 'P1.not-a-pass' }) },
  { method: 'POST', url: '/api/check-in/find', path: () => '/api/check-in/find', body: (ids) => ({ reference: ids.reference, pin: '0000' }) },
  { method: 'POST', url: '/api/check-in/:reference/collected', path: (ids) => `/api/check-in/${ids.reference}/collected` },
  { method: 'POST', url: '/api/check-in/:reference/returned', path: (ids) => `/api/check-in/${ids.reference}/returned` },
  { method: 'POST', url: '/api/check-in/:reference/undo', path: (ids) => `/api/check-in/${ids.reference}/undo` },
  { method: 'POST', url: '/api/check-in/:reference/extend-quote', path: (ids) => `/api/check-in/${ids.reference}/extend-quote`, body: () => ({ nights: 1 }) },
  { method: 'POST', url: '/api/check-in/:reference/extend', path: (ids) => `/api/check-in/${ids.reference}/extend`, body: () => ({ nights: 1, expectedDifference: 0 }) },
  { method: 'POST', url: '/api/check-in/:reference/return', path: (ids) => `/api/check-in/${ids.reference}/return`, body: () => ({ tags: ['T-1'] }) },
];

/** The hand-over by tags (@Roles('staff', 'admin', 'driver')): staff of the point, the driver of the leg (api/bag-tags.test.ts), admins. */
const TAGGING_ROUTES: AdminRoute[] = [
  { method: 'POST', url: '/api/check-in/:reference/tags', path: (ids) => `/api/check-in/${ids.reference}/tags`, body: () => ({ tags: ['T-1', 'T-2'] }) },
];

/** Routes for drivers and admins (@Roles('driver', 'admin')): a visitor 401, a customer and staff 403. */
const DRIVER_ROUTES: AdminRoute[] = [
  { method: 'GET', url: '/api/driver/today', path: () => '/api/driver/today' },
  // The guard answers before the stop is looked up: driver-runs.test.ts walks the steps on real stops.
  { method: 'POST', url: '/api/driver/stops/:legId/start', path: () => '/api/driver/stops/1/start' },
  { method: 'POST', url: '/api/driver/stops/:legId/collected', path: () => '/api/driver/stops/1/collected', body: () => ({ pin: '0000', bagCount: 2 }) },
  { method: 'POST', url: '/api/driver/stops/:legId/delivered', path: () => '/api/driver/stops/1/delivered', body: () => ({ pin: '0000' }) },
  { method: 'POST', url: '/api/driver/stops/:legId/failed', path: () => '/api/driver/stops/1/failed', body: () => ({ reason: 'nobody_there' }) },
  { method: 'POST', url: '/api/driver/stops/:legId/undo', path: () => '/api/driver/stops/1/undo' },
];

/** A partner's own routes (@Roles('partner')): a visitor 401; a customer, staff, a driver and the admin 403. */
const PARTNER_ROUTES: AdminRoute[] = [
  { method: 'GET', url: '/api/partner/me', path: () => '/api/partner/me' },
  { method: 'GET', url: '/api/partner/bookings', path: () => '/api/partner/bookings' },
  { method: 'GET', url: '/api/partner/bookings/:reference', path: (ids) => `/api/partner/bookings/${ids.reference}` },
  { method: 'POST', url: '/api/partner/bookings', path: () => '/api/partner/bookings', body: (ids) => ({ ...aPaymentIntentRequest(ids.staffPoint), payment: 'card' }) },
  { method: 'GET', url: '/api/partner/statement', path: () => '/api/partner/statement?month=01-2027' },
  { method: 'GET', url: '/api/partner/invoices', path: () => '/api/partner/invoices' },
  { method: 'GET', url: '/api/partner/invoices/:id.pdf', path: (ids) => `/api/partner/invoices/${ids.partnerInvoice}.pdf` },
];

const key = (route: { method: string; url: string }) => `${route.method} ${route.url}`;

/** Every route guarded by the session guard for exactly these roles, read from Nest's own metadata. */
const guardedRoutes = (t: TestApp, only: readonly string[]): string[] =>
  registeredRoutes(t)
    .filter((route) => route.guards.includes(AuthenticatedGuard) && JSON.stringify(route.roles) === JSON.stringify(only))
    .map((route) => `${route.method} ${route.url}`)
    .sort();

/** Routes that look like admin work by their name: they must be guarded too. */
const ADMIN_LOOKING = /^\/api\/(admin\/|operations\/|partner\/|get-admin|store-new|edit-|set-new|activate-|deactivate-|get-storage-item|get-discount|get-collection-location)/;

let t: TestApp;
let ids: Ids;
let admin: HttpSession;
let customer: HttpSession;
let staff: HttpSession;
let driver: HttpSession;
let partner: HttpSession;
/** The signed-in driver's city (Bath), and the other demo city. */
let driverCity: { id: number; city: string };

beforeAll(async () => {
  t = await createAdminTestApp();
  const catalog = await demoCatalog(t);
  admin = await adminSession(t);
  customer = (await registered(t)).session;
  const member = await registered(t);
  await t.app.get(EntityManager).fork().execute(`update app_user set role = 'staff' where id = ?`, [member.id]);
  staff = member.session;
  const points = catalog.data.collection_cities.flatMap((city) => city.get_locations).map((point) => point.id);
  const otherPoint = points.find((id) => id !== catalog.bristolBusStation)!;
  const assigned = await admin.put(`/api/admin/staff/${member.id}/locations`, { locationIds: [catalog.bristolBusStation] });
  if (assigned.status !== 200) throw new Error(`assigning a point answered ${assigned.status}`);
  const invited = await admin.post('/api/admin/staff', { name: 'Sam Porter', email: `sam.${process.pid}@example.com` });
  if (invited.status !== 201) throw new Error(`inviting staff answered ${invited.status}`);
  const data = (await admin.get('/api/get-admin-dashboard-data').expect(200)).body as AdminDashboardData;
  const bath = data.collection_cities.find((city) => city.city === 'Bath')!;
  driverCity = { id: bath.id, city: bath.city };
  const wheels = await registered(t);
  await sql(t, `update app_user set role = 'driver' where id = ?`, [wheels.id]);
  await sql(t, 'insert into driver_city (user_id, city_id) values (?, ?)', [wheels.id, bath.id]);
  driver = wheels.session;
  const host = await registered(t);
  await sql(t, `update app_user set role = 'partner' where id = ?`, [host.id]);
  const [ownPartner] = await sql<{ id: number }>(
    t,
    `insert into partner (user_id, name, contact_name, code, share_percent, on_account) values (?, 'Quay Rooms', 'Quinn', 'QUAYR00M', 10, true) returning id`,
    [host.id],
  );
  partner = host.session;
  const invitedPartner = await admin.post('/api/admin/partners', { name: 'Dock Inn', email: `dock.${process.pid}@example.com`, sharePercent: 8, onAccount: false });
  if (invitedPartner.status !== 201) throw new Error(`inviting a partner answered ${invitedPartner.status}`);
  const invitedDriver = await admin.post('/api/admin/staff', { name: 'Dee Driver', email: `dee.${process.pid}@example.com`, role: 'driver', cityIds: [bath.id] });
  if (invitedDriver.status !== 201) throw new Error(`inviting a driver answered ${invitedDriver.status}`);
  const delivery = (await admin.get('/api/admin/delivery').expect(200)).body as AdminDeliveryData;
  ids = {
    zone: delivery.zones[0].id,
    window: delivery.windows[0].id,
    item: data.storage_items[0].id,
    discount: data.discount_items[0].id,
    city: data.collection_cities[0].id,
    location: data.collection_locations[0].id,
    reference: await bookAsVisitor(t, catalog.bristolBusStation),
    live: await bookAsVisitor(t, catalog.bristolBusStation, { collectionDate: londonDate(4) }),
    staff: (invited.body as { id: number }).id,
    driver: (invitedDriver.body as { id: number }).id,
    noShow: await bookAsVisitor(t, catalog.bristolBusStation, { collectionDate: londonDate(2) }),
    staffPoint: catalog.bristolBusStation,
    otherPoint,
    elsewhere: await bookAsVisitor(t, otherPoint),
    pinLocked: await bookAsVisitor(t, catalog.bristolBusStation, { collectionDate: londonDate(3) }),
    leg: await bathDelivery(delivery.windows.find((window) => window.cityId === bath.id)!.id),
    legWindow: delivery.windows.filter((window) => window.cityId === bath.id)[1].id,
    document: 0,
    promoCode: ((await admin.post('/api/admin/promo-codes', { code: 'AUTUMN10', percentOff: 10, validFrom: '01-09-2027', validTo: '30-11-2027', maxUses: 5 })).body as { id: number }).id,
    partner: (invitedPartner.body as { id: number }).id,
    ...(await fileClaim(catalog.bristolBusStation)),
    ownPartner: ownPartner.id,
    partnerInvoice: await lastMonthInvoice(ownPartner.id, catalog.bristolBusStation),
    owingInvoice: await owingInvoice(ownPartner.id, catalog.bristolBusStation),
    dueInvoice: await dueInvoice(ownPartner.id, catalog.bristolBusStation),
  };
  const invoiceOf = () => sql<{ id: number }>(t, 'select id from booking_document where booking_reference = ?', [ids.live]);
  ids.document = (await eventually(invoiceOf, (rows) => rows.length > 0, 20_000))[0].id;
  // Locked as the fifth wrong PIN locks it (the lock itself has tests of its own).
  await sql(t, `insert into check_in_pin_failure (reference, locks_until) values (?, now() + interval '10 minutes')`, [ids.pinLocked]);
  // Its collection day ends now rather than at midnight after it (the event's wait cut short in the database).
  await sql(t, `update outbox_event set available_at = now() where name = 'CollectionDayEnded' and payload->>'reference' = ?`, [ids.noShow]);
  const status = async () => (await sql<{ status: string }>(t, 'select status from booking where reference = ?', [ids.noShow]))[0].status;
  expect(await eventually(status, (s) => s === 'no_show', 20_000)).toBe('no_show');
});
afterAll(async () => {
  await t?.close();
});

/** A booking handed over and given back, and a claim on it with one photo, filed from its manage link. */
async function fileClaim(point: number): Promise<{ claim: number; photo: number }> {
  const booked = await bookAndPay(t, point);
  for (const step of ['collected', 'returned']) await admin.post(`/api/admin/bookings/${booked.reference}/${step}`);
  const bytes = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#336699' } }).jpeg().toBuffer();
  const filed = await booked.browser.upload(`/api/manage/${booked.manageToken}/claims`, { kind: 'damaged', description: 'Scuffed.' }, [{ field: 'photos[]', bytes, name: 'a.jpg', type: 'image/jpeg' }]);
  if (filed.status !== 201) throw new Error(`filing a claim answered ${filed.status}: ${JSON.stringify(filed.body)}`);
  const [claim] = (filed.body as ManageClaimsView).claims;
  return { claim: claim.id, photo: claim.photos[0].id };
}

const thisMonthStart = `${formatIso(todayInLondon()).slice(0, 8)}01`;
const lastMonthStart = formatIso(addDays(parseIso(thisMonthStart)!, -1)).slice(0, 8) + '01';
const LAST_MONTH = `${lastMonthStart.slice(5, 7)}-${lastMonthStart.slice(0, 4)}`;

/** The signed-in partner books on account (£36.45), confirmed last month; the admin issues that month's invoice: its id. */
async function lastMonthInvoice(partnerId: number, pointId: number): Promise<number> {
  const booked = await partner.post('/api/partner/bookings', { ...aPaymentIntentRequest(pointId, { collectionDate: londonDate(5) }), payment: 'account' });
  if (booked.status !== 201) throw new Error(`booking on account answered ${booked.status}: ${JSON.stringify(booked.body)}`);
  const reference = (booked.body as { reference: string }).reference;
  await sql(t, `update booking set confirmed_at = (date '${lastMonthStart}' + time '12:00') at time zone 'Europe/London' where reference = ?`, [reference]);
  const issued = await admin.post(`/api/admin/partners/${partnerId}/invoices`, { month: LAST_MONTH });
  if (issued.status !== 200) throw new Error(`issuing the invoice answered ${issued.status}: ${JSON.stringify(issued.body)}`);
  return (issued.body as { id: number }).id;
}

/** Two bookings on account of the month before last, invoiced and paid, then one cancelled: its credit note is owed to the partner. */
async function owingInvoice(partnerId: number, pointId: number): Promise<number> {
  const monthBefore = formatIso(addDays(parseIso(lastMonthStart)!, -1)).slice(0, 8) + '01';
  const references: string[] = [];
  for (const day of [6, 7]) {
    const booked = await partner.post('/api/partner/bookings', { ...aPaymentIntentRequest(pointId, { collectionDate: londonDate(day) }), payment: 'account' });
    references.push((booked.body as { reference: string }).reference);
  }
  await sql(t, `update booking set confirmed_at = (date '${monthBefore}' + time '12:00') at time zone 'Europe/London' where reference in (?, ?)`, references);
  const issued = await admin.post(`/api/admin/partners/${partnerId}/invoices`, { month: `${monthBefore.slice(5, 7)}-${monthBefore.slice(0, 4)}` });
  const id = (issued.body as { id: number }).id;
  for (const [path, body] of [
    [`/api/admin/partner-invoices/${id}/payment`, { paidOn: londonDate(0), amount: 72.9 }],
    [`/api/admin/bookings/${references[1]}/cancel`, { reason: 'Guest cancelled', refund: 'none' }],
  ] as const) {
    const answer = await admin.post(path, body);
    if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  }
  await eventually(() => sql(t, 'select id from booking_document where refers_to_id = ?', [id]), (rows) => rows.length === 1, 20_000);
  return id;
}

/** A booking on account of three months ago, invoiced and paid, then made a night longer: its supplementary invoice is still due. */
async function dueInvoice(partnerId: number, pointId: number): Promise<Ids['dueInvoice']> {
  const month = formatIso(addDays(parseIso(formatIso(addDays(parseIso(lastMonthStart)!, -1)).slice(0, 8) + '01')!, -1)).slice(0, 8) + '01';
  const request = aPaymentIntentRequest(pointId, { collectionDate: londonDate(9) });
  const booked = await partner.post('/api/partner/bookings', { ...request, payment: 'account' });
  const reference = (booked.body as { reference: string }).reference;
  await sql(t, `update booking set confirmed_at = (date '${month}' + time '12:00') at time zone 'Europe/London' where reference = ?`, [reference]);
  const issued = await admin.post(`/api/admin/partners/${partnerId}/invoices`, { month: `${month.slice(5, 7)}-${month.slice(0, 4)}` });
  const id = (issued.body as { id: number }).id;
  const dearer = { collectionDate: londonDate(9), nights: 3, locationId: pointId, items: [{ code: 'SS', amount: 1 }, { code: 'MS', amount: 1 }], reason: 'Stays longer' };
  for (const [path, body] of [
    [`/api/admin/partner-invoices/${id}/payment`, { paidOn: londonDate(0), amount: 36.45 }],
    [`/api/admin/bookings/${reference}/change`, dearer],
  ] as const) {
    const answer = await admin.post(path, body);
    if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  }
  const [supplement] = await eventually(() => sql<{ gross_pence: number }>(t, 'select gross_pence from booking_document where refers_to_id = ?', [id]), (rows) => rows.length === 1, 20_000);
  return { id, stillDuePence: supplement.gross_pence };
}

/** A booking at Bath Spa given back to an address in Bath: its return leg's id. */
async function bathDelivery(windowId: number): Promise<number> {
  const bathSpa = (await demoCatalog(t)).data.collection_cities.flatMap((city) => city.get_locations).find((point) => point.Location === 'Bath Spa Station')!.id;
  const address = { line1: '1 Royal Crescent', town: 'Bath', postcode: 'BA1 2LR' };
  const reference = await bookAsVisitor(t, bathSpa, { giveBack: { kind: 'address', address, windowId }, totalCost: 36.45 + 20 });
  return (await sql<{ id: number }>(t, `select l.id from booking_leg l join booking b on b.id = l.booking_id where b.reference = ? and l.direction = 'return'`, [reference]))[0].id;
}

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
    pinLocks: await read('select id, locks_until from check_in_pin_failure order by id'),
    refunds: await read('select count(*)::int as n from refund'),
    policy: await read('select free_cancellation_hours, late_refund_percent from cancellation_policy'),
    outbox: await read('select count(*)::int as n from outbox_event'),
    roles: await read('select id, role from app_user order by id'),
    staffLocations: await read('select user_id, location_id from staff_location order by user_id, location_id'),
    driverCities: await read('select user_id, city_id from driver_city order by user_id, city_id'),
    partners: await read('select id, user_id, share_percent, discount_percent, on_account, active, updated_at from partner order by id'),
    deliveryZones: await read('select id, city_id, name, districts, fee_pence, storage_location_id, updated_at from delivery_zone order by id'),
    deliveryWindows: await read('select id, city_id, start_time, end_time, trips, updated_at from delivery_window order by id'),
    cutOffs: await read('select id, delivery_cut_off_hours, second_attempt_fee_pence from collection_city order by id'),
    returnFees: await read('select from_city_id, to_city_id, fee_pence, updated_at from delivery_return_fee order by from_city_id, to_city_id'),
    promoCodes: await read('select id, code, active from promo_code order by id'),
    claims: await read('select id, status, updated_at from claim order by id'),
    claimMessages: await read('select count(*)::int as n from claim_message'),
    documents: await read('select id, document_number from booking_document order by id'),
    partnerPayments: await read('select document_id, paid_on, amount_pence from partner_invoice_payment order by document_id'),
  };
}

function call(session: HttpSession, route: AdminRoute) {
  const path = route.path(ids);
  if (route.method === 'GET') return session.get(path);
  if (route.method === 'DELETE') return session.delete(path);
  const body = route.body?.(ids) ?? {};
  return route.method === 'POST' ? session.post(path, body) : session.put(path, body);
}

describe('the route tables', () => {
  it('are exactly the sets of routes only admins, staff and admins, drivers and admins, and partners may use, and every one is registered', () => {
    const registered = new Set(t.routes.map(key));
    const tables = [
      [ADMIN_ROUTES, ['admin']],
      [STAFF_ROUTES, ['staff', 'admin']],
      [TAGGING_ROUTES, ['staff', 'admin', 'driver']],
      [DRIVER_ROUTES, ['driver', 'admin']],
      [PARTNER_ROUTES, ['partner']],
    ] as const;
    for (const [routes, roles] of tables) {
      const table = routes.map(key).sort();
      expect(guardedRoutes(t, roles)).toEqual(table);
      expect(table.filter((route) => !registered.has(route))).toEqual([]);
    }
  });

  it('leave no admin-looking route unguarded', () => {
    const table = new Set([...ADMIN_ROUTES, ...STAFF_ROUTES, ...TAGGING_ROUTES, ...DRIVER_ROUTES, ...PARTNER_ROUTES].map(key));
    const unguarded = t.routes.filter((route) => ADMIN_LOOKING.test(route.url) && route.method !== 'HEAD' && !table.has(key(route)));
    expect(unguarded.map(key)).toEqual([]);
  });
});

/**
 * Waits for the work an earlier call or booking started in the background (a refund job, the events it records, the
 * reminders a confirmation schedules; timed events wait for their time). A row whose job is running is leased
 * (available_at moved ahead, attempts counted), so an unpublished row that was ever claimed counts as work under way;
 * and no new outbox row for a few polls, since a job may still be recording the next ones.
 */
async function quiet(): Promise<void> {
  const em = t.app.get(EntityManager).fork();
  const busy = `select (select count(*) from refund where state = 'pending')
    + (select count(*) from outbox_event where published_at is null and (available_at <= now() or attempts > 0)) as busy,
    (select count(*) from outbox_event) as rows`;
  let last = '';
  let calm = 0;
  await eventually(
    async () => {
      const [row] = await em.execute<{ busy: number; rows: number }[]>(busy);
      const now = `${row.rows}`;
      calm = Number(row.busy) === 0 && now === last ? calm + 1 : 0;
      last = now;
      return calm;
    },
    (polls) => polls >= 5,
    20_000,
  );
}

describe.each(STAFF_ROUTES.map((route) => [key(route), route] as const))('%s (staff and admins)', (_name, route) => {
  it('answers a visitor 401, a customer 403, a driver 403 and a partner 403, and changes nothing', async () => {
    await quiet();
    const before = await databaseState();
    const visitor = await call(new HttpSession(t), route);
    expect([visitor.status, visitor.body]).toEqual([401, { message: 'Unauthenticated.' }]);
    for (const session of [customer, driver, partner]) {
      const refused = await call(session, route);
      expect([refused.status, refused.body]).toEqual([403, { message: 'This action is unauthorized.' }]);
    }
    expect(await databaseState()).toEqual(before);
  });
});

describe.each(TAGGING_ROUTES.map((route) => [key(route), route] as const))('%s (staff, drivers and admins)', (_name, route) => {
  it('answers a visitor 401, a customer 403 and a partner 403, and changes nothing', async () => {
    await quiet();
    const before = await databaseState();
    const visitor = await call(new HttpSession(t), route);
    expect([visitor.status, visitor.body]).toEqual([401, { message: 'Unauthenticated.' }]);
    for (const session of [customer, partner]) {
      const refused = await call(session, route);
      expect([refused.status, refused.body]).toEqual([403, { message: 'This action is unauthorized.' }]);
    }
    expect(await databaseState()).toEqual(before);
  });
});

describe.each(DRIVER_ROUTES.map((route) => [key(route), route] as const))('%s (drivers and admins)', (_name, route) => {
  it('answers a visitor 401, a customer 403, staff 403 and a partner 403, and changes nothing', async () => {
    await quiet();
    const before = await databaseState();
    const visitor = await call(new HttpSession(t), route);
    expect([visitor.status, visitor.body]).toEqual([401, { message: 'Unauthenticated.' }]);
    for (const session of [customer, staff, partner]) {
      const refused = await call(session, route);
      expect([refused.status, refused.body]).toEqual([403, { message: 'This action is unauthorized.' }]);
    }
    expect(await databaseState()).toEqual(before);
  });
});

describe.each(PARTNER_ROUTES.map((route) => [key(route), route] as const))('%s (partners)', (_name, route) => {
  it('answers a visitor 401, a customer, staff, a driver and the admin 403, and changes nothing', async () => {
    await quiet();
    const before = await databaseState();
    const visitor = await call(new HttpSession(t), route);
    expect([visitor.status, visitor.body]).toEqual([401, { message: 'Unauthenticated.' }]);
    for (const session of [customer, staff, driver, admin]) {
      const refused = await call(session, route);
      expect([refused.status, refused.body]).toEqual([403, { message: 'This action is unauthorized.' }]);
    }
    expect(await databaseState()).toEqual(before);
  });

  it('lets the partner through', async () => {
    const response = await call(partner, route);
    // Its own routes answer the partner: a booking that is not its own is a 404 like any unknown one.
    const expected = route.url === '/api/partner/bookings/:reference' ? 404 : route.method === 'POST' ? 201 : 200;
    if (response.status !== expected) throw new Error(`${key(route)} answered ${response.status}: ${JSON.stringify(response.body)}`);
    expect(response.status).toBe(expected);
  });
});

describe("the driver's day", () => {
  it('answers the driver their own cities and the admin every city', async () => {
    const mine = (await driver.get('/api/driver/today').expect(200)).body as DriverTodayView;
    expect(mine).toEqual({ date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) as unknown, cities: [driverCity], stops: [], failureReasons: expect.any(Array) as unknown });
    const all = (await admin.get('/api/driver/today').expect(200)).body as DriverTodayView;
    expect(all.cities.map((city) => city.city)).toEqual(expect.arrayContaining(['Bath', 'Bristol']));
  });
});

describe("the day's lists for staff", () => {
  const bookingsAt = (lists: DayLists) => lists.points.map((point) => [point.location.id, point.collections.entries.map((entry) => entry.reference)]);

  it('answers staff 200 with their own points only, and the admin every point', async () => {
    const path = `/api/operations/day-lists?date=${londonDate(1)}`;
    const mine = await staff.get(path);
    expect(mine.status).toBe(200);
    expect(bookingsAt(mine.body as DayLists)).toEqual([[ids.staffPoint, [ids.reference]]]);
    const all = bookingsAt((await admin.get(path).expect(200)).body as DayLists);
    expect(all).toEqual(expect.arrayContaining([[ids.staffPoint, [ids.reference]], [ids.otherPoint, [ids.elsewhere]]]));
  });

  it('refuses staff another point’s list, by its id, with a message', async () => {
    const refused = await staff.get(`/api/operations/day-lists?date=${londonDate(1)}&locationId=${ids.otherPoint}`);
    expect([refused.status, refused.body]).toEqual([403, { message: 'You do not work at this collection point.' }]);
  });
});

describe.each(ADMIN_ROUTES.map((route) => [key(route), route] as const))('%s', (_name, route) => {
  it('answers a visitor 401, a customer 403, staff 403, a driver 403 and a partner 403, and changes nothing', async () => {
    await quiet();
    const before = await databaseState();
    const visitor = await call(new HttpSession(t), route);
    expect([visitor.status, visitor.body]).toEqual([401, { message: 'Unauthenticated.' }]);
    for (const session of [customer, staff, driver, partner]) {
      const refused = await call(session, route);
      expect([refused.status, refused.body]).toEqual([403, { message: 'This action is unauthorized.' }]);
    }
    expect(await databaseState()).toEqual(before);
  });

  it('lets the admin through', async () => {
    const response = await call(admin, route);
    if (response.status >= 300) throw new Error(`${key(route)} answered ${response.status}: ${JSON.stringify(response.body)}`);
    expect(response.status).toBeLessThan(300);
  });
});

/** DELETE /api/user is every signed-in account's own door: its password again, and the last admin stays. */
describe('DELETE /api/user (any signed-in account, its own)', () => {
  const accountRows = () => sql(t, 'select id, role from app_user order by id');

  it('answers a visitor 401 and a wrong password 422 under password for every role, and changes nothing', async () => {
    const before = await accountRows();
    const visitor = await new HttpSession(t).delete('/api/user', { password: 'anything at all' });
    expect([visitor.status, visitor.body]).toEqual([401, { message: 'Unauthenticated.' }]);
    for (const session of [customer, staff, driver, partner, admin]) {
      const refused = await session.delete('/api/user', { password: 'not my password' });
      expect([refused.status, refused.body]).toMatchObject([422, { errors: { password: ['The password is incorrect.'] } }]);
    }
    expect(await accountRows()).toEqual(before);
  });

  it('refuses the only admin with 409 and a message, and keeps the account', async () => {
    const before = await accountRows();
    const refused = await admin.delete('/api/user', { password: ADMIN.password });
    expect([refused.status, refused.body]).toEqual([409, { message: 'You are the only admin. Make another admin first, or the service would have nobody to run it.', code: 'AUTH.LAST_ADMIN' }]);
    expect(await accountRows()).toEqual(before);
    expect((await admin.get('/api/user')).status).toBe(200);
  });

  it.each(['customer', 'staff', 'driver', 'partner', 'admin'] as const)('lets a %s delete their own account', async (role) => {
    const account = await registered(t);
    await sql(t, 'update app_user set role = ? where id = ?', [role, account.id]);
    const deleted = await account.session.delete('/api/user', { password: account.customer.password });
    expect(deleted.status).toBe(204);
    expect(await sql(t, 'select id from app_user where id = ?', [account.id])).toEqual([]);
  });
});
