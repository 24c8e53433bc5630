// Builders for booking requests, with overrides, and small readers of what the app stored.
import { randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  addDays,
  type BasketLine,
  type BookingRequest,
  type CollectionLocationView,
  formatDashed,
  type GetDataResponse,
  isoWeekday,
  type PaymentIntentRequest,
  paymentIntentIdFromSecret,
  todayInLondon,
} from '@luggage/contracts';
import type { TestApp } from './test-app.js';

/** 'DD-MM-YYYY', `days` after today in Europe/London. */
export function londonDate(days: number): string {
  return formatDashed(addDays(todayInLondon(), days));
}

/** How many days ahead (a week at least, so no handover time of today interferes) the next London date on ISO weekday `weekday` is. */
export function daysAheadToWeekday(weekday: number): number {
  for (let days = 7; ; days += 1) if (isoWeekday(addDays(todayInLondon(), days)) === weekday) return days;
}

/** A collection point as GET /api/get-data publishes it. */
export async function publishedLocation(t: TestApp, id: number): Promise<CollectionLocationView> {
  const data = (await t.request().get('/api/get-data').expect(200)).body as GetDataResponse;
  const location = data.collection_cities.flatMap((city) => city.get_locations).find((l) => l.id === id);
  if (!location) throw new Error(`GET /api/get-data does not list location ${id}`);
  return location;
}

export function aLine(code: string, price: number, amount: number, overrides: Partial<BasketLine> = {}): BasketLine {
  return { code, price, amount, fullItemsPrice: Math.round(price * amount * 100) / 100, typeName: code, ...overrides };
}

export const newBookingToken = (): string => randomUUID();

/**
 * A valid request against the demo catalog: a Small (£10) and a Medium (£12.50) suitcase for 2 nights.
 * 22.50 per night, -10% for two items = 20.25; x2 nights = 40.50, -10% for two nights = 36.45 (full price 45.00).
 */
export function aPaymentIntentRequest(locationId: number, overrides: Partial<PaymentIntentRequest> = {}): PaymentIntentRequest {
  return {
    fullName: 'Ann Example',
    contactNumber: '+44 7700 900123',
    email: 'ann@example.com',
    agreedToTerms: true,
    currency: 'gbp',
    totalCost: 36.45,
    storageItemsBasket: [aLine('SS', 10, 1, { typeName: 'Small Suitcase' }), aLine('MS', 12.5, 1, { typeName: 'Medium Suitcase' })],
    nights: 2,
    collectionDate: londonDate(3),
    locationId,
    bookingToken: newBookingToken(),
    ...overrides,
  };
}

/** The booking payload the wizard sends after paying, for the request it paid for. */
export function aBookingRequest(request: PaymentIntentRequest, clientSecret: string, overrides: Partial<BookingRequest> = {}): BookingRequest {
  const [day, month, year] = request.collectionDate.split('-').map(Number);
  return {
    fullName: request.fullName,
    email: request.email,
    contactNumber: request.contactNumber,
    storageItemsBasket: request.storageItemsBasket,
    nights: request.nights,
    location: 'Bristol Bus Station @ 09:00',
    collectionDate: request.collectionDate,
    returnDate: formatDashed(addDays({ day, month, year }, request.nights)),
    globalTotalCost: request.totalCost,
    noDiscountCost: 45,
    discount: 8.55,
    paymentIntentId: paymentIntentIdFromSecret(clientSecret),
    ...overrides,
  };
}

export interface DemoCatalog {
  data: GetDataResponse;
  /** Bristol Bus Station (09:00), an active point. */
  bristolBusStation: number;
}

export async function demoCatalog(t: TestApp): Promise<DemoCatalog> {
  const data = (await t.request().get('/api/get-data').expect(200)).body as GetDataResponse;
  const locations = data.collection_cities.flatMap((city) => city.get_locations);
  const bus = locations.find((location) => location.Location === 'Bristol Bus Station');
  if (!bus) throw new Error('The demo catalog has no Bristol Bus Station');
  return { data, bristolBusStation: bus.id };
}

/** Runs SQL on the app's database (outside any request). */
export async function sql<T = Record<string, unknown>>(t: TestApp, query: string, params: unknown[] = []): Promise<T[]> {
  return t.app.get(EntityManager).fork().getConnection().execute<T[]>(query, params);
}

export interface StoredBooking {
  id: number;
  reference: string;
  status: string;
  email: string;
  total_pence: number;
  no_discount_pence: number;
  discount_pence: number;
  payment_intent_id: string | null;
  collection_date: string;
  return_date: string;
}

export async function bookingByToken(t: TestApp, token: string): Promise<StoredBooking | null> {
  const rows = await sql<StoredBooking>(
    t,
    `select id, reference, status, email, total_pence, no_discount_pence, discount_pence, payment_intent_id,
            to_char(collection_date, 'YYYY-MM-DD') as collection_date, to_char(return_date, 'YYYY-MM-DD') as return_date
     from booking where booking_token = ?`,
    [token],
  );
  return rows[0] ?? null;
}

export async function countRows(t: TestApp, table: string, where = 'true', params: unknown[] = []): Promise<number> {
  const rows = await sql<{ n: number }>(t, `select count(*)::int as n from ${table} where ${where}`, params);
  return rows[0].n;
}
